import { createClock, createUser } from "@leadcoach/api/testing";
import { describe, expect, it } from "vitest";
import { useTestServer, signIn, send } from "./testing";

const clock = createClock("2026-05-04T09:00:00Z");
const server = useTestServer({}, { now: clock.now });

const answers = (answer: string) =>
  Array.from({ length: 70 }, (_, i) => ({ questionId: `q${i + 1}`, answer, score: Number(answer) }));

describe("GET /api/assessment/results and /api/assessment/history", () => {
  it("answer 401 without a session", async () => {
    for (const url of ["/api/assessment/results", "/api/assessment/history"]) {
      const response = await server.app.inject({ method: "GET", url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
    }
  });

  it("give the caller's latest results, any earlier one by id, and the history newest first", async () => {
    const account = await createUser(server.db);
    const cookie = await signIn(server.app, account.email, account.password);
    const get = (url: string) => server.app.inject({ method: "GET", url, headers: { cookie } });

    const none = await get("/api/assessment/results");
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();

    const submit = (answer: string) =>
      send(server.app, "POST", "/api/assessment/submit", { cookie, body: { responses: answers(answer) } });
    const first = (await submit("3")).json<{ assessmentId: number }>();
    clock.advanceDays(90);
    const second = (await submit("4")).json<{ assessmentId: number }>();

    const latest = await get("/api/assessment/results");
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toMatchObject({
      assessmentId: second.assessmentId,
      overallScore: 80,
      previous: { assessmentId: first.assessmentId, overallScore: 60 },
    });
    const earlier = await get(`/api/assessment/results?assessmentId=${first.assessmentId}`);
    expect(earlier.json()).toMatchObject({
      assessmentId: first.assessmentId,
      overallScore: 60,
      previous: null,
    });

    const history = await get("/api/assessment/history?limit=1");
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({
      items: [{ assessmentId: second.assessmentId, overallScore: 80, overallChange: 20 }],
      nextBefore: second.assessmentId,
    });
    const older = await get(`/api/assessment/history?limit=1&before=${second.assessmentId}`);
    expect(older.json()).toMatchObject({
      items: [{ assessmentId: first.assessmentId, overallChange: null }],
      nextBefore: null,
    });

    expect((await get("/api/assessment/results?assessmentId=abc")).statusCode).toBe(400);
    expect((await get("/api/assessment/history?limit=500")).statusCode).toBe(400);
    const stranger = await createUser(server.db);
    const strangerCookie = await signIn(server.app, stranger.email, stranger.password);
    const theirs = await send(
      server.app,
      "GET",
      `/api/assessment/results?assessmentId=${first.assessmentId}`,
      { cookie: strangerCookie },
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: "Assessment not found" });
  });
});
