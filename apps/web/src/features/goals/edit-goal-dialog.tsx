import type { Goal } from "@leadcoach/api/schemas";
import { Button, Group, Modal, Stack } from "@mantine/core";
import { useState, type FormEvent } from "react";
import {
  goalFormFromGoal,
  toGoalEdit,
  validateGoalForm,
  type GoalFormErrors,
  type GoalFormValues,
} from "./goal-form";
import { GoalFormFields } from "./goal-form-fields";
import { useUpdateGoal } from "./use-goal-mutations";

interface EditGoalDialogProps {
  goal: Goal | null;
  onClose: () => void;
  userId: number;
}

/** 'Edit Goal' (000 §2): Goal Title, Description, Target Date and priority. */
export function EditGoalDialog({ goal, onClose, userId }: EditGoalDialogProps) {
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={goal !== null}
      onClose={onClose}
      title="Edit Goal"
      size="lg"
    >
      {goal && <EditGoalForm key={goal.id} goal={goal} onClose={onClose} userId={userId} />}
    </Modal>
  );
}

function EditGoalForm({ goal, onClose, userId }: { goal: Goal; onClose: () => void; userId: number }) {
  const [values, setValues] = useState<GoalFormValues>(() => goalFormFromGoal(goal));
  const [errors, setErrors] = useState<GoalFormErrors>({});
  const update = useUpdateGoal(userId);

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
    // A failed save is logged only (000 §8); the dialog stays open so nothing typed is lost.
    update.update({ goalId: goal.id, ...toGoalEdit(values) }, { onSuccess: onClose });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <GoalFormFields values={values} errors={errors} onChange={onChange} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? "Saving..." : "Save Changes"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
