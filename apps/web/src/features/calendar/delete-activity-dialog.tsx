import type { ScheduledActivity } from "@leadcoach/api/schemas";
import { ConfirmDeleteDialog } from "../../components/confirm-delete-dialog";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

interface DeleteActivityDialogProps {
  activity: ScheduledActivity | null;
  onClose: () => void;
}

export function DeleteActivityDialog({ activity, onClose }: DeleteActivityDialogProps) {
  const remove = trpc.calendar.delete.useMutation({
    onSuccess: () => {
      showToast({ title: "Activity Deleted" });
      onClose();
    },
    onError: (error) =>
      showToast({
        title: "Delete Failed",
        message: mutationErrorMessage(error, "Failed to delete the activity."),
        variant: "destructive",
      }),
  });

  return (
    <ConfirmDeleteDialog
      opened={activity !== null}
      title="Delete activity?"
      message={activity ? `“${activity.title}” will be removed from your schedule.` : ""}
      confirmLabel="Delete Activity"
      pending={remove.isPending}
      onConfirm={() => activity && remove.mutate({ id: activity.id })}
      onClose={onClose}
    />
  );
}
