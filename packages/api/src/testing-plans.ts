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
