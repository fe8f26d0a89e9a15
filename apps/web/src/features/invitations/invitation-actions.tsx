import { MutationErrorAlert } from "../../components/error-alert";
import { ConfirmItemDialog } from "../../components/form-dialog";
import { showToast, toastOnError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

/** An invitation as its actions name it: the pending list's row or an invited person on the people screen. */
export interface InvitationTarget {
  id: number;
  email: string;
}

/** 'Resend': a new link to the same address, 14 more days; the toast says where it went. */
export function useResendInvitation() {
  const mutation = trpc.invitations.resend.useMutation({
    onError: toastOnError("Could not resend", "Could not send the invitation again."),
  });
  const resend = (invitation: InvitationTarget) =>
    mutation.mutate(
      { id: invitation.id },
      {
        onSuccess: () =>
          showToast({ title: "Invitation sent again", message: `A new link went to ${invitation.email}.` }),
      },
    );
  return { resend, isPending: mutation.isPending };
}

/** 'Revoke the invitation?': the link stops working, and a never-used account made for it goes. */
export function RevokeInvitationDialog({
  invitation,
  onClose,
  zIndex,
}: {
  invitation: InvitationTarget | null;
  onClose: () => void;
  zIndex?: number;
}) {
  const revoke = trpc.invitations.revoke.useMutation({
    onSuccess: () => {
      showToast({ title: "Invitation revoked", message: "The link no longer works." });
      onClose();
    },
  });
  return (
    <ConfirmItemDialog
      item={invitation}
      title="Revoke the invitation?"
      message={({ email }) =>
        `The link sent to ${email} stops working, and the account made for it is removed if it was never used.`
      }
      alert={<MutationErrorAlert error={revoke.error} fallback="Could not revoke the invitation" />}
      confirmLabel="Revoke"
      color="red"
      pending={revoke.isPending}
      onConfirm={({ id }) => revoke.mutate({ id })}
      onClose={() => {
        revoke.reset();
        onClose();
      }}
      zIndex={zIndex}
    />
  );
}
