import { MIN_PASSWORD_LENGTH } from "@leadcoach/api/schemas";

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordValues, string>>;

export const emptyChangePasswordValues: ChangePasswordValues = {
  currentPassword: "",
  newPassword: "",
  confirmPassword: "",
};

/** Field errors for the change-password form, or null when it may be sent. */
export function validateChangePassword(values: ChangePasswordValues): ChangePasswordErrors | null {
  const errors: ChangePasswordErrors = {};
  if (!values.currentPassword) errors.currentPassword = "Current password is required";
  if (values.newPassword.length < MIN_PASSWORD_LENGTH) {
    errors.newPassword = "Password must be at least 6 characters long";
  } else if (values.newPassword === values.currentPassword) {
    errors.newPassword = "Choose a password different from the current one";
  }
  if (values.confirmPassword !== values.newPassword) errors.confirmPassword = "Passwords do not match";
  return Object.keys(errors).length ? errors : null;
}
