import { catchUpAnalytics } from "@leadcoach/api";
import { ONE_COHORT_AT_A_TIME, PROGRAM_NOT_FOUND } from "@leadcoach/api/schemas";
import { callerFor, createUser } from "@leadcoach/api/testing";
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

  it("downloads a report as CSV and PDF, with its type and file name; users get 403", async () => {
    const user = await createUser(server.db, { role: "user" });
    const admin = await createUser(server.db, { role: "admin" });
    const userCookie = await signIn(server.app, user.email, user.password);
    const adminCookie = await signIn(server.app, admin.email, admin.password);
    const get = (url: string, cookie: string) =>
      server.app.inject({ method: "GET", url, headers: { cookie } });
    const query = "reportType=user_retention&start=2026-01-01&end=2026-01-31";

    const csv = await get(`/api/reports/csv?${query}`, adminCookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(
      'attachment; filename="user_retention-2026-01-01-2026-01-31.csv"',
    );
    expect(csv.body).toContain("Report,User Retention");

    const pdf = await get(`/api/reports/pdf?${query}`, adminCookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(
      'attachment; filename="user_retention-2026-01-01-2026-01-31.pdf"',
    );
    expect(pdf.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    for (const url of ["/api/reports/csv", "/api/reports/pdf"]) {
      expect((await get(url, userCookie)).statusCode).toBe(403);
    }
    expect((await get("/api/reports/pdf?groupId=abc", adminCookie)).statusCode).toBe(400);
  });

  it("filters by a program with ?programId: the analytics, the report and its downloads name it", async () => {
    const admin = await createUser(server.db, { role: "admin" });
    const adminCookie = await signIn(server.app, admin.email, admin.password);
    const api = await callerFor(server.db, { userId: admin.id });
    const people = await Promise.all(Array.from({ length: 5 }, () => createUser(server.db)));
    // Each signs in: an event today.
    for (const person of people) await signIn(server.app, person.email, person.password);
    await catchUpAnalytics({ db: server.db, now: () => new Date() });
    const name = "First 90 days as an engineering manager";
    const { id: programId } = await api.programs.create({
      name,
      lengthWeeks: 1,
      steps: [{ week: 1, kind: "reflection", title: "Reflect", prompt: "What changed this week?" }],
    });
    const today = new Date().toISOString().slice(0, 10);
    await api.programs.enrol({ programId, userIds: people.map((p) => p.id), startDate: today });
    const group = await server.db
      .insertInto("groups")
      .values({ name: "Platform team" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const get = (url: string) => server.app.inject({ method: "GET", url, headers: { cookie: adminCookie } });

    const engagement = await get(
      `/api/analytics/engagement?start=${today}&end=${today}&programId=${programId}`,
    );
    expect(engagement.statusCode).toBe(200);
    // The five enrolled, not the admin signed in beside them.
    expect(engagement.json()).toMatchObject({ summary: { totalUsers: 5, activeUsers: 5 } });
    for (const url of ["skills", "cohorts", "retention", "platform?metricType=weekly"]) {
      const joiner = url.includes("?") ? "&" : "?";
      expect((await get(`/api/analytics/${url}${joiner}programId=${programId}`)).statusCode, url).toBe(200);
    }
    const report = await get(`/api/reports?reportType=user_retention&programId=${programId}`);
    expect(report.json()).toMatchObject({
      group: null,
      program: { id: programId, name },
      summary: { totalRegisteredUsers: 5 },
    });

    const query = `reportType=engagement_overview&start=${today}&end=${today}&programId=${programId}`;
    const csv = await get(`/api/reports/csv?${query}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toBe(
      `attachment; filename="engagement_overview-${today}-${today}-program-${programId}.csv"`,
    );
    expect(csv.body).toContain(`Scope,Program: ${name}`);
    expect(csv.body).toContain("Figure,Active users,5,");
    const pdf = await get(`/api/reports/pdf?${query}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-disposition"]).toBe(
      `attachment; filename="engagement_overview-${today}-${today}-program-${programId}.pdf"`,
    );

    // Both filters at once, an unknown program, an id that is not one.
    for (const url of [
      `/api/reports/csv?groupId=${group.id}&programId=${programId}`,
      `/api/analytics/engagement?groupId=${group.id}&programId=${programId}`,
    ]) {
      const both = await get(url);
      expect(both.statusCode, url).toBe(400);
      expect(both.json(), url).toMatchObject({ message: ONE_COHORT_AT_A_TIME });
    }
    const unknown = await get("/api/reports/pdf?programId=2000000000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: PROGRAM_NOT_FOUND });
    expect((await get("/api/reports/csv?programId=abc")).statusCode).toBe(400);
  });
});
