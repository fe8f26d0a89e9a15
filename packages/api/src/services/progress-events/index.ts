import type { DB, Milestone } from "@leadcoach/db";
import { insertActivityEvent } from "../activity/queries";
import { normaliseMilestones, tickLinked, untickBy, type ProgressEvent } from "../goals/links";
import { nextGoalState } from "../goals/milestones";
import { updateGoalRow } from "../goals/queries";
import { completeProgramSteps } from "../program-steps/queries";
import {
  completeRecommendationsForLesson,
  completeRecommendationsForMilestones,
  findLessonSkill,
  lockGoalsTickedBy,
  lockOpenGoals,
  reopenRecommendationsCompletedBy,
  type LockedGoal,
} from "./queries";

/**
 * The coaching loop: what a person does (finish a lesson, complete an activity, get feedback answered,
 * finish a 360 cycle, re-check a skill) moves every goal milestone and recommendation that names it.
 * Each function runs inside the transaction of the action that caused it (pass that transaction as
 * `db`), so progress and the action are stored together or not at all.
 *
 * Goals are read with a row lock, so two completions racing tick a milestone once: the second waits,
 * then finds it ticked. Only the person's open goals (a handful of rows) and open recommendations
 * are touched. Each ticked milestone records what ticked it ('activity:7'), so an undo unticks only
 * what that activity ticked.
 *
 * CONTRACT (the calendar work calls onActivityCompleted / onActivityReopened). Keep these signatures.
 */
export interface ActivitySubject {
  id: number;
  type: "skill_practice" | "lesson" | "meeting" | "other";
  /** The lesson the activity practises, if any. */
  relatedLessonId: number | null;
}

interface Ticked {
  goalId: number;
  description: string;
}

/** Writes a goal's new milestones with its derived status and progress, and the events they earn. */
async function saveGoal(
  db: DB,
  userId: number,
  goal: LockedGoal,
  milestones: Milestone[],
  newlyCompleted: readonly Milestone[],
  now: Date,
): Promise<void> {
  const state = nextGoalState(goal, milestones, undefined, now);
  await updateGoalRow(db, goal.id, {
    status: state.status,
    progressPercentage: state.progressPercentage,
    milestones,
    completedAt: state.completedAt,
    updatedAt: now,
  });
  for (const m of newlyCompleted) {
    await insertActivityEvent(db, {
      userId,
      type: "goal_progress",
      subject: goal.title,
      detail: {
        goalId: goal.id,
        milestone: m.description,
        progress: state.progressPercentage,
        by: m.completedBy,
      },
      at: now,
    });
  }
  if (state.becameCompleted) {
    await insertActivityEvent(db, {
      userId,
      type: "goal_completed",
      subject: goal.title,
      detail: { goalId: goal.id },
      at: now,
    });
  }
}

/**
 * Ticks the milestones that name `event` on the chosen open goals (all of them unless `pick` narrows
 * them), then completes the recommendations that asked for those milestones. Returns what it ticked.
 */
export async function tickGoals(
  db: DB,
  userId: number,
  event: ProgressEvent,
  by: string,
  now: Date,
  pick: (goals: LockedGoal[]) => LockedGoal[] = (goals) => goals,
): Promise<Ticked[]> {
  const goals = (await lockOpenGoals(db, userId)).filter(
    (g) => tickLinked(normaliseMilestones(g.milestones), event, by, now).ticked.length > 0,
  );
  const ticked: Ticked[] = [];
  for (const goal of pick(goals)) {
    const result = tickLinked(normaliseMilestones(goal.milestones), event, by, now);
    await saveGoal(db, userId, goal, result.milestones, result.ticked, now);
    ticked.push(...result.ticked.map((m) => ({ goalId: goal.id, description: m.description })));
  }
  await completeRecommendationsForMilestones(db, userId, ticked, by);
  return ticked;
}

