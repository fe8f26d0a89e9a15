import { type TestDb } from "@leadcoach/db/testing";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createUser, useTestDb } from "../../testing";

const t = useTestDb();

/** Runs `work` in a transaction on its own connection, committing only when `release` resolves. */
function heldTransaction(work: (connection: TestDb["db"]) => Promise<void>, release: Promise<void>) {
  return t.db.connection().execute(async (connection) => {
    await sql`begin`.execute(connection);
    await work(connection);
    await release;
    await sql`commit`.execute(connection);
  });
}

const day = async (userId: number) =>
  (
    await sql<{ first: string; last: string }>`
      select first_at::text as first, last_at::text as last from user_learning_days
      where user_id = ${userId} and day = '2026-04-01'`.execute(t.db)
  ).rows;

describe("the learning-day summary under overlapping transactions", () => {
  it("a delete's recount waits for an insert that holds the day, and counts it", async () => {
    const user = await createUser(t.db);
    await sql`insert into activity_events (user_id, type, subject, occurred_at) values
      (${user.id}, 'lesson_step', 'x', '2026-04-01T09:00:00Z'),
      (${user.id}, 'lesson_step', 'x', '2026-04-01T10:00:00Z')`.execute(t.db);
    let commitInsert = () => {};
    const insertCommits = new Promise<void>((resolve) => (commitInsert = resolve));
    // The insert of a later action holds the day's row until it commits.
    const inserting = heldTransaction(async (connection) => {
      await sql`insert into activity_events (user_id, type, subject, occurred_at)
        values (${user.id}, 'quiz_answered', 'x', '2026-04-01T20:00:00Z')`.execute(connection);
    }, insertCommits);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Meanwhile the day's latest committed action is deleted: its recount must not miss the new one.
    const deleting = sql`delete from activity_events
      where user_id = ${user.id} and occurred_at = '2026-04-01T10:00:00Z'`.execute(t.db);
    await new Promise((resolve) => setTimeout(resolve, 100));
    commitInsert();
    await Promise.all([inserting, deleting]);
    expect(await day(user.id)).toEqual([{ first: "2026-04-01 09:00:00+00", last: "2026-04-01 20:00:00+00" }]);
  });

  it("an insert that waits on a delete's recount adds its action after it", async () => {
    const user = await createUser(t.db);
    await sql`insert into activity_events (user_id, type, subject, occurred_at) values
      (${user.id}, 'lesson_step', 'x', '2026-04-01T09:00:00Z')`.execute(t.db);
    let commitDelete = () => {};
    const deleteCommits = new Promise<void>((resolve) => (commitDelete = resolve));
    // The day's only action is deleted: its recount removes the row, uncommitted yet.
    const deleting = heldTransaction(async (connection) => {
      await sql`delete from activity_events where user_id = ${user.id}`.execute(connection);
    }, deleteCommits);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const inserting = sql`insert into activity_events (user_id, type, subject, occurred_at)
      values (${user.id}, 'quiz_answered', 'x', '2026-04-01T15:00:00Z')`.execute(t.db);
    await new Promise((resolve) => setTimeout(resolve, 100));
    commitDelete();
    await Promise.all([deleting, inserting]);
    expect(await day(user.id)).toEqual([{ first: "2026-04-01 15:00:00+00", last: "2026-04-01 15:00:00+00" }]);
  });
});
