/**
 * Peer feedback's reads for a user with 500 requests (300 answered) on a real database (PGlite, or
 * PostgreSQL with DATABASE_URL), among other people's requests. Run with `pnpm bench`; targets are
 * in docs/performance.md. The plans are checked in src/services/feedback/lists.postgres.test.ts.
 */
import { createTestDb, type TestDb } from "@leadcoach/db/testing";
import { afterAll, beforeAll, bench, describe } from "vitest";
import { seedFeedbackLists } from "../src/services/feedback/lists.fixtures";
import { callerFor, feedbackLinkToken } from "../src/testing";

let t: TestDb;
let api: Awaited<ReturnType<typeof callerFor>>;
/** Public callers on distinct addresses: the form is rate-limited per address. */
let visitors: Awaited<ReturnType<typeof callerFor>>[] = [];
let token = "";
let turn = 0;

beforeAll(async () => {
  t = await createTestDb();
  const user = await seedFeedbackLists(t.db, 1000);
  api = await callerFor(t.db, { userId: user.id });
  const created = await api.feedback.createRequest({
    reviewerEmail: "bench@example.test",
    relationship: "peer",
  });
  token = await feedbackLinkToken(t.db, created.id);
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
