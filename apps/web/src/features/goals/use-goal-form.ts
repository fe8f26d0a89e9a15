import { useSchemaForm } from "../../lib/form";
import { ZGoalForm, type GoalFormValues } from "./goal-form";

/** The goal form shared by 'New Goal' and 'Edit Goal', checked by the server's goal rules. */
export function useGoalForm(initialValues: GoalFormValues) {
  return useSchemaForm(ZGoalForm, initialValues);
}

export type GoalForm = ReturnType<typeof useGoalForm>;
