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

export async function countHits(db: DB, window: Window, now: Date): Promise<number> {
  const row = await db
    .selectFrom("rateLimitHits")
    .select("count")
    .where("key", "=", window.key)
    .where("windowStart", "=", windowStart(now, window.windowMs))
    .executeTakeFirst();
  return row?.count ?? 0;
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

export async function clearHits(db: DB, key: string): Promise<void> {
  await db.deleteFrom("rateLimitHits").where("key", "=", key).execute();
}

export async function pruneHits(db: DB, olderThan: Date): Promise<void> {
  await db.deleteFrom("rateLimitHits").where("windowStart", "<", olderThan).execute();
}
