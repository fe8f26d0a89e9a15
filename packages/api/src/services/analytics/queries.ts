import type { DB } from "@leadcoach/db";
import { sql } from "kysely";
import type { CohortFilter } from "../../schemas/analytics";
import { countOf, rowCount } from "../shared-queries";

/**
 * Analytics SQL. Only the rollup rebuild (`catchUpAnalytics`, and `catchUpBeforeRead` ahead of a read)
 * reads raw `activity_events`; every figure a request asks for is read from the rollup tables
 * (docs/analytics.md).
 */

const SESSION_GAP = sql.raw(`interval '30 minutes'`);
/** Any constant: the advisory lock two server processes take before touching the rollups. */
const ROLLUP_LOCK_KEY = 731_202_611;

/** Takes the rollup job's lock for the current transaction; false when another process holds it. */
export async function tryLockRollups(db: DB): Promise<boolean> {
  const { rows } = await sql<{
    locked: boolean;
  }>`select pg_try_advisory_xact_lock(${ROLLUP_LOCK_KEY}) as locked`.execute(db);
  return rows[0]?.locked === true;
}

/**
 * Takes the rollup lock for the current transaction, waiting at most `waitMs` for a holder (the
 * background batch or another read's catch-up) to commit. Past the wait it throws PostgreSQL's
 * lock_not_available error (see `isLockTimeout`). On PGlite, one connection, it never waits.
 */
export async function lockRollups(db: DB, waitMs: number): Promise<void> {
  await sql`select set_config('lock_timeout', ${`${Math.round(waitMs)}ms`}, true)`.execute(db);
  await sql`select pg_advisory_xact_lock(${ROLLUP_LOCK_KEY})`.execute(db);
}

/** PostgreSQL gave up waiting for a lock (`lock_timeout`). */
export function isLockTimeout(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "55P03";
}

/**
 * How many out-of-date (user, day) pairs are queued, counting no further than `limit` (reads at most
 * `limit` index entries however long the queue is).
 */
