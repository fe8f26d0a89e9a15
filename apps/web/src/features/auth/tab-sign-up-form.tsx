import { MIN_PASSWORD_LENGTH } from "@leadcoach/api/schemas";
import { Alert, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useSchemaForm } from "../../lib/form";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { trpc } from "../../lib/trpc";
import { ZTabSignupForm } from "./signup-form-schema";

interface TabSignUpFormProps {
  /** Called with the new account's e-mail once it exists. */
  onCreated: (email: string) => void;
}

/** The short sign-up form in the login screen's 'Sign Up' tab: name, email and password. */
export function TabSignUpForm({ onCreated }: TabSignUpFormProps) {
  const form = useSchemaForm(ZTabSignupForm, { name: "", email: "", password: "" });

  const signup = trpc.auth.signup.useMutation({
    onSuccess: ({ user }) => onCreated(user.email),
  });

  return (
    <form onSubmit={form.onSubmit((input) => signup.mutate(input))} noValidate aria-label="Create an account">
      <Stack gap="md">
        {signup.error && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {mutationErrorMessage(
              signup.error,
              "Registration failed",
              "Registration failed. Please try again.",
            )}
          </Alert>
        )}
        <TextInput label="Name" autoComplete="name" withAsterisk {...form.getInputProps("name")} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps("email")}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          withAsterisk
          description={`At least ${MIN_PASSWORD_LENGTH} characters`}
          {...form.getInputProps("password")}
        />
        <Button type="submit" fullWidth disabled={signup.isPending} aria-busy={signup.isPending}>
          {signup.isPending ? "Creating account..." : "Create Account"}
        </Button>
      </Stack>
    </form>
  );
}
