import { json } from "@leadcoach/db";
import type { LessonContentBody } from "@leadcoach/db/content";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLE_PLAY_MIN_WORDS, countWords } from "../schemas/lessons";
import { ROLE_PLAY_POINTS } from "../services/lessons/role-play";
import {
  replyWindow,
  ROLE_PLAY_REPLIES_PER_HOUR,
  TOO_MANY_REPLIES,
} from "../services/lessons/role-play-reply";
import {
  chatCompletion,
  startFakeOpenAi,
  type FakeOpenAi,
} from "../services/recommendations/openai-test-server";
import { callerFor, createUser, expectTrpcError, signedInUser, userWithCaller, useTestDb } from "../testing";

const t = useTestDb();

const rubric = [
  { criterion: "Names the observed behaviour", nonTechnicalCriterion: "Says what they saw happen" },
  { criterion: "States the impact on the team", nonTechnicalCriterion: "Says how it affected others" },
  { criterion: "Asks for their view", nonTechnicalCriterion: "Asks what they think" },
];

/** Edits a lesson's stored content in place through `change`, stores it, and answers what `change` returns. */
async function editLessonContent<T>(lessonId: number, change: (content: LessonContentBody) => T): Promise<T> {
  const row = await t.db
    .selectFrom("lessons")
    .select("content")
    .where("id", "=", lessonId)
    .executeTakeFirstOrThrow();
  const content: LessonContentBody = row.content;
  const result = change(content);
  await t.db
    .updateTable("lessons")
    .set({ content: json(content) })
    .where("id", "=", lessonId)
    .execute();
  return result;
}

/** A lesson's first simulation step, given a known model answer and rubric. */
function rolePlayStep(lessonId: number) {
  return editLessonContent(lessonId, (content) => {
    const stepIndex = content.steps.findIndex((s) => s.type === "simulation");
    const step = content.steps[stepIndex];
    if (!step?.simulation) throw new Error(`lesson ${lessonId} has no simulation step`);
    const { modelAnswer: _m, nonTechnicalModelAnswer: _n, rubric: _r, ...scene } = step.simulation;
    step.simulation = {
      ...scene,
      modelAnswer: "In Tuesday's review you cut Priya off twice; she stopped contributing.",
      nonTechnicalModelAnswer: "In the Tuesday meeting you talked over Priya twice.",
      rubric,
    };
    const quizStep = content.steps.findIndex((s) => s.type === "quiz");
    return { stepIndex, quizStep };
  });
}

async function xpTotal(userId: number) {
  const rows = await t.db
    .selectFrom("xpAwards")
    .select(["sourceKey", "points"])
    .where("userId", "=", userId)
    .execute();
  return rows;
}

/** A real attempt: enough words for the step to complete once a rubric line is ticked. */
const ANSWER =
  "I noticed you interrupted Priya twice in Tuesday's review, and she stopped contributing after that. " +
  "I want the review to be a place where everyone is heard. How did that review feel to you, and what got in the way?";
const BETTER_ANSWER = `${ANSWER} Could we agree on one thing to try in the next review?`;

