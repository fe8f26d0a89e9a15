import type { DB, UsersTable } from "@leadcoach/db";
import { sql, type Insertable } from "kysely";
import type { SecondFactorMethod } from "../../schemas/two-factor";
import { publicUserColumns } from "../users/queries";

export async function usernameInUse(db: DB, username: string): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("id")
    .where(sql<string>`lower(username)`, "=", username.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** Creates an account and returns its public columns. */
export function insertUser(db: DB, values: Insertable<UsersTable>) {
  return db.insertInto("users").values(values).returning(publicUserColumns).executeTakeFirstOrThrow();
}

/** The account with this e-mail address (compared case-insensitively) and its password hash. */
export function findUserWithPasswordByEmail(db: DB, email: string) {
  return db
    .selectFrom("users")
    .select([...publicUserColumns, "password"])
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .executeTakeFirst();
}

/**
 * Records a sign-in; the one before it moves to `previous_login_at` (the first-visit greeting reads it).
 * An invited or provisioned account's first sign-in is when it joined.
 */
export async function setLastLoginAt(db: DB, userId: number, at: Date): Promise<void> {
  await db
    .updateTable("users")
    .set({ previousLoginAt: sql`last_login_at`, lastLoginAt: at, joinedAt: sql`coalesce(joined_at, ${at})` })
    .where("id", "=", userId)
    .execute();
}

/** True while the person has signed in only once: the sign-in before the latest is unknown. */
export async function isFirstSession(db: DB, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("previousLoginAt")
    .where("id", "=", userId)
    .executeTakeFirst();
  return row !== undefined && row.previousLoginAt === null;
}

/** The active account with this address (case-insensitive), for a reset e-mail. */
export function findActiveAccountByEmail(db: DB, email: string) {
  return db
    .selectFrom("users")
    .select(["id", "email", "name"])
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .where("isActive", "=", true)
    .executeTakeFirst();
}

export async function insertResetToken(
  db: DB,
  values: { userId: number; tokenHash: string; expiresAt: Date; createdAt: Date; requestedIp: string },
): Promise<void> {
  await db.insertInto("passwordResetTokens").values(values).execute();
}

/**
 * Marks a link used, in one conditional statement: only an unused, unexpired link of an active account
 * matches, so of two uses racing for the same link exactly one gets the account (id, e-mail, name) back.
 */
export async function consumeResetToken(db: DB, tokenHash: string, now: Date) {
  const row = await db
    .updateTable("passwordResetTokens")
    .set({ usedAt: now })
    .from("users")
    .whereRef("users.id", "=", "passwordResetTokens.userId")
    .where("passwordResetTokens.tokenHash", "=", tokenHash)
    .where("passwordResetTokens.usedAt", "is", null)
    .where("passwordResetTokens.expiresAt", ">", now)
    .where("users.isActive", "=", true)
    .returning(["passwordResetTokens.userId", "users.email", "users.name"])
    .executeTakeFirst();
  return row ?? null;
}

/** Ends every other unused link of the account (a used link makes the older ones worthless). */
export async function endOpenResetTokens(db: DB, userId: number, now: Date): Promise<void> {
  await db
    .updateTable("passwordResetTokens")
    .set({ usedAt: now })
    .where("userId", "=", userId)
    .where("usedAt", "is", null)
    .execute();
}

/** Deletes reset links that expired before `olderThan`: used or not, they can no longer do anything. */
export async function pruneResetTokens(db: DB, olderThan: Date): Promise<void> {
  await db.deleteFrom("passwordResetTokens").where("expiresAt", "<", olderThan).execute();
}

/**
 * Adds one to a rate-limit counter (creating it at 1) only while it is below `below`, in one statement:
 * the row lock of the upsert makes parallel hits from every process take turns. Returns the new count,
 * or null when the counter was full and nothing was added.
 */
export async function incrementHitCountBelow(
  db: DB,
  key: string,
  windowStart: Date,
  below: number,
): Promise<number | null> {
  if (below < 1) return null;
  const row = await db
    .insertInto("rateLimitHits")
    .values({ key, windowStart, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(["key", "windowStart"])
        .doUpdateSet({ count: sql`rate_limit_hits.count + 1` })
        .where("rateLimitHits.count", "<", below),
    )
    .returning("count")
    .executeTakeFirst();
  return row?.count ?? null;
}

/** A rate-limit counter's count, 0 when it has none. */
export async function findHitCount(db: DB, key: string, windowStart: Date): Promise<number> {
  const row = await db
    .selectFrom("rateLimitHits")
    .select("count")
    .where("key", "=", key)
    .where("windowStart", "=", windowStart)
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** Takes one off a rate-limit counter, never below zero. */
export async function decrementHitCount(db: DB, key: string, windowStart: Date): Promise<void> {
  await db
    .updateTable("rateLimitHits")
    .set({ count: sql`greatest(rate_limit_hits.count - 1, 0)` })
    .where("key", "=", key)
    .where("windowStart", "=", windowStart)
    .execute();
}

/** Deletes the rate-limit counters of windows that started before `olderThan`. */
export async function pruneHits(db: DB, olderThan: Date): Promise<void> {
  await db.deleteFrom("rateLimitHits").where("windowStart", "<", olderThan).execute();
}

/** The account's password hash. */
export async function findPasswordHash(db: DB, userId: number): Promise<string> {
  const row = await db
    .selectFrom("users")
    .select("password")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return row.password;
}

/** Stores a new password hash; a changed demo account is no longer a demo account. */
export async function setPasswordHash(db: DB, userId: number, password: string): Promise<void> {
  await db.updateTable("users").set({ password, isDemo: false }).where("id", "=", userId).execute();
}

/** Deletes every session of the account: each device is signed out. */
export async function deleteSessionsOf(db: DB, userId: number): Promise<void> {
  await db.deleteFrom("sessions").where("userId", "=", userId).execute();
}

/**
 * The second-factor methods the account has, for the login screen's second step. Each method adds its
 * own test here (passkeys: a registered credential).
 */
export async function findSecondFactorMethods(db: DB, userId: number): Promise<SecondFactorMethod[]> {
  const row = await db
    .selectFrom("users")
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom("totpFactors")
            .select("userId")
            .where("userId", "=", userId)
            .where("confirmedAt", "is not", null),
        )
        .as("totp"),
      eb.exists(eb.selectFrom("recoveryCodes").select("userId").where("userId", "=", userId)).as("recovery"),
    ])
    .where("id", "=", userId)
    .executeTakeFirst();
  const methods: SecondFactorMethod[] = [];
  if (row?.totp) methods.push("totp");
  // Recovery codes stand in for a factor the account has, never for none.
  if (row?.recovery && methods.length > 0) methods.push("recovery_code");
  return methods;
}

/** The account's role and whether it may sign in, for the second-factor decision. */
export function findSignInState(db: DB, userId: number) {
  return db.selectFrom("users").select(["role", "isActive"]).where("id", "=", userId).executeTakeFirst();
}

/** The active account's public columns, as a completed sign-in answers them. */
export function findActivePublicUser(db: DB, userId: number) {
  return db
    .selectFrom("users")
    .select(publicUserColumns)
    .where("id", "=", userId)
    .where("isActive", "=", true)
    .executeTakeFirst();
}

/**
 * An invited account's first sign-in through single sign-on accepts its pending invitation (whatever its
 * link's expiry: the account exists and the provider vouched for the address). Returns its id, or null.
 */
export async function acceptPendingInvitationOf(db: DB, userId: number, at: Date): Promise<number | null> {
  const row = await acceptPendingInvitationStatement(db, userId, at).executeTakeFirst();
  return row?.id ?? null;
}

export function acceptPendingInvitationStatement(db: DB, userId: number, at: Date) {
  return db
    .updateTable("invitations")
    .set({ acceptedAt: at })
    .where("userId", "=", userId)
    .where("acceptedAt", "is", null)
    .where("revokedAt", "is", null)
    .returning("id");
}
