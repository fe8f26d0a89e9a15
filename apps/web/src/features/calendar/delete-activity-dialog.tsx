import type { ScheduledActivity } from "@leadcoach/api/schemas";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

interface DeleteActivityDialogProps {
  activity: ScheduledActivity | null;
  onClose: () => void;
  userId: number;
}

export function DeleteActivityDialog({ activity, onClose, userId }: DeleteActivityDialogProps) {
  const utils = trpc.useUtils();
  const remove = trpc.calendar.delete.useMutation({
    onSuccess: () => {
      void utils.calendar.list.invalidate({ userId });
      void utils.dashboard.invalidate();
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
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={activity !== null}
      onClose={onClose}
      title="Delete activity?"
      size="sm"
    >
      {activity && (
        <Stack gap="md">
          <Text>“{activity.title}” will be removed from your schedule.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              Cancel
            </Button>
            <Button
              color="red"
              disabled={remove.isPending}
              onClick={() => remove.mutate({ id: activity.id })}
            >
              {remove.isPending ? "Deleting..." : "Delete Activity"}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
