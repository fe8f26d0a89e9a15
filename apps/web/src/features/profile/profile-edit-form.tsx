import type { PublicUser } from "@leadcoach/api/schemas";
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { technicalBackgroundSelectData, yearsExperienceSelectData } from "../users/profile-options";
import { AvatarField } from "./avatar-field";
import {
  PROFILE_REQUIRED_MESSAGE,
  profileFormFromUser,
  toUpdateProfileInput,
  validateProfileForm,
  type ProfileFormErrors,
  type ProfileFormValues,
} from "./profile-form-values";

interface ProfileEditFormProps {
  user: PublicUser;
  /** Back to view mode: after a successful save, or on Cancel (the form starts from the user again). */
  onDone: () => void;
}

type TextField = "name" | "email" | "jobTitle" | "department" | "companyName";

export function ProfileEditForm({ user, onDone }: ProfileEditFormProps) {
  const utils = trpc.useUtils();
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormFromUser(user));
  const [errors, setErrors] = useState<ProfileFormErrors>({});

  const update = trpc.profile.update.useMutation({
    onSuccess: ({ user: updated }) => {
      utils.auth.session.setData(undefined, updated);
      showToast({ title: "Profile Updated", message: "Your profile has been saved." });
      onDone();
    },
    onError: (error) => {
      showToast({
        title: "Update Failed",
        message: mutationErrorMessage(error, "Failed to update profile."),
        variant: "destructive",
      });
    },
  });

  const setField = <K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const text = (field: TextField) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setField(field, event.currentTarget.value),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validateProfileForm(values);
    if (problems) {
      setErrors(problems);
      showToast({ title: "Update Failed", message: PROFILE_REQUIRED_MESSAGE, variant: "destructive" });
      return;
    }
    update.mutate(toUpdateProfileInput(values, user));
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Edit profile">
      <Stack gap="lg">
        <AvatarField
          name={values.name}
          value={values.avatar}
          onChange={(avatar) => setField("avatar", avatar)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Name" autoComplete="name" withAsterisk autoFocus {...text("name")} />
          <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...text("email")} />
          <TextInput label="Job title" autoComplete="organization-title" {...text("jobTitle")} />
          <TextInput label="Department" {...text("department")} />
          <TextInput label="Company name" autoComplete="organization" {...text("companyName")} />
          <Select
            label="Years of experience"
            data={yearsExperienceSelectData}
            value={values.yearsExperience}
            onChange={(value) => setField("yearsExperience", value ?? "0")}
            allowDeselect={false}
          />
          <Select
            label="Technical background"
            placeholder="Choose your background"
            data={technicalBackgroundSelectData}
            value={values.technicalBackground}
            onChange={(value) => setField("technicalBackground", value)}
            clearable
          />
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
