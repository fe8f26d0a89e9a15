import { MIN_PASSWORD_LENGTH, type PasswordOwner } from "@leadcoach/api/schemas";
import { PasswordInput, Stack, TextInput, type PasswordInputProps, type TextInputProps } from "@mantine/core";
import { SubmitButton } from "../../components/form-dialog";
import { PasswordStrengthMeter } from "./password-strength-meter";

/** The account forms' e-mail field (the browser may fill it in). */
export function EmailField(props: Omit<TextInputProps, "label" | "type" | "autoComplete" | "withAsterisk">) {
  return <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...props} />;
}

/** A new password, with the server's length rule under it and a strength meter once typed. */
export function NewPasswordField({
  label = "Password",
  owner,
  ...props
}: Omit<PasswordInputProps, "autoComplete" | "withAsterisk" | "description"> & {
  /** Whose password it is, when known: the meter warns when it is their e-mail or name. */
  owner?: PasswordOwner;
}) {
  return (
    <Stack gap={6}>
      <PasswordInput
        label={label}
        autoComplete="new-password"
        withAsterisk
        description={`At least ${MIN_PASSWORD_LENGTH} characters`}
        {...props}
      />
      <PasswordStrengthMeter password={typeof props.value === "string" ? props.value : ""} owner={owner} />
    </Stack>
  );
}

/** The new password typed again, to catch a slip of the finger. */
export function ConfirmPasswordField({
  label = "Confirm password",
  ...props
}: Omit<PasswordInputProps, "autoComplete" | "withAsterisk">) {
  return <PasswordInput label={label} autoComplete="new-password" withAsterisk {...props} />;
}

/** An account form's submit button: full width, saying what it does while it sends, and marked busy. */
export function AuthSubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: string;
}) {
  return (
    <SubmitButton fullWidth pending={pending} pendingLabel={pendingLabel} aria-busy={pending}>
      {children}
    </SubmitButton>
  );
}
