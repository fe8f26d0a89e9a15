import { invitationRoleOptions, ZInviteInput } from "@leadcoach/api/schemas";
import { Select, TextInput } from "@mantine/core";
import { AppDialog, DialogForm } from "../../components/form-dialog";
import { MutationErrorAlert } from "../../components/error-alert";
import { maxLengthOf, useSchemaForm } from "../../lib/form";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

interface InviteDialogProps {
  opened: boolean;
  onClose: () => void;
  /** A super admin may invite admins; anyone else invites users only. */
  canInviteAdmins: boolean;
}

function InviteForm({ onClose, canInviteAdmins }: Omit<InviteDialogProps, "opened">) {
  const form = useSchemaForm(ZInviteInput, { name: "", email: "", role: "user" });
  const invite = trpc.invitations.invite.useMutation({
    onSuccess: (_result, input) => {
      showToast({ title: "Invitation sent", message: `We e-mailed ${input.email} a link to join.` });
      onClose();
    },
  });
  return (
    <DialogForm
      onSubmit={form.onSubmit((input) => invite.mutate(input))}
      onCancel={onClose}
      aria-label="Invite a person"
      submit={{ label: "Send invitation", pending: invite.isPending, pendingLabel: "Sending..." }}
    >
      <MutationErrorAlert error={invite.error} fallback="Could not send the invitation" />
      <TextInput
        label="Name"
        withAsterisk
        data-autofocus
        maxLength={maxLengthOf(ZInviteInput, "name")}
        {...form.getInputProps("name")}
      />
      <TextInput
        label="Email"
        type="email"
        withAsterisk
        maxLength={maxLengthOf(ZInviteInput, "email")}
        {...form.getInputProps("email")}
      />
      {canInviteAdmins && (
        <Select
          label="Role"
          data={invitationRoleOptions}
          allowDeselect={false}
          {...form.getInputProps("role")}
        />
      )}
    </DialogForm>
  );
}

/** 'Invite a person': name, address and (for super admins) role; the server sends the e-mail. */
export function InviteDialog({ opened, onClose, canInviteAdmins }: InviteDialogProps) {
  return (
    <AppDialog opened={opened} onClose={onClose} title="Invite a person" size="md">
      {opened && <InviteForm onClose={onClose} canInviteAdmins={canInviteAdmins} />}
    </AppDialog>
  );
}
