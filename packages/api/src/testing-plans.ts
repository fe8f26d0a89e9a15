/**
 * Helpers of the tests (and benchmarks) that check a statement's plan on a busy database: a crowd of
 * other people, and the text of EXPLAIN, for the plan of the arguments given or the generic one.
 */
import type { DB } from "@leadcoach/db";
import { CompiledQuery, sql } from "kysely";

/** Inserts `count` other people ('crowd-N@example.test'), whose rows fill the tables around the caller's. */
export async function insertCrowd(db: DB, count: number): Promise<void> {
  await sql`insert into users (email, password, name)
    select 'crowd-' || n || '@example.test', 'x', 'Crowd ' || n from generate_series(1, ${count}) n`.execute(
    db,
  );
}

/**
 * `programs` programs of 12 weekly reflection steps, every person enrolled in one (by id, in turn), starting
 * on `firstStart` plus up to `spreadDays` days, with their first 0 to 7 steps done. Returns the first
 * program's id.
 */
export async function insertProgramCohorts(
  db: DB,
  options: { programs: number; firstStart: string; spreadDays: number },
): Promise<number> {
  const { programs, firstStart, spreadDays } = options;
  await sql`insert into programs (is_open) select false from generate_series(1, ${programs})`.execute(db);
  await sql`insert into program_versions (program_id, version, name, length_weeks)
    select id, 1, 'Program ' || id, 12 from programs`.execute(db);
  await sql`update programs p set current_version_id = v.id from program_versions v where v.program_id = p.id`.execute(
    db,
  );
  await sql`insert into program_steps (version_id, position, week, kind, title, prompt)
    select v.id, w - 1, w, 'reflection', 'Week ' || w, 'What changed?'
    from program_versions v, generate_series(1, 12) w`.execute(db);
  await sql`insert into program_enrolments (program_id, version_id, user_id, start_date)
    select v.program_id, v.id, u.id, cast(${firstStart} as date) + (u.id % ${spreadDays})
    from users u join programs p on p.id = (select min(id) from programs) + u.id % ${programs}
    join program_versions v on v.id = p.current_version_id`.execute(db);
  await sql`insert into program_step_completions (enrolment_id, step_id, completed_at)
    select e.id, s.id, (e.start_date + s.week * 7 - 3)::timestamp at time zone 'UTC'
    from program_enrolments e join program_steps s on s.version_id = e.version_id
    where s.week <= e.id % 8`.execute(db);
  const first = await db.selectFrom("programs").select("id").orderBy("id").executeTakeFirstOrThrow();
  return first.id;
}

/** `groups` groups ('Group 1' to 'Group N'), every person a member of one (by id, in turn). Returns the first group's id. */
export async function insertGroupCohorts(db: DB, groups: number): Promise<number> {
  await sql`insert into groups (name) select 'Group ' || n from generate_series(1, ${groups}) n`.execute(db);
  await sql`insert into group_members (group_id, user_id)
    select g.id, u.id from users u join groups g on g.id = (select min(id) from groups) + u.id % ${groups}`.execute(
    db,
  );
  const first = await db.selectFrom("groups").select("id").orderBy("id").executeTakeFirstOrThrow();
  return first.id;
}

/**
 * What a program's growth report reads, for every enrolment of the given programs (all when left out):
 * a skill-pulse step naming no skill (any pulse counts) on each version; each person's pulses on
 * `pulseSkills` skills, 5, 30 and 60 days after their start (the first half's first, the second
 * half's last); and two released 360 campaigns per program (10 and 80 days after `firstStart`), a
 * completed cycle per person in each with 4 reviewers' answers rating every skill and its release.
 */
