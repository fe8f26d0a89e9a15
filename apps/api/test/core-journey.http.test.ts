import { createClock, createUser } from "@leadcoach/api/testing";
import { describe, expect, it } from "vitest";
import { useTestServer, signIn, send, sessionRowsOf } from "./testing";

const clock = createClock("2026-05-04T09:00:00Z");
const server = useTestServer({}, { now: clock.now });

const answers = (answer = "4", skip?: string) =>
  Array.from({ length: 70 }, (_, i) => `q${i + 1}`)
    .filter((id) => id !== skip)
    .map((questionId) => ({ questionId, answer, score: 1 }));

async function signedInUser() {
  const account = await createUser(server.db);
  return { account, cookie: await signIn(server.app, account.email, account.password) };
}

describe("core journey REST paths", () => {
  it("answer 401 without a session (GET /api/skills is public content)", async () => {
    const protectedPaths: [string, string][] = [
      ["GET", "/api/dashboard"],
      ["GET", "/api/user/skill-progress"],
      ["GET", "/api/assessment/status"],
      ["POST", "/api/assessment/submit"],
      ["GET", "/api/coaching-recommendations"],
      ["POST", "/api/ai/generate-recommendations"],
      ["DELETE", "/api/coaching-recommendations/1"],
    ];
    for (const [method, url] of protectedPaths) {
      const response = await server.app.inject({
        method: method as "GET",
        url,
        payload: method === "GET" ? undefined : {},
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
      expect(response.json()).toEqual({ message: "Please sign in to continue." });
    }
    const skills = await server.app.inject({ method: "GET", url: "/api/skills" });
    expect(skills.statusCode).toBe(200);
    expect(skills.json()).toHaveLength(4);
  });

  it("GET /api/assessment/status, POST /api/assessment/submit: validation, scoring and the retake window", async () => {
    const { cookie } = await signedInUser();
    const before = await send(server.app, "GET", "/api/assessment/status", { cookie });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      hasCompletedAssessment: false,
      canRetake: true,
      daysUntilRetake: 0,
      lastCompletedAt: null,
      retakeAvailableAt: null,
    });

    const missing = await send(server.app, "POST", "/api/assessment/submit", {
      cookie,
      body: { responses: answers("4", "q70") },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: "Missing answers for: q70" });

    const noBody = await send(server.app, "POST", "/api/assessment/submit", { cookie });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json<{ message: string }>().message).toMatch(/responses is required/);

    const ok = await send(server.app, "POST", "/api/assessment/submit", {
      cookie,
      body: { responses: answers("4") },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ overallScore: 80, categoryScores: [{ score: 80 }, {}, {}, {}] });

    const again = await send(server.app, "POST", "/api/assessment/submit", {
      cookie,
      body: { responses: answers("5") },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "You can retake the assessment in 90 days." });

    const after = await send(server.app, "GET", "/api/assessment/status", { cookie });
    expect(after.json()).toMatchObject({
      hasCompletedAssessment: true,
      canRetake: false,
      daysUntilRetake: 90,
    });
  });

  it("GET /api/dashboard and /api/user/skill-progress answer the caller's figures", async () => {
    const { cookie } = await signedInUser();
    const empty = await server.app.inject({ method: "GET", url: "/api/dashboard", headers: { cookie } });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ overallScore: 0, hasAssessment: false, streakDays: 0 });
    await send(server.app, "POST", "/api/assessment/submit", { cookie, body: { responses: answers("3") } });
    const dashboard = await send(server.app, "GET", "/api/dashboard?timeZone=Asia%2FTokyo", { cookie });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json()).toMatchObject({
      overallScore: 60,
      hasAssessment: true,
      streakDays: 1,
      activeGoals: 3,
    });
    const badZone = await send(server.app, "GET", "/api/dashboard?timeZone=Nowhere", { cookie });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json<{ message: string }>().message).toMatch(/Unknown time zone/);

    const progress = await send(server.app, "GET", "/api/user/skill-progress", { cookie });
    expect(progress.statusCode).toBe(200);
    const rows = progress.json<{ skillProgress: { currentScore: number; status: string }[] }>().skillProgress;
    expect(rows).toHaveLength(16);
    expect(rows.every((r) => r.currentScore === 60 && r.status === "Developing")).toBe(true);
  });

  it("coaching recommendations: list, generate, dismiss (404 for another user's)", async () => {
    const { cookie } = await signedInUser();
    const stranger = await signedInUser();
    const refused = await send(server.app, "POST", "/api/ai/generate-recommendations", { cookie });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: "Take the assessment first to get personalised recommendations.",
    });

    await send(server.app, "POST", "/api/assessment/submit", { cookie, body: { responses: answers("3") } });
    const list = await send(server.app, "GET", "/api/coaching-recommendations", { cookie });
    expect(list.statusCode).toBe(200);
    const recommendations = list.json<{ id: number; reason: string }[]>();
    expect(recommendations.length).toBeGreaterThanOrEqual(4);

    const generated = await send(server.app, "POST", "/api/ai/generate-recommendations", {
      cookie,
      body: { userId: 12345 },
    });
    expect(generated.statusCode).toBe(200);
    const fresh = generated.json<{ id: number }[]>();
    expect(fresh.length).toBe(recommendations.length);
    const [first] = fresh;
    if (!first) throw new Error("expected recommendations");

    const foreign = await send(server.app, "DELETE", `/api/coaching-recommendations/${first.id}`, {
      cookie: stranger.cookie,
    });
    expect(foreign.statusCode).toBe(404);
    const strangerList = await send(server.app, "GET", "/api/coaching-recommendations", {
      cookie: stranger.cookie,
    });
    expect(strangerList.json()).toEqual([]);

    const dismissed = await send(server.app, "DELETE", `/api/coaching-recommendations/${first.id}`, {
      cookie,
    });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toEqual({ success: true });
    const gone = await send(server.app, "DELETE", `/api/coaching-recommendations/${first.id}`, { cookie });
    expect(gone.statusCode).toBe(404);
    const bad = await send(server.app, "DELETE", "/api/coaching-recommendations/abc", { cookie });
    expect(bad.statusCode).toBe(400);
  });

  it("changing the password over /trpc signs out every other session and re-issues the caller's", async () => {
    const { account, cookie: first } = await signedInUser();
    const second = await signIn(server.app, account.email, account.password);
    const change = await send(server.app, "POST", "/trpc/settings.changePassword", {
      cookie: first,
      body: { currentPassword: account.password, newPassword: "fresh-secret" },
    });
    expect(change.statusCode).toBe(200);
    // The old cookie is cleared and the new one set: the browser keeps the last.
    const issued = change.cookies.filter((c) => c.name === "sid" && c.value);
    expect(issued).toHaveLength(1);
    const renewed = `sid=${issued[0]?.value}`;
    expect(renewed).not.toBe(first);
    const me = (cookie: string) =>
      server.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect((await me(second)).statusCode).toBe(401);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(renewed)).statusCode).toBe(200);
    const rows = await sessionRowsOf(server.db, account.id);
    expect(rows).toHaveLength(1);

    const wrong = await send(server.app, "POST", "/trpc/settings.changePassword", {
      cookie: renewed,
      body: { currentPassword: account.password, newPassword: "another-one" },
    });
    expect(wrong.statusCode).toBe(400);
    const oldLogin = await send(server.app, "POST", "/api/auth/login", {
      body: { email: account.email, password: account.password },
    });
    expect(oldLogin.statusCode).toBe(401);
  });
});
