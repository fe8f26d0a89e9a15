import { createDb, type DbHandle } from "@leadcoach/db";
import { createTestDb, type TestDb } from "@leadcoach/db/testing";
import { CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../testing";
import { countStreakDays } from "./queries";

let t: TestDb;
let logged: DbHandle;
const statements: CompiledQuery[] = [];

beforeAll(async () => {
  t = await createTestDb();
  logged = await createDb({ databaseUrl: t.url, poolMax: 1, onQuery: (query) => statements.push(query) });
});
afterAll(async () => {
  await logged?.close();
  await t.drop();
});

const planText = (rows: Record<string, string>[]) => rows.map((row) => Object.values(row)[0]).join("\n");

describe("the streak on a busy PostgreSQL server", () => {
  it("reads the person's learning days newest first and stops at the first gap, also in the generic plan", async () => {
    const user = await createUser(t.db);
    // Others' history and the person's own: 60 days of learning, a day off, then 200 more days; each day
    // also a sign-in, which is not learning.
    await sql`insert into users (email, password, name)
      select 'crowd-' || n || '@example.test', 'x', 'Crowd ' || n from generate_series(1, 500) n`.execute(
      t.db,
    );
    await sql`insert into activity_events (user_id, type, subject, occurred_at)
      select u.id, t.type, 'x', now() - d * interval '1 day'
      from users u, generate_series(0, 260) d, (values ('lesson_step'), ('sign_in')) t(type)
      where d <> 60`.execute(t.db);
    await sql`vacuum analyze user_learning_days`.execute(t.db);

    statements.length = 0;
    const today = new Date().toISOString().slice(0, 10);
    expect(await countStreakDays(logged.db, user.id, today, "UTC", 400)).toBe(60);
    const [streak] = statements;
    expect(streak).toBeDefined();
    if (!streak) return;

    const analyzed = planText(
      (
        await t.db.executeQuery<Record<string, string>>(
          CompiledQuery.raw(`explain (analyze, costs off, timing off) ${streak.sql}`, [...streak.parameters]),
        )
      ).rows,
    );
    // The 60 days of the streak and the row past the gap; not the 200 days behind it.
    const scanned = /Index Only Scan Backward using user_learning_days_pkey[^\n]*rows=(\d+)/.exec(analyzed);
    expect(Number(scanned?.[1])).toBeLessThanOrEqual(62);
    expect(analyzed).not.toMatch(/activity_events/);

    // The generic plan is the one a prepared statement may settle on after a few runs. One connection
    // holds the statement.
    const literal = (value: unknown) =>
      typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
    const generic = await t.db.connection().execute(async (connection) => {
      await sql`prepare streak_plan_check as ${sql.raw(streak.sql)}`.execute(connection);
      await sql`set plan_cache_mode = force_generic_plan`.execute(connection);
      const rows = await sql<Record<string, string>>`explain execute streak_plan_check(${sql.raw(
        streak.parameters.map(literal).join(", "),
      )})`.execute(connection);
      await sql`deallocate streak_plan_check`.execute(connection);
      await sql`reset plan_cache_mode`.execute(connection);
      return rows.rows;
    });
    const plan = planText(generic);
    expect(plan).toMatch(/Index Only Scan Backward using user_learning_days_pkey/);
    expect(plan).not.toMatch(/Sort|Seq Scan/);
  });
});
