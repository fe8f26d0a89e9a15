import { lessonCatalog, lessonLength } from "@leadcoach/db/content";
import { describe, expect, it } from "vitest";
import {
  callerFor,
  expectTrpcError,
  ownerOtherAndAdmin,
  signedInUser,
  userWithCaller,
  useTestDb,
} from "../testing";

const t = useTestDb();

async function activities(userId: number, type: string) {
  return t.db
    .selectFrom("activityEvents")
    .select(["subject", "occurredAt"])
    .where("userId", "=", userId)
    .where("type", "=", type as never)
    .execute();
}

describe("lessons.list and lessons.byId", () => {
  it("lists the active catalogue with skill, category and step counts", async () => {
    const { api } = await userWithCaller(t.db);
    const lessons = await api.lessons.list();
    expect(lessons.length).toBeGreaterThanOrEqual(12);
    const first = lessons.find((l) => l.id === 1);
    expect(first).toMatchObject({
      slug: "lesson-1",
      difficulty: "intermediate",
      // Stated minutes are computed from the content (the lesson is written to take about 35).
      estimatedMinutes: lessonLength(lessonCatalog()[0]!).minutes,
      points: 250,
      stepCount: 7,
    });
    expect(first?.skillName).toBeTruthy();
    expect(first?.categoryName).toBeTruthy();
    expect(first?.objectives.length).toBeGreaterThanOrEqual(2);
    expect(lessons.find((l) => l.id === 2)).toMatchObject({
      stepCount: 2,
      points: 350,
      difficulty: "advanced",
    });
  });

  it("filters by skill", async () => {
    const { api } = await userWithCaller(t.db);
    const all = await api.lessons.list();
    const skillId = all[0]?.skillId;
    expect(skillId).toBeTypeOf("number");
    const filtered = await api.lessons.list({ skillId: skillId! });
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((l) => l.skillId === skillId)).toBe(true);
  });

  it("returns a lesson with its steps by numeric id or 'lesson-N', and 404 otherwise", async () => {
    const { api } = await userWithCaller(t.db);
    const byNumber = await api.lessons.byId({ lessonId: 1 });
    const bySlug = await api.lessons.byId({ lessonId: "lesson-1" });
    expect(byNumber.steps).toHaveLength(7);
    expect(bySlug).toEqual(byNumber);
    expect((await api.lessons.byId({ lessonId: "2" })).steps).toHaveLength(2);
    for (const lessonId of [999, "lesson-999", "nonsense", "lesson-0", -1]) {
      await expectTrpcError(api.lessons.byId({ lessonId }), "NOT_FOUND", /^Lesson not found$/);
    }
  });

  it("requires a signed-in user", async () => {
    const anonymous = await callerFor(t.db);
    await expectTrpcError(anonymous.lessons.list(), "UNAUTHORIZED");
    await expectTrpcError(anonymous.lessons.xp(), "UNAUTHORIZED");
  });
});

