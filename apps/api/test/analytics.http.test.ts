import { catchUpAnalytics } from "@leadcoach/api";
import { createUser } from "@leadcoach/api/testing";
import { describe, expect, it } from "vitest";
import { useTestServer, signIn } from "./testing";

const server = useTestServer();

describe("analytics over REST", () => {
  it("answers the analytics and report paths to admins, with the query's range and report type", async () => {
    const user = await createUser(server.db, { role: "user" });
    const admin = await createUser(server.db, { role: "admin" });
    const userCookie = await signIn(server.app, user.email, user.password);
    const adminCookie = await signIn(server.app, admin.email, admin.password);
    // The sign-ins are events: once caught up, today has two active users.
    await catchUpAnalytics({ db: server.db, now: () => new Date() });

    const get = (url: string, cookie?: string) =>
      server.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
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
