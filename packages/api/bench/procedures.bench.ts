/**
 * Timing of the hottest procedures through the router on a real database (PGlite, or PostgreSQL with
 * DATABASE_URL). Run with `pnpm bench`; targets are in docs/performance.md, not asserted in tests.
 */
import { createTestDb, type TestDb } from "@leadcoach/db/testing";
import { afterAll, beforeAll, bench, describe } from "vitest";
import { responses } from "../src/routers/journey.fixtures";
import { callerFor, createUser } from "../src/testing";

let t: TestDb;
let api: Awaited<ReturnType<typeof callerFor>>;

beforeAll(async () => {
  t = await createTestDb();
  const user = await createUser(t.db);
  api = await callerFor(t.db, { userId: user.id });
  await api.assessment.submit({ responses: responses() });
  await api.goals.create({ title: "Bench goal", milestones: ["one", "two"] });
});
afterAll(() => t.drop());

describe("signed-in reads", () => {
  bench("auth.session", async () => {
    await api.auth.session();
  });
  bench("dashboard.summary", async () => {
    await api.dashboard.summary({});
  });
  bench("skills.progress", async () => {
    await api.skills.progress();
  });
  bench("lessons.list", async () => {
    await api.lessons.list({});
  });
  bench("notifications.list", async () => {
    await api.notifications.list();
  });
});
