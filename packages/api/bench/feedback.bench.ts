/**
 * Peer feedback's reads for a user with 500 requests (300 answered) on a real database (PGlite, or
 * PostgreSQL with DATABASE_URL), among other people's requests. Run with `pnpm bench`; targets are
 * in docs/performance.md. The plans are checked in src/services/feedback/lists.postgres.test.ts.
 */
import { createTestDb, type TestDb } from "@leadcoach/db/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, bench, describe } from "vitest";
import { callerFor, createUser } from "../src/testing";

let t: TestDb;
let api: Awaited<ReturnType<typeof callerFor>>;
/** Public callers on distinct addresses: the form is rate-limited per address. */
let visitors: Awaited<ReturnType<typeof callerFor>>[] = [];
let token = "";
let turn = 0;

beforeAll(async () => {
  t = await createTestDb();
  await sql`insert into users (email, password, name)
    select 'crowd-' || n || '@example.test', 'x', 'Crowd ' || n from generate_series(1, 1000) n`.execute(
    t.db,
  );
  await sql`insert into peer_feedback_requests
      (requester_id, reviewer_email, relationship, status, token_hash, expires_at, created_at)
    select u.id, 'r' || n || '-' || u.id || '@example.test', 'peer',
      case when n % 2 = 0 then 'completed' else 'pending' end,
      md5('crowd-' || u.id || '-' || n), now() + interval '14 days', now() - n * interval '1 hour'
    from users u, generate_series(1, 20) n where u.email like 'crowd-%'`.execute(t.db);
  const user = await createUser(t.db);
  await sql`insert into peer_feedback_requests
      (requester_id, reviewer_email, relationship, status, token_hash, expires_at, created_at)
    select ${user.id}, 'mine' || n || '@example.test',
      (array['manager', 'peer', 'direct_report', 'other'])[1 + n % 4],
      case when n <= 300 then 'completed' else 'pending' end,
      md5('mine-' || n), now() + interval '14 days', now() - n * interval '1 hour'
    from generate_series(1, 500) n`.execute(t.db);
  await sql`insert into peer_feedback_responses (request_id, overall_rating, strengths, is_anonymous, submitted_at)
    select id, 1 + id % 5, 'Strength ' || id, id % 3 <> 0, created_at + interval '1 day'
    from peer_feedback_requests where status = 'completed'`.execute(t.db);
  await sql`analyze`.execute(t.db);
  api = await callerFor(t.db, { userId: user.id });
  const created = await api.feedback.createRequest({
    reviewerEmail: "bench@example.test",
    relationship: "peer",
  });
  const mail = await t.db
    .selectFrom("emailOutbox")
    .select("textBody")
    .where("feedbackRequestId", "=", created.id)
    .where("kind", "=", "feedback_request")
    .executeTakeFirstOrThrow();
  token = /token=([A-Za-z0-9_-]{43})/.exec(mail.textBody)?.[1] ?? "";
  visitors = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      callerFor(t.db, { clientIp: `198.51.${Math.floor(i / 250)}.${i % 250}` }),
    ),
  );
});
afterAll(() => t.drop());

describe("peer feedback, 500 requests", () => {
  bench("feedback.requests", async () => {
    await api.feedback.requests();
  });
  bench("feedback.responses", async () => {
    await api.feedback.responses();
  });
  bench("feedback.form (public)", async () => {
    await visitors[turn++ % visitors.length]!.feedback.form({ token });
  });
});
