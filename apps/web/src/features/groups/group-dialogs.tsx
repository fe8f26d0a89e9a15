import { ZCreateGroupInput, type Group } from "@leadcoach/api/schemas";
import { TextInput } from "@mantine/core";
import { MutationErrorAlert } from "../../components/error-alert";
import { ConfirmDeleteItemDialog } from "../../components/confirm-delete-dialog";
import { AppDialog, DialogForm } from "../../components/form-dialog";
import { maxLengthOf, useSchemaForm } from "../../lib/form";
import { showToast, toastOnError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

interface GroupNameDialogProps {
  /** The group to rename, or null to create one. */
  group: Group | null;
  opened: boolean;
  onClose: () => void;
}

/** 'New group' and 'Rename': one field, the name (unique whatever its case). */
export function GroupNameDialog({ group, opened, onClose }: GroupNameDialogProps) {
  return (
    <AppDialog opened={opened} onClose={onClose} title={group ? "Rename group" : "New group"} size="md">
      {opened && <GroupNameForm group={group} onClose={onClose} />}
    </AppDialog>
  );
}

function GroupNameForm({ group, onClose }: Omit<GroupNameDialogProps, "opened">) {
  const done = (saved: Group) => {
    showToast({ title: group ? "Group renamed" : "Group created", message: saved.name });
    onClose();
  };
  const create = trpc.groups.create.useMutation({ onSuccess: done });
  const rename = trpc.groups.rename.useMutation({ onSuccess: done });
  const mutation = group ? rename : create;
  const form = useSchemaForm(ZCreateGroupInput, { name: group?.name ?? "" });
  return (
    <DialogForm
      onSubmit={form.onSubmit(({ name }) =>
        group ? rename.mutate({ id: group.id, name }) : create.mutate({ name }),
      )}
      onCancel={onClose}
      submit={{ label: group ? "Rename" : "Create group", pending: mutation.isPending }}
    >
      <MutationErrorAlert error={mutation.error} fallback="The group could not be saved." />
      <TextInput
        label="Name"
        description="A team, a cohort or a department."
        required
        data-autofocus
        maxLength={maxLengthOf(ZCreateGroupInput, "name")}
        {...form.getInputProps("name")}
      />
    </DialogForm>
  );
}

/** Deleting a group: its people keep their accounts. */
export function DeleteGroupDialog({ group, onClose }: { group: Group | null; onClose: () => void }) {
  const remove = trpc.groups.delete.useMutation({
    onSuccess: () => {
      showToast({ title: "Group deleted", message: group?.name });
      onClose();
    },
    onError: toastOnError("Delete failed", "The group could not be deleted."),
  });
  return (
    <ConfirmDeleteItemDialog
      item={group}
      title="Delete group"
      message={({ name, memberCount }) =>
        `Delete '${name}'? ${memberCount === 1 ? "Its 1 member keeps their account." : `Its ${memberCount} members keep their accounts.`}`
      }
      confirmLabel="Delete group"
      pending={remove.isPending}
      onConfirm={({ id }) => remove.mutate({ id })}
      onClose={onClose}
    />
  );
}
