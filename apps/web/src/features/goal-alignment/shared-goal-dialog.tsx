import { ZSharedGoalFields, type SharedGoal, type SharedGoalOwner } from "@leadcoach/api/schemas";
import { Textarea, TextInput } from "@mantine/core";
import { MutationErrorAlert } from "../../components/error-alert";
import { AppDialog, DialogForm } from "../../components/form-dialog";
import { maxLengthOf, useSchemaForm } from "../../lib/form";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

interface SharedGoalDialogProps {
  owner: SharedGoalOwner;
  /** The shared goal to edit, or null to add one. */
  goal: SharedGoal | null;
  opened: boolean;
  onClose: () => void;
}

/** 'Add shared goal' and 'Edit shared goal': a title and a short description. */
export function SharedGoalDialog({ opened, onClose, goal, owner }: SharedGoalDialogProps) {
  return (
    <AppDialog
      opened={opened}
      onClose={onClose}
      title={goal ? "Edit shared goal" : "Add shared goal"}
      size="md"
    >
      {opened && <SharedGoalForm owner={owner} goal={goal} onClose={onClose} />}
    </AppDialog>
  );
}

function SharedGoalForm({ owner, goal, onClose }: Omit<SharedGoalDialogProps, "opened">) {
  const done = (title: string) => () => {
    showToast({ title, message: form.values.title.trim() });
    onClose();
  };
  const create = trpc.goalAlignment.createSharedGoal.useMutation({ onSuccess: done("Shared goal added") });
  const update = trpc.goalAlignment.updateSharedGoal.useMutation({ onSuccess: done("Shared goal saved") });
  const mutation = goal ? update : create;
  const form = useSchemaForm(ZSharedGoalFields, {
    title: goal?.title ?? "",
    description: goal?.description ?? "",
  });
  return (
    <DialogForm
      onSubmit={form.onSubmit((fields) =>
        goal ? update.mutate({ id: goal.id, ...fields }) : create.mutate({ owner, ...fields }),
      )}
      onCancel={onClose}
      submit={{ label: goal ? "Save" : "Add shared goal", pending: mutation.isPending }}
    >
      <MutationErrorAlert error={mutation.error} fallback="The shared goal could not be saved." />
      <TextInput
        label="Title"
        description="An outcome the whole cohort or team works towards, such as 'Every team has a written on-call rota'."
        required
        data-autofocus
        maxLength={maxLengthOf(ZSharedGoalFields, "title")}
        {...form.getInputProps("title")}
      />
      <Textarea
        label="Description"
        description="Why it matters and how you will know it is done."
        autosize
        minRows={2}
        maxLength={maxLengthOf(ZSharedGoalFields, "description")}
        {...form.getInputProps("description")}
      />
    </DialogForm>
  );
}
