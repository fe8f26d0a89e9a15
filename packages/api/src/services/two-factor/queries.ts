import type { DB } from "@leadcoach/db";
import { sql } from "kysely";

export function findTotpFactor(db: DB, userId: number) {
  return db
    .selectFrom("totpFactors")
    .select(["secret", "confirmedAt", "lastUsedStep"])
    .where("userId", "=", userId)
    .executeTakeFirst();
}

/**
 * Stores a new secret waiting for its first code, replacing an unconfirmed one. Undefined when the
 * account already has a confirmed app: that one stays until it is turned off.
 */
export function storePendingTotp(db: DB, userId: number, secret: string, at: Date) {
  return db
    .insertInto("totpFactors")
    .values({ userId, secret, createdAt: at })
    .onConflict((oc) =>
      oc
        .column("userId")
        .doUpdateSet({ secret, createdAt: at, lastUsedStep: null })
        .where("totpFactors.confirmedAt", "is", null),
    )
    .returning("userId")
    .executeTakeFirst();
}

/**
 * Confirms the waiting secret with the time step of its first code. Conditional on the same secret
 * still waiting: two confirmations at once, or one racing a new start, confirm at most one.
 */
export async function confirmTotp(
  db: DB,
  userId: number,
  secret: string,
  step: number,
  at: Date,
): Promise<boolean> {
  const row = await db
    .updateTable("totpFactors")
    .set({ confirmedAt: at, lastUsedStep: step })
    .where("userId", "=", userId)
    .where("secret", "=", secret)
    .where("confirmedAt", "is", null)
    .returning("userId")
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes a code's time step, only if it is newer than the last one taken: a code is accepted once, and
 * of two requests with the same code (or codes of the same step) exactly one wins.
 */
export async function takeTotpStep(db: DB, userId: number, step: number): Promise<boolean> {
  const row = await db
    .updateTable("totpFactors")
    .set({ lastUsedStep: step })
    .where("userId", "=", userId)
    .where("confirmedAt", "is not", null)
    .where((eb) => eb.or([eb("lastUsedStep", "is", null), eb("lastUsedStep", "<", step)]))
    .returning("userId")
    .executeTakeFirst();
  return row !== undefined;
}

/** Replaces the account's recovery codes with these hashes. */
export async function replaceRecoveryCodes(
  db: DB,
  userId: number,
  hashes: string[],
  at: Date,
): Promise<void> {
  await db.deleteFrom("recoveryCodes").where("userId", "=", userId).execute();
  await db
    .insertInto("recoveryCodes")
    .values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: at })))
    .execute();
}

/** Uses a recovery code: deletes its row. True for the one request that deleted it. */
export async function takeRecoveryCode(db: DB, userId: number, codeHash: string): Promise<boolean> {
  const row = await db
    .deleteFrom("recoveryCodes")
    .where("userId", "=", userId)
    .where("codeHash", "=", codeHash)
    .returning("userId")
    .executeTakeFirst();
  return row !== undefined;
}

export async function countRecoveryCodes(db: DB, userId: number): Promise<number> {
  const row = await db
    .selectFrom("recoveryCodes")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Removes the authenticator app, the recovery codes and the failure count. True when there was an app. */
export async function deleteTotpFactor(db: DB, userId: number): Promise<boolean> {
  const removed = await db
    .deleteFrom("totpFactors")
    .where("userId", "=", userId)
    .returning("confirmedAt")
    .executeTakeFirst();
  await db.deleteFrom("recoveryCodes").where("userId", "=", userId).execute();
  await db.deleteFrom("secondFactorAttempts").where("userId", "=", userId).execute();
  return removed?.confirmedAt != null;
}

/**
 * Counts one attempt as a failure before its code is checked (so parallel attempts in any number of
 * processes cannot all slip under the limit), in one conditional statement: refused (undefined) while
 * a lockout runs; an expired lockout starts the count again; the `maxFailures`th in a row locks until
 * `now + lockMs`. A right code then clears the count (`clearSecondFactorFailures`).
 */
export function reserveSecondFactorAttempt(
  db: DB,
  userId: number,
  now: Date,
  maxFailures: number,
  lockMs: number,
) {
  const lockedUntil = new Date(now.getTime() + lockMs);
  const failures = sql<number>`case when second_factor_attempts.locked_until is not null then 1
    else second_factor_attempts.failures + 1 end`;
  return db
    .insertInto("secondFactorAttempts")
    .values({ userId, failures: 1, lockedUntil: maxFailures <= 1 ? lockedUntil : null })
    .onConflict((oc) =>
      oc
        .column("userId")
        .doUpdateSet({
          failures,
          lockedUntil: sql<Date | null>`case when ${failures} >= ${maxFailures} then ${lockedUntil}::timestamptz
            else null end`,
        })
        .where((eb) =>
          eb.or([
            eb("secondFactorAttempts.lockedUntil", "is", null),
            eb("secondFactorAttempts.lockedUntil", "<=", now),
          ]),
        ),
    )
    .returning(["failures", "lockedUntil"])
    .executeTakeFirst();
}

/** When the running lockout ends, or null. */
export async function findSecondFactorLock(db: DB, userId: number): Promise<Date | null> {
  const row = await db
    .selectFrom("secondFactorAttempts")
    .select("lockedUntil")
    .where("userId", "=", userId)
    .executeTakeFirst();
  return row?.lockedUntil ?? null;
}

/** A right code: the count of wrong ones in a row starts again. */
export async function clearSecondFactorFailures(db: DB, userId: number): Promise<void> {
  await db
    .updateTable("secondFactorAttempts")
    .set({ failures: 0, lockedUntil: null })
    .where("userId", "=", userId)
    .execute();
}

/** The person's e-mail address (the authenticator app's label) and password hash (turning it off). */
export function findAccountSecrets(db: DB, userId: number) {
  return db
    .selectFrom("users")
    .select(["email", "password", "role", "isActive"])
    .where("id", "=", userId)
    .executeTakeFirst();
}
