import { browserTimeZone } from "../../lib/browser-time-zone";
import { Stack, TextInput } from "@mantine/core";
import { MutationErrorAlert } from "../../components/error-alert";
import { useSchemaForm } from "../../lib/form";
import { trpc } from "../../lib/trpc";
import { AuthSubmitButton, EmailField, NewPasswordField } from "./auth-fields";
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
    <form
      onSubmit={form.onSubmit((input) => signup.mutate({ ...input, timeZone: browserTimeZone() }))}
      noValidate
      aria-label="Create an account"
    >
      <Stack gap="md">
        <MutationErrorAlert
          error={signup.error}
          fallback="Registration failed"
          networkFallback="Registration failed. Please try again."
        />
        <TextInput label="Name" autoComplete="name" withAsterisk {...form.getInputProps("name")} />
        <EmailField {...form.getInputProps("email")} />
        <NewPasswordField
          owner={{ email: form.values.email, name: form.values.name }}
          {...form.getInputProps("password")}
        />
        <AuthSubmitButton pending={signup.isPending} pendingLabel="Creating account...">
          Create Account
        </AuthSubmitButton>
      </Stack>
    </form>
  );
}
