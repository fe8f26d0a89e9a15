import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "./migrate";
import { fillRatingMeans } from "./migrations/2026-11-30T15-release-rating-means";
import { seed } from "./seed/index";
import { createTestDb, type TestDb } from "./testing";

let handle: TestDb;
beforeAll(async () => {
  handle = await createTestDb({ demo: true });
});
afterAll(() => handle.drop());

async function snapshot(db: TestDb["db"]) {
  const tables = ["users", "skill_categories", "skills", "assessment_questions", "lessons"] as const;
  const out: Record<string, unknown> = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by 1`.execute(
      db,
    );
    out[table] = rows;
  }
  return out;
}

describe("migrations and seed", () => {
  it("migrates from empty to latest and records what ran", async () => {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      handle.db,
    );
    expect(rows.map((r) => r.name)).toContain("2026-11-21T00-initial");
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });

  it("seeds the catalogue: 4 categories, 3-5 skills each, q1-q70, at least 12 lessons", async () => {
    const categories = await handle.db.selectFrom("skillCategories").selectAll().execute();
    expect(categories.map((c) => c.name)).toEqual([
      "Communication",
      "Leadership Presence",
      "Emotional Intelligence",
      "Problem Solving",
    ]);
    for (const category of categories) {
      const skills = await handle.db
        .selectFrom("skills")
        .where("categoryId", "=", category.id)
        .selectAll()
        .execute();
      expect(skills.length).toBeGreaterThanOrEqual(3);
      expect(skills.length).toBeLessThanOrEqual(5);
    }
    const questions = await handle.db
      .selectFrom("assessmentQuestions")
      .select(["id", "position"])
      .orderBy("position")
      .execute();
    expect(questions.map((q) => q.id)).toEqual(Array.from({ length: 70 }, (_, i) => `q${i + 1}`));
    const lessons = await handle.db.selectFrom("lessons").selectAll().execute();
    expect(lessons.length).toBeGreaterThanOrEqual(12);
  });

  it("running the seed twice changes nothing the second time", async () => {
    const before = await snapshot(handle.db);
    await seed(handle.db, { demo: true });
    expect(await snapshot(handle.db)).toEqual(before);
  });

  it("creates the three demo accounts once, flagged as demo", async () => {
    const users = await handle.db
      .selectFrom("users")
      .select(["email", "role", "username", "isDemo"])
      .orderBy("id")
      .execute();
    expect(users).toEqual([
      { email: "superadmin@example.com", role: "super_admin", username: "superadmin", isDemo: true },
      { email: "admin@example.com", role: "admin", username: "admin", isDemo: true },
      { email: "user@example.com", role: "user", username: "demo", isDemo: true },
    ]);
  });

  it("enforces case-insensitive unique e-mail and the role check in the schema", async () => {
    await expect(
      handle.db
        .insertInto("users")
        .values({ email: "USER@example.com", password: "x", name: "Dup" })
        .execute(),
    ).rejects.toThrow();
    await expect(
      sql`insert into users (email, password, name, role) values ('x@example.com', 'x', 'X', 'owner')`.execute(
        handle.db,
      ),
    ).rejects.toThrow();
  });

  it("fills each 360 release's mean ratings from the answers it pools, valid ratings only", async () => {
    const { db } = handle;
    const ids = await sql<{ user: number; cycle: number }>`
      with u as (insert into users (name, email, password) values ('Rel', 'rel@example.test', 'x') returning id),
        c as (insert into assessment_360_cycles (user_id, title) select id, 'Cycle' from u returning id, user_id)
      select c.user_id as user, c.id as cycle from c`.execute(db);
    const { user, cycle } = ids.rows[0]!;
    const answers = [
      { a: 2, b: 5 },
      { a: 3, b: 0 },
      { a: 5, c: "4" },
    ];
    const responseIds: number[] = [];
    for (const [i, ratings] of answers.entries()) {
      const row = await sql<{ id: number }>`
        with r as (insert into peer_feedback_requests (requester_id, cycle_id, reviewer_email, relationship, token_hash, expires_at)
          values (${user}, ${cycle}, ${`r${i}@example.test`}, 'peer', ${`rel-${i}`}, now()) returning id)
        insert into peer_feedback_responses (request_id, responses, overall_rating)
        select id, ${JSON.stringify(ratings)}::jsonb, 4 from r returning id`.execute(db);
      responseIds.push(row.rows[0]!.id);
    }
    await sql`insert into review_360_releases (cycle_id, sequence, released_at, response_ids)
      values (${cycle}, 1, now(), ${JSON.stringify(responseIds)}::jsonb)`.execute(db);
    await fillRatingMeans(db);
    const release = await db
      .selectFrom("review360Releases")
      .select("ratingMeans")
      .where("cycleId", "=", cycle)
      .executeTakeFirstOrThrow();
    expect(release.ratingMeans).toEqual({ a: 10 / 3, b: 5 });
  });
});
