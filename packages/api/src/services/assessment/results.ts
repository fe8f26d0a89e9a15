import type { CategoryScores } from "@leadcoach/db";
import { AppError } from "../../lib/app-error";
import type {
  AssessmentHistory,
  AssessmentResults,
  AssessmentSkillResult,
  ZAssessmentHistoryInput,
  ZAssessmentResultsInput,
} from "../../schemas/assessment";
import { skillStatusForScore } from "../../schemas/domain";
import { findCategories, findLatestCompletedAssessment, findSkills } from "../skills/queries";
import type { ServiceDeps, SessionUser } from "../deps";
import type { z } from "zod";
import {
  findAssessmentSkillResults,
  findCompletedAssessment,
  findCompletedAssessmentsBefore,
  findGoalsFromAssessment,
  findUnstartedLessonsForSkills,
} from "./queries";
import { byNeed, focusCandidates } from "./focus";
import { assessmentStatusFrom } from "./status";

/** How many skills the results name as strongest and as weakest, and how many first lessons they offer. */
export const RESULTS_SKILL_COUNT = 3;
export const FIRST_LESSON_COUNT = 3;

interface StoredAssessment {
  id: number;
  completedAt: Date | null;
  overallPercent: number | null;
  categoryScores: CategoryScores | null;
  totalScore: number | null;
  maxScore: number | null;
  focusSkillId: number | null;
}

/**
 * The highest and the lowest skills, each at most `count`; a skill is never in both lists (with few
 * skills the weakest come from those left). Ties keep catalogue order, except that among the weakest
 * the skill chosen to focus on first leads its tie.
 */
export function strongestAndWeakest<T extends { skillId: number; score: number }>(
  skills: readonly T[],
  count = RESULTS_SKILL_COUNT,
  focusSkillId: number | null = null,
): { strongest: T[]; weakest: T[] } {
  const strongest = [...skills]
    .map((skill, index) => ({ skill, index }))
    .sort((a, b) => b.skill.score - a.skill.score || a.index - b.index)
    .slice(0, count)
    .map((entry) => entry.skill);
  const weakest = byNeed(
    skills.filter((skill) => !strongest.includes(skill)),
    focusSkillId,
  ).slice(0, count);
  return { strongest, weakest };
}

/** The completed assessment just before this one, if any. */
async function findPrevious(deps: ServiceDeps, userId: number, assessment: StoredAssessment) {
  if (!assessment.completedAt) return undefined;
  const [previous] = await findCompletedAssessmentsBefore(
    deps.db,
    userId,
    { completedAt: assessment.completedAt, id: assessment.id },
    1,
  );
  return previous;
}

/**
 * One of the caller's assessments as stored: the overall and category scores saved with it, the
 * per-skill results, the change since the assessment before it, the goals it created and the first
 * lessons for them. Without an id, the latest; null when the caller has none yet. Someone else's
 * assessment is "not found", so ids reveal nothing.
 */
