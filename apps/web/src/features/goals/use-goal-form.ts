import { useState, type FormEvent } from "react";
import { validateGoalForm, type GoalFormErrors, type GoalFormValues } from "./goal-form";

/**
 * The state of the goal form shared by 'New Goal' and 'Edit Goal': values, per-field errors cleared as the
 * field changes, and a submit handler that calls `onValid` only when the form passes validation.
 */
export function useGoalForm(initial: () => GoalFormValues, onValid: (values: GoalFormValues) => void) {
  const [values, setValues] = useState<GoalFormValues>(initial);
  const [errors, setErrors] = useState<GoalFormErrors>({});

  const onChange = <K extends keyof GoalFormValues>(field: K, value: GoalFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validateGoalForm(values);
    if (problems) {
      setErrors(problems);
      return;
    }
    onValid(values);
  };

  return { values, errors, onChange, submit };
}