describe("lessons role-play", () => {
  it("has answers long enough to complete", () => {
    expect(countWords(ANSWER)).toBeGreaterThanOrEqual(ROLE_PLAY_MIN_WORDS);
  });

  it("hides the model answer and rubric until the learner has written their own", async () => {
    const { stepIndex } = await rolePlayStep(1);
    const { api } = await userWithCaller(t.db);
    const lesson = await api.lessons.byId({ lessonId: 1 });
    const sim = lesson.steps[stepIndex]?.simulation;
    expect(sim?.scenario).toBeTruthy();
    expect(sim).not.toHaveProperty("modelAnswer");
    expect(sim).not.toHaveProperty("rubric");
    expect(await api.lessons.rolePlay({ lessonId: 1, stepIndex })).toBeNull();
  });

  it("stores an answer, shows the model answer and rubric, and completes on the self-check with XP once", async () => {
    const { stepIndex } = await rolePlayStep(1);
    const { user, clock, api } = await signedInUser(t.db, "2026-11-25T09:00:00Z");

    const first = await api.lessons.submitRolePlay({
      lessonId: "lesson-1",
      stepIndex,
      answer: `  ${ANSWER}  `,
    });
    expect(first).toMatchObject({
      answer: ANSWER,
      modelAnswer: "In Tuesday's review you cut Priya off twice; she stopped contributing.",
      nonTechnicalModelAnswer: "In the Tuesday meeting you talked over Priya twice.",
      rubric,
      selfCheck: null,
      completed: false,
      pointsAwarded: 0,
      canHearReply: false,
    });

    clock.advanceDays(1);
    const checked = await api.lessons.saveRolePlayCheck({
      lessonId: 1,
      stepIndex,
      selfCheck: [true, false, true],
    });
    expect(checked).toMatchObject({ selfCheck: [true, false, true], completed: true });
    expect(checked.pointsAwarded).toBe(ROLE_PLAY_POINTS);

    // Checking again, or rewriting the answer, earns nothing more; a rewrite clears the old ticks.
    const again = await api.lessons.saveRolePlayCheck({
      lessonId: 1,
      stepIndex,
      selfCheck: [true, true, true],
    });
    expect(again).toMatchObject({ completed: true, pointsAwarded: 0, selfCheck: [true, true, true] });
    const rewritten = await api.lessons.submitRolePlay({
      lessonId: 1,
      stepIndex,
      answer: BETTER_ANSWER,
    });
    expect(rewritten).toMatchObject({
      answer: BETTER_ANSWER,
      selfCheck: null,
      completed: true,
      pointsAwarded: 0,
    });
    const same = await api.lessons.saveRolePlayCheck({
      lessonId: 1,
      stepIndex,
      selfCheck: [true, true, false],
    });
    await api.lessons.submitRolePlay({ lessonId: 1, stepIndex, answer: BETTER_ANSWER });
    expect((await api.lessons.rolePlay({ lessonId: 1, stepIndex }))?.selfCheck).toEqual(same.selfCheck);

    const rows = await t.db
      .selectFrom("rolePlayAnswers")
      .select(["answer", "completedAt", "createdAt", "updatedAt"])
      .where("userId", "=", user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.completedAt?.toISOString()).toBe("2026-11-26T09:00:00.000Z");
    expect(rows[0]?.createdAt.toISOString()).toBe("2026-11-25T09:00:00.000Z");
    expect(await xpTotal(user.id)).toEqual([
      { sourceKey: `roleplay:1:${stepIndex}`, points: ROLE_PLAY_POINTS },
    ]);
    expect((await api.lessons.xp()).totalXp).toBe(ROLE_PLAY_POINTS);
  });

  it("counts a saved self-check as a learning action: the activity list and the streak see it", async () => {
    const { stepIndex } = await rolePlayStep(1);
    const { user, clock, api } = await signedInUser(t.db, "2026-11-27T09:00:00Z");
    await api.lessons.submitRolePlay({ lessonId: 1, stepIndex, answer: ANSWER });
    // Writing alone is not yet a completed role-play.
    expect((await api.dashboard.summary({ timeZone: "UTC" })).streakDays).toBe(0);

    await api.lessons.saveRolePlayCheck({ lessonId: 1, stepIndex, selfCheck: [true, true, false] });
    clock.advanceDays(1);
    await api.lessons.saveRolePlayCheck({ lessonId: 1, stepIndex, selfCheck: [true, true, true] });

    const events = await t.db
      .selectFrom("activityEvents")
      .select(["type", "detail"])
      .where("userId", "=", user.id)
      .execute();
    expect(events).toEqual([
      { type: "role_play_completed", detail: { lessonId: 1, stepIndex } },
      { type: "role_play_completed", detail: { lessonId: 1, stepIndex } },
    ]);
    expect((await api.dashboard.summary({ timeZone: "UTC" })).streakDays).toBe(2);
  });

  it("completes only a real attempt: enough words and a ticked line, with a message saying what is missing", async () => {
    const { stepIndex } = await rolePlayStep(1);
    const { user, api } = await userWithCaller(t.db);
    await api.lessons.submitRolePlay({ lessonId: 1, stepIndex, answer: "k" });
    await expectTrpcError(
      api.lessons.saveRolePlayCheck({ lessonId: 1, stepIndex, selfCheck: [false, false, false] }),
      "BAD_REQUEST",
      "Write at least 30 words (your answer has 1 word). Tick at least one checklist line that your answer covers.",
    );
    await expectTrpcError(
      api.lessons.saveRolePlayCheck({ lessonId: 1, stepIndex, selfCheck: [true, true, true] }),
      "BAD_REQUEST",
      "Write at least 30 words (your answer has 1 word).",
    );
    await api.lessons.submitRolePlay({ lessonId: 1, stepIndex, answer: ANSWER });
    await expectTrpcError(
      api.lessons.saveRolePlayCheck({ lessonId: 1, stepIndex, selfCheck: [false, false, false] }),
      "BAD_REQUEST",
      "Tick at least one checklist line that your answer covers.",
    );
    expect(await xpTotal(user.id)).toEqual([]);
    expect(await api.lessons.rolePlay({ lessonId: 1, stepIndex })).toMatchObject({
      completed: false,
      selfCheck: null,
    });
    const done = await api.lessons.saveRolePlayCheck({
      lessonId: 1,
      stepIndex,
      selfCheck: [false, true, false],
    });
    expect(done).toMatchObject({ completed: true, pointsAwarded: ROLE_PLAY_POINTS });
  });

  it("keeps each learner's answer to themselves", async () => {
    const { stepIndex } = await rolePlayStep(1);
    const owner = await createUser(t.db);
    const other = await createUser(t.db);
    const ownerApi = await callerFor(t.db, { userId: owner.id });
    const otherApi = await callerFor(t.db, { userId: other.id });
    await ownerApi.lessons.submitRolePlay({ lessonId: 1, stepIndex, answer: "owner's private words" });
    expect(await otherApi.lessons.rolePlay({ lessonId: 1, stepIndex })).toBeNull();
    // Another learner's check has no answer of theirs to apply to.
    await expectTrpcError(
      otherApi.lessons.saveRolePlayCheck({ lessonId: 1, stepIndex, selfCheck: [true, true, true] }),
      "CONFLICT",
    );
    expect((await ownerApi.lessons.rolePlay({ lessonId: 1, stepIndex }))?.answer).toBe(
      "owner's private words",
    );
  });

  it("refuses bad input, other step types, unknown lessons and anonymous callers", async () => {
    const { stepIndex, quizStep } = await rolePlayStep(1);
    const { user, api } = await userWithCaller(t.db);
    const anonymous = await callerFor(t.db);
    await expectTrpcError(
      anonymous.lessons.submitRolePlay({ lessonId: 1, stepIndex, answer: "x" }),
      "UNAUTHORIZED",
    );
    await expectTrpcError(anonymous.lessons.rolePlay({ lessonId: 1, stepIndex }), "UNAUTHORIZED");
    await expectTrpcError(
      api.lessons.submitRolePlay({ lessonId: 1, stepIndex, answer: "   " }),
      "BAD_REQUEST",
    );
    await expectTrpcError(
      api.lessons.submitRolePlay({ lessonId: 1, stepIndex, answer: "x".repeat(4001) }),
      "BAD_REQUEST",
    );
    await expectTrpcError(
      api.lessons.submitRolePlay({ lessonId: 1, stepIndex: quizStep, answer: "x" }),
      "BAD_REQUEST",
      /not a role-play/,
    );
    await expectTrpcError(
      api.lessons.submitRolePlay({ lessonId: 1, stepIndex: 999, answer: "x" }),
      "BAD_REQUEST",
    );
    await expectTrpcError(
      api.lessons.submitRolePlay({ lessonId: 9999, stepIndex, answer: "x" }),
      "NOT_FOUND",
    );
    await expectTrpcError(
      api.lessons.saveRolePlayCheck({ lessonId: 1, stepIndex, selfCheck: [true, true, true] }),
      "CONFLICT",
      /Write what you would say/,
    );
    await api.lessons.submitRolePlay({ lessonId: 1, stepIndex, answer: "x".repeat(4000) });
    await expectTrpcError(
      api.lessons.saveRolePlayCheck({ lessonId: 1, stepIndex, selfCheck: [true] }),
      "BAD_REQUEST",
      /3 lines/,
    );
    expect(await xpTotal(user.id)).toEqual([]);
  });
});

