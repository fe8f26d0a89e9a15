import type { FeedbackRequest } from "@leadcoach/api/schemas";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { requestReviewer } from "./request-display";

interface CancelRequestDialogProps {
  request: FeedbackRequest | null;
  pending: boolean;
  onConfirm: (request: FeedbackRequest) => void;
  onClose: () => void;
}

/** Asks before withdrawing a request; 'Keep Request' has the focus, so Enter never cancels by accident. */
export function CancelRequestDialog({ request, pending, onConfirm, onClose }: CancelRequestDialogProps) {
  const reviewer = request ? requestReviewer(request).name : "";
  return (
    <Modal
      closeButtonProps={{ "aria-label": "Close dialog" }}
      opened={request !== null}
      onClose={onClose}
      title="Cancel feedback request?"
      size="sm"
    >
      <Stack gap="md">
        <Text style={{ overflowWrap: "anywhere" }}>
          The link sent to {reviewer} will stop working and no reminder will go out. You can send a new
          request later.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Keep Request
          </Button>
          <Button color="red" loading={pending} onClick={() => request && onConfirm(request)}>
            Cancel Request
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
