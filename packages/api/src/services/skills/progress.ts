import type { SkillCategory, SkillProgressItem } from "../../schemas/skills";
import { skillStatusForScore } from "../../schemas/domain";
import type { ServiceDeps, SessionUser } from "../deps";
import {
  findCategories,
  findLatestActivityPerSkill,
  findLessonsWithProgress,
  findSkills,
  findUserSkillScores,
} from "./queries";

/** Categories with their skills, in display order (GET /api/skills). */
export async function listSkillCategories(
  { db }: ServiceDeps,
  _caller: SessionUser | null,
): Promise<SkillCategory[]> {
  const [categories, skills] = await Promise.all([findCategories(db), findSkills(db)]);
  return categories.map((c) => ({
    id: c.id,
    name: c.name,
    shortLabel: c.shortLabel,
    description: c.description,
    color: c.color,
    icon: c.icon,
    skills: skills
      .filter((s) => s.categoryId === c.id)
      .map((s) => ({ id: s.id, name: s.name, description: s.description })),
  }));
}

const thresholds = [
  { score: 60, label: "Developing" },
  { score: 70, label: "Improving" },
  { score: 80, label: "Strong" },
] as const;

/** The next thing to aim for on a skill: the next status band, with a lesson to work through when there is one. */
export function nextMilestone(
  score: number | null,
  lesson: { title: string; status: string } | undefined,
): string {
  const lessonStep =
    lesson && lesson.status !== "completed"
      ? `${lesson.status === "in_progress" ? "finish" : "complete"} '${lesson.title}'`
      : null;
  if (score === null) return "Take the assessment to set a baseline";
  const next = thresholds.find((t) => score < t.score);
  if (!next) {
    return lessonStep
      ? `${lessonStep[0]?.toUpperCase()}${lessonStep.slice(1)} to stay Strong`
      : "Keep it above 80% (Strong)";
  }
  const target = `Reach ${next.score}% (${next.label})`;
  return lessonStep ? `${target}: ${lessonStep}` : target;
}

/** The lesson to suggest for a skill: one in progress, else one not started, else a completed one to review. */
export function pickLessonForSkill<T extends { skillId: number | null; status: string }>(
  lessons: readonly T[],
  skillId: number,
): T | undefined {
  const forSkill = lessons.filter((l) => l.skillId === skillId);
  return (
    forSkill.find((l) => l.status === "in_progress") ??
    forSkill.find((l) => l.status === "not_started") ??
    forSkill[0]
  );
}

/** One row per skill with the caller's score, status, last activity and next milestone. */
export async function getSkillProgress(
  { db }: ServiceDeps,
  caller: SessionUser,
): Promise<{ skillProgress: SkillProgressItem[] }> {
  const userId = caller.id;
  const [skills, scores, activity, lessons] = await Promise.all([
    findSkills(db),
    findUserSkillScores(db, userId),
    findLatestActivityPerSkill(db, userId),
    findLessonsWithProgress(db, userId),
  ]);
  const scoreBySkill = new Map(scores.map((s) => [s.skillId, s]));
  const skillProgress = skills.map((skill): SkillProgressItem => {
    const stored = scoreBySkill.get(skill.id);
    const score = stored?.currentScore ?? null;
    const lessonTouches = lessons
      .filter((l) => l.skillId === skill.id && l.status !== "not_started")
      .map((l) => l.updatedAt);
    const candidates = [stored?.lastActivityAt, activity.get(skill.id), ...lessonTouches].filter(
      (d): d is Date => d instanceof Date,
    );
    const lastActivity = candidates.length
      ? new Date(Math.max(...candidates.map((d) => d.getTime()))).toISOString()
      : null;
    return {
      skillId: skill.id,
      skillName: skill.name,
      categoryId: skill.categoryId,
      categoryName: skill.categoryName,
      currentScore: score ?? 0,
      status: skillStatusForScore(score),
      lastActivity,
      nextMilestone: nextMilestone(score, pickLessonForSkill(lessons, skill.id)),
    };
  });
  return { skillProgress };
}
