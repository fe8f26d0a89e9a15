import type { DB, Milestone, MilestoneLink } from "@leadcoach/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import {
  goalTargetDateProblem,
  type Goal,
  type GoalMilestone,
  type ZCreateGoalInput,
  type ZGoalIdInput,
  type ZUpdateGoalInput,
} from "../../schemas/goals";
import type { ZUserScopedInput } from "../../schemas/record-id";
import { insertActivityEvent } from "../activity/queries";
import { alignGoal } from "../goal-alignment/alignment";
import type { ServiceDeps, SessionUser } from "../deps";
import { assertCanViewUser } from "../learning/access";
import { daysRemaining } from "./days-remaining";
import { normaliseMilestones } from "./links";
import { applyMilestones, nextGoalState } from "./milestones";
import { pulseState } from "./pulse-rules";
import {
  clearRecentFlags,
  deleteOwnGoal,
  findGoal,
  findGoals,
  insertGoal,
  lessonsExist,
  lockOwnGoal,
  skillExists,
  updateGoalRow,
  type GoalRow,
} from "./queries";

export const GOAL_NOT_FOUND = "Goal not found";
const notFound = () => new AppError("NOT_FOUND", GOAL_NOT_FOUND);

/** What the API says ticked a milestone: the kind of event only, never its record id. */
function publicMilestone(m: Milestone): GoalMilestone {
  const by = m.completedBy?.split(":")[0];
  return {
    description: m.description,
    completed: m.completed,
    completedAt: m.completedAt,
    ...(m.completes ? { completes: m.completes } : {}),
    ...(by ? { completedBy: by } : {}),
  };
}

function toGoal(row: GoalRow, now: Date): Goal {
  const days = daysRemaining(row.targetDate, now);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    targetDate: row.targetDate,
    priority: row.priority,
    status: row.status,
    progressPercentage: row.progressPercentage,
    daysRemaining: days,
    overdue: row.status === "active" && days !== null && days < 0,
    isRecent: row.isRecent,
    skillId: row.skillId,
    skillName: row.skillName,
    milestones: normaliseMilestones(row.milestones).map(publicMilestone),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    targetScore: row.targetScore,
    currentScore: row.skillId !== null ? row.currentScore : null,
    sourceAssessmentId: row.sourceAssessmentId,
    fromRetake: Boolean(row.fromRetake),
    sharedWithManager: row.sharedWithManager,
    pulse: pulseState(row, now),
  };
}

async function requireLessons(db: DB, milestones: readonly { completes?: MilestoneLink | null }[]) {
  const ids = milestones.flatMap((m) => (m.completes?.kind === "lesson" ? [m.completes.lessonId] : []));
  if (!(await lessonsExist(db, ids))) {
    throw new AppError("BAD_REQUEST", "A milestone names a lesson that does not exist.");
  }
}

async function requireSkill(db: DB, skillId: number | null | undefined): Promise<void> {
  if (skillId !== null && skillId !== undefined && !(await skillExists(db, skillId))) {
    throw new AppError("BAD_REQUEST", "That skill does not exist.");
  }
}

async function readGoal(db: DB, goalId: number, now: Date): Promise<Goal> {
  const row = await findGoal(db, goalId);
  if (!row) throw notFound();
  return toGoal(row, now);
}

