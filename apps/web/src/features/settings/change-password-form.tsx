import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { mutationErrorMessage } from "../../lib/mutation-error";
import { showToast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import {
  emptyChangePasswordValues,
  validateChangePassword,
  type ChangePasswordErrors,
  type ChangePasswordValues,
} from "./password-validation";

/** Change password: the current one is required; every other session is signed out (DECISIONS §6). */
export function ChangePasswordForm() {
  const [values, setValues] = useState<ChangePasswordValues>(emptyChangePasswordValues);
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const change = trpc.settings.changePassword.useMutation({
    onSuccess: () => {
      setValues(emptyChangePasswordValues);
      setErrors({});
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

  const field = (name: keyof ChangePasswordValues) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
      setServerError(null);
    },
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validateChangePassword(values);
    if (problems) {
      setErrors(problems);
      return;
    }
    setServerError(null);
    change.mutate({ currentPassword: values.currentPassword, newPassword: values.newPassword });
  };

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
            {...field("currentPassword")}
          />
          <PasswordInput
            label="New password"
            description="At least 6 characters."
            autoComplete="new-password"
            withAsterisk
            {...field("newPassword")}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            withAsterisk
            {...field("confirmPassword")}
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
