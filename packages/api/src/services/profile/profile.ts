import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/errors";
import type { ZUpdateProfileInput } from "../../schemas/auth";
import type { PublicUser } from "../../schemas/users";
import type { ServiceDeps, SignedInVisitor } from "../deps";
import { enqueueSecurityAlert } from "../email/security-alert";
import { EMAIL_TAKEN, emailInUse, findUserEmail, lockUserRow, updateUserProfile } from "../users/queries";
import { toPublicUser } from "../users/session-user";

/**
 * The caller's own profile: name, e-mail, work details and picture. A changed e-mail address sends the
 * security e-mail to both addresses, in the change's transaction (the old one read under its lock).
 */
export async function updateProfile(
  { db, config, now }: ServiceDeps,
  visitor: SignedInVisitor,
  input: z.output<typeof ZUpdateProfileInput>,
): Promise<{ user: PublicUser }> {
  const caller = visitor.user;
  if (await emailInUse(db, input.email, caller.id)) throw new AppError("CONFLICT", EMAIL_TAKEN);
  try {
    const row = await db.transaction().execute(async (trx) => {
      await lockUserRow(trx, caller.id);
      const oldEmail = await findUserEmail(trx, caller.id);
      const updated = await updateUserProfile(trx, caller.id, input);
      if (oldEmail !== undefined && oldEmail.toLowerCase() !== updated.email.toLowerCase()) {
        await enqueueSecurityAlert(trx, config, {
          userId: caller.id,
          event: { kind: "email_changed", oldEmail, newEmail: updated.email },
          at: now(),
          origin: { userAgent: visitor.userAgent ?? null, ip: visitor.ip },
          alsoTo: oldEmail,
        });
      }
      return updated;
    });
    return { user: toPublicUser(row) };
  } catch (error) {
    if (isUniqueViolation(error, "users_email_lower_key")) throw new AppError("CONFLICT", EMAIL_TAKEN);
    throw error;
  }
}
