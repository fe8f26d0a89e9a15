import type { DB, Milestone, MilestoneLink, Priority } from "@leadcoach/db";
import { pulseState } from "../goals/pulse-rules";
import { skillStatusForScore } from "../../schemas/domain";
import { guidanceFor } from "../recommendations/guidance";
import { pickLessonForSkill } from "../skills/progress";
import { findLessonsWithProgress } from "../skills/queries";
import { byNeed, MAX_ASSESSMENT_GOALS } from "./focus";
import {
  deleteGoals,
  findGoalsFromAssessment,
  findOpenGoalsForSkills,
  insertSuggestedGoal,
  setGoalPriority,
  setGoalsCurrentScore,
  unflagRecentGoals,
} from "./queries";
import { IMPROVEMENT_THRESHOLD } from "./scoring";

export { MAX_ASSESSMENT_GOALS } from "./focus";

const DAY_MS = 86_400_000;
/** Six weeks: time for a lesson, practice, feedback, and a re-check half way. */
export const GOAL_DAYS = 42;
/** What a goal asks a skill to gain by its target date: a step a re-check can show, not a leap. */
export const REACHABLE_GAIN = 10;

/**
 * The score a goal from the assessment aims for: ten points up, never past 70% (Improving), which
 * stays the long-term measure on the next assessment. A 28% skill aims for 38%, a 65% one for 70%.
 */
export function reachableTarget(score: number): number {
  return Math.max(score, Math.min(score + REACHABLE_GAIN, IMPROVEMENT_THRESHOLD));
}

/** Goals' priorities spread by need: the weakest skill high, the next medium, the third low. */
export function spreadPriority(rank: number): Priority {
  return rank === 0 ? "high" : rank === 1 ? "medium" : "low";
}

export interface ScoredSkillForGoal {
  skillId: number;
  key: string;
  name: string;
  description: string;
  score: number;
}

/**
 * The weakest skills below 70%, lowest first, at most three; on equal scores the chosen focus skill
 * first, then catalogue order.
 */
export function weakestSkills<T extends { skillId: number; score: number }>(
  skills: readonly T[],
  limit = MAX_ASSESSMENT_GOALS,
  focusSkillId: number | null = null,
): T[] {
  return byNeed(skills, focusSkillId)
    .filter((skill) => skill.score < IMPROVEMENT_THRESHOLD)
    .slice(0, limit);
}

/**
 * After an assessment: one goal per weakest skill below 70% (at most three), flagged recent for the
 * Goals banner; older goals lose the flag. A skill that already has an open (active or paused) goal
 * gets no second one; that goal's current score is updated instead. Returns the new goals' ids.
 *
 * Each goal is reachable and measurable within its target date: a target of ten points up
 * (reachableTarget), and milestones that the work itself ticks: a lesson for the skill, a practice
 * session on the schedule, an answered feedback request, and a re-check from half way.
 */
export async function createGoalsForWeakSkills(
  db: DB,
  userId: number,
  skills: readonly ScoredSkillForGoal[],
  now: Date,
  assessmentId: number | null = null,
): Promise<number[]> {
  await unflagRecentGoals(db, userId);
  const weak = weakestSkills(skills);
  return addGoals(db, userId, [...weak.entries()], now, assessmentId);
}

/**
 * After the person chose which tied skill to focus on first: the goals this assessment created are
 * re-planned as if the choice had been there at submit. Kept goals take their new priority, a goal whose
 * skill the choice pushed out is removed, and a skill the choice brought in gets its goal.
 */