export async function getAssessmentResults(
  deps: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZAssessmentResultsInput>,
): Promise<AssessmentResults | null> {
  const { db, config, now } = deps;
  const userId = caller.id;
  const latest = await findLatestCompletedAssessment(db, userId);
  let assessment: StoredAssessment | undefined;
  if (input.assessmentId === undefined) {
    if (!latest) return null;
    assessment = await findCompletedAssessment(db, userId, latest.id);
  } else {
    assessment = await findCompletedAssessment(db, userId, input.assessmentId);
  }
  if (!assessment?.completedAt) throw new AppError("NOT_FOUND", "Assessment not found");

  const previous = await findPrevious(deps, userId, assessment);
  const [categories, skills, results, previousResults, goals] = await Promise.all([
    findCategories(db),
    findSkills(db),
    findAssessmentSkillResults(db, assessment.id),
    previous ? findAssessmentSkillResults(db, previous.id) : Promise.resolve([]),
    findGoalsFromAssessment(db, userId, assessment.id),
  ]);

  const stored = assessment.categoryScores ?? {};
  const before = previous?.categoryScores ?? {};
  const categoryResults = categories
    .filter((c) => typeof stored[c.name] === "number")
    .map((c) => ({
      categoryId: c.id,
      name: c.name,
      shortLabel: c.shortLabel,
      color: c.color,
      score: stored[c.name] ?? 0,
      previousScore: typeof before[c.name] === "number" ? (before[c.name] ?? null) : null,
    }));

  const scoreBySkill = new Map(results.map((r) => [r.skillId, r.score]));
  const previousBySkill = new Map(previousResults.map((r) => [r.skillId, r.score]));
  const skillResults: AssessmentSkillResult[] = skills.flatMap((skill) => {
    const score = scoreBySkill.get(skill.id);
    if (score === undefined) return [];
    return [
      {
        skillId: skill.id,
        name: skill.name,
        categoryId: skill.categoryId,
        categoryName: skill.categoryName,
        score,
        status: skillStatusForScore(score),
        previousScore: previousBySkill.get(skill.id) ?? null,
      },
    ];
  });
  const { strongest, weakest } = strongestAndWeakest(
    skillResults,
    RESULTS_SKILL_COUNT,
    assessment.focusSkillId,
  );

  // The first lessons follow the goals this assessment chose; without goals, the weakest skills.
  const goalSkills = goals.flatMap((g) => (g.skillId === null ? [] : [g.skillId]));
  const lessonSkills = [...new Set(goalSkills.length ? goalSkills : weakest.map((s) => s.skillId))];
  const lessons = lessonSkills.length ? await findUnstartedLessonsForSkills(db, userId, lessonSkills) : [];
  const firstLessons = lessonSkills
    .flatMap((skillId) => {
      const lesson = lessons.find((l) => l.skillId === skillId);
      return lesson ? [lesson] : [];
    })
    .slice(0, FIRST_LESSON_COUNT);

  return {
    assessmentId: assessment.id,
    completedAt: assessment.completedAt.toISOString(),
    overallScore: assessment.overallPercent ?? 0,
    totalScore: assessment.totalScore ?? 0,
    maxScore: assessment.maxScore ?? 0,
    categories: categoryResults,
    skills: skillResults,
    strongest,
    weakest,
    previous:
      previous?.completedAt != null
        ? {
            assessmentId: previous.id,
            completedAt: previous.completedAt.toISOString(),
            overallScore: previous.overallPercent ?? 0,
          }
        : null,
    isLatest: latest?.id === assessment.id,
    focus: {
      skillId: assessment.focusSkillId,
      candidates: focusCandidates(skillResults).map((s) => ({
        skillId: s.skillId,
        name: s.name,
        score: s.score,
      })),
    },
    goals: goals.map((g) => ({
      id: g.id,
      title: g.title,
      status: g.status,
      skillId: g.skillId,
      skillName: g.skillName,
      targetDate: g.targetDate,
    })),
    firstLessons: firstLessons.map((l) => ({
      id: l.id,
      title: l.title,
      skillId: l.skillId,
      skillName: l.skillName,
      difficulty: l.difficulty,
      estimatedMinutes: l.estimatedMinutes,
    })),
    retake: assessmentStatusFrom(latest?.completedAt ?? null, now(), config.assessmentRetakeDays),
  };
}

/**
 * The caller's completed assessments, newest first, a page at a time, each with its category scores
 * and the change in overall score since the one before it. One extra row is read: it says whether
 * there is another page and gives the last item of this page its comparison.
 */
export async function getAssessmentHistory(
  { db }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZAssessmentHistoryInput>,
): Promise<AssessmentHistory> {
  const userId = caller.id;
  let before: { completedAt: Date; id: number } | null = null;
  if (input.before !== undefined) {
    const cursor = await findCompletedAssessment(db, userId, input.before);
    if (!cursor?.completedAt) throw new AppError("NOT_FOUND", "Assessment not found");
    before = { completedAt: cursor.completedAt, id: cursor.id };
  }
  const [rows, categories] = await Promise.all([
    findCompletedAssessmentsBefore(db, userId, before, input.limit + 1),
    findCategories(db),
  ]);
  const page = rows.slice(0, input.limit);
  const items = page.flatMap((row, index) => {
    if (!row.completedAt) return [];
    const older = rows[index + 1];
    const scores = row.categoryScores ?? {};
    return [
      {
        assessmentId: row.id,
        completedAt: row.completedAt.toISOString(),
        overallScore: row.overallPercent ?? 0,
        categories: categories
          .filter((c) => typeof scores[c.name] === "number")
          .map((c) => ({ name: c.name, shortLabel: c.shortLabel, score: scores[c.name] ?? 0 })),
        overallChange: older ? (row.overallPercent ?? 0) - (older.overallPercent ?? 0) : null,
      },
    ];
  });
  const last = page[page.length - 1];
  return { items, nextBefore: rows.length > input.limit && last ? last.id : null };
}
