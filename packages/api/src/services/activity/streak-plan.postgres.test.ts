import { createDb, type DbHandle } from "@leadcoach/db";
import { sql, type CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, useTestDb } from "../../testing";
import { explainPlan, genericPlan, insertCrowd } from "../../testing-plans";
import { countStreakDays } from "./queries";

const t = useTestDb();
let logged: DbHandle;
const statements: CompiledQuery[] = [];

beforeAll(async () => {
  logged = await createDb({ databaseUrl: t.url, poolMax: 1, onQuery: (query) => statements.push(query) });
});
afterAll(async () => {
  await logged?.close();
});

describe("the streak on a busy PostgreSQL server", () => {
  it("reads the person's learning days newest first and stops at the first gap, also in the generic plan", async () => {
    const user = await createUser(t.db);
    // Others' history and the person's own: 60 days of learning, a day off, then 200 more days; each day
    // also a sign-in, which is not learning.
    await insertCrowd(t.db, 500);
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

    const analyzed = await explainPlan(t.db, streak, "analyze, costs off, timing off");
    // The 60 days of the streak and the row past the gap; not the 200 days behind it.
    const scanned = /Index Only Scan Backward using user_learning_days_pkey[^\n]*rows=(\d+)/.exec(analyzed);
    expect(Number(scanned?.[1])).toBeLessThanOrEqual(62);
    expect(analyzed).not.toMatch(/activity_events/);

    // The generic plan is the one a prepared statement may settle on after a few runs. One connection
    // holds the statement.
    const plan = await genericPlan(t.db, streak);
    expect(plan).toMatch(/Index Only Scan Backward using user_learning_days_pkey/);
    expect(plan).not.toMatch(/Sort|Seq Scan/);
  });
});
