import { PASSWORD_RESET_INVALID } from "@leadcoach/api/schemas";
import { Anchor, Stack } from "@mantine/core";
import { hashKey, useQueryClient } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { Link, useNavigate } from "react-router";
import { ErrorAlert, MutationErrorAlert } from "../../components/error-alert";
import { useSchemaForm } from "../../lib/form";
import { trpc } from "../../lib/trpc";
import { AuthSubmitButton, ConfirmPasswordField, NewPasswordField } from "./auth-fields";
import { ZResetPasswordForm } from "./signup-form-schema";

interface ResetPasswordFormProps {
  /** The token of the e-mailed link; null when the page was opened without one. */
  token: string | null;
}

/** Sets a new password through an e-mailed link, then sends the person to sign in with it. */
export function ResetPasswordForm({ token }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const sessionKeyHash = hashKey(getQueryKey(trpc.auth.session, undefined, "query"));
  const form = useSchemaForm(ZResetPasswordForm, { password: "", confirmPassword: "" });
  const reset = trpc.auth.resetPassword.useMutation({
    // Every session of the account has ended, this browser's too: the login screen says what happened.
    onSuccess: async ({ message }) => {
      // Forget whoever was signed in here (as signing out does) before /login, which would send a
      // signed-in visitor on. This page is public, so nothing redirects meanwhile.
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== sessionKeyHash });
      utils.auth.session.setData(undefined, null);
      await navigate("/login", { replace: true, state: { notice: message } });
    },
  });

  if (!token) {
    return (
      <Stack gap="md">
        <ErrorAlert>{PASSWORD_RESET_INVALID}</ErrorAlert>
        <Anchor component={Link} to="/forgot-password">
          Request a new link
        </Anchor>
      </Stack>
    );
  }

  return (
    <form
      onSubmit={form.onSubmit(({ password }) => reset.mutate({ token, password }))}
      noValidate
      aria-label="Choose a new password"
    >
      <Stack gap="md">
        {reset.error && (
          <>
            <MutationErrorAlert
              error={reset.error}
              fallback="Could not reset the password"
              networkFallback="Could not reset the password. Please try again."
            />
            <Anchor component={Link} to="/forgot-password" w="fit-content">
              Request a new link
            </Anchor>
          </>
        )}
        <NewPasswordField label="New password" {...form.getInputProps("password")} />
        <ConfirmPasswordField label="Confirm new password" {...form.getInputProps("confirmPassword")} />
        <AuthSubmitButton pending={reset.isPending} pendingLabel="Saving...">
          Set new password
        </AuthSubmitButton>
      </Stack>
    </form>
  );
}
