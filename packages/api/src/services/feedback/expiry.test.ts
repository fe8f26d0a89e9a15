import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { defaultApiConfig } from "../../config";
import { createClock, createUser, useTestDb } from "../../testing";
import { EXPIRY_BATCH_SIZE, EXPIRY_MAX_BATCHES_PER_RUN, expireOverdueFeedbackRequests } from "./expiry";

const t = useTestDb();

describe("expireOverdueFeedbackRequests", () => {
  it("expires every overdue request in bounded batches, leaves the others, and notifies once per request", async () => {
    const clock = createClock("2026-11-21T10:00:00Z");
    const [a, b] = [await createUser(t.db), await createUser(t.db)];
    const overdue = EXPIRY_BATCH_SIZE * 2 + 30;
    await sql`insert into peer_feedback_requests
        (requester_id, reviewer_email, relationship, status, token_hash, expires_at, created_at)
      select case when n % 2 = 0 then ${a.id}::int else ${b.id}::int end, 'late' || n || '@example.test', 'peer',
        'pending', md5('late-' || n), ${clock.now()}::timestamptz - n * interval '1 minute',
        ${clock.now()}::timestamptz - interval '15 days'
      from generate_series(1, ${overdue}::int) n`.execute(t.db);
    await sql`insert into peer_feedback_requests
        (requester_id, reviewer_email, relationship, status, token_hash, expires_at)
      values (${a.id}, 'fresh@example.test', 'peer', 'pending', md5('fresh'), ${clock.now()}::timestamptz + interval '1 day'),
        (${a.id}, 'done@example.test', 'peer', 'completed', md5('done'), ${clock.now()}::timestamptz - interval '1 day')`.execute(
      t.db,
    );

    const deps = { db: t.db, config: defaultApiConfig, now: clock.now };
    expect(await expireOverdueFeedbackRequests(deps)).toBe(overdue);
    expect(await expireOverdueFeedbackRequests(deps)).toBe(0);

    const statuses = await t.db
      .selectFrom("peerFeedbackRequests")
      .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
      .where("requesterId", "in", [a.id, b.id])
      .groupBy("status")
      .orderBy("status")
      .execute();
    expect(statuses).toEqual([
      { status: "completed", n: 1 },
      { status: "expired", n: overdue },
      { status: "pending", n: 1 },
    ]);
    const notified = await t.db
      .selectFrom("notifications")
      .select(["userId", (eb) => eb.fn.countAll<number>().as("n")])
      .where("kind", "=", "feedback_request_expiring")
      .groupBy("userId")
      .orderBy("userId")
      .execute();
    expect(notified).toEqual([
      { userId: a.id, n: overdue / 2 },
      { userId: b.id, n: overdue / 2 },
    ]);
  });

  it("stops after a bounded number of batches; the next run goes on", async () => {
    const clock = createClock("2026-11-21T10:00:00Z");
    const user = await createUser(t.db);
    await sql`insert into peer_feedback_requests
        (requester_id, reviewer_email, relationship, status, token_hash, expires_at)
      select ${user.id}, 'bounded' || n || '@example.test', 'peer', 'pending', md5('bounded-' || n),
        ${clock.now()}::timestamptz - interval '1 hour'
      from generate_series(1, 25) n`.execute(t.db);
    const deps = { db: t.db, config: defaultApiConfig, now: clock.now };
    expect(await expireOverdueFeedbackRequests(deps, { batchSize: 10, maxBatches: 2 })).toBe(20);
    expect(await expireOverdueFeedbackRequests(deps, { batchSize: 10, maxBatches: 2 })).toBe(5);
    expect(await expireOverdueFeedbackRequests(deps, { batchSize: 10, maxBatches: 2 })).toBe(0);
    expect(EXPIRY_MAX_BATCHES_PER_RUN * EXPIRY_BATCH_SIZE).toBe(2000);
  });
});
