import type { FeedbackRequest } from "@leadcoach/api/schemas";
import { Text } from "@mantine/core";
import { ConfirmItemDialog } from "../../components/form-dialog";
import { requestReviewer } from "./request-display";

interface CancelRequestDialogProps {
  request: FeedbackRequest | null;
  pending: boolean;
  onConfirm: (request: FeedbackRequest) => void;
  onClose: () => void;
}

/** Asks before withdrawing a request; 'Keep Request' has the focus, so Enter never cancels by accident. */
export function CancelRequestDialog({ request, pending, onConfirm, onClose }: CancelRequestDialogProps) {
  return (
    <ConfirmItemDialog
      item={request}
      onClose={onClose}
      title="Cancel feedback request?"
      message={(asked) => (
        <Text style={{ overflowWrap: "anywhere" }}>
          The link sent to {requestReviewer(asked).name} will stop working and no reminder will go out. You
          can send a new request later.
        </Text>
      )}
      cancelLabel="Keep Request"
      confirmLabel="Cancel Request"
      color="red"
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}
