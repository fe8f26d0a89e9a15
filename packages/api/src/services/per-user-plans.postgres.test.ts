import { createDb, type DbHandle } from "@leadcoach/db";
import { type TestDb } from "@leadcoach/db/testing";
import { sql, type CompiledQuery } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, createUser, useTestDb } from "../testing";
import { explainPlan, genericPlan, insertCrowd } from "../testing-plans";
import { responses } from "../routers/journey.fixtures";

/** People whose rows crowd every per-user table while one person reads their screens. */
const CROWD = 2_000;

const t = useTestDb();
let logged: DbHandle;
const statements: CompiledQuery[] = [];
let userId: number;

/**
 * Copies the person's rows of every table with a user_id to each member of the crowd, so each such table
 * holds thousands of other people's rows (a table whose rows cannot be copied as they are is left alone).
 */
async function crowdEveryPerUserTable(db: TestDb["db"], templateUserId: number): Promise<void> {
  await insertCrowd(db, CROWD);
  const tables = await sql<{ table: string; columns: string[] }>`
    select c.table_name as table, array_agg(c.column_name::text order by c.ordinal_position) as columns
    from information_schema.columns c
    where c.table_schema = 'public' and c.is_identity = 'NO' and c.is_generated = 'NEVER'
      and (c.column_default is null or c.column_default not like 'nextval%')
    group by c.table_name
  `.execute(db);
  for (const { table, columns } of tables.rows) {
    if (!columns.includes("user_id") || table === "sessions") continue;
    const list = columns.map((c) => `"${c}"`).join(", ");
    const values = columns.map((c) => (c === "user_id" ? "u.id" : `t."${c}"`)).join(", ");
    try {
      await sql
        .raw(
          `insert into "${table}" (${list}) select ${values} from "${table}" t,
           (select id from users where email like 'crowd-%') u where t.user_id = ${templateUserId}`,
        )
        .execute(db);
    } catch {
      // A unique token or a row keyed by another table: this table keeps only its own rows.
    }
  }
  await sql`analyze`.execute(db);
}

beforeAll(async () => {
  const user = await createUser(t.db);
  userId = user.id;
  const api = await callerFor(t.db, { userId });
  // The person's own history: an assessment (scores, goals, recommendations), a goal and an activity.
  await api.assessment.submit({ responses: responses((id) => String((Number(id.slice(1)) % 5) + 1)) });
  await api.goals.create({ title: "Run calmer incident reviews", milestones: [{ description: "Draft" }] });
  const start = new Date(Date.now() + 86_400_000);
  await api.calendar.create({
    type: "skill_practice",
    title: "Practise a hard 1:1",
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 1_800_000).toISOString(),
  });
  // A program they follow ('My program').
  const admin = await callerFor(t.db, { userId: (await createUser(t.db, { role: "admin" })).id });
  const program = await admin.programs.createFromTemplate({ key: "tech-lead-to-manager" });
  await admin.programs.enrol({ programId: program.id, userIds: [userId], startDate: "2026-11-30" });
  await crowdEveryPerUserTable(t.db, userId);
  logged = await createDb({ databaseUrl: t.url, poolMax: 2, onQuery: (query) => statements.push(query) });
}, 120_000);

afterAll(async () => {
  await logged?.close();
});

/** Tables that hold many rows: a sequential scan of one of them grows with the number of people. */
async function largeTables(): Promise<Set<string>> {
  const rows = await sql<{ relname: string }>`
    select relname from pg_class where relkind = 'r' and reltuples > ${CROWD / 2}`.execute(t.db);
  return new Set(rows.rows.map((r) => r.relname));
}

async function seqScansOnLargeTables(queries: CompiledQuery[]): Promise<string[]> {
  const large = await largeTables();
  const problems: string[] = [];
  for (const query of queries) {
    const text = await explainPlan(t.db, query);
    for (const [, table] of text.matchAll(/Seq Scan on (\w+)/g)) {
      if (table && large.has(table))
        problems.push(`${table}: ${query.sql.replace(/\s+/g, " ").slice(0, 160)}`);
    }
  }
  return problems;
}

describe("every statement of a person's screens starts from an index on that person", () => {
  it("dashboard, skills progress, lessons, goals, calendar and 'My program'", async () => {
    const api = await callerFor(logged.db, { userId });
    statements.length = 0;
    await api.dashboard.summary();
    await api.skills.progress();
    await api.lessons.list();
    await api.goals.list({ userId });
    await api.calendar.list({ userId });
    expect((await api.programs.mine()).enrolments).toHaveLength(1);
    expect(statements.length).toBeGreaterThan(5);
    expect(await largeTables()).toContain("activity_events");
    expect(await seqScansOnLargeTables(statements)).toEqual([]);
  });

  it("the dashboard's one statement, also in its generic plan", async () => {
    const api = await callerFor(logged.db, { userId });
    statements.length = 0;
    const summary = await api.dashboard.summary();
    expect(summary.hasAssessment).toBe(true);
    // One statement after the session's own reads: the whole dashboard in one round trip.
    const dashboard = statements.filter((s) => s.sql.includes("json_build_object"));
    expect(dashboard).toHaveLength(1);
    const [statement] = dashboard;
    if (!statement) return;
    const plan = await genericPlan(t.db, statement);
    const large = await largeTables();
    const scanned = [...plan.matchAll(/Seq Scan on (\w+)/g)].map(([, table]) => table);
    expect(scanned.filter((table) => table && large.has(table))).toEqual([]);
    expect(plan).toMatch(/Index Only Scan Backward using user_learning_days_pkey/);
    // The lists are read off indexes that end in their own order (migration list-order-indexes): no
    // sort of a list's rows; only the badges' small aggregate sorts.
    expect(plan).not.toMatch(
      /Sort Key: [^\n]*(assessments|activity_events|calendar_events|coaching_recommendations)\./,
    );
  });
});
