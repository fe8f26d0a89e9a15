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

/** Remembers an AuthnRequest this server sent, so that its answer can be matched (once) until it expires. */
export async function insertSamlRequest(db: DB, id: string, at: Date, expiresAt: Date): Promise<void> {
  await db.insertInto("samlRequests").values({ id, createdAt: at, expiresAt }).execute();
}

/** When an unanswered, unexpired request was sent, or undefined. */
export async function openSamlRequestCreatedAt(db: DB, id: string, at: Date): Promise<Date | undefined> {
  const row = await db
    .selectFrom("samlRequests")
    .select("createdAt")
    .where("id", "=", id)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", at)
    .executeTakeFirst();
  return row?.createdAt;
}

/** Marks a request answered; false when it was already answered, has expired, or was never sent. */
export async function consumeSamlRequest(db: DB, id: string, at: Date): Promise<boolean> {
  const spent = await db
    .updateTable("samlRequests")
    .set({ usedAt: at })
    .where("id", "=", id)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", at)
    .returning("id")
    .executeTakeFirst();
  return spent !== undefined;
}

/** Records an assertion's ID; false when it was recorded before (a replay), whichever process saw it. */
export async function rememberSamlAssertion(
  db: DB,
  values: { issuer: string; assertionId: string; expiresAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto("samlAssertions")
    .values(values)
    .onConflict((oc) => oc.columns(["issuer", "assertionId"]).doNothing())
    .returning("assertionId")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Forgets requests and assertions past their expiry (a replayed assertion past it is refused as expired). */
export async function deleteExpiredSamlRows(db: DB, at: Date): Promise<void> {
  await db.deleteFrom("samlRequests").where("expiresAt", "<=", at).execute();
  await db.deleteFrom("samlAssertions").where("expiresAt", "<=", at).execute();
}
