import { MAX_GOAL_MILESTONES, ZCreateGoalInput, type Goal } from "@leadcoach/api/schemas";
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
  milestones: string[];
};

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
});

export type CheckedGoalForm = z.output<typeof ZGoalForm>;

export function emptyGoalForm(skillId: number | null = null): GoalFormValues {
  return {
    title: "",
    description: "",
    targetDate: null,
    priority: "medium",
    skillId: skillId === null ? null : String(skillId),
    milestones: [""],
  };
}

export function goalFormFromGoal(goal: Goal): GoalFormValues {
  return {
    title: goal.title,
    description: goal.description ?? "",
    targetDate: goal.targetDate ? goal.targetDate.slice(0, 10) : null,
    priority: goal.priority,
    skillId: goal.skillId === null ? null : String(goal.skillId),
    milestones: goal.milestones.map((m) => m.description),
  };
}

/** The fields the 'Edit Goal' dialog changes. */
export function toGoalEdit({ title, description, targetDate, priority }: CheckedGoalForm) {
  return { title, description, targetDate, priority };
}
