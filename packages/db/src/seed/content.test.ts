import { describe, expect, it } from "vitest";
import { lessonCatalog, lessonLength, lessonNumber } from "../content/index";
import { json } from "../tables/columns";
import { useTestDb } from "../use-test-db";
import { seedContent } from "./content";

const t = useTestDb();

describe("seedContent lessons", () => {
  it("stores each lesson's computed minutes", async () => {
    const rows = await t.db.selectFrom("lessons").select(["id", "estimatedMinutes"]).orderBy("id").execute();
    expect(rows).toEqual(
      lessonCatalog().map((lesson) => ({
        id: lessonNumber(lesson.slug),
        estimatedMinutes: lessonLength(lesson).minutes,
      })),
    );
  });

  it("brings an existing database's lessons up to date when it runs again", async () => {
    const lesson = lessonCatalog()[0];
    if (!lesson) throw new Error("no lessons");
    const id = lessonNumber(lesson.slug);
    // A database seeded from older content: typed minutes and a shorter lesson.
    await t.db
      .updateTable("lessons")
      .set({ estimatedMinutes: 999, content: json({ steps: lesson.steps.slice(0, 1) }), title: "Old title" })
      .where("id", "=", id)
      .execute();
    await seedContent(t.db);
    const row = await t.db
      .selectFrom("lessons")
      .select(["estimatedMinutes", "content", "title"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.estimatedMinutes).toBe(lessonLength(lesson).minutes);
    expect(row.content.steps).toHaveLength(lesson.steps.length);
    expect(row.title).toBe(lesson.title);
  });
});