export async function insertProgramMeasurements(
  db: DB,
  options: { firstStart: string; pulseSkills: number; programIds?: number[] },
): Promise<void> {
  const programs = options.programIds
    ? sql`(${sql.join(options.programIds)})`
    : sql`(select id from programs)`;
  await sql`insert into program_steps (version_id, position, week, kind, title)
    select v.id, 100, 2, 'skill_pulse', 'Re-check a skill'
    from program_versions v where v.program_id in ${programs}`.execute(db);
  await sql`insert into skill_pulses (user_id, skill_id, score, answers, created_at)
    select e.user_id, k.id, (e.user_id * 7 + k.id * 13 + d) % 101, '[]'::jsonb,
      (e.start_date + d)::timestamp at time zone 'UTC' + interval '9 hours'
    from program_enrolments e, (select id from skills order by id limit ${options.pulseSkills}) k,
      (values (5), (30), (60)) days(d)
    where e.program_id in ${programs}`.execute(db);
  await sql`insert into review_campaigns (name, program_id, nomination_deadline, release_at, closed_at)
    select 'Campaign ' || p.id || '-' || n, p.id, r - interval '3 days', r, r
    from programs p, generate_series(0, 1) n,
      lateral (select (cast(${options.firstStart} as date) + 10 + n * 70)::timestamp at time zone 'UTC' as r) t
    where p.id in ${programs}`.execute(db);
  await sql`insert into assessment_360_cycles
      (user_id, title, status, campaign_id, release_at, completed_at, start_date, created_at)
    select e.user_id, c.name, 'completed', c.id, c.release_at, c.release_at,
      c.release_at - interval '14 days', c.release_at - interval '14 days'
    from review_campaigns c join program_enrolments e on e.program_id = c.program_id
    where c.program_id in ${programs}`.execute(db);
  const campaignCycles = sql`(select c.id from assessment_360_cycles c join review_campaigns rc on rc.id = c.campaign_id
    where rc.program_id in ${programs})`;
  await sql`insert into peer_feedback_requests
      (requester_id, cycle_id, reviewer_email, relationship, status, token_hash, expires_at, completed_at)
    select c.user_id, c.id, 'reviewer-' || c.id || '-' || n || '@example.test', 'peer', 'completed',
      'plan-' || c.id || '-' || n, c.release_at, c.release_at - interval '2 days'
    from assessment_360_cycles c, generate_series(1, 4) n
    where c.id in ${campaignCycles}`.execute(db);
  await sql`insert into peer_feedback_responses (request_id, responses, overall_rating)
    select r.id, k.ratings, 4
    from peer_feedback_requests r,
      lateral (select jsonb_object_agg(s.key, 1 + (r.id + s.id) % 5) as ratings from skills s) k
    where r.cycle_id in ${campaignCycles}`.execute(db);
  // Every seeded rating is a valid one (1 to 5), so each key's mean is the plain average.
  await sql`insert into review_360_releases (cycle_id, sequence, released_at, response_ids, rating_means, at_close)
    select r.cycle_id, 1, max(r.expires_at), jsonb_agg(res.id order by res.id),
      (select jsonb_object_agg(m.key, m.mean) from (
        select k.key, avg(k.value::numeric)::float8 as mean
        from peer_feedback_requests q join peer_feedback_responses a on a.request_id = q.id,
          jsonb_each(a.responses) k
        where q.cycle_id = r.cycle_id group by k.key) m),
      true
    from peer_feedback_requests r join peer_feedback_responses res on res.request_id = r.id
    where r.cycle_id in ${campaignCycles}
    group by r.cycle_id`.execute(db);
}

/** EXPLAIN's rows as one text, a plan node a line. */
export const planText = (rows: readonly Record<string, string>[]) =>
  rows.map((row) => Object.values(row)[0]).join("\n");

/** The plan of a compiled statement for its own arguments; `options` as EXPLAIN takes them ('analyze, costs off'). */
export async function explainPlan(db: DB, statement: CompiledQuery, options?: string): Promise<string> {
  const explain = options ? `explain (${options})` : "explain";
  const result = await db.executeQuery<Record<string, string>>(
    CompiledQuery.raw(`${explain} ${statement.sql}`, [...statement.parameters]),
  );
  return planText(result.rows);
}

/**
 * The plan PostgreSQL may settle on for a prepared statement after a few runs, made without seeing the
 * arguments. One connection holds the statement.
 */
export async function genericPlan(db: DB, statement: CompiledQuery): Promise<string> {
  const literal = (value: unknown) =>
    typeof value === "number"
      ? String(value)
      : `'${(value instanceof Date ? value.toISOString() : String(value)).replaceAll("'", "''")}'`;
  return db.connection().execute(async (connection) => {
    await sql`prepare generic_plan_check as ${sql.raw(statement.sql)}`.execute(connection);
    await sql`set plan_cache_mode = force_generic_plan`.execute(connection);
    try {
      const rows = await sql<Record<string, string>>`explain execute generic_plan_check(${sql.raw(
        statement.parameters.map(literal).join(", "),
      )})`.execute(connection);
      return planText(rows.rows);
    } finally {
      await sql`deallocate generic_plan_check`.execute(connection);
      await sql`reset plan_cache_mode`.execute(connection);
    }
  });
}
