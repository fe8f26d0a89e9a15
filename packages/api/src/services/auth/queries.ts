import type { DB, UsersTable } from "@leadcoach/db";
import { sql, type Insertable } from "kysely";
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

export async function setLastLoginAt(db: DB, userId: number, at: Date): Promise<void> {
  await db.updateTable("users").set({ lastLoginAt: at }).where("id", "=", userId).execute();
}

/** Adds one to a rate-limit counter, creating it at 1, and returns the new count (one statement). */
export async function incrementHitCount(db: DB, key: string, windowStart: Date): Promise<number> {
  const row = await db
    .insertInto("rateLimitHits")
    .values({ key, windowStart, count: 1 })
    .onConflict((oc) =>
      oc.columns(["key", "windowStart"]).doUpdateSet({ count: sql`rate_limit_hits.count + 1` }),
    )
    .returning("count")
    .executeTakeFirstOrThrow();
  return row.count;
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
