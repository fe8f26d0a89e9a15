import { useSchemaForm } from "../../lib/form";
import { useMemo } from "react";
import { goalFormSchema, type GoalFormValues } from "./goal-form";

/**
 * The goal form shared by 'New Goal' and 'Edit Goal', checked by the server's goal rules; an edited goal
 * may keep its own target date even once it has passed.
 */
export function useGoalForm(initialValues: GoalFormValues) {
  const schema = useMemo(() => goalFormSchema(initialValues.targetDate), [initialValues.targetDate]);
  return useSchemaForm(schema, initialValues);
}

export type GoalForm = ReturnType<typeof useGoalForm>;
