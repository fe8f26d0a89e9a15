import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { defaultApiConfig, type ApiConfig } from "../../config";
import { responsesWithSkills, skillIdByName, weakDelegationResponses } from "../../routers/journey.fixtures";
import { TRPCError } from "@trpc/server";
import { AppError } from "../../lib/app-error";
import { callerFor, createClock, createUser, useTestDb } from "../../testing";
import { AI_QUOTA_MESSAGE, AI_UNAVAILABLE_MESSAGE, SYSTEM_PROMPT } from "./openai-compatible";
import { chatCompletion, startFakeOpenAi, type FakeAnswer, type FakeOpenAi } from "./openai-test-server";
import { receiveFeedback } from "./recommendations.fixtures";
import { ruleBasedGenerator } from "./rule-based";
import { recommendationGenerator } from "./service";

const t = useTestDb();
let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const aiConfig = (overrides: Partial<NonNullable<ApiConfig["ai"]>> = {}): Pick<ApiConfig, "ai"> => ({
  ai: { baseUrl: fake.baseUrl, apiKey: "test-key", model: "coach-test", timeoutMs: 3_000, ...overrides },
});

/**
 * A user who took the assessment (weakest: Delegation 40%) and received one answer from a named
 * reviewer, with the built-in list in place; `ai` is the same user with the provider configured.
 */
async function assessedUser(ai: Pick<ApiConfig, "ai"> = aiConfig()) {
  const user = await createUser(t.db);
  const clock = createClock("2026-06-01T08:00:00Z");
  const local = await callerFor(t.db, { userId: user.id, clock });
  await receiveFeedback(t.db, user.id, [
    {
      overallRating: 3,
      reviewerEmail: "pat.reviewer@example.test",
      reviewerName: "Pat Reviewer",
      areasForImprovement: "Pat wishes for fewer midnight heroics and more delegation.",
    },
  ]);
  await local.assessment.submit({
    responses: await weakDelegationResponses(t.db),
  });
  const api = await callerFor(t.db, { userId: user.id, clock, config: ai });
  return { user, clock, api, local };
}

function storedRows(userId: number) {
  return t.db
    .selectFrom("coachingRecommendations")
    .selectAll()
    .where("userId", "=", userId)
    .orderBy("id")
    .execute();
}

const valid = (overrides: Record<string, unknown> = {}) => ({
  type: "skill_exercise",
  title: "Delegate this week's release checklist",
  content: "Hand the release checklist to a teammate with the outcome and decision rights; check in twice.",
  reason: "Delegation is your lowest skill at 40%.",
  priority: "high",
  dueInDays: 3,
  lessonId: null,
  skillId: null,
  ...overrides,
});

const answerWith = (content: unknown): FakeAnswer => ({
  status: 200,
  body: chatCompletion(typeof content === "string" ? content : JSON.stringify(content)),
});

