import { ZForgotPasswordInput } from "@leadcoach/api/schemas";
import { Alert, Button, Stack, TextInput } from "@mantine/core";
import { IconAlertCircle, IconMailCheck } from "@tabler/icons-react";
import { useSchemaForm } from "../../lib/form";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { trpc } from "../../lib/trpc";

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
        {request.error && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {mutationErrorMessage(
              request.error,
              "Could not send the link",
              "Could not send the link. Please try again.",
            )}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps("email")}
        />
        <Button type="submit" fullWidth disabled={request.isPending} aria-busy={request.isPending}>
          {request.isPending ? "Sending..." : "Send reset link"}
        </Button>
      </Stack>
    </form>
  );
}
