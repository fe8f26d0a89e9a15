import type { DB } from "@leadcoach/db";
import { json } from "@leadcoach/db";

export async function countCompletedLessons(db: DB, userId: number): Promise<number> {
  const row = await db
    .selectFrom("userLessons")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("userId", "=", userId)
    .where("status", "=", "completed")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countActiveGoals(db: DB, userId: number): Promise<number> {
  const row = await db
    .selectFrom("goals")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("userId", "=", userId)
    .where("status", "=", "active")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Total XP and the badges earned, oldest badge first. */
export async function findXpAndBadges(
  db: DB,
  userId: number,
): Promise<{ totalXp: number; badges: string[] }> {
  const rows = await db
    .selectFrom("xpAwards")
    .select(["points", "badge"])
    .where("userId", "=", userId)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  const badges: string[] = [];
  for (const row of rows) if (row.badge && !badges.includes(row.badge)) badges.push(row.badge);
  return { totalXp: rows.reduce((sum, r) => sum + r.points, 0), badges };
}

/** The next scheduled activities from now on. */
export function findUpcomingActivities(db: DB, userId: number, now: Date, limit: number) {
  return db
    .selectFrom("calendarEvents")
    .select(["id", "type", "title", "description", "startTime", "endTime", "relatedId"])
    .where("userId", "=", userId)
    .where("status", "=", "scheduled")
    .where("startTime", ">=", now)
    .orderBy("startTime")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** The latest activity events, sign-ins left out (they are not progress). */
export function findRecentActivity(db: DB, userId: number, limit: number) {
  return db
    .selectFrom("activityEvents")
    .select(["type", "subject", "occurredAt"])
    .where("userId", "=", userId)
    .where("type", "!=", "sign_in")
    .orderBy("occurredAt", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Snapshots taken between `since` and `until` (inclusive), oldest first. */
export function findSnapshotsBetween(db: DB, userId: number, since: Date, until: Date, limit: number) {
  return db
    .selectFrom("progressSnapshots")
    .select(["snapshotDate", "overallScore", "skillScores"])
    .where("userId", "=", userId)
    .where("snapshotDate", ">=", since)
    .where("snapshotDate", "<=", until)
    .orderBy("snapshotDate")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** Stores where the user stands at `snapshotDate`; `skillScores` is keyed by skill id (as a string). */
export async function insertProgressSnapshot(
  db: DB,
  values: {
    userId: number;
    snapshotDate: Date;
    overallScore: number;
    skillScores: Record<string, number>;
    completedLessons: number;
    activeGoals: number;
    streakDays: number;
  },
): Promise<void> {
  await db
    .insertInto("progressSnapshots")
    .values({ ...values, skillScores: json(values.skillScores), createdAt: values.snapshotDate })
    .execute();
}
