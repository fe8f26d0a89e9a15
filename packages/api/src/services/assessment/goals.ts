import type { DB, Milestone } from "@leadcoach/db";
import { skillStatusForScore } from "../../schemas/domain";
import { guidanceFor } from "../recommendations/guidance";
import { pickLessonForSkill } from "../skills/progress";
import { findLessonsWithProgress } from "../skills/queries";
import {
  findOpenGoalsForSkills,
  insertSuggestedGoal,
  setGoalsCurrentScore,
  unflagRecentGoals,
} from "./queries";
import { IMPROVEMENT_THRESHOLD } from "./scoring";

const DAY_MS = 86_400_000;
/** At most this many goals come out of one assessment. */
export const MAX_ASSESSMENT_GOALS = 3;
export const GOAL_DAYS = 30;

export interface ScoredSkillForGoal {
  skillId: number;
  key: string;
  name: string;
  description: string;
  score: number;
}

/** The weakest skills below 70%, lowest first (ties keep catalogue order), at most three. */
export function weakestSkills<T extends { score: number }>(
  skills: readonly T[],
  limit = MAX_ASSESSMENT_GOALS,
): T[] {
  return skills
    .map((skill, index) => ({ skill, index }))
    .filter(({ skill }) => skill.score < IMPROVEMENT_THRESHOLD)
    .sort((a, b) => a.skill.score - b.skill.score || a.index - b.index)
    .slice(0, limit)
    .map(({ skill }) => skill);
}

/**
 * After an assessment: one goal per weakest skill below 70% (at most three), flagged recent for the
 * Goals banner; older goals lose the flag. A skill that already has an open (active or paused) goal
 * gets no second one; that goal's current score is updated instead. Returns the new goals' ids.
 */
export async function createGoalsForWeakSkills(
  db: DB,
  userId: number,
  skills: readonly ScoredSkillForGoal[],
  now: Date,
): Promise<number[]> {
  await unflagRecentGoals(db, userId);
  const weak = weakestSkills(skills);
  if (weak.length === 0) return [];

  const open = await findOpenGoalsForSkills(
    db,
    userId,
    weak.map((s) => s.skillId),
  );
  const lessons = await findLessonsWithProgress(db, userId);
  const targetDate = new Date(now.getTime() + GOAL_DAYS * DAY_MS).toISOString().slice(0, 10);
  const created: number[] = [];
  for (const skill of weak) {
    const existing = open.filter((g) => g.skillId === skill.skillId);
    if (existing.length) {
      await setGoalsCurrentScore(
        db,
        existing.map((g) => g.id),
        skill.score,
        now,
      );
      continue;
    }
    const lesson = pickLessonForSkill(lessons, skill.skillId);
    const guide = guidanceFor(skill);
    const milestones: Milestone[] = [
      lesson
        ? `Complete the lesson '${lesson.title}'`
        : `Read up on ${skill.name} and write down two habits you want to change`,
      guide.challengeTitle,
      `Ask a peer or your manager for feedback on your ${skill.name.toLowerCase()}`,
    ].map((description) => ({ description, completed: false, completedAt: null }));
    const id = await insertSuggestedGoal(db, {
      userId,
      skillId: skill.skillId,
      title: `Improve ${skill.name}`,
      description: `Your assessment put ${skill.name} at ${skill.score}% (${skillStatusForScore(skill.score)}). Work towards ${IMPROVEMENT_THRESHOLD}% (Improving) over the next ${GOAL_DAYS} days.`,
      targetScore: IMPROVEMENT_THRESHOLD,
      currentScore: skill.score,
      targetDate,
      priority: skill.score < 60 ? "high" : "medium",
      milestones,
      at: now,
    });
    created.push(id);
  }
  return created;
}
