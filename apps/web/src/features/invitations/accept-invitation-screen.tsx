import { INVITATION_INVALID } from "@leadcoach/api/schemas";
import { Skeleton, Stack, Text } from "@mantine/core";
import { useNavigate } from "react-router";
import { ErrorAlert, MutationErrorAlert } from "../../components/error-alert";
import { useSchemaForm } from "../../lib/form";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { trpc } from "../../lib/trpc";
import { AuthSubmitButton, ConfirmPasswordField, NewPasswordField } from "../auth/auth-fields";
import { ZResetPasswordForm } from "../auth/signup-form-schema";
import { SsoSignInButton } from "../auth/sso-sign-in";

/** Choose a password for the invited account; success signs the person in and opens the dashboard. */
function AcceptForm({ token, email, name }: { token: string; email: string; name: string }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const form = useSchemaForm(ZResetPasswordForm, { password: "", confirmPassword: "" });
  const accept = trpc.invitations.accept.useMutation({
    onSuccess: async ({ user }) => {
      utils.auth.session.setData(undefined, user);
      await navigate("/dashboard", { replace: true });
    },
  });
  return (
    <Stack gap="md">
      <form
        onSubmit={form.onSubmit(({ password }) => accept.mutate({ token, password }))}
        noValidate
        aria-label="Choose your password"
      >
        <Stack gap="md">
          <MutationErrorAlert error={accept.error} fallback="Could not accept the invitation" />
          {/* The address, for password managers to file the new password under. */}
          <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
          <NewPasswordField label="Password" owner={{ email, name }} {...form.getInputProps("password")} />
          <ConfirmPasswordField {...form.getInputProps("confirmPassword")} />
          <AuthSubmitButton pending={accept.isPending} pendingLabel="Joining...">
            Accept invitation
          </AuthSubmitButton>
        </Stack>
      </form>
      {/* With SSO set up: it links the identity to this account by its address and accepts the invitation. */}
      <SsoSignInButton />
    </Stack>
  );
}

/** The page an invitation e-mail opens: whom it invites, then a password (or SSO); a clear word when the link is dead. */
export function AcceptInvitationScreen({ token }: { token: string | null }) {
  const preview = trpc.invitations.preview.useQuery(
    { token: token ?? "" },
    { enabled: token !== null, retry: false },
  );
  if (token === null) return <ErrorAlert>{INVITATION_INVALID}</ErrorAlert>;
  if (preview.isPending) {
    return (
      <Stack aria-busy="true" aria-label="Loading the invitation">
        <Skeleton height={20} />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (preview.isError)
    return <ErrorAlert>{mutationErrorMessage(preview.error, INVITATION_INVALID)}</ErrorAlert>;
  const { name, email } = preview.data;
  return (
    <Stack gap="md">
      <Text>
        Welcome, {name}. Choose a password for <strong>{email}</strong> to join.
      </Text>
      <AcceptForm token={token} email={email} name={name} />
    </Stack>
  );
}
