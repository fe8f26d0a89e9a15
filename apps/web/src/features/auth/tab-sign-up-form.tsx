import { MIN_PASSWORD_LENGTH } from "@leadcoach/api/schemas";
import { Alert, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useState, type FormEvent } from "react";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { trpc } from "../../lib/trpc";

interface TabSignUpFormProps {
  /** Called with the new account's e-mail once it exists. */
  onCreated: (email: string) => void;
}

interface TabSignUpErrors {
  name?: string;
  email?: string;
  password?: string;
}

/** The short sign-up form in the login screen's 'Sign Up' tab: name, email and password. */
export function TabSignUpForm({ onCreated }: TabSignUpFormProps) {
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<TabSignUpErrors>({});

  const signup = trpc.auth.signup.useMutation({
    onSuccess: ({ user }) => onCreated(user.email),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextErrors: TabSignUpErrors = {
      name: name.trim() ? undefined : "Name is required",
      email: email.trim() ? undefined : "Email is required",
      password: !password
        ? "Password is required"
        : password.length < MIN_PASSWORD_LENGTH
          ? `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`
          : undefined,
    };
    setErrors(nextErrors);
    if (nextErrors.name || nextErrors.email || nextErrors.password) return;
    signup.mutate({ name: name.trim(), email: email.trim(), password });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Create an account">
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
        <TextInput
          label="Name"
          autoComplete="name"
          withAsterisk
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          withAsterisk
          description={`At least ${MIN_PASSWORD_LENGTH} characters`}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
        />
        <Button type="submit" fullWidth disabled={signup.isPending} aria-busy={signup.isPending}>
          {signup.isPending ? "Creating account..." : "Create Account"}
        </Button>
      </Stack>
    </form>
  );
}
