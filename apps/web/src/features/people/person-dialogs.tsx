import { roles, ZSetRoleInput, type Person } from "@leadcoach/api/schemas";
import { Radio, Stack, Text } from "@mantine/core";
import { MutationErrorAlert } from "../../components/error-alert";
import { AppDialog, ConfirmItemDialog, DialogForm } from "../../components/form-dialog";
import { useSchemaForm } from "../../lib/form";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { roleLabel } from "../users/user-display";

const roleHelp = {
  user: "Learns with the app; sees only their own records.",
  admin: "Also manages people and groups and sees the analytics.",
  super_admin: "Also grants admin roles and changes the organisation's settings.",
} as const;

/** 'Change role' (super admins): the three roles, the person's own chosen. */
export function RoleDialog({ person, onClose }: { person: Person | null; onClose: () => void }) {
  return (
    <AppDialog opened={person !== null} onClose={onClose} title="Change role" size="md">
      {person && <RoleForm person={person} onClose={onClose} />}
    </AppDialog>
  );
}

function RoleForm({ person, onClose }: { person: Person; onClose: () => void }) {
  const setRole = trpc.people.setRole.useMutation({
    onSuccess: ({ person: saved, changed }) => {
      showToast({
        title: changed ? "Role changed" : "Role unchanged",
        message: `${saved.name}: ${roleLabel(saved.role)}`,
      });
      onClose();
    },
  });
  const form = useSchemaForm(ZSetRoleInput, { id: person.id, role: person.role });
  return (
    <DialogForm
      onSubmit={form.onSubmit((input) => setRole.mutate(input))}
      onCancel={onClose}
      submit={{ label: "Save role", pending: setRole.isPending }}
    >
      <MutationErrorAlert error={setRole.error} fallback="The role could not be changed." />
      <Radio.Group label={`Role of ${person.name}`} {...form.getInputProps("role")}>
        <Stack gap="sm" mt="xs">
          {roles.map((role) => (
            <Radio key={role} value={role} label={roleLabel(role)} description={roleHelp[role]} />
          ))}
        </Stack>
      </Radio.Group>
    </DialogForm>
  );
}

interface StatusDialogProps {
  change: { person: Person; active: boolean } | null;
  onClose: () => void;
}

/** Deactivating (signs the person out everywhere at once; their data stays) or reactivating one person. */
export function StatusDialog({ change, onClose }: StatusDialogProps) {
  const done = {
    onSuccess: ({ person }: { person: Person }) => {
      showToast({
        title: person.status === "deactivated" ? "Account deactivated" : "Account reactivated",
        message: person.name,
      });
      onClose();
    },
  };
  const deactivate = trpc.people.deactivate.useMutation(done);
  const reactivate = trpc.people.reactivate.useMutation(done);
  const mutation = change?.active ? reactivate : deactivate;
  return (
    <ConfirmItemDialog
      item={change}
      title={change?.active ? "Reactivate account" : "Deactivate account"}
      alert={<MutationErrorAlert error={mutation.error} fallback="The account could not be changed." />}
      message={({ person, active }) =>
        active ? (
          <Text>{person.name} can sign in again; their access tokens and feedback links work again.</Text>
        ) : (
          <Text>
            {person.name} is signed out everywhere at once and cannot sign in; their access tokens and the
            feedback links they sent stop working. Their data stays, and reactivating gives it all back.
          </Text>
        )
      }
      confirmLabel={change?.active ? "Reactivate" : "Deactivate"}
      color={change?.active ? undefined : "red"}
      pending={mutation.isPending}
      onConfirm={({ person }) => mutation.mutate({ id: person.id })}
      onClose={() => {
        mutation.reset();
        onClose();
      }}
    />
  );
}

/** Resetting a person's two-step verification (a lost phone): audited, and the person is told by e-mail. */
export function ResetSecondFactorDialog({ person, onClose }: { person: Person | null; onClose: () => void }) {
  const reset = trpc.people.resetSecondFactor.useMutation({
    onSuccess: () => {
      if (person) showToast({ title: "Two-step verification reset", message: person.name });
      onClose();
    },
  });
  return (
    <ConfirmItemDialog
      item={person}
      title="Reset two-step verification"
      alert={<MutationErrorAlert error={reset.error} fallback="Two-step verification could not be reset." />}
      message={(target) => (
        <Text>
          {target.name}'s authenticator app and recovery codes stop working, and they are told by e-mail. They
          sign in with their password alone, or set up a new app if your organisation requires one.
        </Text>
      )}
      confirmLabel="Reset"
      color="red"
      pending={reset.isPending}
      onConfirm={(target) => reset.mutate({ id: target.id })}
      onClose={() => {
        reset.reset();
        onClose();
      }}
    />
  );
}
