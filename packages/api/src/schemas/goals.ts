import { z } from "zod";
import { goalStatuses, priorities } from "./domain";
import { ZRecordId } from "./record-id";

export const ZGoalPriority = z.enum(priorities);
export const ZGoalStatus = z.enum(goalStatuses);

export const MAX_GOAL_MILESTONES = 10;

function isCalendarDate(value: string): boolean {
  const day = value.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || (value.length > 10 && value[10] !== "T")) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/** 'YYYY-MM-DD' (a date input's value; a full ISO timestamp keeps its date part); "" or null clears it. */
export const ZGoalTargetDate = z
  .union([
    z
      .string()
      .trim()
      .max(40)
      .refine((v) => v === "" || isCalendarDate(v), "Target date must be a date like 2026-12-31"),
    z.null(),
  ])
  .transform((v) => (v ? v.slice(0, 10) : null));

const ZGoalTitle = z.string().trim().min(1, "Goal title is required").max(200, "Goal title is too long");
const ZGoalDescription = z
  .union([z.string().trim().max(2000, "Description is too long"), z.null()])
  .transform((v) => (v ? v : null));

export const ZGoalMilestone = z.object({
  description: z.string(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
});
export type GoalMilestone = z.infer<typeof ZGoalMilestone>;

export const ZGoal = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  targetDate: z.string().nullable(),
  priority: ZGoalPriority,
  status: ZGoalStatus,
  progressPercentage: z.number(),
  /** Whole days from now to the target date, rounded up; 0 on the day, negative once past; null without a date. */
  daysRemaining: z.number().nullable(),
  isRecent: z.boolean(),
  skillId: z.number().nullable(),
  skillName: z.string().nullable(),
  milestones: z.array(ZGoalMilestone),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Goal = z.infer<typeof ZGoal>;

export const ZCreateGoalInput = z.object({
  title: ZGoalTitle,
  description: ZGoalDescription.optional(),
  targetDate: ZGoalTargetDate.optional(),
  priority: ZGoalPriority.default("medium"),
  skillId: ZRecordId.nullish(),
  milestones: z
    .array(z.string().trim().max(200, "A milestone is at most 200 characters"))
    .max(MAX_GOAL_MILESTONES, `A goal has at most ${MAX_GOAL_MILESTONES} milestones`)
    .default([])
    .transform((list) => list.filter((m) => m.length > 0)),
});
export type CreateGoalInput = z.input<typeof ZCreateGoalInput>;

export const ZMilestoneUpdate = z.object({
  description: z.string().trim().min(1, "A milestone needs a description").max(200),
  completed: z.boolean(),
  /** Ignored for newly completed milestones: the server stamps them. */
  completedAt: z.union([z.string().max(64), z.null()]).optional(),
});

/**
 * PATCH /api/goals/{goalId}: the edited goal (any of its fields), or `{ milestones }` for milestone
 * toggles. Other fields the client sends back (id, daysRemaining, ...) are ignored.
 */
export const ZUpdateGoalInput = z.object({
  goalId: ZRecordId,
  title: ZGoalTitle.optional(),
  description: ZGoalDescription.optional(),
  targetDate: ZGoalTargetDate.optional(),
  priority: ZGoalPriority.optional(),
  skillId: ZRecordId.nullish(),
  /** 'paused' pauses, 'active' resumes; 'completed' is derived from the milestones. */
  status: ZGoalStatus.optional(),
  milestones: z
    .array(ZMilestoneUpdate)
    .max(MAX_GOAL_MILESTONES, `A goal has at most ${MAX_GOAL_MILESTONES} milestones`)
    .optional(),
});
export type UpdateGoalInput = z.input<typeof ZUpdateGoalInput>;

export const ZGoalIdInput = z.object({ goalId: ZRecordId });
export type GoalIdInput = z.infer<typeof ZGoalIdInput>;
