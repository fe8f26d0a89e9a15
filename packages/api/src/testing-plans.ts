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
