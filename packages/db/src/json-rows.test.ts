import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { jsonRow, jsonRows } from "./json-rows";
import { useTestDb } from "./use-test-db";

const t = useTestDb();

describe("rows folded into one statement as JSON", () => {
  it("keep the query's order and its camel-case names, with timestamps as ISO text", async () => {
    const lessons = (limit: number) =>
      t.db
        .selectFrom("lessons")
        .select(["id", "skillId", "estimatedMinutes", "createdAt"])
        .orderBy("skillId", "desc")
        .orderBy("id")
        .limit(limit);
    const expected = await lessons(7).execute();
    expect(expected.length).toBe(7);

    const row = await t.db
      .selectNoFrom([
        jsonRows(lessons(7)).as("list"),
        jsonRow(lessons(7)).as("first"),
        jsonRows(lessons(7).where("id", "<", 0)).as("none"),
        jsonRow(lessons(7).where("id", "<", 0)).as("missing"),
      ])
      .executeTakeFirstOrThrow();

    const asJson = expected.map((lesson) => ({ ...lesson, createdAt: expect.any(String) as unknown }));
    expect(row.list).toEqual(asJson);
    expect(row.list.map((lesson) => new Date(lesson.createdAt).getTime())).toEqual(
      expected.map((lesson) => lesson.createdAt.getTime()),
    );
    expect(row.first).toEqual(asJson[0]);
    expect(row.none).toEqual([]);
    expect(row.missing).toBeNull();
  });

  it("refuse a selected expression without a name", () => {
    const unnamed = t.db.selectFrom("lessons").selectAll();
    expect(() => jsonRows(unnamed)).toThrow(/each selected column named/);
    expect(() => jsonRow(t.db.selectFrom("lessons").select(sql<number>`1`.as("one")))).not.toThrow();
  });
});
