import { z } from "zod";
import { ZPassword } from "./auth";

export const ZChangePasswordInput = z.object({
  currentPassword: z.string().min(1, "Current password is required").max(200),
  newPassword: ZPassword,
});
export type ChangePasswordInput = z.infer<typeof ZChangePasswordInput>;
