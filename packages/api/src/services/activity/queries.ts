import type { DB } from "@leadcoach/db";
import { sql } from "kysely";
import { learningActivityTypes, streakDays } from "./streak";

const DAY_MS = 86_400_000;
/** A streak is counted over at most this many days of history. */
const STREAK_WINDOW_DAYS = 400;

/**
 * The instants of a user's learning actions, reduced to 15-minute buckets: every time zone's offset is
 * a multiple of 15 minutes, so each bucket falls on one local day whatever the zone.
 */
export async function findLearningActionTimes(db: DB, userId: number, since: Date): Promise<Date[]> {
  const rows = await db
    .selectFrom("activityEvents")
    .select(sql<Date>`to_timestamp(floor(extract(epoch from occurred_at) / 900) * 900)`.as("bucket"))
    .distinct()
    .where("userId", "=", userId)
    .where("type", "in", learningActivityTypes)
    .where("occurredAt", ">=", since)
    .execute();
  return rows.map((r) => new Date(r.bucket));
}

/** The user's current streak in days, counted in their time zone. */
export async function currentStreak(db: DB, userId: number, now: Date, timeZone = "UTC"): Promise<number> {
  const since = new Date(now.getTime() - STREAK_WINDOW_DAYS * DAY_MS);
  return streakDays(await findLearningActionTimes(db, userId, since), now, timeZone);
}
