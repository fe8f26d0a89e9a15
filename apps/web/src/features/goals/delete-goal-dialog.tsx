import type { Goal } from "@leadcoach/api/schemas";
import { ConfirmDeleteDialog } from "../../components/confirm-delete-dialog";
import { showToast, toastOnError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

interface DeleteGoalDialogProps {
  goal: Goal | null;
  onClose: () => void;
}

export function DeleteGoalDialog({ goal, onClose }: DeleteGoalDialogProps) {
  const remove = trpc.goals.delete.useMutation({
    onSuccess: () => {
      showToast({ title: "Goal Deleted" });
      onClose();
    },
    onError: (error) => {
      console.error("Failed to delete the goal", error);
      toastOnError("Delete Failed", "Failed to delete the goal.")(error);
    },
  });

  return (
    <ConfirmDeleteDialog
      opened={goal !== null}
      title="Delete goal?"
      message={goal ? `“${goal.title}” and its milestones will be removed. This cannot be undone.` : ""}
      confirmLabel="Delete Goal"
      pending={remove.isPending}
      onConfirm={() => goal && remove.mutate({ goalId: goal.id })}
      onClose={onClose}
    />
  );
}
