import { json } from "@leadcoach/db";
import { describe, expect, it } from "vitest";
import { callerFor, createClock, createUser, signedInUser, useTestDb } from "../testing";
import {
  DAY_MS,
  expectTrpcError,
  QUESTION_IDS,
  responses,
  responsesWithSkills,
  skillIdByName,
} from "./journey.fixtures";

const t = useTestDb();

const signedIn = (start?: string) => signedInUser(t.db, start);

describe("assessment.questions", () => {
  it("serves the 70 questions in order with their categories and five options", async () => {
    const { api } = await signedIn();
    const questions = await api.assessment.questions();
    expect(questions.map((q) => q.id)).toEqual(QUESTION_IDS);
    const counts = new Map<string, number>();
    for (const q of questions) counts.set(q.categoryName, (counts.get(q.categoryName) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual({
      Communication: 17,
      "Leadership Presence": 18,
      "Emotional Intelligence": 17,
      "Problem Solving": 18,
    });
    expect(questions[17]).toMatchObject({ id: "q18", categoryShortLabel: "Leadership" });
    // Five options, each an opaque id and a label: no value in any field (assessment-progress.test.ts).
    expect(
      questions.every((q) => q.options.length === 5 && new Set(q.options.map((o) => o.id)).size === 5),
    ).toBe(true);
    expect(questions.every((q) => q.options.every((o) => Object.keys(o).sort().join() === "id,label"))).toBe(
      true,
    );
    expect(questions[0]?.text.length).toBeGreaterThan(20);
  });
});

describe("assessment.areas", () => {
  it("counts each category's questions from the stored bank (17, 18, 17 and 18 questions)", async () => {
    const api = await callerFor(t.db);
    const { areas, questionCount, estimatedMinutes } = await api.assessment.areas();
    expect(areas.map((a) => [a.shortLabel, a.questionCount, a.firstQuestion, a.lastQuestion])).toEqual([
      ["Communication", 17, 1, 17],
      ["Leadership", 18, 18, 35],
      ["Emotional Intelligence", 17, 36, 52],
      ["Problem Solving", 18, 53, 70],
    ]);
    expect(questionCount).toBe(70);
    expect(estimatedMinutes).toBe(45);
  });
});

describe("assessment.submit validation", () => {
  it("refuses 69 answers, naming the missing id", async () => {
    const { api, user } = await signedIn();
    await expectTrpcError(
      api.assessment.submit({ responses: responses().filter((r) => r.questionId !== "q40") }),
      "BAD_REQUEST",
      /^Missing answers for: q40$/,
    );
    await expectTrpcError(
      api.assessment.submit({ responses: responses().filter((r) => !["q12", "q40"].includes(r.questionId)) }),
      "BAD_REQUEST",
      /^Missing answers for: q12, q40$/,
    );
    const stored = await t.db.selectFrom("assessments").select("id").where("userId", "=", user.id).execute();
    expect(stored).toHaveLength(0);
  });

  it("refuses unknown ids, duplicates and answers outside 1..5", async () => {
    const { api } = await signedIn();
    await expectTrpcError(
      api.assessment.submit({ responses: [...responses(), { questionId: "q71", answer: "3" }] }),
      "BAD_REQUEST",
      "Unknown questions: q71",
    );
    await expectTrpcError(
      api.assessment.submit({ responses: [...responses(), { questionId: "q20", answer: "3" }] }),
      "BAD_REQUEST",
      "More than one answer for: q20",
    );
    await expectTrpcError(
      api.assessment.submit({ responses: responses((id) => (id === "q7" ? "6" : "4")) }),
      "BAD_REQUEST",
      /Invalid answers for: q7/,
    );
    await expectTrpcError(api.assessment.submit({ responses: [] }), "BAD_REQUEST");
  });

  it("needs a signed-in user", async () => {
    const api = await callerFor(t.db);
    await expectTrpcError(api.assessment.submit({ responses: responses() }), "UNAUTHORIZED");
    await expectTrpcError(api.assessment.status(), "UNAUTHORIZED");
  });
});

describe("assessment.submit scoring and storage", () => {
  it("all answers 4 gives 80% in every category, every skill and overall", async () => {
    const { api, user, clock } = await signedIn();
    const result = await api.assessment.submit({ responses: responses() });
    expect(result.overallScore).toBe(80);
    expect(result.categoryScores).toHaveLength(4);
    expect(result.categoryScores.map((c) => c.score)).toEqual([80, 80, 80, 80]);
    expect(result.categoryScores.map((c) => c.name)).toEqual([
      "Communication",
      "Leadership Presence",
      "Emotional Intelligence",
      "Problem Solving",
    ]);
    expect(result.skillScores).toHaveLength(16);
    expect(result.skillScores.every((s) => s.score === 80 && s.status === "Strong")).toBe(true);

    const assessment = await t.db
      .selectFrom("assessments")
      .selectAll()
      .where("id", "=", result.assessmentId)
      .executeTakeFirstOrThrow();
    expect(assessment).toMatchObject({
      userId: user.id,
      status: "completed",
      totalScore: 280,
      maxScore: 350,
      overallPercent: 80,
      categoryScores: {
        Communication: 80,
        "Leadership Presence": 80,
        "Emotional Intelligence": 80,
        "Problem Solving": 80,
      },
    });
    expect(assessment.completedAt?.toISOString()).toBe(clock.now().toISOString());
    const results = await t.db
      .selectFrom("assessmentResults")
      .selectAll()
      .where("assessmentId", "=", result.assessmentId)
      .execute();
    expect(results).toHaveLength(16);
    expect(results.every((r) => r.score === 80 && r.maxScore === 100 && !r.needsImprovement)).toBe(true);
    expect(results.reduce((n, r) => n + r.answers.length, 0)).toBe(70);
    const skills = await t.db.selectFrom("userSkills").selectAll().where("userId", "=", user.id).execute();
    expect(skills).toHaveLength(16);
    expect(skills.every((s) => s.currentScore === 80)).toBe(true);
    const snapshots = await t.db
      .selectFrom("progressSnapshots")
      .selectAll()
      .where("userId", "=", user.id)
      .execute();
    expect(snapshots).toHaveLength(1);
    expect(snapshots[0]).toMatchObject({
      overallScore: 80,
      streakDays: 1,
      completedLessons: 0,
      activeGoals: 0,
    });
    expect(Object.values(snapshots[0]?.skillScores ?? {})).toHaveLength(16);
    // No skill below 70%: no goals.
    const goals = await t.db.selectFrom("goals").select("id").where("userId", "=", user.id).execute();
    expect(goals).toHaveLength(0);
    const events = await t.db
      .selectFrom("activityEvents")
      .select("type")
      .where("userId", "=", user.id)
      .execute();
    expect(events.map((e) => e.type)).toEqual(["assessment_taken"]);
    const notifications = await t.db
      .selectFrom("notifications")
      .select(["kind", "title"])
      .where("userId", "=", user.id)
      .execute();
    expect(notifications).toEqual([{ kind: "assessment_completed", title: "Assessment completed" }]);
  });

  it("ignores a client score that disagrees with the answer", async () => {
    const { api } = await signedIn();
    const result = await api.assessment.submit({
      responses: responses().map((r) => ({ ...r, score: 1 })),
    });
    expect(result.overallScore).toBe(80);
    const other = await signedIn();
    const fives = await other.api.assessment.submit({
      responses: responses(() => "5").map((r) => ({ ...r, score: 2 })),
    });
    expect(fives.overallScore).toBe(100);
  });

  it("scores each category and skill from its own answers, rounding", async () => {
    const { api } = await signedIn();
    // Communication q1-q17 all 5 (100%), the rest all 3 (60%).
    const result = await api.assessment.submit({
      responses: responses((id) => (Number(id.slice(1)) <= 17 ? "5" : "3")),
    });
    expect(result.categoryScores.map((c) => c.score)).toEqual([100, 60, 60, 60]);
    expect(result.overallScore).toBe(70);
    expect(result.skillScores.find((s) => s.name === "Active Listening")).toMatchObject({
      score: 100,
      status: "Strong",
    });
    expect(result.skillScores.find((s) => s.name === "Empathy")).toMatchObject({
      score: 60,
      status: "Developing",
    });
  });
});

describe("assessment.status and the retake window", () => {
  it("reports before and after, refuses a retake inside 90 days and allows it after", async () => {
    const { api, clock } = await signedIn();
    expect(await api.assessment.status()).toEqual({
      hasCompletedAssessment: false,
      canRetake: true,
      daysUntilRetake: 0,
      lastCompletedAt: null,
      retakeAvailableAt: null,
    });
    const completedAt = clock.now().toISOString();
    await api.assessment.submit({ responses: responses() });
    expect(await api.assessment.status()).toEqual({
      hasCompletedAssessment: true,
      canRetake: false,
      daysUntilRetake: 90,
      lastCompletedAt: completedAt,
      retakeAvailableAt: new Date(Date.parse(completedAt) + 90 * DAY_MS).toISOString(),
    });

    clock.advanceDays(30);
    clock.set(new Date(clock.now().getTime() + 3_600_000)); // 30 days and an hour: 59.96 days left
    expect(await api.assessment.status()).toMatchObject({ canRetake: false, daysUntilRetake: 60 });
    await expectTrpcError(
      api.assessment.submit({ responses: responses(() => "5") }),
      "CONFLICT",
      /^You can retake the assessment in 60 days\.$/,
    );

    clock.set(new Date(Date.parse(completedAt) + 90 * DAY_MS - 60_000));
    expect(await api.assessment.status()).toMatchObject({ canRetake: false, daysUntilRetake: 1 });
    await expectTrpcError(
      api.assessment.submit({ responses: responses() }),
      "CONFLICT",
      "You can retake the assessment in 1 day.",
    );

    clock.set(new Date(Date.parse(completedAt) + 90 * DAY_MS));
    expect(await api.assessment.status()).toMatchObject({ canRetake: true, daysUntilRetake: 0 });
    const retake = await api.assessment.submit({ responses: responses(() => "5") });
    expect(retake.overallScore).toBe(100);
    expect(await api.assessment.status()).toMatchObject({
      hasCompletedAssessment: true,
      canRetake: false,
      daysUntilRetake: 90,
      lastCompletedAt: clock.now().toISOString(),
    });
  });

  it("uses the configured retake interval", async () => {
    const user = await createUser(t.db);
    const clock = createClock("2026-03-01T10:00:00Z");
    const api = await callerFor(t.db, { userId: user.id, clock, config: { assessmentRetakeDays: 7 } });
    await api.assessment.submit({ responses: responses() });
    expect(await api.assessment.status()).toMatchObject({ daysUntilRetake: 7 });
  });

  it("one user's assessment never shows in another user's status", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await a.api.assessment.submit({ responses: responses() });
    expect(await b.api.assessment.status()).toMatchObject({ hasCompletedAssessment: false, canRetake: true });
  });
});

describe("goals and recommendations from an assessment", () => {
  it("creates at most three recent goals for the weakest skills below 70% and fresh recommendations", async () => {
    const { api, user, clock } = await signedIn();
    const older = await t.db
      .insertInto("goals")
      .values({ userId: user.id, title: "An older goal", isRecent: true, milestones: json([]) })
      .returning("id")
      .executeTakeFirstOrThrow();
    const result = await api.assessment.submit({
      responses: await responsesWithSkills(t.db, {
        "Delegation and Empowerment": "2", // 40%
        "Influence Without Authority": "3", // 60%
        Empathy: "3", // 60%
        Prioritisation: "3", // 60%, fourth weakest by catalogue order: no goal
        "Active Listening": "5",
      }),
    });
    expect(result.skillScores.find((s) => s.name === "Delegation and Empowerment")).toMatchObject({
      score: 40,
      status: "Needs Focus",
    });

    const goals = await t.db
      .selectFrom("goals")
      .selectAll()
      .where("userId", "=", user.id)
      .where("id", "!=", older.id)
      .orderBy("id")
      .execute();
    expect(goals.map((g) => g.title)).toEqual([
      "Improve Delegation and Empowerment",
      "Improve Influence Without Authority",
      "Improve Empathy",
    ]);
    const delegationId = await skillIdByName(t.db, "Delegation and Empowerment");
    const targetDate = new Date(clock.now().getTime() + 42 * DAY_MS).toISOString().slice(0, 10);
    expect(goals[0]).toMatchObject({
      skillId: delegationId,
      priority: "high",
      status: "active",
      isRecent: true,
      targetDate,
      currentScore: 40,
      // Reachable within the target date: ten points up; 70% stays the long-term measure.
      targetScore: 50,
      sourceAssessmentId: result.assessmentId,
    });
    expect(goals[0]?.description).toContain("40%");
    expect(goals[0]?.milestones).toHaveLength(4);
    expect(goals[0]?.milestones[0]?.description).toBe("Complete the lesson 'Delegating Without Abandoning'");
    expect(goals.map((g) => g.priority)).toEqual(["high", "medium", "low"]);
    expect(goals.every((g) => g.isRecent)).toBe(true);
    const oldGoal = await t.db
      .selectFrom("goals")
      .select("isRecent")
      .where("id", "=", older.id)
      .executeTakeFirstOrThrow();
    expect(oldGoal.isRecent).toBe(false);

    const results = await t.db
      .selectFrom("assessmentResults")
      .select(["skillId", "needsImprovement"])
      .where("assessmentId", "=", result.assessmentId)
      .where("needsImprovement", "=", true)
      .execute();
    expect(results).toHaveLength(4);

    const recommendations = await t.db
      .selectFrom("coachingRecommendations")
      .selectAll()
      .where("userId", "=", user.id)
      .execute();
    expect(new Set(recommendations.map((r) => r.type))).toEqual(
      new Set(["daily_tip", "weekly_challenge", "skill_exercise", "general"]),
    );
    expect(recommendations.every((r) => r.status === "pending" && r.reason)).toBe(true);
    const exercise = recommendations.find((r) => r.type === "skill_exercise" && r.skillId === delegationId);
    expect(exercise?.reason).toBe(
      "Your Delegation and Empowerment score is 40% — your lowest skill — and you haven't started 'Delegating Without Abandoning'.",
    );
    expect(exercise?.lessonId).not.toBeNull();
    // The new goal's first milestone becomes this week's challenge.
    const weekly = recommendations.find((r) => r.type === "weekly_challenge");
    expect(weekly?.title).toBe("This week: Complete the lesson 'Delegating Without Abandoning'");
  });

  it("a retake adds goals only for skills without an open goal, and moves the recent flag", async () => {
    const { api, user, clock } = await signedIn();
    await api.assessment.submit({
      responses: await responsesWithSkills(t.db, { "Delegation and Empowerment": "2" }),
    });
    clock.advanceDays(91);
    await api.assessment.submit({
      responses: await responsesWithSkills(t.db, {
        "Delegation and Empowerment": "3",
        "Systems Thinking": "2",
      }),
    });
    const goals = await t.db
      .selectFrom("goals")
      .select(["title", "isRecent", "currentScore"])
      .where("userId", "=", user.id)
      .orderBy("id")
      .execute();
    expect(goals).toEqual([
      { title: "Improve Delegation and Empowerment", isRecent: false, currentScore: 60 },
      { title: "Improve Systems Thinking", isRecent: true, currentScore: 40 },
    ]);
    const snapshots = await t.db
      .selectFrom("progressSnapshots")
      .select("id")
      .where("userId", "=", user.id)
      .execute();
    expect(snapshots).toHaveLength(2);
  });
});
