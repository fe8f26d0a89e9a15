import { catchUpAnalytics } from "@leadcoach/api";
import { createUser } from "@leadcoach/api/testing";
import { createTestDb, type TestDb } from "@leadcoach/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn } from "./testing";

let t: TestDb;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestDb();
  app = await buildTestApp(t);
});
afterAll(async () => {
  await app.close();
  await t.drop();
});

describe("analytics over REST", () => {
  it("answers the analytics and report paths to admins, with the query's range and report type", async () => {
    const user = await createUser(t.db, { role: "user" });
    const admin = await createUser(t.db, { role: "admin" });
    const userCookie = await signIn(app, user.email, user.password);
    const adminCookie = await signIn(app, admin.email, admin.password);
    // The sign-ins are events: once caught up, today has two active users.
    await catchUpAnalytics({ db: t.db, now: () => new Date() });

    const get = (url: string, cookie?: string) =>
      app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
    for (const url of [
      "/api/analytics/engagement",
      "/api/analytics/skills",
      "/api/analytics/platform?metricType=daily",
      "/api/analytics/cohorts",
      "/api/analytics/retention",
      "/api/reports?reportType=skill_improvement",
    ]) {
      expect((await get(url)).statusCode).toBe(401);
      expect((await get(url, userCookie)).statusCode).toBe(403);
      expect((await get(url, adminCookie)).statusCode).toBe(200);
    }

    const engagement = await get("/api/analytics/engagement?start=2026-01-01&end=2026-01-31", adminCookie);
    expect(engagement.json()).toMatchObject({
      range: { start: "2026-01-01", end: "2026-01-31", days: 31 },
      previousRange: { start: "2025-12-01", end: "2025-12-31", days: 31 },
    });
    const today = new Date().toISOString().slice(0, 10);
    const platform = await get(
      `/api/analytics/platform?metricType=daily&start=${today}&end=${today}`,
      adminCookie,
    );
    expect(platform.json<{ points: unknown[] }>().points).toEqual([
      expect.objectContaining({ date: today, activeUsers: 2 }),
    ]);

    const report = await get("/api/reports?type=user_retention", adminCookie);
    expect(report.json()).toMatchObject({
      reportType: "user_retention",
      summary: { totalRegisteredUsers: 2 },
    });
    expect((await get("/api/reports", adminCookie)).json()).toMatchObject({
      reportType: "engagement_overview",
    });
    expect((await get("/api/reports?reportType=nope", adminCookie)).statusCode).toBe(400);
    expect(
      (await get("/api/analytics/engagement?start=2026-02-01&end=2026-01-01", adminCookie)).statusCode,
    ).toBe(400);
  });
});