describe("lessons.answerQuiz option explanations", () => {
  function quizWithExplanations(lessonId: number) {
    return editLessonContent(lessonId, (content) => {
      const stepIndex = content.steps.findIndex((s) => s.type === "quiz");
      const quiz = content.steps[stepIndex]?.quiz;
      if (!quiz) throw new Error("no quiz");
      quiz.optionExplanations = quiz.options.map((_, i) => `Technical why ${i}`);
      quiz.nonTechnicalOptionExplanations = quiz.options.map((_, i) => `Simple why ${i}`);
      return { stepIndex, correct: quiz.correct, count: quiz.options.length };
    });
  }

  it("explains the wrong pick alone, then every option once the right one is found", async () => {
    const { stepIndex, correct, count } = await quizWithExplanations(4);
    const { api } = await userWithCaller(t.db);
    const step = (await api.lessons.byId({ lessonId: 4 })).steps[stepIndex];
    expect(step?.quiz).not.toHaveProperty("optionExplanations");
    expect(step?.quiz).not.toHaveProperty("correct");

    const wrong = (correct + 1) % count;
    const miss = await api.lessons.answerQuiz({ lessonId: 4, stepIndex, optionIndex: wrong });
    expect(miss.correct).toBe(false);
    expect(miss.optionExplanations).toEqual([
      {
        optionIndex: wrong,
        explanation: `Technical why ${wrong}`,
        nonTechnicalExplanation: `Simple why ${wrong}`,
      },
    ]);
    const hit = await api.lessons.answerQuiz({ lessonId: 4, stepIndex, optionIndex: correct });
    expect(hit.correct).toBe(true);
    expect(hit.optionExplanations.map((o) => o.optionIndex)).toEqual([...Array(count).keys()]);
    expect(hit.optionExplanations[0]?.nonTechnicalExplanation).toBe("Simple why 0");
  });
});