export async function replanGoalsForFocus(
  db: DB,
  userId: number,
  assessmentId: number,
  skills: readonly ScoredSkillForGoal[],
  focusSkillId: number,
  now: Date,
): Promise<void> {
  const planned = [...weakestSkills(skills, MAX_ASSESSMENT_GOALS, focusSkillId).entries()];
  const existing = await findGoalsFromAssessment(db, userId, assessmentId);
  const rankOf = new Map(planned.map(([rank, skill]) => [skill.skillId, rank]));
  await deleteGoals(
    db,
    userId,
    existing.filter((g) => g.skillId === null || !rankOf.has(g.skillId)).map((g) => g.id),
  );
  for (const goal of existing) {
    const rank = goal.skillId === null ? undefined : rankOf.get(goal.skillId);
    if (rank !== undefined) await setGoalPriority(db, goal.id, spreadPriority(rank), now);
  }
  const missing = planned.filter(([, skill]) => !existing.some((g) => g.skillId === skill.skillId));
  await addGoals(db, userId, missing, now, assessmentId);
}

/**
 * One goal per ranked skill, flagged recent. A skill that already has an open (active or paused) goal
 * gets no second one; that goal's current score is updated instead. Returns the new goals' ids.
 */
async function addGoals(
  db: DB,
  userId: number,
  ranked: readonly (readonly [number, ScoredSkillForGoal])[],
  now: Date,
  assessmentId: number | null,
): Promise<number[]> {
  if (ranked.length === 0) return [];
  const open = await findOpenGoalsForSkills(
    db,
    userId,
    ranked.map(([, s]) => s.skillId),
  );
  const lessons = await findLessonsWithProgress(db, userId);
  const targetDate = new Date(now.getTime() + GOAL_DAYS * DAY_MS).toISOString().slice(0, 10);
  const created: number[] = [];
  for (const [rank, skill] of ranked) {
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
    const target = reachableTarget(skill.score);
    const recheckFrom = pulseState(
      { skillId: skill.skillId, targetDate, createdAt: now, status: "active", pulseScore: null },
      now,
    )?.availableFrom;
    const id = await insertSuggestedGoal(db, {
      userId,
      skillId: skill.skillId,
      title: `Improve ${skill.name}`,
      description: `Your assessment put ${skill.name} at ${skill.score}% (${skillStatusForScore(skill.score)}). Aim for ${target}% by ${targetDate}: finish the lesson, practise it, ask for feedback, then re-check the skill with a short pulse${recheckFrom ? ` from ${recheckFrom}` : ""}. ${IMPROVEMENT_THRESHOLD}% (Improving) stays the long-term measure on your next assessment.`,
      targetScore: target,
      currentScore: skill.score,
      targetDate,
      priority: spreadPriority(rank),
      milestones: assessmentMilestones(skill, pickUnfinishedLesson(lessons, skill.skillId)),
      sourceAssessmentId: assessmentId,
      at: now,
    });
    created.push(id);
  }
  return created;
}

/** The skill's lesson to do next: one in progress, else one not started; none when all are done. */
function pickUnfinishedLesson<T extends { skillId: number | null; status: string }>(
  lessons: readonly T[],
  skillId: number,
): T | undefined {
  const lesson = pickLessonForSkill(lessons, skillId);
  return lesson && lesson.status !== "completed" ? lesson : undefined;
}

/** The four steps of a goal from the assessment, each tied to what completes it. */
export function assessmentMilestones(
  skill: ScoredSkillForGoal,
  lesson: { id: number; title: string } | undefined,
): Milestone[] {
  const guide = guidanceFor(skill);
  const steps: { description: string; completes: MilestoneLink | null }[] = [
    lesson
      ? {
          description: `Complete the lesson '${lesson.title}'`,
          completes: { kind: "lesson", lessonId: lesson.id },
        }
      : {
          description: `Read up on ${skill.name} and write down two habits you want to change`,
          completes: null,
        },
    {
      description: `Practise it: ${guide.challengeTitle} (a skill practice session on your schedule)`,
      completes: { kind: "activity", activityType: "skill_practice" },
    },
    {
      description: `Ask a peer or your manager for feedback on your ${skill.name.toLowerCase()}`,
      completes: { kind: "feedback" },
    },
    {
      description: `Re-check your ${skill.name} half way with a short pulse`,
      completes: { kind: "pulse" },
    },
  ];
  return steps.map(({ description, completes }) => ({
    description,
    completed: false,
    completedAt: null,
    ...(completes ? { completes } : {}),
  }));
}
