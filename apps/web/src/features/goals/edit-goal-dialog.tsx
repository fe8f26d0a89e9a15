import type { Goal } from "@leadcoach/api/schemas";
import { Button, Group, Modal, Stack } from "@mantine/core";
import { goalFormFromGoal, toGoalEdit } from "./goal-form";
import { GoalFormFields } from "./goal-form-fields";
import { useGoalForm } from "./use-goal-form";
import { useUpdateGoal } from "./use-goal-mutations";

interface EditGoalDialogProps {
  goal: Goal | null;
  onClose: () => void;
  userId: number;
}

/** 'Edit Goal': Goal Title, Description, Target Date and priority. */
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
  const update = useUpdateGoal(userId);
  // A failed save is only logged; the dialog stays open so nothing typed is lost.
  const form = useGoalForm(goalFormFromGoal(goal));
  const submit = form.onSubmit((checked) =>
    update.update({ goalId: goal.id, ...toGoalEdit(checked) }, { onSuccess: onClose }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <GoalFormFields form={form} />
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
