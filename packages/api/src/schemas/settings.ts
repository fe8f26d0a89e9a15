import { z } from "zod";
import { ZPassword } from "./auth";
import { MAX_PASSWORD_LENGTH } from "./domain";

export const ZChangePasswordInput = z.object({
  currentPassword: z.string().min(1, "Current password is required").max(MAX_PASSWORD_LENGTH),
  newPassword: ZPassword,
});
export type ChangePasswordInput = z.infer<typeof ZChangePasswordInput>;
