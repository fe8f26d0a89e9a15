import { Alert, Anchor, Group, PasswordInput, Stack, Text } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { SECOND_STEP_PATH, ZLoginInput } from "@leadcoach/api/schemas";
import { Link, useLocation, useNavigate } from "react-router";
import { MutationErrorAlert } from "../../components/error-alert";
import { useSchemaForm } from "../../lib/form";
import { trpc } from "../../lib/trpc";
import { AuthSubmitButton, EmailField } from "./auth-fields";
import { returnPathFrom } from "./return-to";
import { SsoErrorAlert, SsoSignInButton } from "./sso-sign-in";

interface SignInFormProps {
  initialEmail?: string;
  /** A success message to show above the form (after a sign-up in the other tab). */
  notice?: string | null;
}

export function SignInForm({ initialEmail = "", notice }: SignInFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const utils = trpc.useUtils();
  const form = useSchemaForm(ZLoginInput, { email: initialEmail, password: "" });

  const login = trpc.auth.login.useMutation({
    onSuccess: async (result) => {
      // A second step is due (a code, or enrolment the organisation requires): its own screen.
      if (result.status !== "signed_in") {
        await navigate(`${SECOND_STEP_PATH}${location.search}`, { replace: true });
        return;
      }
      utils.auth.session.setData(undefined, result.user);
      // Back to the page that asked for a sign-in (?next=), or the dashboard.
      await navigate(returnPathFrom(location.search), { replace: true });
    },
  });

  return (
    <form onSubmit={form.onSubmit((input) => login.mutate(input))} noValidate aria-label="Sign in">
      <Stack gap="md">
        {notice && !login.error && (
          <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
            {notice}
          </Alert>
        )}
        {!login.error && <SsoErrorAlert />}
        <MutationErrorAlert
          error={login.error}
          fallback="Login failed"
          networkFallback="Login failed. Please try again."
        />
        <EmailField {...form.getInputProps("email")} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps("password")}
        />
        <Group justify="flex-end" mt={-8}>
          <Anchor component={Link} to="/forgot-password" state={{ email: form.values.email }} size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <AuthSubmitButton pending={login.isPending} pendingLabel="Signing in...">
          Sign In
        </AuthSubmitButton>
        <SsoSignInButton />
        <Text size="sm" ta="center">
          Contact your administrator for login credentials.
        </Text>
      </Stack>
    </form>
  );
}
