import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { preparedStatement } from "./prepared";
import { useTestDb } from "./use-test-db";

const t = useTestDb();

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

  it("reads long replies, changed-row counts and errors as an unprepared statement does", async () => {
    // Long enough to reach the reader in several pieces.
    const many = (n: number, width: number) =>
      sql<{ n: number; text: string; nothing: null; "naïve name": string }>`
        select g as n, repeat('é', ${width}::int) as text, null as nothing, 'x' as "naïve name"
        from generate_series(1, ${n}::int) g`;
    const preparedMany = preparedStatement(2, (_db, n: number, width: number) => many(n, width));
    for (const [n, width] of [
      [2_000, 40],
      [1, 300_000],
    ] as const) {
      const { rows } = await many(n, width).execute(t.db);
      expect(await preparedMany(t.db, n, width)).toEqual(rows);
    }

    // An update run by name reports the rows it changed, as the driver reports them for any statement.
    const rename = (db: typeof t.db, from: string, to: string) =>
      db.updateTable("skills").set({ name: to }).where("name", "=", from);
    const preparedRename = preparedStatement(2, rename);
    const [skill] = await t.db.selectFrom("skills").select("name").orderBy("id").limit(1).execute();
    if (!skill) throw new Error("the content seed has skills");
    await preparedRename(t.db, "no such skill", "x"); // registers the statement's text under its name
    const renamed = await t.db.executeQuery(rename(t.db, skill.name, `${skill.name} (renamed)`).compile());
    expect(renamed.numAffectedRows).toBe(1n);
    const back = await t.db.executeQuery(rename(t.db, `${skill.name} (renamed)`, skill.name).compile());
    expect(back.numAffectedRows).toBe(1n);

    // A failing run throws the driver's own error, with its code, and the connection goes on working.
    const asNumber = (text: string) => sql<{ n: number }>`select ${text}::int as n`;
    const preparedAsNumber = preparedStatement(1, (_db, text: string) => asNumber(text));
    const unprepared = await asNumber("twelve")
      .execute(t.db)
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    const prepared = await preparedAsNumber(t.db, "twelve").then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(prepared).toBeInstanceOf(Error);
    expect(prepared?.constructor).toBe(unprepared?.constructor);
    expect(prepared).toMatchObject({ code: "22P02", message: (unprepared as Error).message });
    expect(await preparedAsNumber(t.db, "12")).toEqual([{ n: 12 }]);
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
