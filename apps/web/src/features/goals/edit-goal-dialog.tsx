import type { Goal } from "@leadcoach/api/schemas";
import { AppDialog, DialogForm } from "../../components/form-dialog";
import { goalFormFromGoal, toGoalEdit } from "./goal-form";
import { GoalFormFields } from "./goal-form-fields";
import { useGoalForm } from "./use-goal-form";
import { useUpdateGoal } from "./use-goal-mutations";
import { StackSkeleton } from "../../components/loading";
import { useAlignmentChoices } from "../goal-alignment/use-alignment-choices";

interface EditGoalDialogProps {
  goal: Goal | null;
  onClose: () => void;
  userId: number;
}

/** 'Edit Goal': Goal Title, Description, Target Date, priority and the shared goal it is aligned to. */
export function EditGoalDialog({ goal, onClose, userId }: EditGoalDialogProps) {
  return (
    <AppDialog opened={goal !== null} onClose={onClose} title="Edit Goal">
      {goal && <EditGoalForm key={goal.id} goal={goal} onClose={onClose} userId={userId} />}
    </AppDialog>
  );
}

/** Waits for the goal's alignment, so the form starts from it (and never clears it unread). */
function EditGoalForm(props: { goal: Goal; onClose: () => void; userId: number }) {
  const alignment = useAlignmentChoices(props.goal.id);
  if (alignment.loading)
    return <StackSkeleton label="Loading the goal" gap="md" lines={[[36], [60], [36]]} />;
  return <EditGoalFields {...props} alignment={alignment} />;
}

function EditGoalFields({
  goal,
  onClose,
  userId,
  alignment,
}: {
  goal: Goal;
  onClose: () => void;
  userId: number;
  alignment: ReturnType<typeof useAlignmentChoices>;
}) {
  const update = useUpdateGoal(userId);
  // A failed save is only logged; the dialog stays open so nothing typed is lost.
  const form = useGoalForm(goalFormFromGoal(goal, alignment.current));
  const submit = form.onSubmit((checked) =>
    update.update({ goalId: goal.id, ...toGoalEdit(checked, alignment.ready) }, { onSuccess: onClose }),
  );

  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      submit={{ label: "Save Changes", pending: update.isPending, pendingLabel: "Saving..." }}
    >
      <GoalFormFields form={form} alignmentOptions={alignment.options} alignmentNote={alignment.note} />
    </DialogForm>
  );
}
