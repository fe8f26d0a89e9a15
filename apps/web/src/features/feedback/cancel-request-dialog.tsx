import type { FeedbackRequest } from "@leadcoach/api/schemas";
import { Text } from "@mantine/core";
import { ConfirmDialog } from "../../components/form-dialog";
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
    <ConfirmDialog
      opened={request !== null}
      onClose={onClose}
      title="Cancel feedback request?"
      message={
        <Text style={{ overflowWrap: "anywhere" }}>
          The link sent to {reviewer} will stop working and no reminder will go out. You can send a new
          request later.
        </Text>
      }
      cancelLabel="Keep Request"
      confirmLabel="Cancel Request"
      color="red"
      pending={pending}
      onConfirm={() => request && onConfirm(request)}
    />
  );
}
