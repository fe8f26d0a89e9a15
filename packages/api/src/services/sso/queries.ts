import type { DB } from "@leadcoach/db";
import { sql } from "kysely";
import { publicUserColumns } from "../users/queries";

/** The account an OpenID identity is bound to, with its public columns. */
export function findUserBySsoIdentity(db: DB, issuer: string, subject: string) {
  return db
    .selectFrom("ssoIdentities")
    .innerJoin("users", "users.id", "ssoIdentities.userId")
    .select(publicUserColumns.map((column) => `users.${column}` as const))
    .select("ssoIdentities.id as identityId")
    .where("ssoIdentities.issuer", "=", issuer)
    .where("ssoIdentities.subject", "=", subject)
    .executeTakeFirst();
}

/** The account with this e-mail address (compared case-insensitively), with its public columns. */
export function findUserByEmail(db: DB, email: string) {
  return db
    .selectFrom("users")
    .select(publicUserColumns)
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .executeTakeFirst();
}

/**
 * Binds an identity to an account. When the identity is already bound (two first sign-ins racing) the
 * existing row stays, and the caller reads it again: one statement, no error to catch.
 */
export async function insertSsoIdentity(
  db: DB,
  values: { userId: number; issuer: string; subject: string; email: string; at: Date },
): Promise<void> {
  await db
    .insertInto("ssoIdentities")
    .values({
      userId: values.userId,
      issuer: values.issuer,
      subject: values.subject,
      email: values.email,
      createdAt: values.at,
    })
    .onConflict((oc) => oc.columns(["issuer", "subject"]).doNothing())
    .execute();
}

export async function markSsoIdentityUsed(db: DB, identityId: number, at: Date): Promise<void> {
  await db.updateTable("ssoIdentities").set({ lastSignInAt: at }).where("id", "=", identityId).execute();
}

// Completing any sign-in through single sign-on accepts a pending invitation (services/auth/sign-in.ts).
export { acceptPendingInvitationOf, acceptPendingInvitationStatement } from "../auth/queries";