describe("the OpenAI-compatible provider", () => {
  it("stores its recommendations, links only known lessons and skills, and records its name", async () => {
    const { api, user, clock } = await assessedUser();
    const delegation = await skillIdByName(t.db, "Delegation and Empowerment");
    const lesson = await t.db
      .selectFrom("lessons")
      .select(["id", "skillId"])
      .where("skillId", "=", delegation)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    fake.answer(
      answerWith({
        recommendations: [
          valid({ lessonId: lesson.id }),
          valid({
            type: "daily_tip",
            title: "Ask before you fix",
            priority: "medium",
            dueInDays: 1,
            lessonId: 999_999,
            skillId: 999_999,
          }),
          valid({
            type: "general",
            title: "Make delegation your focus",
            priority: "low",
            dueInDays: 14,
            skillId: delegation,
          }),
        ],
      }),
    );
    const sent = fake.requests.length;

    const list = await api.recommendations.generate();

    expect(list.map((r) => [r.title, r.type, r.priority, r.lessonId, r.skillId])).toEqual([
      ["Delegate this week's release checklist", "skill_exercise", "high", lesson.id, lesson.skillId],
      ["Ask before you fix", "daily_tip", "medium", null, null],
      ["Make delegation your focus", "general", "low", null, delegation],
    ]);
    expect(list[0]?.dueDate).toBe(new Date(clock.now().getTime() + 3 * 86_400_000).toISOString());
    expect(list[0]?.reason).toBe("Delegation is your lowest skill at 40%.");
    const rows = await storedRows(user.id);
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.aiMetadata?.generator === "openai-compatible:coach-test")).toBe(true);

    // One request: the documented endpoint, the key, the model, JSON output, a coach for engineers.
    expect(fake.requests).toHaveLength(sent + 1);
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({
      method: "POST",
      path: "/v1/chat/completions",
      headers: { authorization: "Bearer test-key", "content-type": "application/json" },
    });
    const body = request?.body as {
      model: string;
      response_format: unknown;
      messages: { role: string; content: string }[];
    };
    expect(body.model).toBe("coach-test");
    expect(body.response_format).toEqual({ type: "json_object" });
    expect(body.messages[0]).toEqual({ role: "system", content: SYSTEM_PROMPT });
    expect(SYSTEM_PROMPT).toContain("software engineers who are becoming leaders");
    const situation = JSON.parse(body.messages[1]?.content ?? "{}") as {
      weakestSkills: { name: string; score: number }[];
      peerFeedback: { responseCount: number; averageRating: number };
      lessons: { id: number }[];
    };
    expect(situation.weakestSkills[0]).toMatchObject({ name: "Delegation and Empowerment", score: 40 });
    expect(situation.peerFeedback).toMatchObject({ responseCount: 1, averageRating: 3 });
    expect(situation.lessons.some((l) => l.id === lesson.id)).toBe(true);
    // Nothing that names the user or a reviewer, and no reviewer's words.
    const sentText = JSON.stringify(request?.body);
    for (const secret of ["pat.reviewer", "Pat Reviewer", "midnight heroics", user.email, "@"]) {
      expect(sentText).not.toContain(secret);
    }
  });

  it("sends no Authorization header without a key", async () => {
    const { api } = await assessedUser(aiConfig({ apiKey: null }));
    fake.answer(answerWith({ recommendations: [valid()] }));
    await api.recommendations.generate();
    expect(fake.requests.at(-1)?.headers.authorization).toBeUndefined();
  });

  /**
   * Runs a failing generate: the documented code and message, the detail (for the log) naming what
   * went wrong, and the caller's list (and every stored row) unchanged.
   */
  async function expectFailureKeepsList(
    answer: FakeAnswer,
    expected: {
      code: "SERVICE_UNAVAILABLE" | "TOO_MANY_REQUESTS";
      detail: RegExp;
      ai?: Pick<ApiConfig, "ai">;
    },
  ) {
    const { api, user } = await assessedUser(expected.ai);
    const before = await api.recommendations.list();
    const rowsBefore = await storedRows(user.id);
    expect(before.length).toBeGreaterThanOrEqual(4);
    fake.answer(answer);
    const error = await api.recommendations.generate().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TRPCError);
    const { code, message, cause } = error as TRPCError;
    expect({ code, message }).toEqual({
      code: expected.code,
      message: expected.code === "TOO_MANY_REQUESTS" ? AI_QUOTA_MESSAGE : AI_UNAVAILABLE_MESSAGE,
    });
    expect(cause).toBeInstanceOf(AppError);
    expect((cause?.cause as Error).message).toMatch(expected.detail);
    expect(await api.recommendations.list()).toEqual(before);
    expect(await storedRows(user.id)).toEqual(rowsBefore);
  }

  it.each([
    ["text that is not JSON", "Here are your recommendations: 1. Delegate more."],
    ["JSON in a code fence", '```json\n{"recommendations":[]}\n```'],
    ["no recommendations", { recommendations: [] }],
    ["an unknown key", { recommendations: [valid({ confidence: 0.9 })] }],
    ["an unknown type", { recommendations: [valid({ type: "podcast" })] }],
    ["a title over 200 characters", { recommendations: [valid({ title: "x".repeat(201) })] }],
    ["a missing field", { recommendations: [{ ...valid(), reason: undefined }] }],
    ["a wrong shape", [valid()]],
  ])("malformed output (%s) is a 503 and keeps the list", async (_label, content) => {
    await expectFailureKeepsList(answerWith(content), {
      code: "SERVICE_UNAVAILABLE",
      detail: /malformed output/,
    });
  });

  it("an answer without a message is a 503 and keeps the list", async () => {
    await expectFailureKeepsList(
      { status: 200, body: { choices: [] } },
      { code: "SERVICE_UNAVAILABLE", detail: /no message content/ },
    );
  });

  it.each([
    [
      "HTTP 429 with insufficient_quota",
      429,
      { error: { message: "quota", type: "insufficient_quota", code: "insufficient_quota" } },
    ],
    [
      "HTTP 429 rate limit",
      429,
      { error: { message: "slow down", type: "requests", code: "rate_limit_exceeded" } },
    ],
    ["HTTP 429 with no body", 429, null],
    ["an insufficient_quota error at another status", 403, { error: { type: "insufficient_quota" } }],
  ])("%s is a 429 with quota_exceeded and keeps the list", async (_label, status, body) => {
    await expectFailureKeepsList({ status, body }, { code: "TOO_MANY_REQUESTS", detail: /usage limit/ });
  });

  it.each([
    [503, { error: { message: "The engine is currently overloaded" } }],
    [500, { error: { message: "internal" } }],
    [502, "bad gateway"],
    [401, { error: { message: "Incorrect API key provided", code: "invalid_api_key" } }],
  ])("HTTP %i is a 503 and keeps the list", async (status, body) => {
    await expectFailureKeepsList(
      { status, body },
      { code: "SERVICE_UNAVAILABLE", detail: new RegExp(`HTTP ${status}$`) },
    );
  });

  it("no answer within the timeout is a 503 and keeps the list", async () => {
    const started = Date.now();
    await expectFailureKeepsList("hang", {
      code: "SERVICE_UNAVAILABLE",
      detail: /no answer within 300 ms/,
      ai: aiConfig({ timeoutMs: 300 }),
    });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("an endpoint that cannot be reached is a 503 and keeps the list", async () => {
    const closed = await startFakeOpenAi();
    await closed.close();
    await expectFailureKeepsList(answerWith({ recommendations: [valid()] }), {
      code: "SERVICE_UNAVAILABLE",
      detail: /request failed/,
      ai: aiConfig({ baseUrl: closed.baseUrl }),
    });
  });

  it("the messages are the ones the web's 'Generate New' toasts look for", () => {
    expect(AI_UNAVAILABLE_MESSAGE).toContain("503");
    expect(AI_UNAVAILABLE_MESSAGE).not.toContain("quota_exceeded");
    expect(AI_QUOTA_MESSAGE).toMatch(
      /^quota_exceeded: The AI recommendation service is temporarily unavailable due to usage limits\./,
    );
  });
});

describe("choosing the generator", () => {
  it("uses the provider only when config.ai is set; otherwise no request leaves the machine", async () => {
    expect(recommendationGenerator(defaultApiConfig)).toBe(ruleBasedGenerator);
    expect(recommendationGenerator({ ...defaultApiConfig, ...aiConfig() }).name).toBe(
      "openai-compatible:coach-test",
    );

    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const sent = fake.requests.length;
    const { local, user } = await assessedUser();
    await local.recommendations.generate();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(fake.requests).toHaveLength(sent);
    const rows = await storedRows(user.id);
    expect(rows.every((r) => r.aiMetadata?.generator === "rule-based")).toBe(true);
  });

  it("an assessment submit refreshes with the built-in engine even when the provider is configured", async () => {
    fake.answer({ status: 503, body: { error: { message: "down" } } });
    const sent = fake.requests.length;
    const user = await createUser(t.db);
    const api = await callerFor(t.db, { userId: user.id, config: aiConfig() });
    await api.assessment.submit({ responses: await responsesWithSkills(t.db, { Empathy: "2" }) });
    expect(fake.requests).toHaveLength(sent);
    const rows = await storedRows(user.id);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.every((r) => r.aiMetadata?.generator === "rule-based")).toBe(true);
  });
});
