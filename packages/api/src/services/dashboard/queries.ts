import type { DB } from "@leadcoach/db";
import { json, jsonRow, jsonRows, preparedStatement } from "@leadcoach/db";
import { sql } from "kysely";
import { streakDaysQuery } from "../activity/queries";
import { STREAK_WINDOW_DAYS } from "../activity/current-streak";
import { pendingRecommendationsQuery } from "../recommendations/queries";
import { latestCompletedAssessmentQuery } from "../skills/queries";
import { countOf, rowCount } from "../shared-queries";

export async function countCompletedLessons(db: DB, userId: number): Promise<number> {
  return countOf(
    db
      .selectFrom("userLessons")
      .select(rowCount)
      .where("userId", "=", userId)
      .where("status", "=", "completed"),
  );
}

export async function countActiveGoals(db: DB, userId: number): Promise<number> {
  return countOf(
    db.selectFrom("goals").select(rowCount).where("userId", "=", userId).where("status", "=", "active"),
  );
}

/**
 * The dashboard's counters: completed lessons, active goals, total XP and the badges earned (oldest
 * first). Each is aggregated in the database from the person's own index, so neither the rows sent nor
 * the statements run grow with their history.
 */
const dashboardCountsQuery = (db: DB, userId: number) =>
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
  ]);

const upcomingActivitiesQuery = (db: DB, userId: number, now: Date, limit: number) =>
  db
    .selectFrom("calendarEvents")
    .select(["id", "type", "title", "description", "startTime", "endTime", "relatedId"])
    .where("userId", "=", userId)
    .where("status", "=", "scheduled")
    .where("startTime", ">=", now)
    .orderBy("startTime")
    .orderBy("id")
    .limit(limit);

const recentActivityQuery = (db: DB, userId: number, limit: number) =>
  db
    .selectFrom("activityEvents")
    .select(["type", "subject", "occurredAt"])
    .where("userId", "=", userId)
    .where("type", "!=", "sign_in")
    .orderBy("occurredAt", "desc")
    .orderBy("id", "desc")
    .limit(limit);

const recentActivity = preparedStatement(2, recentActivityQuery);

/**
 * Everything the dashboard shows in one statement: the latest assessment, the counters, the streak and the
 * three lists, each a subquery starting from the person's own index. One round trip and one statement
 * to run instead of six side by side: on PostgreSQL the database does a third of the work per dashboard,
 * and the request waits on one reply instead of six (docs/performance.md).
 */
const dashboardData = preparedStatement(
  7,
  (
    db,
    userId: number,
    now: Date,
    today: string,
    timeZone: string,
    recommendations: number,
    upcoming: number,
    recent: number,
  ) =>
    db.selectNoFrom([
      // Only the score: the assessment's other columns (its category scores above all) would be built into
      // JSON and parsed again for nothing.
      jsonRow(latestCompletedAssessmentQuery(db, userId).clearSelect().select("overallPercent")).as(
        "assessment",
      ),
      jsonRow(dashboardCountsQuery(db, userId)).as("counts"),
      sql<number>`(${streakDaysQuery(userId, today, timeZone, STREAK_WINDOW_DAYS)})`.as("streakDays"),
      jsonRows(pendingRecommendationsQuery(db, userId, recommendations)).as("recommendations"),
      jsonRows(upcomingActivitiesQuery(db, userId, now, upcoming)).as("upcomingEvents"),
      jsonRows(recentActivityQuery(db, userId, recent)).as("recentActivity"),
    ]),
);

/** The dashboard's rows for `userId`; the streak counts local days in `timeZone`, ending `today` there. */
export async function findDashboardData(
  db: DB,
  query: {
    userId: number;
    now: Date;
    today: string;
    timeZone: string;
    limits: { recommendations: number; upcoming: number; recent: number };
  },
) {
  const { userId, now, today, timeZone, limits } = query;
  const [row] = await dashboardData(
    db,
    userId,
    now,
    today,
    timeZone,
    limits.recommendations,
    limits.upcoming,
    limits.recent,
  );
  if (!row) throw new Error("The dashboard statement returned no row.");
  return row;
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
