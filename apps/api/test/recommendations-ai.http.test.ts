import { chatCompletion, startFakeOpenAi, type FakeOpenAi } from "@leadcoach/api/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInUser, useTestServer } from "./testing";

/** The documented texts the web's 'Generate New' turns into its toasts (by "503" and "quota_exceeded"). */
const UNAVAILABLE =
  "The AI recommendation service is unavailable right now (503). Your recommendations are unchanged; please try again later.";
const QUOTA =
  "quota_exceeded: The AI recommendation service is temporarily unavailable due to usage limits. Your recommendations are unchanged.";

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
});
const server = useTestServer(() => ({
  AI_BASE_URL: fake.baseUrl,
  AI_API_KEY: "rest-key",
  AI_MODEL: "coach-rest",
  AI_TIMEOUT_MS: "2000",
}));

/** A signed-in user who took the assessment over REST: the built-in engine's list is in place. */
async function assessedMember() {
  const { cookie } = await signedInUser(server);
  const submitted = await send(server.app, "POST", "/api/assessment/submit", {
    cookie,
    body: { responses: Array.from({ length: 70 }, (_, i) => ({ questionId: `q${i + 1}`, answer: "3" })) },
  });
  expect(submitted.statusCode).toBe(200);
  const list = () =>
    server.app.inject({ method: "GET", url: "/api/coaching-recommendations", headers: { cookie } });
  const before = (await list()).json<{ id: number }[]>();
  expect(before.length).toBeGreaterThanOrEqual(4);
  return { cookie, list, before };
}

const generate = (cookie: string) =>
  send(server.app, "POST", "/api/ai/generate-recommendations", { cookie, body: {} });

describe("POST /api/ai/generate-recommendations with an AI provider configured", () => {
  it("a provider's 503 answers 503 with the documented message; the list stays", async () => {
    const { cookie, list, before } = await assessedMember();
    const sent = fake.requests.length;
    fake.answer({ status: 503, body: { error: { message: "overloaded" } } });
    const response = await generate(cookie);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: UNAVAILABLE });
    expect((await list()).json()).toEqual(before);
    expect(fake.requests).toHaveLength(sent + 1);
    expect(fake.requests.at(-1)?.headers.authorization).toBe("Bearer rest-key");

    // The web calls it over /trpc: the same status and text, which its toast maps by "503".
    const trpc = await server.app.inject({
      method: "POST",
      url: "/trpc/recommendations.generate",
      headers: { cookie, "content-type": "application/json" },
    });
    expect(trpc.statusCode).toBe(503);
    expect(trpc.json()).toMatchObject({ error: { message: UNAVAILABLE, data: { httpStatus: 503 } } });
    expect((await list()).json()).toEqual(before);
  });

  it("a provider's usage limit answers 429 with quota_exceeded; the list stays", async () => {
    const { cookie, list, before } = await assessedMember();
    fake.answer({ status: 429, body: { error: { type: "insufficient_quota", code: "insufficient_quota" } } });
    const response = await generate(cookie);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: QUOTA });
    expect((await list()).json()).toEqual(before);
  });

  it("a provider's no-answer (timeout) answers 503; a valid answer replaces the list", async () => {
    const { cookie, list, before } = await assessedMember();
    fake.answer("hang");
    const slow = await generate(cookie);
    expect(slow.statusCode).toBe(503);
    expect(slow.json()).toEqual({ message: UNAVAILABLE });
    expect((await list()).json()).toEqual(before);

    fake.answer({
      status: 200,
      body: chatCompletion(
        JSON.stringify({
          recommendations: [
            {
              type: "weekly_challenge",
              title: "Run a blameless review of last week's incident",
              content: "Timeline first, then what made sense at the time, then two system changes.",
              reason: "Incident Leadership is at 60%.",
              priority: "medium",
              dueInDays: 7,
              lessonId: null,
              skillId: null,
            },
          ],
        }),
      ),
    });
    const generated = await generate(cookie);
    expect(generated.statusCode).toBe(200);
    expect(generated.json()).toEqual([
      expect.objectContaining({
        title: "Run a blameless review of last week's incident",
        type: "weekly_challenge",
      }),
    ]);
    expect((await list()).json()).toEqual(generated.json());
  });
});
