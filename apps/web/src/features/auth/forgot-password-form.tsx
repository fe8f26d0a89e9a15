import { ZForgotPasswordInput } from "@leadcoach/api/schemas";
import { Alert, Stack } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import { MutationErrorAlert } from "../../components/error-alert";
import { useSchemaForm } from "../../lib/form";
import { trpc } from "../../lib/trpc";
import { AuthSubmitButton, EmailField } from "./auth-fields";

interface ForgotPasswordFormProps {
  /** The address typed on the sign-in form, if any. */
  initialEmail?: string;
}

/** Asks for a reset link. The server answers the same whether or not the address has an account. */
export function ForgotPasswordForm({ initialEmail = "" }: ForgotPasswordFormProps) {
  const form = useSchemaForm(ZForgotPasswordInput, { email: initialEmail });
  const request = trpc.auth.forgotPassword.useMutation();

  return (
    <form
      onSubmit={form.onSubmit((input) => request.mutate(input))}
      noValidate
      aria-label="Request a password reset link"
    >
      <Stack gap="md">
        {request.data && (
          <Alert color="green" icon={<IconMailCheck aria-hidden />} role="status">
            {request.data.message}
          </Alert>
        )}
        <MutationErrorAlert
          error={request.error}
          fallback="Could not send the link"
          networkFallback="Could not send the link. Please try again."
        />
        <EmailField {...form.getInputProps("email")} />
        <AuthSubmitButton pending={request.isPending} pendingLabel="Sending...">
          Send reset link
        </AuthSubmitButton>
      </Stack>
    </form>
  );
}
