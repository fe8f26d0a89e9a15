import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparedStatement } from "./prepared";
import { createTestDb, type TestDb } from "./testing";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.drop();
});

describe("a prepared statement", () => {
  it("is built once and then runs with each call's arguments, rows camel-cased as usual", async () => {
    let builds = 0;
    const lessonsOfSkill = preparedStatement(2, (db, skillId: number, limit: number) => {
      builds += 1;
      return db
        .selectFrom("lessons")
        .select(["id", "skillId", "estimatedMinutes"])
        .where("skillId", "=", skillId)
        .where("isActive", "=", true)
        .orderBy("id")
        .limit(limit);
    });
    const skills = await t.db.selectFrom("skills").select("id").orderBy("id").execute();
    let found = 0;
    for (const { id } of skills) {
      const expected = await t.db
        .selectFrom("lessons")
        .select(["id", "skillId", "estimatedMinutes"])
        .where("skillId", "=", id)
        .where("isActive", "=", true)
        .orderBy("id")
        .limit(2)
        .execute();
      found += expected.length;
      expect(await lessonsOfSkill(t.db, id, 2)).toEqual(expected);
    }
    expect(found).toBeGreaterThan(1);
    expect(builds).toBe(1);
  });

  it("binds an argument used several times in raw SQL, and keeps the query's own constants", async () => {
    const sum = preparedStatement(
      1,
      (_db, n: number) => sql<{ total: number }>`
      select (${n}::int + ${n}::int + ${5}::int) as total`,
    );
    expect(await sum(t.db, 1)).toEqual([{ total: 7 }]);
    expect(await sum(t.db, 10)).toEqual([{ total: 25 }]);
  });

  it("passes and reads back values of every kind as an unprepared statement does", async () => {
    const statement = (
      at: Date,
      doc: string,
      nothing: number | null,
      yes: boolean,
      word: string,
      n: number,
    ) =>
      sql`select ${at}::timestamptz as at, ${doc}::jsonb as doc, ${nothing}::int as nothing, ${yes}::boolean as yes,
        ${word} as word, ${n}::int + 1 as n, ${at}::timestamptz::date as day`;
    const prepared = preparedStatement(6, (_db, ...args: Parameters<typeof statement>) => statement(...args));
    const cases: Parameters<typeof statement>[] = [
      [new Date("2026-03-29T01:30:00.123Z"), '{"a": [1, "two"]}', null, true, "it's", 41],
      [new Date("2024-02-29T23:59:59Z"), "[]", 7, false, "ünïcødé", -1],
    ];
    for (const args of cases) {
      const { rows } = await statement(...args).execute(t.db);
      expect(await prepared(t.db, ...args)).toEqual(rows);
    }
  });

  it("refuses an argument that is not a parameter of its own", async () => {
    const inside = preparedStatement(
      1,
      (_db, id: number) => sql`select ${JSON.stringify({ id })}::jsonb as x`,
    );
    await expect(inside(t.db, 1)).rejects.toThrow(/must be one of its parameters/);
    const nested = preparedStatement(1, (_db, id: number) => sql`select ${[id]}::int[] as x`);
    await expect(nested(t.db, 1)).rejects.toThrow(/parameter of its own/);
  });
});
