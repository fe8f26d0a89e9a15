import type { DB } from "@leadcoach/db";
import { sql } from "kysely";
import { countOf, rowCount } from "../shared-queries";

/** Accounts that can sign in. */
export async function countActiveAccounts(db: DB): Promise<number> {
  return countOf(db.selectFrom("users").select(rowCount).where("isActive", "=", true));
}

/**
 * Active accounts with a recorded event on `sinceDay` ('YYYY-MM-DD', UTC) or later, read from the
 * rollups (index-only on user_activity_days_day_idx): counting raw events took 600 ms at 10,000,000
 * events. The caller brings the rollups up to date first (`catchUpBeforeRead`).
 */
export async function countUsersActiveSinceDay(db: DB, sinceDay: string): Promise<number> {
  const row = await db
    .selectFrom("userActivityDays as d")
    .innerJoin("users as u", "u.id", "d.userId")
    .select((eb) => eb.fn.count<number>("d.userId").distinct().as("n"))
    .where("d.day", ">=", sinceDay)
    .where("u.isActive", "=", true)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countCompletedAssessments(db: DB): Promise<number> {
  return countOf(db.selectFrom("assessments").select(rowCount).where("status", "=", sql.lit("completed")));
}

/** Completed lessons across all users (user_lessons_completed_at_idx). */
export async function countAllCompletedLessons(db: DB): Promise<number> {
  return countOf(
    db
      .selectFrom("userLessons")
      .select(rowCount)
      .where("completedAt", "is not", null)
      .where("status", "=", "completed"),
  );
}

/** Latest completed assessments only: no later completed one of the same user exists. */
function latestAssessments(db: DB) {
  return db
    .selectFrom("assessments as a")
    .innerJoin("users as u", "u.id", "a.userId")
    .where("a.status", "=", sql.lit("completed"))
    .where("a.completedAt", "is not", null)
    .where("a.overallPercent", "is not", null)
    .where("u.isActive", "=", true)
    .where((outer) =>
      outer.not(
        outer.exists(
          outer
            .selectFrom("assessments as b")
            .select(sql.lit(1).as("one"))
            .whereRef("b.userId", "=", "a.userId")
            .where("b.status", "=", sql.lit("completed"))
            .where((eb) =>
              eb.or([
                eb("b.completedAt", ">", eb.ref("a.completedAt")),
                eb.and([eb("b.completedAt", "=", eb.ref("a.completedAt")), eb("b.id", ">", eb.ref("a.id"))]),
              ]),
            ),
        ),
      ),
    );
}

/** The mean of every active user's latest overall score (0 when nobody has one). */
export async function averageLatestOverallScore(db: DB): Promise<number> {
  const row = await latestAssessments(db)
    .select((eb) => eb.fn.avg<number | null>("a.overallPercent").as("avg"))
    .executeTakeFirstOrThrow();
  return row.avg === null ? 0 : Number(row.avg);
}

/**
 * The highest latest scores: walks assessments_completed_percent_idx from the top and stops after
 * `limit` users.
 */
export function findTopPerformers(db: DB, limit: number) {
  return latestAssessments(db)
    .select(["u.id", "u.name", "u.avatar", "u.jobTitle", "a.overallPercent"])
    .orderBy("a.overallPercent", "desc")
    .orderBy("a.userId", "desc")
    .limit(limit)
    .execute();
}

/** New accounts per calendar month (UTC) in [from, until), keyed 'YYYY-MM' (users_created_at_idx). */
export async function countSignupsByMonth(db: DB, from: Date, until: Date): Promise<Map<string, number>> {
  const month = sql<string>`to_char(date_trunc('month', ${sql.ref("createdAt")} at time zone 'UTC'), 'YYYY-MM')`;
  const rows = await db
    .selectFrom("users")
    .select([month.as("month"), (eb) => eb.fn.countAll<number>().as("n")])
    .where("createdAt", ">=", from)
    .where("createdAt", "<", until)
    .groupBy(month)
    .execute();
  return new Map(rows.map((r) => [r.month, Number(r.n)]));
}

/** The latest events across all users, sign-ins left out (activity_events_time_idx, backwards). */
export function findLatestActivity(db: DB, limit: number) {
  return db
    .selectFrom("activityEvents as e")
    .innerJoin("users as u", "u.id", "e.userId")
    .select(["u.id as userId", "u.name", "u.avatar", "e.type", "e.subject", "e.occurredAt"])
    .where("e.type", "!=", "sign_in")
    .orderBy("e.occurredAt", "desc")
    .orderBy("e.id", "desc")
    .limit(limit)
    .execute();
}

/** Round-trip time of the simplest statement, in milliseconds. */
export async function pingDatabase(db: DB): Promise<number> {
  const started = performance.now();
  await sql`select 1`.execute(db);
  return performance.now() - started;
}

/** Pending e-mails still unsent at `overdueBefore` (email_outbox_pending_idx). */
export async function countOverdueEmails(db: DB, overdueBefore: Date): Promise<number> {
  return countOf(
    db
      .selectFrom("emailOutbox")
      .select(rowCount)
      .where("status", "=", "pending")
      .where("sendAfter", "<", overdueBefore),
  );
}

/** E-mails due since `since` and, of those, the ones whose last delivery attempt failed. */
export async function countRecentDeliveries(db: DB, since: Date): Promise<{ total: number; failed: number }> {
  const row = await db
    .selectFrom("emailOutbox")
    .select((eb) => [
      eb.fn.countAll<number>().as("total"),
      eb.fn
        .sum<number | null>(sql`case when ${sql.ref("lastError")} is not null then 1 else 0 end`)
        .as("failed"),
    ])
    .where("sendAfter", ">=", since)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), failed: Number(row.failed ?? 0) };
}

/** Every account's e-mail, for the super admin's download, oldest account first. */
export function findAllAccountEmails(db: DB) {
  return db
    .selectFrom("users")
    .select(["id", "name", "email", "username", "role", "isActive", "createdAt"])
    .orderBy("id")
    .execute();
}

/** The accounts with these e-mails that are still flagged as demo accounts. */
export function findDemoAccountsByEmail(db: DB, emails: readonly string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("users")
    .select(["id", "name", "username", "email", "role", "createdAt"])
    .where("isDemo", "=", true)
    .where((eb) =>
      eb(
        eb.fn("lower", ["email"]),
        "in",
        emails.map((e) => e.toLowerCase()),
      ),
    )
    .orderBy("id")
    .execute();
}

/** Any account, active or not, for the per-user view. */
export function findUserProfile(db: DB, userId: number) {
  return db
    .selectFrom("users")
    .select(["id", "name", "email", "role", "avatar", "jobTitle", "companyName"])
    .where("id", "=", userId)
    .executeTakeFirst();
}
