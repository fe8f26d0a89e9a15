import { Alert, Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { trpc } from "../../lib/trpc";

interface SignInFormProps {
  initialEmail?: string;
  /** A success message to show above the form (after a sign-up in the other tab). */
  notice?: string | null;
}

interface SignInErrors {
  email?: string;
  password?: string;
}

export function SignInForm({ initialEmail = "", notice }: SignInFormProps) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<SignInErrors>({});

  const login = trpc.auth.login.useMutation({
    onSuccess: async ({ user }) => {
      utils.auth.session.setData(undefined, user);
      await navigate("/");
    },
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextErrors: SignInErrors = {
      email: email.trim() ? undefined : "Email is required",
      password: password ? undefined : "Password is required",
    };
    setErrors(nextErrors);
    if (nextErrors.email || nextErrors.password) return;
    login.mutate({ email: email.trim(), password });
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Sign in">
      <Stack gap="md">
        {notice && !login.error && (
          <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
            {notice}
          </Alert>
        )}
        {login.error && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {mutationErrorMessage(login.error, "Login failed", "Login failed. Please try again.")}
          </Alert>
        )}
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
          autoComplete="current-password"
          withAsterisk
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
        />
        <Button type="submit" fullWidth disabled={login.isPending} aria-busy={login.isPending}>
          {login.isPending ? "Signing in..." : "Sign In"}
        </Button>
        <Text size="sm" ta="center">
          Contact your administrator for login credentials.
        </Text>
      </Stack>
    </form>
  );
}
