import { z } from "zod";
import { goalStatuses, priorities, scheduledActivityTypes } from "./domain";
import { ZAssessmentChoice, ZAssessmentOption } from "./assessment";
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

const HOUR_MS = 3_600_000;

export const GOAL_DATE_IN_PAST = "Target date can't be in the past: choose today or a later date";

/**
 * Why a goal's target date cannot be set at `now`, or null when it can. "Today" is wherever the person
 * is: any date that is today or later somewhere on Earth (UTC-12 is the last place a day ends) is
 * accepted, so the browser's check and the server's agree whatever the time zones. The server checks
 * it with its clock on create and on a changed date; the goal form with the browser's.
 */
export function goalTargetDateProblem(targetDate: string, now: Date): string | null {
  const earliestToday = new Date(now.getTime() - 12 * HOUR_MS).toISOString().slice(0, 10);
  return targetDate.slice(0, 10) < earliestToday ? GOAL_DATE_IN_PAST : null;
}

const ZGoalTitle = z.string().trim().min(1, "Goal title is required").max(200, "Goal title is too long");
const ZGoalDescription = z
  .union([z.string().trim().max(2000, "Description is too long"), z.null()])
  .transform((v) => (v ? v : null));

/**
 * What completes a milestone by itself: finishing a lesson, completing a scheduled activity of a type,
 * a feedback request being answered, or the goal's skill re-check (a pulse, or a finished 360 review).
 */
export const ZMilestoneLink = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("lesson"), lessonId: ZRecordId }),
  z.object({ kind: z.literal("activity"), activityType: z.enum(scheduledActivityTypes) }),
  z.object({ kind: z.literal("feedback") }),
  z.object({ kind: z.literal("pulse") }),
]);
export type MilestoneLink = z.infer<typeof ZMilestoneLink>;

export const ZGoalMilestone = z.object({
  description: z.string(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  /** Present only on a milestone that something completes by itself. */
  completes: ZMilestoneLink.optional(),
  /** Present only when an event ticked it: 'lesson', 'activity', 'feedback', 'pulse' or 'review360'. */
  completedBy: z.string().optional(),
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
  /** Active and past its target date. A paused or completed goal is never overdue. */
  overdue: z.boolean(),
  isRecent: z.boolean(),
  skillId: z.number().nullable(),
  skillName: z.string().nullable(),
  milestones: z.array(ZGoalMilestone),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The skill score the goal aims for within its target date, and the latest measure of it. */
  targetScore: z.number().nullable().optional(),
  currentScore: z.number().nullable().optional(),
  /** The assessment that created the goal, and whether it was a retake (the banner's wording). */
  sourceAssessmentId: z.number().nullable().optional(),
  fromRetake: z.boolean().optional(),
  /** The person lets the managers they share with see this goal (`managerShares.setGoalShared`). */
  sharedWithManager: z.boolean().optional(),
  /** The mid-way skill re-check of a goal with a skill and a target date; null otherwise. */
  pulse: z
    .object({
      /** The day from which it is offered: half way from the goal's creation to its target date. */
      availableFrom: z.string(),
      due: z.boolean(),
      /** The re-check's score once taken. */
      score: z.number().nullable(),
    })
    .nullable()
    .optional(),
});
export type Goal = z.infer<typeof ZGoal>;

const ZMilestoneText = z.string().trim().max(200, "A milestone is at most 200 characters");

/** A new milestone: its text, or its text and what completes it. */
export const ZNewMilestone = z.union([
  ZMilestoneText,
  z.object({ description: ZMilestoneText, completes: ZMilestoneLink.nullish() }),
]);

export const ZCreateGoalInput = z.object({
  title: ZGoalTitle,
  description: ZGoalDescription.optional(),
  targetDate: ZGoalTargetDate.optional(),
  priority: ZGoalPriority.default("medium"),
  skillId: ZRecordId.nullish(),
  /** The program's or group's shared goal this goal is aligned to (`goalAlignment.mine` lists them). */
  sharedGoalId: ZRecordId.nullish(),
  milestones: z
    .array(ZNewMilestone)
    .max(MAX_GOAL_MILESTONES, `A goal has at most ${MAX_GOAL_MILESTONES} milestones`)
    .default([])
    .transform((list) =>
      list
        .map((m) =>
          typeof m === "string"
            ? { description: m, completes: null }
            : { description: m.description, completes: m.completes ?? null },
        )
        .filter((m) => m.description.length > 0),
    ),
});
export type CreateGoalInput = z.input<typeof ZCreateGoalInput>;

export const ZMilestoneUpdate = z.object({
  description: z.string().trim().min(1, "A milestone needs a description").max(200),
  completed: z.boolean(),
  /** Ignored for newly completed milestones: the server stamps them. */
  completedAt: z.union([z.string().max(64), z.null()]).optional(),
  /** What completes it; left out, a milestone keeps the link it had (matched by description). */
  completes: ZMilestoneLink.nullish(),
  /** Ignored: the server keeps what ticked a milestone. */
  completedBy: z.string().max(64).nullish(),
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
  /** Aligns the goal to a shared goal; null clears it, left out keeps it (an unchanged id is always kept). */
  sharedGoalId: ZRecordId.nullish(),
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

/**
 * The mid-way skill re-check of a goal: the goal's skill's own assessment questions, answered again.
 * Options come as the assessment's do: an opaque id and a label, in a keyed order, never a value.
 */
export const ZPulseQuestions = z.object({
  goalId: z.number(),
  skillId: z.number(),
  skillName: z.string(),
  questions: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      options: z.array(ZAssessmentOption),
    }),
  ),
});
export type PulseQuestions = z.infer<typeof ZPulseQuestions>;

/** skillPulse.submit: every answer, by the option ids skillPulse.questions gave (values are not accepted). */
export const ZSubmitPulseInput = z.object({
  goalId: ZRecordId,
  choices: z
    .array(ZAssessmentChoice)
    .min(1, "Answer the questions before submitting.")
    .max(20, "Too many answers."),
});
export type SubmitPulseInput = z.input<typeof ZSubmitPulseInput>;

export const ZPulseResult = z.object({
  goalId: z.number(),
  skillId: z.number(),
  score: z.number(),
  /** The skill's score before the re-check (its latest measure), null without one. */
  previousScore: z.number().nullable(),
});
export type PulseResult = z.infer<typeof ZPulseResult>;
