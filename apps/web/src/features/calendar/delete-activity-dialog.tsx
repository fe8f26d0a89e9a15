import type { ScheduledActivity } from "@leadcoach/api/schemas";
import { ConfirmDeleteDialog } from "../../components/confirm-delete-dialog";
import { showToast, toastOnError } from "../../lib/toast";
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
    onError: toastOnError("Delete Failed", "Failed to delete the activity."),
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
