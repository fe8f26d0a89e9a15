import { Button, Group, Modal, Stack, Text } from "@mantine/core";

interface ConfirmDeleteDialogProps {
  opened: boolean;
  title: string;
  /** What will be lost, in a sentence. */
  message: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before deleting for good; Cancel has the focus, so Enter never deletes by accident. */
export function ConfirmDeleteDialog({
  opened,
  title,
  message,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={opened}
      onClose={onClose}
      title={title}
      size="sm"
    >
      <Stack gap="md">
        <Text>{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red" disabled={pending} onClick={onConfirm}>
            {pending ? "Deleting..." : confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
