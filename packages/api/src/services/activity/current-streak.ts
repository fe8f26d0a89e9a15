import type { DB } from "@leadcoach/db";
import { countStreakDays } from "./queries";
import { localDay } from "./streak";

/** A streak is counted over at most this many days of history. */
export const STREAK_WINDOW_DAYS = 400;

/** The user's current streak in days, counted in their time zone. */
export async function currentStreak(db: DB, userId: number, now: Date, timeZone = "UTC"): Promise<number> {
  return countStreakDays(db, userId, localDay(now, timeZone), timeZone, STREAK_WINDOW_DAYS);
}