export async function onLessonCompleted(db: DB, userId: number, lessonId: number, now: Date): Promise<void> {
  const by = `lesson:${lessonId}`;
  await tickGoals(db, userId, { kind: "lesson", lessonId }, by, now);
  // The lesson is done: a recommendation to work through it has nothing left to ask.
  await completeRecommendationsForLesson(db, userId, lessonId, by);
  await completeProgramSteps(db, userId, { kind: "lesson", lessonId }, now);
}

/**
 * A completed activity ticks the open milestones of its type. When it practises a lesson with a
 * skill, on the goals for that skill; otherwise on the one goal with the nearest target date, so a
 * single session never ticks every goal at once.
 */
export async function onActivityCompleted(
  db: DB,
  userId: number,
  activity: ActivitySubject,
  now: Date,
): Promise<void> {
  const skillId =
    activity.relatedLessonId !== null ? await findLessonSkill(db, activity.relatedLessonId) : null;
  await tickGoals(
    db,
    userId,
    { kind: "activity", activityType: activity.type },
    `activity:${activity.id}`,
    now,
    (goals) => {
      if (skillId !== null) {
        const forSkill = goals.filter((g) => g.skillId === skillId);
        if (forSkill.length > 0) return forSkill;
      }
      return nearestFirst(goals).slice(0, 1);
    },
  );
  if (activity.type === "skill_practice") await completeProgramSteps(db, userId, { kind: "practice" }, now);
}

/** Active before paused, then the nearest target date (none last), then the oldest goal. */
export function nearestFirst<T extends { id: number; status: string; targetDate: string | null }>(
  goals: T[],
): T[] {
  return [...goals].sort(
    (a, b) =>
      (a.status === "active" ? 0 : 1) - (b.status === "active" ? 0 : 1) ||
      (a.targetDate ?? "9999-12-31").localeCompare(b.targetDate ?? "9999-12-31") ||
      a.id - b.id,
  );
}

/** Undoing 'mark done' unticks only what that activity ticked. */
export async function onActivityReopened(
  db: DB,
  userId: number,
  activity: ActivitySubject,
  now: Date,
): Promise<void> {
  const by = `activity:${activity.id}`;
  for (const goal of await lockGoalsTickedBy(db, userId, by)) {
    const result = untickBy(normaliseMilestones(goal.milestones), by);
    if (result.unticked.length > 0) await saveGoal(db, userId, goal, result.milestones, [], now);
  }
  await reopenRecommendationsCompletedBy(db, userId, by);
}

/** A feedback request of the person's was answered: their 'ask for feedback' milestones are done. */
export async function onFeedbackAnswered(
  db: DB,
  requesterId: number,
  requestId: number,
  now: Date,
): Promise<void> {
  await tickGoals(db, requesterId, { kind: "feedback" }, `feedback:${requestId}`, now);
}

/** A finished 360 review re-checks every skill: it completes the goals' mid-way re-check milestones. */
export async function onReview360Completed(
  db: DB,
  userId: number,
  cycleId: number,
  now: Date,
): Promise<void> {
  await tickGoals(db, userId, { kind: "pulse" }, `review360:${cycleId}`, now);
  await completeProgramSteps(db, userId, { kind: "review_360" }, now);
}

/** A completed skills assessment: the program steps that ask for it are done. */
export async function onAssessmentCompleted(db: DB, userId: number, now: Date): Promise<void> {
  await completeProgramSteps(db, userId, { kind: "assessment" }, now);
}

/** A skill pulse was taken: the re-check milestones of the goals on that skill are done. */
export async function onSkillRechecked(
  db: DB,
  userId: number,
  skillId: number,
  pulseId: number,
  now: Date,
): Promise<void> {
  await tickGoals(db, userId, { kind: "pulse" }, `pulse:${pulseId}`, now, (goals) =>
    goals.filter((g) => g.skillId === skillId),
  );
  await completeProgramSteps(db, userId, { kind: "skill_pulse", skillId }, now);
}
