import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "./client";
import { preparedStatement } from "./prepared";
import { createTestDb, type TestDb } from "./testing";

let t: TestDb;
/** One connection, so what it has prepared can be read back through it (PGlite is one already). */
let single: DbHandle;
beforeAll(async () => {
  t = await createTestDb();
  single = t.url ? await createDb({ databaseUrl: t.url, poolMax: 1 }) : t;
});
afterAll(async () => {
  if (single !== t) await single.close();
  await t.drop();
});

describe("a prepared statement", () => {
  it("is parsed once per connection under its name and then only bound and run", async () => {
    const lessonTitle = preparedStatement(1, (db, id: number) =>
      db.selectFrom("lessons").select("title").where("id", "=", id),
    );
    const lessons = await single.db
      .selectFrom("lessons")
      .select(["id", "title"])
      .orderBy("id")
      .limit(3)
      .execute();
    for (const lesson of lessons)
      expect(await lessonTitle(single.db, lesson.id)).toEqual([{ title: lesson.title }]);

    const prepared = await sql<{
      name: string;
      statement: string;
      genericPlans: number;
      customPlans: number;
    }>`
      select name, statement, generic_plans, custom_plans from pg_prepared_statements
      where statement like '%from "lessons"%'`.execute(single.db);
    expect(prepared.rows).toHaveLength(1);
    const [row] = prepared.rows;
    expect(row?.name).toMatch(/^lc_[0-9a-f]{24}$/);
    // Three runs of one parsed statement.
    expect(Number(row?.genericPlans) + Number(row?.customPlans)).toBe(lessons.length);
  });
});
