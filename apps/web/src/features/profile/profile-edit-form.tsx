import { ZUpdateProfileInput, type PublicUser } from "@leadcoach/api/schemas";
import { Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { firstErrorMessage, schemaErrors, useSchemaForm } from "../../lib/form";
import { showToast, showToastUnlessInline, toastOnError } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { RoleFields } from "../users/role-fields";
import { AvatarField } from "./avatar-field";
import { profileFormFromUser, toUpdateProfileInput, ZProfileForm } from "./profile-form-values";

interface ProfileEditFormProps {
  user: PublicUser;
  /** Back to view mode: after a successful save, or on Cancel (the form starts from the user again). */
  onDone: () => void;
}

export function ProfileEditForm({ user, onDone }: ProfileEditFormProps) {
  const utils = trpc.useUtils();
  const form = useSchemaForm(ZProfileForm, profileFormFromUser(user));

  const update = trpc.profile.update.useMutation({
    onSuccess: ({ user: updated }) => {
      utils.auth.session.setData(undefined, updated);
      showToast({ title: "Profile Updated", message: "Your profile has been saved." });
      onDone();
    },
    onError: toastOnError("Update Failed", "Failed to update profile."),
  });

  const handleSubmit = form.onSubmit(
    (checked) => update.mutate(toUpdateProfileInput(checked, user)),
    (errors, values) => {
      // The toast says it as the server would ('Name and email are required fields.'), unless a field
      // already shows those very words.
      const message = firstErrorMessage(schemaErrors(ZUpdateProfileInput, values), ["name", "email"]);
      showToastUnlessInline(
        { title: "Update Failed", message: message ?? "Failed to update profile.", variant: "destructive" },
        Object.values(errors),
      );
    },
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Edit profile">
      <Stack gap="lg">
        <AvatarField
          name={form.values.name}
          value={form.values.avatar}
          onChange={(avatar) => form.setFieldValue("avatar", avatar)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Name"
            autoComplete="name"
            withAsterisk
            autoFocus
            {...form.getInputProps("name")}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps("email")}
          />
          <RoleFields inputProps={(field) => form.getInputProps(field)} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
            {update.isPending ? "Saving..." : "Save"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