export async function countDirtyDaysUpTo(db: DB, limit: number): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from (select 1 from analytics_dirty_days limit ${limit}) q`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Removes up to `limit` out-of-date (user, day) pairs from the queue and returns them. */
export async function claimDirtyDays(db: DB, limit: number): Promise<{ userId: number; day: string }[]> {
  const { rows } = await sql<{ userId: number; day: string }>`
    delete from analytics_dirty_days d
    using (select user_id, day from analytics_dirty_days order by user_id, day limit ${limit}) c
    where d.user_id = c.user_id and d.day = c.day
    returning d.user_id as "userId", to_char(d.day, 'YYYY-MM-DD') as day`.execute(db);
  return rows;
}

export interface UserDayRange {
  userId: number;
  /** First and last day (UTC, 'YYYY-MM-DD') whose rows are rewritten. */
  from: string;
  to: string;
}

/**
 * Rewrites the `user_activity_days` rows of each user within [from, to] from raw events. Sessions are
 * found among the user's events from a day before `from` to two days after `to`, so a session that
 * crosses midnight is counted once, on the day it starts, with its whole length.
 */
export async function rewriteUserActivityDays(db: DB, ranges: UserDayRange[]): Promise<void> {
  if (ranges.length === 0) return;
  const userIds = ranges.map((r) => r.userId);
  const froms = ranges.map((r) => r.from);
  const tos = ranges.map((r) => r.to);
  await sql`
    delete from user_activity_days u
    using unnest(${userIds}::int[], ${froms}::date[], ${tos}::date[]) as r(user_id, d1, d2)
    where u.user_id = r.user_id and u.day between r.d1 and r.d2`.execute(db);
  await sql`
    with ranges as (
      select * from unnest(${userIds}::int[], ${froms}::date[], ${tos}::date[]) as r(user_id, d1, d2)
    ),
    ev as (
      select e.user_id, e.occurred_at, e.type, r.d1, r.d2
      from ranges r
      join activity_events e on e.user_id = r.user_id
        and e.occurred_at >= ((r.d1 - 1)::timestamp at time zone 'UTC')
        and e.occurred_at < ((r.d2 + 3)::timestamp at time zone 'UTC')
    ),
    marked as (
      select ev.*,
        case when lag(occurred_at) over w is null or occurred_at - lag(occurred_at) over w > ${SESSION_GAP}
          then 1 else 0 end as is_start
      from ev
      window w as (partition by user_id order by occurred_at)
    ),
    numbered as (
      select marked.*, sum(is_start) over (partition by user_id order by occurred_at rows unbounded preceding) as sid
      from marked
    ),
    sessions as (
      select user_id, (min(occurred_at) at time zone 'UTC')::date as day,
        extract(epoch from max(occurred_at) - min(occurred_at)) as seconds
      from numbered group by user_id, sid
    ),
    session_days as (
      select user_id, day, count(*)::int as sessions, round(sum(seconds))::bigint as seconds
      from sessions group by user_id, day
    ),
    event_days as (
      select user_id, (occurred_at at time zone 'UTC')::date as day, count(*)::int as events,
        (count(*) filter (where type = 'lesson_completed'))::int as lessons_completed,
        (count(*) filter (where type = 'assessment_taken'))::int as assessments_taken,
        (count(*) filter (where type = 'sign_in'))::int as sign_ins
      from ev group by 1, 2
    )
    insert into user_activity_days
      (user_id, day, events, sessions, session_seconds, lessons_completed, assessments_taken, sign_ins)
    select e.user_id, e.day, e.events, coalesce(s.sessions, 0), coalesce(s.seconds, 0),
      e.lessons_completed, e.assessments_taken, e.sign_ins
    from event_days e
    join ranges r on r.user_id = e.user_id and e.day between r.d1 and r.d2
    left join session_days s on s.user_id = e.user_id and s.day = e.day`.execute(db);
}

/** Rewrites the `activity_days` rows of the given days from `user_activity_days`. */
export async function rewriteActivityDays(db: DB, days: string[]): Promise<void> {
  if (days.length === 0) return;
  await sql`delete from activity_days where day = any(${days}::date[])`.execute(db);
  await sql`
    insert into activity_days (day, active_users, events, sessions, session_seconds, lessons_completed, assessments_taken)
    select day, count(*), sum(events), sum(sessions), sum(session_seconds), sum(lessons_completed), sum(assessments_taken)
    from user_activity_days where day = any(${days}::date[])
    group by day`.execute(db);
}

export async function recordRollupRun(db: DB, name: string, processed: number, at: Date): Promise<void> {
  await db
    .updateTable("analyticsRollupState")
    .set({
      lastRunAt: at,
      lastProcessed: processed,
      totalProcessed: sql<number>`total_processed + ${processed}`,
    })
    .where("name", "=", name)
    .execute();
}

export async function countDirtyDays(db: DB): Promise<number> {
  return countOf(db.selectFrom("analyticsDirtyDays").select(rowCount));
}

// ---------------------------------------------------------------------------------------------------
// Reads: rollups only. Each takes an optional cohort, a group or a program: its people's figures only (a
// read of the per-user rollups for those people, found through `group_members_pkey` or
// `program_enrolments_program_user_key`), or everyone's without one.

/**
 * A cohort's name (a program's is its current version's) and how many people it has (a group's
 * members, a program's enrolments), or no row when there is no such group or program.
 */
export function cohortSizeStatement(db: DB, cohort: CohortFilter) {
  if (cohort.kind === "group") {
    return db
      .selectFrom("groups")
      .select([
        "groups.name",
        (eb) =>
          eb
            .selectFrom("groupMembers")
            .select(eb.fn.countAll<number>().as("n"))
            .whereRef("groupMembers.groupId", "=", "groups.id")
            .as("members"),
      ])
      .where("groups.id", "=", cohort.id);
  }
  return db
    .selectFrom("programs")
    .innerJoin("programVersions", "programVersions.id", "programs.currentVersionId")
    .select([
      "programVersions.name",
      (eb) =>
        eb
          .selectFrom("programEnrolments")
          .select(eb.fn.countAll<number>().as("n"))
          .whereRef("programEnrolments.programId", "=", "programs.id")
          .as("members"),
    ])
    .where("programs.id", "=", cohort.id);
}

export function findCohortSize(db: DB, cohort: CohortFilter) {
  return cohortSizeStatement(db, cohort).executeTakeFirst();
}

/**
 * `column` names one of the cohort's people; true for everyone without one. The cohort's ids are read
 * once through its key (`group_members_pkey`, `program_enrolments_program_user_key`) into an array, and
 * each per-person table is then probed by its own `user_id` index for those ids only: an indexed
 * semi-join whose work grows with the cohort, never with the table (a plain `in (select ...)` lets the
 * planner hash the cohort and scan the whole table).
 */
function inCohort(column: string, cohort: CohortFilter | undefined) {
  if (cohort === undefined) return sql<boolean>`true`;
  const people =
    cohort.kind === "group"
      ? sql`select gm.user_id from group_members gm where gm.group_id = ${cohort.id}`
      : sql`select pe.user_id from program_enrolments pe where pe.program_id = ${cohort.id}`;
  return sql<boolean>`${sql.ref(column)} = any(array(${people}))`;
}

/** The day totals of everyone (`activity_days`), or of the cohort's people summed from their own rows. */
function dayTotals(cohort: CohortFilter | undefined) {
  return cohort === undefined
    ? sql`activity_days t where true`
    : sql`user_activity_days t where ${inCohort("t.user_id", cohort)}`;
}

export interface PeriodTotals {
  registeredUsers: number;
  activeUsers: number;
  sessions: number;
  sessionSeconds: number;
  lessonsCompleted: number;
}

/** Totals for the days [from, to]: from `activity_days`, distinct users from `user_activity_days`. */
export function periodTotalsStatement(from: string, to: string, cohort?: CohortFilter) {
  return sql<{
    registeredUsers: string;
    activeUsers: string;
    sessions: string | null;
    sessionSeconds: string | null;
    lessonsCompleted: string | null;
  }>`
    select
      (select count(*) from users where created_at < ((${to}::date + 1)::timestamp at time zone 'UTC')
        and ${inCohort("users.id", cohort)}) as "registeredUsers",
      (select count(distinct user_id) from user_activity_days where day between ${from}::date and ${to}::date
        and ${inCohort("user_activity_days.user_id", cohort)}) as "activeUsers",
      d.sessions, d.session_seconds as "sessionSeconds", d.lessons_completed as "lessonsCompleted"
    from (
      select sum(sessions) as sessions, sum(session_seconds) as session_seconds, sum(lessons_completed) as lessons_completed
      from ${dayTotals(cohort)} and day between ${from}::date and ${to}::date
    ) d`;
}

export async function findPeriodTotals(
  db: DB,
  from: string,
  to: string,
  cohort?: CohortFilter,
): Promise<PeriodTotals> {
  const { rows } = await periodTotalsStatement(from, to, cohort).execute(db);
  const r = rows[0];
  return {
    registeredUsers: Number(r?.registeredUsers ?? 0),
    activeUsers: Number(r?.activeUsers ?? 0),
    sessions: Number(r?.sessions ?? 0),
    sessionSeconds: Number(r?.sessionSeconds ?? 0),
    lessonsCompleted: Number(r?.lessonsCompleted ?? 0),
  };
}

export interface DayRow {
  day: string;
  activeUsers: number;
  newUsers: number;
  sessions: number;
  events: number;
  lessonsCompleted: number;
  assessmentsTaken: number;
}

/**
 * One row per bucket ('day', 'week' or 'month', by its first day) of [from, to], zeros included. Active
 * users of a week or month are distinct users, so those buckets read `user_activity_days`.
 */
export function bucketsStatement(
  from: string,
  to: string,
  unit: "day" | "week" | "month",
  cohort?: CohortFilter,
) {
  const u = sql.lit(unit);
  return sql<{
    day: string;
    activeUsers: string;
    newUsers: string;
    sessions: string;
    events: string;
    lessonsCompleted: string;
    assessmentsTaken: string;
  }>`
    with buckets as (
      select distinct date_trunc(${u}, g)::date as bucket
      from generate_series(${from}::date, ${to}::date, interval '1 day') g
    ),
    totals as (
      select date_trunc(${u}, day)::date as bucket, sum(events) as events, sum(sessions) as sessions,
        sum(lessons_completed) as lessons, sum(assessments_taken) as assessments
      from ${dayTotals(cohort)} and day between ${from}::date and ${to}::date
      group by 1
    ),
    active as (
      select date_trunc(${u}, day)::date as bucket, count(distinct user_id) as users
      from user_activity_days where day between ${from}::date and ${to}::date
        and ${inCohort("user_activity_days.user_id", cohort)}
      group by 1
    ),
    joined as (
      select date_trunc(${u}, (created_at at time zone 'UTC'))::date as bucket, count(*) as users
      from users
      where created_at >= (${from}::date::timestamp at time zone 'UTC')
        and created_at < ((${to}::date + 1)::timestamp at time zone 'UTC')
        and ${inCohort("users.id", cohort)}
      group by 1
    )
    select to_char(b.bucket, 'YYYY-MM-DD') as day, coalesce(a.users, 0) as "activeUsers",
      coalesce(j.users, 0) as "newUsers", coalesce(t.sessions, 0) as sessions, coalesce(t.events, 0) as events,
      coalesce(t.lessons, 0) as "lessonsCompleted", coalesce(t.assessments, 0) as "assessmentsTaken"
    from buckets b
    left join totals t on t.bucket = b.bucket
    left join active a on a.bucket = b.bucket
    left join joined j on j.bucket = b.bucket
    order by b.bucket`;
}

export async function findBuckets(
  db: DB,
  from: string,
  to: string,
  unit: "day" | "week" | "month",
  cohort?: CohortFilter,
): Promise<DayRow[]> {
  const { rows } = await bucketsStatement(from, to, unit, cohort).execute(db);
  return rows.map((r) => ({
    day: r.day,
    activeUsers: Number(r.activeUsers),
    newUsers: Number(r.newUsers),
    sessions: Number(r.sessions),
    events: Number(r.events),
    lessonsCompleted: Number(r.lessonsCompleted),
    assessmentsTaken: Number(r.assessmentsTaken),
  }));
}

/**
 * Days of [from, to] with any activity, newest first: from `activity_days`, or for a cohort summed over
 * its people's rows (a person has a row only on a day they were active).
 */
export function activeDaysStatement(db: DB, from: string, to: string, cohort?: CohortFilter) {
  const inRange = sql<boolean>`day between ${from}::date and ${to}::date`;
  const day = sql<string>`to_char(day, 'YYYY-MM-DD')`.as("day");
  if (cohort === undefined) {
    return db
      .selectFrom("activityDays")
      .select([day, "activeUsers", "sessions", "lessonsCompleted"])
      .where(inRange)
      .where("activeUsers", ">", 0)
      .orderBy("day", "desc");
  }
  return db
    .selectFrom("userActivityDays")
    .select([
      day,
      (eb) => eb.fn.countAll<number>().as("activeUsers"),
      (eb) => eb.fn.sum<number>("sessions").as("sessions"),
      (eb) => eb.fn.sum<number>("lessonsCompleted").as("lessonsCompleted"),
    ])
    .where(inRange)
    .where(inCohort("user_activity_days.user_id", cohort))
    .groupBy("day")
    .orderBy("day", "desc");
}

export async function findActiveDays(
  db: DB,
  from: string,
  to: string,
  cohort?: CohortFilter,
): Promise<{ day: string; activeUsers: number; sessions: number; lessonsCompleted: number }[]> {
  const rows = await activeDaysStatement(db, from, to, cohort).execute();
  return rows.map((r) => ({
    day: r.day,
    activeUsers: Number(r.activeUsers),
    sessions: Number(r.sessions),
    lessonsCompleted: Number(r.lessonsCompleted),
  }));
}

/** Registered and active users (any event in [activeFrom, asOf]) by sign-up month, newest first. */
export function retentionByMonthStatement(activeFrom: string, asOf: string, cohort?: CohortFilter) {
  return sql<{ month: string; totalUsers: string; activeUsers: string }>`
    select to_char(u.created_at at time zone 'UTC', 'YYYY-MM') as month, count(*) as "totalUsers",
      count(a.user_id) as "activeUsers"
    from users u
    left join (
      select distinct user_id from user_activity_days where day between ${activeFrom}::date and ${asOf}::date
        and ${inCohort("user_activity_days.user_id", cohort)}
    ) a on a.user_id = u.id
    where u.created_at < ((${asOf}::date + 1)::timestamp at time zone 'UTC') and ${inCohort("u.id", cohort)}
    group by 1 order by 1 desc`;
}

export async function findRetentionByMonth(
  db: DB,
  activeFrom: string,
  asOf: string,
  cohort?: CohortFilter,
): Promise<{ month: string; totalUsers: number; activeUsers: number }[]> {
  const { rows } = await retentionByMonthStatement(activeFrom, asOf, cohort).execute(db);
  return rows.map((r) => ({
    month: r.month,
    totalUsers: Number(r.totalUsers),
    activeUsers: Number(r.activeUsers),
  }));
}

export interface CohortSums {
  cohortType: "department" | "technical_background" | "experience" | "signup_month";
  cohortValue: string;
  users: number;
  activeDays: number;
  activeUsers: number;
  lessonsStarted: number;
  lessonsCompleted: number;
  growthSum: number;
  growthCount: number;
}

/**
 * Sums per cohort type and value (so that small ones can be folded together exactly): people, their
 * active days and active people within [activeFrom, asOf], lessons started and completed, and skill
 * growth (current score minus baseline, summed over assessed skills). With a cohort filter, each
 * per-person table is read for the cohort's people only.
 */
export function cohortSumsStatement(activeFrom: string, asOf: string, cohort?: CohortFilter) {
  return sql<Record<keyof CohortSums, string>>`
    with act as (
      select user_id, count(*) as days from user_activity_days
      where day between ${activeFrom}::date and ${asOf}::date and ${inCohort("user_activity_days.user_id", cohort)}
      group by user_id
    ),
    lessons as (
      select user_id, count(*) filter (where status <> 'not_started') as started,
        count(*) filter (where status = 'completed') as completed
      from user_lessons where ${inCohort("user_lessons.user_id", cohort)} group by user_id
    ),
    growth as (
      select b.user_id, sum(b.current_score - b.baseline_score) as total, count(*) as n
      from user_skill_baselines b where b.current_score is not null and ${inCohort("b.user_id", cohort)}
      group by b.user_id
    ),
    per_user as (
      select u.department, u.technical_background, u.years_experience, u.created_at,
        coalesce(act.days, 0) as days, coalesce(l.started, 0) as started, coalesce(l.completed, 0) as completed,
        coalesce(g.total, 0) as growth, coalesce(g.n, 0) as growth_n
      from users u
      left join act on act.user_id = u.id
      left join lessons l on l.user_id = u.id
      left join growth g on g.user_id = u.id
      where u.created_at < ((${asOf}::date + 1)::timestamp at time zone 'UTC') and ${inCohort("u.id", cohort)}
    ),
    labelled as (
      select coalesce(nullif(trim(department), ''), 'Not specified') as department,
        coalesce(technical_background::text, 'Not specified') as technical_background,
        case when years_experience <= 2 then '0-2 years' when years_experience <= 5 then '3-5 years'
          when years_experience <= 10 then '6-10 years' else '11+ years' end as experience,
        to_char(created_at at time zone 'UTC', 'YYYY-MM') as signup_month,
        days, started, completed, growth, growth_n
      from per_user
    )
    select
      case when grouping(department) = 0 then 'department'
        when grouping(technical_background) = 0 then 'technical_background'
        when grouping(experience) = 0 then 'experience' else 'signup_month' end as "cohortType",
      coalesce(department, technical_background, experience, signup_month) as "cohortValue",
      count(*) as users, sum(days) as "activeDays", count(*) filter (where days > 0) as "activeUsers",
      sum(started) as "lessonsStarted", sum(completed) as "lessonsCompleted", sum(growth) as "growthSum",
      sum(growth_n) as "growthCount"
    from labelled
    group by grouping sets ((department), (technical_background), (experience), (signup_month))
    order by 1, 2`;
}

export async function findCohortSums(
  db: DB,
  activeFrom: string,
  asOf: string,
  cohort?: CohortFilter,
): Promise<CohortSums[]> {
  const { rows } = await cohortSumsStatement(activeFrom, asOf, cohort).execute(db);
  return rows.map((r) => ({
    cohortType: r.cohortType as CohortSums["cohortType"],
    cohortValue: r.cohortValue,
    users: Number(r.users),
    activeDays: Number(r.activeDays),
    activeUsers: Number(r.activeUsers),
    lessonsStarted: Number(r.lessonsStarted),
    lessonsCompleted: Number(r.lessonsCompleted),
    growthSum: Number(r.growthSum),
    growthCount: Number(r.growthCount),
  }));
}

/** Per skill: users with a baseline and the sum of their growth (current score minus baseline). */
export function skillGrowthStatement(cohort?: CohortFilter) {
  return sql<{
    skillId: number;
    skillName: string;
    categoryName: string | null;
    users: string;
    growthSum: string;
  }>`
    select b.skill_id as "skillId", sk.name as "skillName", c.name as "categoryName", count(*) as users,
      sum(b.current_score - b.baseline_score) as "growthSum"
    from user_skill_baselines b
    join skills sk on sk.id = b.skill_id
    left join skill_categories c on c.id = sk.category_id
    where b.current_score is not null and ${inCohort("b.user_id", cohort)}
    group by b.skill_id, sk.name, c.name, sk.sort_order
    order by sk.sort_order, b.skill_id`;
}

export async function findSkillGrowth(
  db: DB,
  cohort?: CohortFilter,
): Promise<{ skillId: number; skillName: string; categoryName: string; users: number; growthSum: number }[]> {
  const { rows } = await skillGrowthStatement(cohort).execute(db);
  return rows.map((r) => ({
    skillId: r.skillId,
    skillName: r.skillName,
    categoryName: r.categoryName ?? "",
    users: Number(r.users),
    growthSum: Number(r.growthSum),
  }));
}

/** Users tracked and improving (growth above zero on any skill) and the growth over all assessed skills. */
export function skillGrowthTotalsStatement(cohort?: CohortFilter) {
  return sql<{
    users: string;
    improvingUsers: string;
    growthSum: string | null;
    pairs: string;
  }>`
    select count(*) as users, count(*) filter (where improving) as "improvingUsers",
      sum(growth) as "growthSum", sum(pairs) as pairs
    from (
      select bool_or(b.current_score > b.baseline_score) as improving,
        sum(b.current_score - b.baseline_score) as growth, count(*) as pairs
      from user_skill_baselines b where b.current_score is not null and ${inCohort("b.user_id", cohort)}
      group by b.user_id
    ) per_user`;
}

export async function findSkillGrowthTotals(
  db: DB,
  cohort?: CohortFilter,
): Promise<{ users: number; improvingUsers: number; growthSum: number; pairs: number }> {
  const { rows } = await skillGrowthTotalsStatement(cohort).execute(db);
  const r = rows[0];
  return {
    users: Number(r?.users ?? 0),
    improvingUsers: Number(r?.improvingUsers ?? 0),
    growthSum: Number(r?.growthSum ?? 0),
    pairs: Number(r?.pairs ?? 0),
  };
}

/** The users with the most average growth per assessed skill (above zero), by name and scores only. */
export function topSkillPerformersStatement(limit: number, cohort?: CohortFilter) {
  return sql<{ userName: string; improvement: string; currentScore: string }>`
    select u.name as "userName", g.improvement, g.current as "currentScore"
    from (
      select b.user_id, avg(b.current_score - b.baseline_score) as improvement, avg(b.current_score) as current
      from user_skill_baselines b
      where b.current_score is not null and ${inCohort("b.user_id", cohort)}
      group by b.user_id
      having avg(b.current_score - b.baseline_score) > 0
      order by improvement desc, b.user_id
      limit ${limit}
    ) g
    join users u on u.id = g.user_id
    order by g.improvement desc, g.user_id`;
}

export async function findTopSkillPerformers(
  db: DB,
  limit: number,
  cohort?: CohortFilter,
): Promise<{ userName: string; improvement: number; currentScore: number }[]> {
  const { rows } = await topSkillPerformersStatement(limit, cohort).execute(db);
  return rows.map((r) => ({
    userName: r.userName,
    improvement: Number(r.improvement),
    currentScore: Number(r.currentScore),
  }));
}
