import {
  MAX_GOAL_MILESTONES,
  ZCreateGoalInput,
  type CreateGoalInput,
  type Goal,
} from "@leadcoach/api/schemas";
import type { GoalPriority } from "./goal-display";

export interface GoalFormValues {
  title: string;
  description: string;
  /** 'YYYY-MM-DD' or null. */
  targetDate: string | null;
  priority: GoalPriority;
  /** The Select's value: a skill id as text, or null. */
  skillId: string | null;
  milestones: string[];
}

export type GoalFormField = "title" | "description" | "targetDate" | "priority" | "skillId" | "milestones";
export type GoalFormErrors = Partial<Record<GoalFormField, string>>;

export { MAX_GOAL_MILESTONES };

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

export function toCreateGoalInput(values: GoalFormValues): CreateGoalInput {
  return {
    title: values.title.trim(),
    description: values.description.trim() || null,
    targetDate: values.targetDate ? values.targetDate.slice(0, 10) : null,
    priority: values.priority,
    skillId: values.skillId ? Number(values.skillId) : null,
    milestones: values.milestones.map((m) => m.trim()).filter((m) => m.length > 0),
  };
}

/** The fields the 'Edit Goal' dialog changes. */
export function toGoalEdit(values: GoalFormValues) {
  const { title, description, targetDate, priority } = toCreateGoalInput(values);
  return { title, description, targetDate, priority };
}

/** The server's own rules (ZCreateGoalInput), checked before sending: the first problem of each field. */
export function validateGoalForm(values: GoalFormValues): GoalFormErrors | null {
  const parsed = ZCreateGoalInput.safeParse(toCreateGoalInput(values));
  if (parsed.success) return null;
  const errors: GoalFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as GoalFormField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