describe("lesson progress", () => {
  it("creates, updates and completes a record; XP, badge and completion count once", async () => {
    const { user, clock, api } = await signedInUser(t.db, "2026-11-21T10:00:00Z");
    const lesson = await api.lessons.byId({ lessonId: 1 });
    // An old score row for the lesson's skill: completion refreshes its last activity.
    await t.db
      .insertInto("userSkills")
      .values({
        userId: user.id,
        skillId: lesson.skillId!,
        currentScore: 55,
        lastActivityAt: "2026-01-01T00:00:00Z",
      })
      .execute();

    const created = await api.lessons.createProgress({
      userId: user.id,
      lessonId: "lesson-1",
      progressPercentage: 29,
      status: "in_progress",
      completedAt: null,
      currentStep: 1,
    });
    expect(created).toMatchObject({
      userId: user.id,
      lessonId: 1,
      status: "in_progress",
      progressPercentage: 29,
      currentStep: 1,
      completedAt: null,
      xpAwarded: 0,
    });
    // A retry of the same save (the client may retry) updates the one record.
    const retried = await api.lessons.createProgress({
      userId: user.id,
      lessonId: 1,
      progressPercentage: 29,
      status: "in_progress",
      completedAt: null,
    });
    expect(retried.id).toBe(created.id);

    const updated = await api.lessons.updateProgress({
      progressId: created.id,
      progressPercentage: 43,
      status: "in_progress",
      completedAt: null,
      currentStep: 2,
    });
    expect(updated).toMatchObject({ id: created.id, progressPercentage: 43, currentStep: 2 });
    expect(await activities(user.id, "lesson_step")).toHaveLength(2);

    clock.set("2026-11-21T11:00:00Z");
    const completed = await api.lessons.updateProgress({
      progressId: created.id,
      progressPercentage: 100,
      status: "completed",
      completedAt: "1999-01-01T00:00:00Z",
    });
    expect(completed).toMatchObject({
      status: "completed",
      progressPercentage: 100,
      completedAt: "2026-11-21T11:00:00.000Z",
      xpAwarded: 250,
    });

    // Completing again (PATCH or a POST retry) awards nothing more.
    clock.set("2026-11-22T09:00:00Z");
    const again = await api.lessons.updateProgress({
      progressId: created.id,
      progressPercentage: 100,
      status: "completed",
      completedAt: null,
    });
    expect(again).toMatchObject({ xpAwarded: 0, completedAt: "2026-11-21T11:00:00.000Z" });
    const retry = await api.lessons.createProgress({
      userId: user.id,
      lessonId: 1,
      progressPercentage: 100,
      status: "completed",
      completedAt: null,
    });
    expect(retry).toMatchObject({ id: created.id, xpAwarded: 0 });

    // Replaying a completed lesson is a review: it stays completed.
    const review = await api.lessons.updateProgress({
      progressId: created.id,
      progressPercentage: 29,
      status: "in_progress",
      completedAt: null,
      currentStep: 1,
    });
    expect(review).toMatchObject({ status: "completed", progressPercentage: 100, currentStep: 1 });

    const xp = await api.lessons.xp();
    expect(xp.totalXp).toBe(250);
    expect(xp.badges).toEqual([{ badge: "Trade-off Translator", earnedAt: "2026-11-21T11:00:00.000Z" }]);
    const completions = await activities(user.id, "lesson_completed");
    expect(completions).toHaveLength(1);
    expect(completions[0]?.subject).toBe(lesson.title);
    const skill = await t.db
      .selectFrom("userSkills")
      .select("lastActivityAt")
      .where("userId", "=", user.id)
      .where("skillId", "=", lesson.skillId!)
      .executeTakeFirstOrThrow();
    expect(skill.lastActivityAt.toISOString()).toBe("2026-11-21T11:00:00.000Z");

    const records = await api.lessons.progress({ userId: user.id });
    expect(records).toEqual([
      {
        id: created.id,
        userId: user.id,
        lessonId: 1,
        status: "completed",
        progressPercentage: 100,
        currentStep: 1,
        completedAt: "2026-11-21T11:00:00.000Z",
      },
    ]);
  });

  it("awards lesson XP once when two completions race", async () => {
    const { user, api } = await userWithCaller(t.db);
    const save = () =>
      api.lessons.createProgress({
        userId: user.id,
        lessonId: 2,
        progressPercentage: 100,
        status: "completed",
        completedAt: null,
      });
    const results = await Promise.all([save(), save()]);
    expect(results.map((r) => r.xpAwarded).sort()).toEqual([0, 350]);
    expect((await api.lessons.xp()).totalXp).toBe(350);
  });

  it("refuses bad input with a clear 4xx", async () => {
    const { user, api } = await userWithCaller(t.db);
    await expectTrpcError(
      api.lessons.createProgress({
        userId: user.id,
        lessonId: "lesson-999",
        progressPercentage: 10,
        status: "in_progress",
        completedAt: null,
      }),
      "NOT_FOUND",
      "Lesson not found",
    );
    await expectTrpcError(
      api.lessons.createProgress({
        userId: user.id,
        lessonId: 2,
        progressPercentage: 50,
        status: "in_progress",
        completedAt: null,
        currentStep: 2,
      }),
      "BAD_REQUEST",
      /currentStep must be below 2/,
    );
    await expectTrpcError(
      api.lessons.createProgress({
        userId: user.id,
        lessonId: 2,
        progressPercentage: 150,
        status: "in_progress",
        completedAt: null,
      }),
      "BAD_REQUEST",
      /progressPercentage/,
    );
    await expectTrpcError(
      api.lessons.createProgress({
        userId: user.id,
        lessonId: 2,
        progressPercentage: 50,
        status: "finished" as never,
        completedAt: null,
      }),
      "BAD_REQUEST",
      /status/,
    );
  });

  it("refuses another user's id and records", async () => {
    const { owner, ownerApi, otherApi, adminApi } = await ownerOtherAndAdmin(t.db);
    const record = await ownerApi.lessons.createProgress({
      userId: owner.id,
      lessonId: 3,
      progressPercentage: 20,
      status: "in_progress",
      completedAt: null,
    });

    await expectTrpcError(otherApi.lessons.progress({ userId: owner.id }), "FORBIDDEN");
    await expectTrpcError(
      otherApi.lessons.createProgress({
        userId: owner.id,
        lessonId: 3,
        progressPercentage: 100,
        status: "completed",
        completedAt: null,
      }),
      "FORBIDDEN",
    );
    await expectTrpcError(
      otherApi.lessons.updateProgress({
        progressId: record.id,
        progressPercentage: 100,
        status: "completed",
        completedAt: null,
      }),
      "NOT_FOUND",
      "Lesson progress not found",
    );
    // An admin may read, but not write, another user's progress.
    expect(await adminApi.lessons.progress({ userId: owner.id })).toHaveLength(1);
    await expectTrpcError(
      adminApi.lessons.updateProgress({
        progressId: record.id,
        progressPercentage: 100,
        status: "completed",
        completedAt: null,
      }),
      "NOT_FOUND",
    );
    expect((await ownerApi.lessons.progress({ userId: owner.id }))[0]).toMatchObject({
      status: "in_progress",
      progressPercentage: 20,
    });
    expect((await otherApi.lessons.xp()).totalXp).toBe(0);
  });
});

