import {
  goalTargetDateProblem,
  MAX_GOAL_MILESTONES,
  ZCreateGoalInput,
  ZMilestoneLink,
  type Goal,
  type MilestoneLink,
} from "@leadcoach/api/schemas";
import { z } from "zod";
import type { GoalPriority } from "./goal-display";

export type GoalFormValues = {
  title: string;
  description: string;
  /** 'YYYY-MM-DD' or null. */
  targetDate: string | null;
  priority: GoalPriority;
  /** The Select's value: a skill id as text, or null. */
  skillId: string | null;
  /** Each milestone's text and what completes it (a `linkValue`, or null: ticked by hand). */
  milestones: MilestoneFormValue[];
  /** The 'Aligned to' select's value: a shared goal's id as text, or null. */
  sharedGoalId: string | null;
};

export interface MilestoneFormValue {
  description: string;
  completes: string | null;
}

/** A milestone link as a select's value: 'lesson:6', 'activity:skill_practice', 'feedback', 'pulse'. */
export function linkValue(link: MilestoneLink | null | undefined): string | null {
  if (!link) return null;
  if (link.kind === "lesson") return `lesson:${link.lessonId}`;
  if (link.kind === "activity") return `activity:${link.activityType}`;
  return link.kind;
}

/** The link a select's value stands for; null for 'by hand' or anything the server would not take. */
export function linkFromValue(value: string | null): MilestoneLink | null {
  if (!value) return null;
  const [kind, detail] = value.split(":");
  const candidate =
    kind === "lesson"
      ? { kind, lessonId: Number(detail) }
      : kind === "activity"
        ? { kind, activityType: detail }
        : { kind };
  const parsed = ZMilestoneLink.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

export { MAX_GOAL_MILESTONES };

/**
 * The goal form: the server's goal rules (ZCreateGoalInput), with the skill held as the select's text.
 * Its output is the goals.create input: trimmed, empty description and milestones dropped.
 */
export const ZGoalForm = ZCreateGoalInput.extend({
  skillId: z
    .string()
    .nullable()
    .transform((value): number | null | undefined => (value ? Number(value) : null))
    .pipe(ZCreateGoalInput.shape.skillId),
  sharedGoalId: z
    .string()
    .nullish()
    .transform((value): number | null | undefined => (value ? Number(value) : null))
    .pipe(ZCreateGoalInput.shape.sharedGoalId),
  // The form holds each link as the select's text; the server's milestone rules check the rest.
  milestones: z.preprocess(
    (list) =>
      Array.isArray(list)
        ? list.map((m: MilestoneFormValue) => ({
            description: m.description,
            completes: linkFromValue(m.completes),
          }))
        : list,
    ZCreateGoalInput.shape.milestones,
  ),
});

export type CheckedGoalForm = z.output<typeof ZGoalForm>;

/**
 * The goal form's rules with the server's target-date rule checked on the browser's clock: a date past
 * everywhere on Earth is refused, except the goal's own date sent back unchanged (`keptDate`, when editing).
 */
export function goalFormSchema(keptDate: string | null, now: () => Date = () => new Date()) {
  return ZGoalForm.superRefine((goal, ctx) => {
    if (!goal.targetDate || goal.targetDate === keptDate) return;
    const problem = goalTargetDateProblem(goal.targetDate, now());
    if (problem) ctx.addIssue({ code: "custom", path: ["targetDate"], message: problem });
  });
}

export function emptyGoalForm(skillId: number | null = null): GoalFormValues {
  return {
    title: "",
    description: "",
    targetDate: null,
    priority: "medium",
    skillId: skillId === null ? null : String(skillId),
    milestones: [{ description: "", completes: null }],
    sharedGoalId: null,
  };
}

/** An existing goal in the form; `sharedGoalId` is the shared goal it is aligned to (`goalAlignment.mine`). */
export function goalFormFromGoal(goal: Goal, sharedGoalId: number | null = null): GoalFormValues {
  return {
    title: goal.title,
    description: goal.description ?? "",
    targetDate: goal.targetDate ? goal.targetDate.slice(0, 10) : null,
    priority: goal.priority,
    skillId: goal.skillId === null ? null : String(goal.skillId),
    milestones: goal.milestones.map((m) => ({
      description: m.description,
      completes: linkValue(m.completes),
    })),
    sharedGoalId: sharedGoalId === null ? null : String(sharedGoalId),
  };
}

/**
 * The fields the 'Edit Goal' dialog changes; the alignment only when the dialog showed it (`withAlignment`),
 * so a goal's link is never cleared by a form that could not read it.
 */
export function toGoalEdit(
  { title, description, targetDate, priority, sharedGoalId }: CheckedGoalForm,
  withAlignment = false,
) {
  return { title, description, targetDate, priority, ...(withAlignment ? { sharedGoalId } : {}) };
}
