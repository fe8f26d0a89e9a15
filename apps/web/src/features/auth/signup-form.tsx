import { MIN_PASSWORD_LENGTH } from "@leadcoach/api/schemas";
import { Box, Button, Fieldset, PasswordInput, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { technicalBackgroundSelectData, yearsExperienceSelectData } from "../users/profile-options";
import {
  emptySignupForm,
  fieldForServerError,
  validateSignupForm,
  type SignupField,
  type SignupFieldErrors,
  type SignupFormValues,
} from "./signup-validation";

/** The full sign-up form of /signup. */
export function SignupForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<SignupFormValues>(emptySignupForm);
  const [errors, setErrors] = useState<SignupFieldErrors>({});

  const signup = trpc.auth.signup.useMutation({
    onSuccess: async (result) => {
      showToast({ title: "Account Created Successfully", message: result.message });
      await navigate("/login");
    },
    onError: (error) => {
      const message = mutationErrorMessage(error, "Failed to create account");
      const field = fieldForServerError(message);
      if (field) setErrors({ [field]: message });
      showToast({ title: "Signup Failed", message, variant: "destructive" });
    },
  });

  const set = (field: SignupField) => (value: string | null) => {
    setValues((current) => ({ ...current, [field]: value ?? "" }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const text = (field: SignupField) => ({
    value: values[field] ?? "",
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field)(event.currentTarget.value),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateSignupForm(values);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      showToast(result.toast);
      return;
    }
    setErrors({});
    signup.mutate(result.input);
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Create your account">
      <Stack gap="lg">
        <Fieldset legend="Account">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Name" autoComplete="name" withAsterisk {...text("name")} />
            <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...text("email")} />
            <TextInput
              label="Username"
              description="Optional"
              autoComplete="username"
              {...text("username")}
            />
            <Box visibleFrom="sm" aria-hidden />
            <PasswordInput
              label="Password"
              autoComplete="new-password"
              withAsterisk
              description={`At least ${MIN_PASSWORD_LENGTH} characters`}
              {...text("password")}
            />
            <PasswordInput
              label="Confirm password"
              autoComplete="new-password"
              withAsterisk
              description="Type the password again"
              {...text("confirmPassword")}
            />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="About your role">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Job title" autoComplete="organization-title" {...text("jobTitle")} />
            <TextInput label="Department" {...text("department")} />
            <TextInput label="Company name" autoComplete="organization" {...text("companyName")} />
            <Select
              label="Years of experience"
              data={yearsExperienceSelectData}
              value={values.yearsExperience}
              onChange={set("yearsExperience")}
              error={errors.yearsExperience}
              allowDeselect={false}
            />
            <Select
              label="Technical background"
              placeholder="Choose your background"
              data={technicalBackgroundSelectData}
              value={values.technicalBackground}
              onChange={(value) => {
                setValues((current) => ({ ...current, technicalBackground: value }));
              }}
              error={errors.technicalBackground}
              clearable
            />
          </SimpleGrid>
        </Fieldset>

        <Button type="submit" size="md" disabled={signup.isPending} aria-busy={signup.isPending}>
          {signup.isPending ? "Creating account..." : "Create Account"}
        </Button>
      </Stack>
    </form>
  );
}
