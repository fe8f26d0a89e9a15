// Seeds a large benchmark database: migrations and content as usual, then users, their progress and a
// year of activity in set-based SQL. Usage:
//   tsx bench-http/seed-large.ts [--url postgres://...] [--users 10000] [--events 1000000] [--pglite-dir DIR]
import { rm } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { learningActivityTypes } from "@leadcoach/api";
import { createDb, hashPassword, migrateToLatest, seed, type DB } from "@leadcoach/db";
import { sql } from "kysely";

export const DEFAULT_BENCH_URL = "postgres://postgres@127.0.0.1:5432/leadcoach_bench";

export interface SeedSize {
  /** Every user, the two known accounts included. */
  users: number;
  /** Activity rows over all users, the known accounts' 2,100 included. */
  events: number;
}

/** The two accounts the benchmark signs in as; the other users differ from 'ordinary' only by their id. */
export const benchAccounts = {
  active: { id: 1, email: "active@bench.test", events: 2_000, xpAwards: 150 },
  ordinary: { id: 2, email: "ordinary@bench.test", events: 100, xpAwards: 12 },
} as const;
export const BENCH_PASSWORD = "bench-password-not-secret";

const KNOWN_EVENTS = benchAccounts.active.events + benchAccounts.ordinary.events;
const GOALS_PER_USER = 5;

export interface SeedReport {
  seconds: number;
  users: number;
  events: number;
}

/** Drops and recreates the database in `url`, then fills it. */
export async function seedPostgres(url: string, size: SeedSize): Promise<SeedReport> {
  const started = performance.now();
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name) throw new Error(`The URL names no database: ${url}`);
  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  const admin = await createDb({ databaseUrl: maintenance.toString(), poolMax: 1 });
  try {
    await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
    await sql`create database ${sql.id(name)}`.execute(admin.db);
  } finally {
    await admin.close();
  }
  const handle = await createDb({ databaseUrl: url, poolMax: 1 });
  try {
    return await fill(handle.db, size, started);
  } finally {
    await handle.close();
  }
}

/** Empties `dir` and fills an embedded PGlite database there (the server's no-DATABASE_URL mode). */
export async function seedPglite(dir: string, size: SeedSize): Promise<SeedReport> {
  const started = performance.now();
  await rm(dir, { recursive: true, force: true });
  const handle = await createDb({ pgliteDir: dir });
  try {
    return await fill(handle.db, size, started);
  } finally {
    await handle.close();
  }
}

async function fill(db: DB, size: SeedSize, started: number): Promise<SeedReport> {
  if (size.users < 3) throw new Error("--users must be at least 3");
  if (size.events < KNOWN_EVENTS + size.users) {
    throw new Error(`--events must be at least ${KNOWN_EVENTS + size.users} for ${size.users} users`);
  }
  await migrateToLatest(db);
  await seed(db, { demo: false });
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  // One connection for everything, so setseed() makes the random parts the same on every run.
  await db.connection().execute(async (conn) => {
    await sql`select setseed(0.42)`.execute(conn);
    // The rows are generated consistent, so foreign-key checks and triggers (the analytics marks) are
    // skipped, and activity_events' secondary indexes are built once after the load rather than row by
    // row: together they take the load from minutes to seconds.
    await sql`set session_replication_role = replica`.execute(conn);
    await sql`set maintenance_work_mem = '256MB'`.execute(conn);
    const { rows: indexes } = await sql<{ name: string; definition: string }>`
      select indexname as name, indexdef as definition from pg_indexes
      where schemaname = current_schema() and tablename = 'activity_events'
        and indexname <> 'activity_events_pkey'`.execute(conn);
    for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(conn);
    for (const statement of bulkStatements(size, passwordHash)) await statement.execute(conn);
    for (const index of indexes) await sql.raw(index.definition).execute(conn);
    await sql`set session_replication_role = origin`.execute(conn);
    await sql`analyze`.execute(conn);
  });
  return { seconds: (performance.now() - started) / 1000, users: size.users, events: size.events };
}

/**
 * What the dashboard (assessments, user_lessons, goals, xp_awards, coaching_recommendations,
 * calendar_events, activity_events for the streak and recent activity) and skills progress
 * (user_skills, user_lessons, activity_events by lessonId/goalId, goals) read, with ids chosen in SQL so
 * that events point at the user's own goals and at real lessons.
 */
