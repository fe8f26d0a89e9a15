import type { Goal } from "@leadcoach/api/schemas";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

interface DeleteGoalDialogProps {
  goal: Goal | null;
  onClose: () => void;
  userId: number;
}

export function DeleteGoalDialog({ goal, onClose, userId }: DeleteGoalDialogProps) {
  const utils = trpc.useUtils();
  const remove = trpc.goals.delete.useMutation({
    onSuccess: () => {
      void utils.goals.list.invalidate({ userId });
      void utils.dashboard.invalidate();
      showToast({ title: "Goal Deleted" });
      onClose();
    },
    onError: (error) => {
      console.error("Failed to delete the goal", error);
      showToast({
        title: "Delete Failed",
        message: mutationErrorMessage(error, "Failed to delete the goal."),
        variant: "destructive",
      });
    },
  });

  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={goal !== null}
      onClose={onClose}
      title="Delete goal?"
      size="sm"
    >
      {goal && (
        <Stack gap="md">
          <Text>“{goal.title}” and its milestones will be removed. This cannot be undone.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} data-autofocus>
              Cancel
            </Button>
            <Button
              color="red"
              disabled={remove.isPending}
              onClick={() => remove.mutate({ goalId: goal.id })}
            >
              {remove.isPending ? "Deleting..." : "Delete Goal"}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
