import { MIN_PASSWORD_LENGTH } from "@leadcoach/api/schemas";
import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useSchemaForm } from "../../lib/form";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { PasswordStrengthMeter } from "../auth/password-strength-meter";
import { useSignedInUser } from "../auth/use-session";
import { emptyChangePasswordValues, ZChangePasswordForm } from "./change-password-schema";

/** Change password: the current one is required; every other session of the account is signed out. */
export function ChangePasswordForm() {
  const [serverError, setServerError] = useState<string | null>(null);
  const user = useSignedInUser();
  const form = useSchemaForm(ZChangePasswordForm, emptyChangePasswordValues, {
    onValuesChange: () => setServerError(null),
  });

  const change = trpc.settings.changePassword.useMutation({
    onSuccess: () => {
      form.reset();
      showToast({
        title: "Password Changed",
        message: "Your password was updated. You have been signed out on your other devices.",
      });
    },
    onError: (error) => {
      setServerError(
        mutationErrorMessage(
          error,
          "Your password could not be changed.",
          "Your password could not be changed. Please check your connection and try again.",
        ),
      );
    },
  });

  const handleSubmit = form.onSubmit((input) => {
    setServerError(null);
    change.mutate(input);
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="password-heading">
      <form onSubmit={handleSubmit} noValidate aria-labelledby="password-heading">
        <Stack gap="md" maw={420}>
          <Stack gap={4}>
            <Title order={2} size="h3" id="password-heading">
              Change password
            </Title>
            <Text size="sm">
              After the change, you stay signed in here and are signed out everywhere else.
            </Text>
          </Stack>
          {serverError && (
            <Alert color="red" variant="light" role="alert" title="Password not changed">
              {serverError}
            </Alert>
          )}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps("currentPassword")}
          />
          <PasswordInput
            label="New password"
            description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps("newPassword")}
          />
          <PasswordStrengthMeter password={form.values.newPassword} owner={user} />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps("confirmPassword")}
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
