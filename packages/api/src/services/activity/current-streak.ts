import type { DB } from "@leadcoach/db";
import { findLearningActionTimes } from "./queries";
import { streakDays } from "./streak";

const DAY_MS = 86_400_000;
/** A streak is counted over at most this many days of history. */
const STREAK_WINDOW_DAYS = 400;

/** The user's current streak in days, counted in their time zone. */
export async function currentStreak(db: DB, userId: number, now: Date, timeZone = "UTC"): Promise<number> {
  const since = new Date(now.getTime() - STREAK_WINDOW_DAYS * DAY_MS);
  return streakDays(await findLearningActionTimes(db, userId, since), now, timeZone);
}
