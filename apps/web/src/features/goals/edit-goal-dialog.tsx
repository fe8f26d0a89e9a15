import type { Goal } from "@leadcoach/api/schemas";
import { AppDialog, DialogForm } from "../../components/form-dialog";
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
    <AppDialog opened={goal !== null} onClose={onClose} title="Edit Goal">
      {goal && <EditGoalForm key={goal.id} goal={goal} onClose={onClose} userId={userId} />}
    </AppDialog>
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
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      submit={{ label: "Save Changes", pending: update.isPending, pendingLabel: "Saving..." }}
    >
      <GoalFormFields form={form} />
    </DialogForm>
  );
}
