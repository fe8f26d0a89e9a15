import type { DB } from "@leadcoach/db";
import { json, preparedStatement } from "@leadcoach/db";
import { sql } from "kysely";

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

/**
 * The dashboard's counters in one round trip: completed lessons, active goals, total XP and the badges
 * earned (oldest first). Each is aggregated in the database from the person's own index, so neither the
 * rows sent nor the statements run grow with their history.
 */
const dashboardCounts = preparedStatement(1, (db, userId: number) =>
  db.selectNoFrom((eb) => [
    eb
      .selectFrom("userLessons")
      .select(eb.fn.countAll<number>().as("n"))
      .where("userId", "=", userId)
      .where("status", "=", "completed")
      .as("completedLessons"),
    eb
      .selectFrom("goals")
      .select(eb.fn.countAll<number>().as("n"))
      .where("userId", "=", userId)
      .where("status", "=", "active")
      .as("activeGoals"),
    eb
      .selectFrom("xpAwards")
      .select(sql<number>`coalesce(sum(points), 0)`.as("n"))
      .where("userId", "=", userId)
      .as("totalXp"),
    eb
      .selectFrom((inner) =>
        inner
          .selectFrom("xpAwards")
          .select(["badge", sql<Date>`min(created_at)`.as("firstAt"), sql<number>`min(id)`.as("firstId")])
          .where("userId", "=", userId)
          .where("badge", "is not", null)
          .groupBy("badge")
          .as("earned"),
      )
      .select(sql<string[]>`coalesce(json_agg(badge order by first_at, first_id), '[]'::json)`.as("list"))
      .as("badges"),
  ]),
);

export async function findDashboardCounts(
  db: DB,
  userId: number,
): Promise<{ completedLessons: number; activeGoals: number; totalXp: number; badges: string[] }> {
  const [row] = await dashboardCounts(db, userId);
  return {
    completedLessons: Number(row?.completedLessons ?? 0),
    activeGoals: Number(row?.activeGoals ?? 0),
    totalXp: Number(row?.totalXp ?? 0),
    badges: row?.badges ?? [],
  };
}

// The dashboard's lists: built once per process, as they run on every dashboard.
const upcomingActivities = preparedStatement(3, (db, userId: number, now: Date, limit: number) =>
  db
    .selectFrom("calendarEvents")
    .select(["id", "type", "title", "description", "startTime", "endTime", "relatedId"])
    .where("userId", "=", userId)
    .where("status", "=", "scheduled")
    .where("startTime", ">=", now)
    .orderBy("startTime")
    .orderBy("id")
    .limit(limit),
);

const recentActivity = preparedStatement(2, (db, userId: number, limit: number) =>
  db
    .selectFrom("activityEvents")
    .select(["type", "subject", "occurredAt"])
    .where("userId", "=", userId)
    .where("type", "!=", "sign_in")
    .orderBy("occurredAt", "desc")
    .orderBy("id", "desc")
    .limit(limit),
);

/** The next scheduled activities from now on. */
export function findUpcomingActivities(db: DB, userId: number, now: Date, limit: number) {
  return upcomingActivities(db, userId, now, limit);
}

/** The latest activity events, sign-ins left out (they are not progress). */
export function findRecentActivity(db: DB, userId: number, limit: number) {
  return recentActivity(db, userId, limit);
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