describe("lessons.hearRolePlayReply", () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());

  const aiConfig = () => ({
    ai: { baseUrl: fake.baseUrl, apiKey: "test-key", model: "coach-test", timeoutMs: 5000 },
  });

  it("is absent without a provider: the answer says it cannot reply", async () => {
    const { stepIndex } = await rolePlayStep(1);
    const { api } = await userWithCaller(t.db);
    await api.lessons.submitRolePlay({ lessonId: 1, stepIndex, answer: "Hello" });
    await expectTrpcError(
      api.lessons.hearRolePlayReply({ lessonId: 1, stepIndex, turns: [{ learner: "Hello" }] }),
      "BAD_REQUEST",
      /not available/,
    );
  });

  it("asks the provider for the participant's reply and the rubric applied to the learner's words", async () => {
    const { stepIndex } = await rolePlayStep(1);
    const user = await createUser(t.db);
    const api = await callerFor(t.db, { userId: user.id, config: aiConfig() });
    const first = await api.lessons.submitRolePlay({
      lessonId: 1,
      stepIndex,
      answer: "I saw you cut Priya off.",
    });
    expect(first.canHearReply).toBe(true);
    await expectTrpcError(
      (
        await callerFor(t.db, { userId: (await createUser(t.db)).id, config: aiConfig() })
      ).lessons.hearRolePlayReply({
        lessonId: 1,
        stepIndex,
        turns: [{ learner: "Hi" }],
      }),
      "CONFLICT",
    );

    fake.answer({
      status: 200,
      body: chatCompletion(
        JSON.stringify({
          reply: "I didn't realise. I was worried we'd miss the deadline.",
          rubric: [
            { met: true, note: "Named the behaviour." },
            { met: false, note: "No impact stated." },
            { met: true, note: "Asked for their view." },
          ],
        }),
      ),
    });
    const turns = [
      { learner: "I saw you cut Priya off.", reply: "Did I?" },
      { learner: "Twice. How did the review feel to you?" },
    ];
    const reply = await api.lessons.hearRolePlayReply({ lessonId: 1, stepIndex, turns });
    expect(reply).toMatchObject({
      reply: "I didn't realise. I was worried we'd miss the deadline.",
      turnsLeft: 1,
      rubric: [
        {
          criterion: rubric[0]?.criterion,
          nonTechnicalCriterion: rubric[0]?.nonTechnicalCriterion,
          met: true,
        },
        { met: false, note: "No impact stated." },
        { met: true },
      ],
    });
    const request = fake.requests.at(-1);
    expect(request?.path).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe("Bearer test-key");
    const body = request?.body as { model: string; messages: { role: string; content: string }[] };
    expect(body.model).toBe("coach-test");
    expect(body.messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(body.messages[0]?.content).toContain(rubric[1]?.criterion);
    expect(body.messages[3]?.content).toBe("Twice. How did the review feel to you?");

    // Four learner turns are one too many; a reply is asked only for the latest words.
    await expectTrpcError(
      api.lessons.hearRolePlayReply({
        lessonId: 1,
        stepIndex,
        turns: [1, 2, 3, 4].map((n) => ({ learner: `turn ${n}`, reply: "ok" })),
      }),
      "BAD_REQUEST",
    );
    await expectTrpcError(
      api.lessons.hearRolePlayReply({ lessonId: 1, stepIndex, turns: [{ learner: "a", reply: "b" }] }),
      "BAD_REQUEST",
    );
  });

  it("lets a conversation of three answered turns in a row stand in for the words", async () => {
    const { stepIndex } = await rolePlayStep(1);
    const user = await createUser(t.db);
    const api = await callerFor(t.db, { userId: user.id, config: aiConfig() });
    await api.lessons.submitRolePlay({ lessonId: 1, stepIndex, answer: "Priya, a word?" });
    fake.answer({
      status: 200,
      body: chatCompletion(JSON.stringify({ reply: "Sure, what is it?", rubric: [] })),
    });
    const save = () =>
      api.lessons.saveRolePlayCheck({ lessonId: 1, stepIndex, selfCheck: [true, false, false] });
    await expectTrpcError(
      save(),
      "BAD_REQUEST",
      "Write at least 30 words (your answer has 3 words), or talk it through for 3 turns with 'Hear their reply'.",
    );
    // A whole conversation claimed in one call counts for nothing: turns count one after another.
    const opening = { learner: "Priya, a word?", reply: "Sure." };
    const claimed = [
      opening,
      { learner: "About the review.", reply: "Go on." },
      { learner: "How did it feel?" },
    ];
    await api.lessons.hearRolePlayReply({ lessonId: 1, stepIndex, turns: claimed });
    expect((await api.lessons.rolePlay({ lessonId: 1, stepIndex }))?.conversationTurns).toBe(0);
    await expectTrpcError(save(), "BAD_REQUEST", /talk it through/);

    await api.lessons.hearRolePlayReply({ lessonId: 1, stepIndex, turns: [{ learner: opening.learner }] });
    await api.lessons.hearRolePlayReply({
      lessonId: 1,
      stepIndex,
      turns: [opening, { learner: "About the review." }],
    });
    expect((await api.lessons.rolePlay({ lessonId: 1, stepIndex }))?.conversationTurns).toBe(2);
    await expectTrpcError(save(), "BAD_REQUEST", /talk it through/);
    await api.lessons.hearRolePlayReply({ lessonId: 1, stepIndex, turns: claimed });
    expect(await save()).toMatchObject({
      completed: true,
      conversationTurns: 3,
      pointsAwarded: ROLE_PLAY_POINTS,
    });
    // A rewritten answer starts its conversation again.
    const rewritten = await api.lessons.submitRolePlay({ lessonId: 1, stepIndex, answer: "Hi Priya." });
    expect(rewritten.conversationTurns).toBe(0);
  });

  it("allows each person a limited number of replies an hour, before any call to the provider", async () => {
    const { stepIndex } = await rolePlayStep(1);
    const user = await createUser(t.db);
    const api = await callerFor(t.db, { userId: user.id, config: aiConfig() });
    await api.lessons.submitRolePlay({ lessonId: 1, stepIndex, answer: "Hello" });
    const window = replyWindow(user.id);
    const windowStart = new Date(Math.floor(Date.now() / window.windowMs) * window.windowMs);
    await t.db
      .insertInto("rateLimitHits")
      .values({ key: window.key, windowStart, count: ROLE_PLAY_REPLIES_PER_HOUR })
      .execute();
    const asked = fake.requests.length;
    await expectTrpcError(
      api.lessons.hearRolePlayReply({ lessonId: 1, stepIndex, turns: [{ learner: "Hello" }] }),
      "TOO_MANY_REQUESTS",
      TOO_MANY_REPLIES,
    );
    expect(fake.requests.length).toBe(asked);
  });

  it("maps provider failures to 503 and usage limits to 429", async () => {
    const { stepIndex } = await rolePlayStep(1);
    const user = await createUser(t.db);
    const api = await callerFor(t.db, { userId: user.id, config: aiConfig() });
    await api.lessons.submitRolePlay({ lessonId: 1, stepIndex, answer: "Hello" });
    const ask = () =>
      api.lessons.hearRolePlayReply({ lessonId: 1, stepIndex, turns: [{ learner: "Hello" }] });
    fake.answer({ status: 500, body: { error: { message: "down" } } });
    await expectTrpcError(ask(), "SERVICE_UNAVAILABLE", /503/);
    fake.answer({ status: 200, body: chatCompletion("not json") });
    await expectTrpcError(ask(), "SERVICE_UNAVAILABLE");
    fake.answer({ status: 429, body: { error: { code: "insufficient_quota" } } });
    await expectTrpcError(ask(), "TOO_MANY_REQUESTS", /quota_exceeded/);
  });
});