function bulkStatements(size: SeedSize, passwordHash: string) {
  const users = size.users;
  const others = users - 2;
  const otherEvents = size.events - KNOWN_EVENTS;
  const { active, ordinary } = benchAccounts;
  return [
    sql`insert into users (id, email, password, name, job_title, years_experience, technical_background,
          created_at, last_login_at)
        select i,
          case i when ${active.id}::int then ${active.email}::text when ${ordinary.id}::int then ${ordinary.email}::text
            else 'bench-' || i || '@bench.test' end,
          ${passwordHash}::text, 'Bench User ' || i,
          (array['Staff Engineer', 'Engineering Manager', 'Tech Lead', 'Data Science Lead'])[1 + i % 4],
          i % 15, (array['engineering', 'data', 'devops', 'product'])[1 + i % 4],
          now() - interval '420 days' + (i % 20) * interval '1 day', now() - (i % 30) * interval '1 day'
        from generate_series(1, ${users}::int) as s(i)`,
    sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`,

    // One completed assessment each, an older one for every second user.
    sql`insert into assessments (user_id, status, total_score, max_score, overall_percent, category_scores,
          completed_at, created_at)
        select u, 'completed', 150 + (u * 7 + k * 13) % 150, 350, 40 + (u * 7 + k * 13) % 50, '{}'::jsonb,
          now() - (k * 120 + u % 60) * interval '1 day', now() - (k * 120 + u % 60) * interval '1 day'
        from generate_series(1, ${users}::int) as u cross join generate_series(0, 1) as k
        where k = 0 or u % 2 = 0`,

    sql`insert into user_skills (user_id, skill_id, current_score, last_activity_at)
        select u, s.id, 30 + (u * 31 + s.id * 17) % 70, now() - ((u + s.id) % 90) * interval '1 day'
        from generate_series(1, ${users}::int) as u cross join skills s`,

    // Goal ids are (user - 1) * 5 + k, so activity rows can name the user's own goals.
    sql`insert into goals (id, user_id, skill_id, title, target_score, current_score, target_date, priority,
          status, progress_percentage, completed_at, created_at, updated_at)
        select (u - 1) * ${GOALS_PER_USER}::int + k, u, sk.ids[1 + (u + k) % cardinality(sk.ids)],
          'Bench goal ' || k, 80, 40 + (u + k) % 40, (now() + k * interval '30 days')::date,
          (array['high', 'medium', 'low'])[1 + k % 3],
          case when k <= 3 then 'active' when k = 4 then 'completed' else 'paused' end,
          case when k = 4 then 100 else (u * 13 + k * 7) % 90 end,
          case when k = 4 then now() - interval '10 days' end,
          now() - interval '200 days', now() - (k * 5) * interval '1 day'
        from generate_series(1, ${users}::int) as u
        cross join generate_series(1, ${GOALS_PER_USER}::int) as k
        cross join (select array_agg(id order by id) as ids from skills) as sk`,
    sql`select setval(pg_get_serial_sequence('goals', 'id'), (select max(id) from goals))`,

    // Six lessons touched per user (three completed), every lesson for the active one.
    sql`insert into user_lessons (user_id, lesson_id, status, progress, current_step, completed_at, time_spent,
          created_at, updated_at)
        select u, ls.ids[1 + (u + j) % cardinality(ls.ids)],
          case when j < 3 or u = ${active.id}::int then 'completed' when j < 5 then 'in_progress' else 'not_started' end,
          case when j < 3 or u = ${active.id}::int then 100 when j < 5 then 40 else 0 end,
          case when j < 3 or u = ${active.id}::int then 6 when j < 5 then 2 else 0 end,
          case when j < 3 or u = ${active.id}::int then now() - (j * 9 + u % 30) * interval '1 day' end,
          1200, now() - interval '300 days', now() - (j * 9 + u % 30) * interval '1 day'
        from generate_series(1, ${users}::int) as u
        cross join (select array_agg(id order by id) as ids from lessons where is_active) as ls
        cross join lateral generate_series(0,
          case when u = ${active.id}::int then cardinality(ls.ids) - 1 else least(5, cardinality(ls.ids) - 1) end) as j`,

    sql`insert into xp_awards (user_id, source_key, points, badge, created_at)
        select u, 'bench-' || k, 10 + (u + k) % 5 * 10,
          case when k % 5 = 0 then (array['first-steps', 'quiz-master', 'goal-getter', 'streak-7'])[1 + k / 5 % 4] end,
          now() - (400 - k * 2) * interval '1 day'
        from generate_series(1, ${users}::int) as u
        cross join lateral generate_series(1,
          case when u = ${active.id}::int then ${active.xpAwards}::int else ${ordinary.xpAwards}::int end) as k`,

    sql`insert into coaching_recommendations (user_id, skill_id, lesson_id, type, title, content, reason, priority,
          status, due_date, created_at)
        select u, sk.ids[1 + (u + k) % cardinality(sk.ids)], ls.ids[1 + (u + k) % cardinality(ls.ids)],
          (array['daily_tip', 'weekly_challenge', 'skill_exercise', 'general'])[1 + k % 4],
          'Bench recommendation ' || k,
          'Reread your last heated pull-request thread and rewrite one comment as a question.',
          'Your weakest skill', (array['high', 'medium', 'low'])[1 + k % 3],
          case when k <= 5 then 'pending' when k <= 7 then 'started' else 'completed' end,
          now() + k * interval '1 day', now() - (k * 3) * interval '1 day'
        from generate_series(1, ${users}::int) as u cross join generate_series(1, 8) as k
        cross join (select array_agg(id order by id) as ids from skills) as sk
        cross join (select array_agg(id order by id) as ids from lessons) as ls`,

    // Three upcoming activities and three past ones each.
    sql`insert into calendar_events (user_id, title, description, type, start_time, end_time, related_id,
          status, completed_at)
        select u, 'Bench activity ' || k, 'Practice the opening of a hard 1:1',
          case when k % 2 = 0 then 'lesson' else 'skill_practice' end,
          now() + (k - 3) * interval '2 days', now() + (k - 3) * interval '2 days' + interval '30 minutes',
          case when k % 2 = 0 then ls.ids[1 + (u + k) % cardinality(ls.ids)] end,
          case when k > 3 then 'scheduled' when k = 1 then 'cancelled' else 'attended' end,
          case when k between 2 and 3 then now() + (k - 3) * interval '2 days' + interval '30 minutes' end
        from generate_series(1, ${users}::int) as u cross join generate_series(1, 6) as k
        cross join (select array_agg(id order by id) as ids from lessons) as ls`,

    sql`insert into progress_snapshots (user_id, snapshot_date, overall_score, skill_scores, completed_lessons,
          active_goals, streak_days, created_at)
        select u, now() - (k * 30) * interval '1 day', 40 + (u + k) % 40, v.scores, 3, 3, k,
          now() - (k * 30) * interval '1 day'
        from generate_series(1, ${users}::int) as u cross join generate_series(0, 5) as k
        join (
          select v, (select jsonb_object_agg(s.id::text, 40 + (v + s.id * 3) % 50) from skills s) as scores
          from generate_series(0, 41) as v
        ) as v on v.v = u % 7 * 6 + k`,

    // Activity: the known users get their fixed counts, the others share the rest evenly; times are
    // spread over the last 400 days, types weighted like real use (a quarter are sign-ins).
    sql`insert into activity_events (user_id, type, subject, detail, occurred_at)
        select e.u,
          case when e.t < 30 then 'lesson_step' when e.t < 45 then 'quiz_answered'
            when e.t < 52 then 'lesson_completed' when e.t < 62 then 'goal_progress'
            when e.t < 65 then 'goal_completed' when e.t < 70 then 'activity_attended'
            when e.t < 73 then 'assessment_taken' when e.t < 75 then 'feedback_requested' else 'sign_in' end,
          case when e.t < 52 then ls.titles[1 + e.i % cardinality(ls.ids)]
            when e.t < 65 then 'Bench goal ' || (1 + e.i % ${GOALS_PER_USER}::int)
            when e.t < 75 then 'Bench activity' else 'Signed in' end,
          case when e.t < 52 then jsonb_build_object('lessonId', ls.ids[1 + e.i % cardinality(ls.ids)])
            when e.t < 65 then jsonb_build_object('goalId', (e.u - 1) * ${GOALS_PER_USER}::int + 1 + e.i % ${GOALS_PER_USER}::int)
            else '{}'::jsonb end,
          now() - random() * interval '400 days'
        from (
          select i, floor(random() * 100)::int as t,
            case when i < ${active.events}::int then ${active.id}::int
              when i < ${KNOWN_EVENTS}::int then ${ordinary.id}::int
              else 3 + (i - ${KNOWN_EVENTS}::int) % ${others}::int end as u
          from generate_series(0, ${KNOWN_EVENTS + otherEvents - 1}::int) as s(i)
        ) as e
        cross join (select array_agg(id order by id) as ids, array_agg(title order by id) as titles
          from lessons) as ls`,

    // The triggers that keep each person's learning days are off too: their rows, in one pass.
    sql`insert into user_learning_days (user_id, day, first_at, last_at)
        select user_id, (occurred_at at time zone 'UTC')::date, min(occurred_at), max(occurred_at)
        from activity_events where type in (${sql.join([...learningActivityTypes])})
        group by 1, 2`,

    // With triggers off no user-day is marked for the analytics rollups, which the dashboard does not
    // read; the server's catch-up job would otherwise spend the benchmark recomputing a year.
    sql`truncate analytics_dirty_days`,
  ];
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: "string", default: DEFAULT_BENCH_URL },
      users: { type: "string", default: "10000" },
      events: { type: "string", default: "1000000" },
      "pglite-dir": { type: "string" },
    },
  });
  const size = { users: Number(values.users), events: Number(values.events) };
  const dir = values["pglite-dir"];
  const report = dir ? await seedPglite(dir, size) : await seedPostgres(values.url, size);
  console.log(
    `Seeded ${dir ? `PGlite in ${dir}` : values.url}: ${report.users} users, ${report.events} activity rows ` +
      `in ${report.seconds.toFixed(1)} s`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