describe("lessons.answerQuiz", () => {
  it("checks the answer on the server and counts quiz XP once per question", async () => {
    const { user, api } = await userWithCaller(t.db);
    const lesson = await api.lessons.byId({ lessonId: "lesson-1" });
    const stepIndex = lesson.steps.findIndex((s) => s.type === "quiz");
    // The served quiz carries no answer; the stored one does.
    expect(lesson.steps[stepIndex]?.quiz).toBeDefined();
    expect(lesson.steps[stepIndex]?.quiz).not.toHaveProperty("correct");
    expect(lesson.steps[stepIndex]?.quiz).not.toHaveProperty("explanation");
    expect(lesson.steps[stepIndex]?.quiz).not.toHaveProperty("optionExplanations");
    const stored = await t.db
      .selectFrom("lessons")
      .select("content")
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();
    const quiz = stored.content.steps[stepIndex]?.quiz;
    expect(quiz).toBeDefined();
    const wrongOption = quiz!.correct === 0 ? 1 : 0;

    const wrong = await api.lessons.answerQuiz({ lessonId: 1, stepIndex, optionIndex: wrongOption });
    expect(wrong).toMatchObject({
      correct: false,
      explanation: quiz!.explanation,
      nonTechnicalExplanation: quiz!.nonTechnicalExplanation,
      pointsAwarded: 0,
    });
    // Only the wrong pick is explained (when the quiz explains its options; see lessons-role-play.test.ts).
    expect(wrong.optionExplanations.every((o) => o.optionIndex === wrongOption)).toBe(true);
    const right = await api.lessons.answerQuiz({ lessonId: 1, stepIndex, optionIndex: quiz!.correct });
    expect(right).toMatchObject({ correct: true, pointsAwarded: quiz!.points });
    const repeat = await api.lessons.answerQuiz({
      lessonId: "lesson-1",
      stepIndex,
      optionIndex: quiz!.correct,
    });
    expect(repeat).toMatchObject({ correct: true, pointsAwarded: 0 });

    expect((await api.lessons.xp()).totalXp).toBe(quiz!.points);
    expect(await activities(user.id, "quiz_answered")).toHaveLength(3);
  });

  it("refuses a step without a quiz, an option out of range and an unknown lesson", async () => {
    const { api } = await userWithCaller(t.db);
    const lesson = await api.lessons.byId({ lessonId: 1 });
    const contentStep = lesson.steps.findIndex((s) => s.type !== "quiz");
    const quizStep = lesson.steps.findIndex((s) => s.type === "quiz");
    const refusals = [
      [{ lessonId: 1, stepIndex: contentStep, optionIndex: 0 }, "BAD_REQUEST", "That step has no quiz."],
      [{ lessonId: 1, stepIndex: 99, optionIndex: 0 }, "BAD_REQUEST", "That step has no quiz."],
      [
        { lessonId: 1, stepIndex: quizStep, optionIndex: 15 },
        "BAD_REQUEST",
        "That answer is not one of the options.",
      ],
      [{ lessonId: 404, stepIndex: 0, optionIndex: 0 }, "NOT_FOUND", "Lesson not found"],
    ] as const;
    for (const [input, code, message] of refusals) {
      await expectTrpcError(api.lessons.answerQuiz(input), code, message);
    }
  });
});
