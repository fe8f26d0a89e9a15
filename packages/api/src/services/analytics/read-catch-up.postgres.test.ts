import { json } from "@leadcoach/db";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createUser, useTestDb } from "../../testing";
import { catchUpBeforeRead, READ_CATCH_UP_MAX_PAIRS } from "./rollups";

/**
 * What only a server with many connections shows: a read waiting for the rollup lock that a background
 * batch holds, giving up after its wait, and the plan of the queue count it runs on every read.
 */
const t = useTestDb();

const deps = () => ({ db: t.db, now: () => new Date() });

async function queueOneEvent(userId: number): Promise<void> {
  await t.db
    .insertInto("activityEvents")
    .values({ userId, type: "sign_in", subject: "Signed in", detail: json({}), occurredAt: new Date() })
    .execute();
}

/** Holds the rollup lock in a transaction (as a background batch does) until `release` is called. */
async function holdRollupLock(): Promise<{ release: () => void; done: Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = t.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(731202611)`.execute(trx);
    locked();
    await released;
  });
  await isLocked;
  return { release, done };
}

describe("a read's catch-up next to the background job", () => {
  it("waits for a running batch to commit, then rebuilds what is left", async () => {
    const user = await createUser(t.db);
    await queueOneEvent(user.id);
    const holder = await holdRollupLock();
    const read = catchUpBeforeRead(deps());
    await new Promise((resolve) => setTimeout(resolve, 200));
    holder.release();
    await holder.done;
    expect(await read).toEqual({ processed: 1, lagging: false });
    const row = await t.db
      .selectFrom("userActivityDays")
      .select(["signIns", "sessions"])
      .where("userId", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ signIns: 1, sessions: 1 });
  });

  it("gives up after its wait and reports the figures as lagging", async () => {
    const user = await createUser(t.db);
    await queueOneEvent(user.id);
    const holder = await holdRollupLock();
    try {
      expect(await catchUpBeforeRead(deps(), { waitMs: 100 })).toEqual({ processed: 0, lagging: true });
    } finally {
      holder.release();
      await holder.done;
    }
    // The pair is still queued, for the next read or run.
    expect(await catchUpBeforeRead(deps())).toEqual({ processed: 1, lagging: false });
  });

  it("counts the queue with a bounded scan, however long it is", async () => {
    const user = await createUser(t.db);
    await sql`insert into analytics_dirty_days (user_id, day)
      select ${user.id}, d::date from generate_series('2000-01-01'::date, '2000-01-01'::date + 19999, interval '1 day') d`.execute(
      t.db,
    );
    await sql`analyze analytics_dirty_days`.execute(t.db);
    const { rows } = await sql<{ "QUERY PLAN": string }>`
      explain (analyze, costs off, timing off, summary off)
      select count(*) as n from (select 1 from analytics_dirty_days limit ${READ_CATCH_UP_MAX_PAIRS + 1}) q`.execute(
      t.db,
    );
    const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
    // The scan under the limit stops after cap + 1 rows.
    expect(plan).toMatch(/Limit \(actual rows=501/);
    expect(plan).toMatch(/Scan .*analytics_dirty_days.*\(actual rows=501/);
    expect(await catchUpBeforeRead(deps())).toEqual({ processed: 0, lagging: true });
    await t.db.deleteFrom("analyticsDirtyDays").execute();
  });
});