/** GET /api/goals/{userId}. */
export async function listGoals(
  { db, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZUserScopedInput>,
): Promise<Goal[]> {
  const now = clock();
  await assertCanViewUser(caller, input.userId, { db, now, area: "goals" });
  return (await findGoals(db, input.userId)).map((row) => toGoal(row, now));
}

/** 400 for a target date already past everywhere on Earth (`goalTargetDateProblem`). */
function requireTargetDate(targetDate: string | null | undefined, now: Date) {
  const problem = targetDate ? goalTargetDateProblem(targetDate, now) : null;
  if (problem) throw new AppError("BAD_REQUEST", problem);
}

export async function createGoal(
  { db, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZCreateGoalInput>,
): Promise<Goal> {
  const now = clock();
  requireTargetDate(input.targetDate, now);
  await requireSkill(db, input.skillId);
  await requireLessons(db, input.milestones);
  // One transaction for the goal and its link (or the caller's own: a program's goal step makes one).
  const inTransaction = <T>(work: (trx: DB) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  const id = await inTransaction(async (trx) => {
    const goalId = await insertGoal(trx, {
      userId: caller.id,
      title: input.title,
      description: input.description ?? null,
      targetDate: input.targetDate ?? null,
      priority: input.priority,
      skillId: input.skillId ?? null,
      milestones: input.milestones.map((m) => ({
        description: m.description,
        completed: false,
        completedAt: null,
        ...(m.completes ? { completes: m.completes } : {}),
      })),
      at: now,
    });
    // A shared goal not open to the person refuses the whole goal, so nothing half-made stays.
    if (input.sharedGoalId) await alignGoal(trx, caller.id, goalId, input.sharedGoalId, now);
    return goalId;
  });
  return readGoal(db, id, now);
}

/**
 * PATCH /api/goals/{goalId}: edits, pause/resume and milestone toggles on the caller's own goal.
 * Records 'goal_progress' per newly completed milestone and 'goal_completed' when the goal completes.
 */
export async function updateGoal(
  { db, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZUpdateGoalInput>,
): Promise<Goal> {
  const now = clock();
  await requireSkill(db, input.skillId);
  await requireLessons(db, input.milestones ?? []);
  await db.transaction().execute(async (trx) => {
    const goal = await lockOwnGoal(trx, caller.id, input.goalId);
    if (!goal) throw notFound();
    // A date sent back unchanged stays (editing the title of an overdue goal is fine); a new one may not be past.
    if (input.targetDate !== undefined && input.targetDate !== goal.targetDate) {
      requireTargetDate(input.targetDate, now);
    }
    const previous = normaliseMilestones(goal.milestones);
    const { milestones, newlyCompleted } = input.milestones
      ? applyMilestones(previous, input.milestones, now)
      : { milestones: previous, newlyCompleted: [] };
    const state = nextGoalState(goal, milestones, input.status, now);
    const title = input.title ?? goal.title;
    if (input.sharedGoalId !== undefined) {
      await alignGoal(trx, caller.id, goal.id, input.sharedGoalId, now);
    }
    await updateGoalRow(trx, goal.id, {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.targetDate !== undefined ? { targetDate: input.targetDate } : {}),
      ...(input.priority !== undefined ? { priority: input.priority } : {}),
      ...(input.skillId !== undefined ? { skillId: input.skillId } : {}),
      status: state.status,
      progressPercentage: state.progressPercentage,
      milestones,
      completedAt: state.completedAt,
      updatedAt: now,
    });
    for (const milestone of newlyCompleted) {
      await insertActivityEvent(trx, {
        userId: caller.id,
        type: "goal_progress",
        subject: title,
        detail: { goalId: goal.id, milestone: milestone.description, progress: state.progressPercentage },
        at: now,
      });
    }
    if (state.becameCompleted) {
      await insertActivityEvent(trx, {
        userId: caller.id,
        type: "goal_completed",
        subject: title,
        detail: { goalId: goal.id },
        at: now,
      });
    }
  });
  return readGoal(db, input.goalId, now);
}

export async function deleteGoal(
  { db }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZGoalIdInput>,
): Promise<{ success: true }> {
  if (!(await deleteOwnGoal(db, caller.id, input.goalId))) throw notFound();
  return { success: true };
}

/** Hides the Goals banner about goals added from the latest assessment. */
export async function dismissRecentGoals(
  { db, now }: ServiceDeps,
  caller: SessionUser,
): Promise<{ updated: number }> {
  return { updated: await clearRecentFlags(db, caller.id, now()) };
}
