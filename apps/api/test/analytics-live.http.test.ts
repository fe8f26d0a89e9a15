import { catchUpAnalytics } from "@leadcoach/api";
import { createUser } from "@leadcoach/api/testing";
import { describe, expect, it } from "vitest";
import { useTestServer, sessionCookie, signIn, send } from "./testing";

const server = useTestServer();

interface AdminFigures {
  activeUsers: number;
  totalUsers: number;
  platformHealth: { userEngagement: number };
  userGrowth: number[];
  userGrowthMonths: { month: string; newUsers: number; partial: boolean }[];
}
interface Engagement {
  summary: { activeUsers: number; totalSessions: number };
}

describe("admin figures right after people sign in", () => {
  it("count every sign-in at once, without waiting for the background job, even when read twice at once", async () => {
    const admin = await createUser(server.db, { role: "admin" });
    // Five people sign up and sign in through the real paths; nobody runs the rollup job.
    const people = Array.from({ length: 5 }, (_, i) => ({
      name: `Live ${i}`,
      email: `live-${i}-${Date.now()}@example.test`,
      password: "secret-password-1",
    }));
    for (const p of people) {
      const signup = await server.app.inject({ method: "POST", url: "/api/auth/signup", payload: p });
      expect(signup.statusCode).toBe(201);
    }
    await Promise.all(people.map((p) => signIn(server.app, p.email, p.password)));
    const cookie = await signIn(server.app, admin.email, admin.password);
    const get = (url: string) => server.app.inject({ method: "GET", url, headers: { cookie } });

    // Two dashboards and the engagement figures at once, racing a background run.
    const [first, second, engagement, job] = await Promise.all([
      get("/api/admin/analytics"),
      get("/api/admin/analytics"),
      get("/api/analytics/engagement"),
      catchUpAnalytics({ db: server.db, now: () => new Date() }, { batchSize: 2 }),
    ]);
    expect(job.processed).toBeLessThanOrEqual(6);
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200);
      const figures = response.json<AdminFigures>();
      // The five and the admin: six active, six registered.
      expect(figures.activeUsers).toBe(6);
      expect(figures.totalUsers).toBe(6);
      expect(figures.platformHealth.userEngagement).toBe(100);
    }
    expect(engagement.json<Engagement>().summary).toMatchObject({ activeUsers: 6, totalSessions: 6 });

    // The report and the daily figures agree.
    const today = new Date().toISOString().slice(0, 10);
    const report = await get("/api/reports?reportType=engagement_overview");
    expect(report.json<Engagement>().summary).toMatchObject({ activeUsers: 6, totalSessions: 6 });
    const platform = await get(`/api/analytics/platform?metricType=daily&start=${today}&end=${today}`);
    expect(platform.json<{ points: unknown[] }>().points).toEqual([
      expect.objectContaining({ date: today, activeUsers: 6, totalSessions: 6, newUsers: 6 }),
    ]);

    // One more sign-in (a second session a moment later joins the first: no new session).
    const again = await send(server.app, "POST", "/api/auth/login", {
      body: { email: people[0]!.email, password: people[0]!.password },
    });
    expect(sessionCookie(again)).toMatch(/^sid=/);
    expect((await get("/api/analytics/engagement")).json<Engagement>().summary).toMatchObject({
      activeUsers: 6,
      totalSessions: 6,
    });

    // User Growth: this month's six sign-ups are the last, partial point; the documented six
    // numbers stay the whole months before it.
    const growth = (await get("/api/admin/analytics")).json<AdminFigures>();
    expect(growth.userGrowth).toHaveLength(6);
    expect(growth.userGrowthMonths).toHaveLength(7);
    expect(growth.userGrowthMonths.at(-1)).toEqual({
      month: today.slice(0, 7),
      newUsers: 6,
      partial: true,
    });
    expect(growth.userGrowthMonths.slice(0, 6).map((m) => m.newUsers)).toEqual(growth.userGrowth);
  });
});
