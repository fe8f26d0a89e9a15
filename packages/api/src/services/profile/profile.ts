import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/errors";
import type { ZUpdateProfileInput } from "../../schemas/auth";
import type { PublicUser } from "../../schemas/users";
import type { ServiceDeps, SessionUser } from "../deps";
import { EMAIL_TAKEN, emailInUse, updateUserProfile } from "../users/queries";
import { toPublicUser } from "../users/session-user";

/** The caller's own profile: name, e-mail, work details and picture. */
export async function updateProfile(
  { db }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZUpdateProfileInput>,
): Promise<{ user: PublicUser }> {
  if (await emailInUse(db, input.email, caller.id)) throw new AppError("CONFLICT", EMAIL_TAKEN);
  try {
    return { user: toPublicUser(await updateUserProfile(db, caller.id, input)) };
  } catch (error) {
    if (isUniqueViolation(error, "users_email_lower_key")) throw new AppError("CONFLICT", EMAIL_TAKEN);
    throw error;
  }
}
