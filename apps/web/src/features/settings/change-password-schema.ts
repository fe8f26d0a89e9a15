import { ZChangePasswordInput } from "@leadcoach/api/schemas";
import { z } from "zod";

export type ChangePasswordValues = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};

export const emptyChangePasswordValues: ChangePasswordValues = {
  currentPassword: "",
  newPassword: "",
  confirmPassword: "",
};

/**
 * The change-password form: the server's rules (the current password, a valid new one), a new password
 * that differs from the current one, and a confirmation that matches it. confirmPassword is not sent.
 */
export const ZChangePasswordForm = ZChangePasswordInput.extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword !== values.currentPassword, {
    path: ["newPassword"],
    message: "Choose a password different from the current one",
    when: () => true,
  })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
    when: () => true,
  })
  .transform(({ confirmPassword: _confirmation, ...input }) => input);
