import type { DB } from "@leadcoach/db";
import { sql } from "kysely";

/**
 * Fixed-window counters in the database, so every server process shares them and a tRPC batch
 * counts each call it carries.
 */
export interface Window {
  key: string;
  windowMs: number;
}

function windowStart(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

export async function recordHit(db: DB, window: Window, now: Date): Promise<number> {
  const row = await db
    .insertInto("rateLimitHits")
    .values({ key: window.key, windowStart: windowStart(now, window.windowMs), count: 1 })
    .onConflict((oc) =>
      oc.columns(["key", "windowStart"]).doUpdateSet({ count: sql`rate_limit_hits.count + 1` }),
    )
    .returning("count")
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Gives back an attempt reserved with `recordHit` that turned out not to count (a right password). */
export async function releaseHit(db: DB, window: Window, now: Date): Promise<void> {
  await db
    .updateTable("rateLimitHits")
    .set({ count: sql`greatest(rate_limit_hits.count - 1, 0)` })
    .where("key", "=", window.key)
    .where("windowStart", "=", windowStart(now, window.windowMs))
    .execute();
}

/**
 * Reserves one attempt in each window, in one statement per window (increment and read together),
 * so parallel attempts cannot all read a count below the limit. True when every window is within its limit.
 */
export async function reserveAttempt(
  db: DB,
  windows: readonly (readonly [Window, number])[],
  now: Date,
): Promise<boolean> {
  let allowed = true;
  for (const [window, limit] of windows) {
    if ((await recordHit(db, window, now)) > limit) allowed = false;
  }
  return allowed;
}

export async function clearHits(db: DB, key: string): Promise<void> {
  await db.deleteFrom("rateLimitHits").where("key", "=", key).execute();
}

export async function pruneHits(db: DB, olderThan: Date): Promise<void> {
  await db.deleteFrom("rateLimitHits").where("windowStart", "<", olderThan).execute();
}
