/**
 * Advanced analytics on 10,000 users and 1,000,000 events (`analytics.seed.ts`), on PGlite or, with
 * DATABASE_URL, PostgreSQL. Targets (PostgreSQL): 30-day engagement < 50 ms, retention and cohorts
 * < 300 ms, the rollup catch-up for one day of events < 1 s (docs/analytics.md, docs/performance.md).
 */
import { createTestDb, type TestDb } from "@leadcoach/db/testing";
import { afterAll, beforeAll, bench, describe } from "vitest";
import { defaultApiConfig } from "../src/config";
import {
  getCohortAnalytics,
  getEngagementAnalytics,
  getRetentionAnalytics,
  getSkillsAnalytics,
} from "../src/services/analytics/analytics";
import { ZReportInput } from "../src/schemas/analytics";
import { addDays } from "../src/lib/days";
import { exportReportPdf } from "../src/services/analytics/report-export";
import { getAdminAnalytics } from "../src/services/admin/analytics";
import { catchUpAnalytics } from "../src/services/analytics/rollups";
import type { SessionUser } from "../src/services/deps";
import { insertBenchDay, seedAnalyticsBench } from "./analytics.seed";

const USERS = 10_000;
const EVENTS = 1_000_000;
const NOW = new Date("2026-11-20T12:00:00Z");

let t: TestDb;
let firstUserId = 0;
let nextDay = "2026-11-21";
const admin = { id: 0, role: "admin" } as unknown as SessionUser;
const deps = () => ({ db: t.db, config: defaultApiConfig, now: () => NOW });

beforeAll(async () => {
  t = await createTestDb();
  let started = performance.now();
  ({ firstUserId } = await seedAnalyticsBench(t.db, { users: USERS, events: EVENTS, now: NOW }));
  console.log(
    `seeded ${USERS} users, ${EVENTS} events in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  started = performance.now();
  const run = await catchUpAnalytics(deps(), { batchSize: 20_000 });
  console.log(
    `initial catch-up: ${run.processed} user-days in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}, 3_600_000);
afterAll(() => t.drop());

describe("analytics", () => {
  bench("engagement, 30 days (with the previous period)", async () => {
    await getEngagementAnalytics(deps(), admin, {});
  });
  bench("retention", async () => {
    await getRetentionAnalytics(deps(), admin, {});
  });
  bench("cohorts", async () => {
    await getCohortAnalytics(deps(), admin, {});
  });
  bench("skills", async () => {
    await getSkillsAnalytics(deps(), admin, {});
  });
  // The report downloads: the report's reads plus drawing the PDF (pdfkit).
  for (const reportType of ["engagement_overview", "skill_improvement", "user_retention"] as const) {
    bench(`report PDF (${reportType})`, async () => {
      await exportReportPdf(deps(), admin, ZReportInput.parse({ reportType }));
    });
  }
  // Target < 100 ms on PostgreSQL: computed from the base tables, not the rollups (docs/performance.md).
  bench("admin dashboard (admin.analytics)", async () => {
    await getAdminAnalytics(deps(), admin);
  });
  bench(
    "one day of events inserted, then the rollup catch-up (the catch-up alone is logged)",
    async () => {
      const day = nextDay;
      nextDay = addDays(nextDay, 1);
      await insertBenchDay(t.db, { firstUserId, users: USERS, events: Math.round(EVENTS / 365), day });
      const started = performance.now();
      const run = await catchUpAnalytics(deps());
      console.log(
        `catch-up ${day}: ${run.processed} user-days in ${(performance.now() - started).toFixed(0)} ms`,
      );
    },
    { iterations: 5, time: 0 },
  );
});
