import type { ScheduledActivity } from "@leadcoach/api/schemas";
import { ConfirmDeleteItemDialog } from "../../components/confirm-delete-dialog";
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
    <ConfirmDeleteItemDialog
      item={activity}
      title="Delete activity?"
      message={({ title }) => `“${title}” will be removed from your schedule.`}
      confirmLabel="Delete Activity"
      pending={remove.isPending}
      onConfirm={({ id }) => remove.mutate({ id })}
      onClose={onClose}
    />
  );
}
