import { json } from "@leadcoach/db";
import { describe, expect, it } from "vitest";
import { callerFor, signedInUser, useTestDb } from "../testing";
import { expectTrpcError, responses, responsesWithSkills, skillIdByName } from "./journey.fixtures";

const t = useTestDb();

const signedIn = (start?: string) => signedInUser(t.db, start);

const mixedAnswers = () =>
  responsesWithSkills(t.db, {
    "Delegation and Empowerment": "2", // 40%
    "Influence Without Authority": "3", // 60%
    Empathy: "3", // 60%
    "Active Listening": "5", // 100%
  });

describe("assessment.results", () => {
  it("is null before the first assessment, and the history is empty", async () => {
    const { api } = await signedIn();
    expect(await api.assessment.results()).toBeNull();
    expect(await api.assessment.history()).toEqual({ items: [], nextBefore: null });
  });

  it("shows exactly the stored assessment: overall, categories, skills with their status, goals and lessons", async () => {
    const { api, user, clock } = await signedIn();
    const submitted = await api.assessment.submit({ responses: await mixedAnswers() });
    const results = await api.assessment.results();
    if (!results) throw new Error("no results");

    const stored = await t.db
      .selectFrom("assessments")
      .selectAll()
      .where("id", "=", submitted.assessmentId)
      .executeTakeFirstOrThrow();
    expect(results).toMatchObject({
      assessmentId: stored.id,
      completedAt: clock.now().toISOString(),
      overallScore: stored.overallPercent,
      totalScore: stored.totalScore,
      maxScore: stored.maxScore,
      previous: null,
      isLatest: true,
    });
    expect(Object.fromEntries(results.categories.map((c) => [c.name, c.score]))).toEqual(
      stored.categoryScores,
    );
    expect(results.categories.map((c) => c.shortLabel)).toEqual([
      "Communication",
      "Leadership",
      "Emotional Intelligence",
      "Problem Solving",
    ]);
    expect(results.categories.every((c) => c.previousScore === null)).toBe(true);

    const storedSkills = await t.db
      .selectFrom("assessmentResults")
      .select(["skillId", "score"])
      .where("assessmentId", "=", stored.id)
      .execute();
    expect(new Map(results.skills.map((s) => [s.skillId, s.score]))).toEqual(
      new Map(storedSkills.map((s) => [s.skillId, s.score])),
    );
    expect(results.skills).toHaveLength(16);

    expect(results.strongest[0]).toMatchObject({ name: "Active Listening", score: 100, status: "Strong" });
    expect(results.strongest).toHaveLength(3);
    expect(results.weakest.map((s) => [s.name, s.score, s.status])).toEqual([
      ["Delegation and Empowerment", 40, "Needs Focus"],
      ["Influence Without Authority", 60, "Developing"],
      ["Empathy", 60, "Developing"],
    ]);

    // The goals are the ones this assessment created (goals.source_assessment_id), and only the caller's.
    const chosen = await t.db
      .selectFrom("goals")
      .select(["id", "title"])
      .where("sourceAssessmentId", "=", stored.id)
      .where("userId", "=", user.id)
      .orderBy("id")
      .execute();
    expect(results.goals.map((g) => ({ id: g.id, title: g.title }))).toEqual(chosen);
    // The 'Assessment completed' notification leads back to these results.
    const notification = await t.db
      .selectFrom("notifications")
      .select("actionUrl")
      .where("userId", "=", user.id)
      .where("kind", "=", "assessment_completed")
      .executeTakeFirstOrThrow();
    expect(notification.actionUrl).toBe(`/assessment/results/${stored.id}`);
    expect(results.retake).toMatchObject({
      hasCompletedAssessment: true,
      canRetake: false,
      daysUntilRetake: 90,
    });

    // First lessons: one not-yet-started lesson per goal skill (or weakest skill), at most three.
    expect(results.firstLessons.length).toBeGreaterThan(0);
    expect(results.firstLessons.length).toBeLessThanOrEqual(3);
    const lessonSkills = new Set(
      (chosen.length ? results.goals.map((g) => g.skillId) : results.weakest.map((s) => s.skillId)).filter(
        (id): id is number => id !== null,
      ),
    );
    expect(results.firstLessons.every((l) => l.skillId !== null && lessonSkills.has(l.skillId))).toBe(true);
  });

  it("lists a goal by the assessment that created it, and leaves out lessons already started", async () => {
    const { api, user } = await signedIn();
    const { assessmentId } = await api.assessment.submit({ responses: await mixedAnswers() });
    const delegation = await skillIdByName(t.db, "Delegation and Empowerment");
    // Whatever goal creation did, a goal carrying this assessment's id is listed with its skill.
    const goal = await t.db
      .insertInto("goals")
      .values({
        userId: user.id,
        skillId: delegation,
        title: "Delegate one decision a week",
        milestones: json([]),
        sourceAssessmentId: assessmentId,
        targetDate: "2026-04-01",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const before = await api.assessment.results({ assessmentId });
    expect(before?.goals).toContainEqual({
      id: goal.id,
      title: "Delegate one decision a week",
      status: "active",
      skillId: delegation,
      skillName: "Delegation and Empowerment",
      targetDate: "2026-04-01",
    });
    const first = before?.firstLessons.find((l) => l.skillId === delegation);
    if (!first) throw new Error("no first lesson for Delegation and Empowerment");

    await t.db
      .insertInto("userLessons")
      .values({ userId: user.id, lessonId: first.id, status: "in_progress", progress: 20 })
      .execute();
    const after = await api.assessment.results({ assessmentId });
    expect(after?.firstLessons.map((l) => l.id)).not.toContain(first.id);
  });

  it("answers 'not found' for someone else's assessment or an unknown id, and needs a session", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const { assessmentId } = await owner.api.assessment.submit({ responses: responses() });
    await expectTrpcError(
      other.api.assessment.results({ assessmentId }),
      "NOT_FOUND",
      "Assessment not found",
    );
    await expectTrpcError(
      owner.api.assessment.results({ assessmentId: 2_000_000_000 }),
      "NOT_FOUND",
      "Assessment not found",
    );
    await expectTrpcError(other.api.assessment.history({ before: assessmentId }), "NOT_FOUND");
    await expectTrpcError(owner.api.assessment.results({ assessmentId: -1 }), "BAD_REQUEST");
    await expectTrpcError(owner.api.assessment.history({ limit: 51 }), "BAD_REQUEST");
    const anonymous = await callerFor(t.db);
    await expectTrpcError(anonymous.assessment.results(), "UNAUTHORIZED");
    await expectTrpcError(anonymous.assessment.history(), "UNAUTHORIZED");
  });
});

describe("assessment.history and the comparison with the previous assessment", () => {
  it("lists past assessments newest first, each compared with the one before it", async () => {
    const { api, clock } = await signedIn("2026-01-10T09:00:00Z");
    const first = await api.assessment.submit({ responses: responses(() => "3") }); // 60 everywhere
    const firstAt = clock.now().toISOString();
    clock.advanceDays(91);
    const second = await api.assessment.submit({ responses: await mixedAnswers() });
    const secondAt = clock.now().toISOString();
    clock.advanceDays(95);
    const third = await api.assessment.submit({ responses: responses(() => "5") }); // 100 everywhere
    const thirdAt = clock.now().toISOString();

    const history = await api.assessment.history();
    expect(history.nextBefore).toBeNull();
    expect(history.items.map((i) => [i.assessmentId, i.completedAt, i.overallScore])).toEqual([
      [third.assessmentId, thirdAt, 100],
      [second.assessmentId, secondAt, second.overallScore],
      [first.assessmentId, firstAt, 60],
    ]);
    expect(history.items.map((i) => i.overallChange)).toEqual([
      100 - second.overallScore,
      second.overallScore - 60,
      null,
    ]);
    expect(history.items[2]?.categories).toEqual([
      { name: "Communication", shortLabel: "Communication", score: 60 },
      { name: "Leadership Presence", shortLabel: "Leadership", score: 60 },
      { name: "Emotional Intelligence", shortLabel: "Emotional Intelligence", score: 60 },
      { name: "Problem Solving", shortLabel: "Problem Solving", score: 60 },
    ]);

    // A page at a time: the last item of a page still carries its comparison.
    const page1 = await api.assessment.history({ limit: 2 });
    expect(page1.items.map((i) => i.assessmentId)).toEqual([third.assessmentId, second.assessmentId]);
    expect(page1.items[1]?.overallChange).toBe(second.overallScore - 60);
    expect(page1.nextBefore).toBe(second.assessmentId);
    const page2 = await api.assessment.history({ limit: 2, before: page1.nextBefore ?? undefined });
    expect(page2).toEqual({ items: [history.items[2]], nextBefore: null });

    // The latest results compare each category and skill with the assessment before it.
    const latest = await api.assessment.results();
    expect(latest?.assessmentId).toBe(third.assessmentId);
    expect(latest?.previous).toEqual({
      assessmentId: second.assessmentId,
      completedAt: secondAt,
      overallScore: second.overallScore,
    });
    const secondCategories = new Map(second.categoryScores.map((c) => [c.name, c.score]));
    expect(latest?.categories.map((c) => [c.name, c.score, c.previousScore])).toEqual(
      latest?.categories.map((c) => [c.name, 100, secondCategories.get(c.name)]),
    );
    const delegation = latest?.skills.find((s) => s.name === "Delegation and Empowerment");
    expect(delegation).toMatchObject({ score: 100, previousScore: 40, status: "Strong" });

    // An older assessment stays reachable, compared with the one before it, and is not the latest.
    const middle = await api.assessment.results({ assessmentId: second.assessmentId });
    expect(middle).toMatchObject({
      assessmentId: second.assessmentId,
      isLatest: false,
      previous: { assessmentId: first.assessmentId, overallScore: 60 },
    });
    expect(middle?.categories.every((c) => c.previousScore === 60)).toBe(true);
    expect(middle?.retake).toMatchObject({ canRetake: false, daysUntilRetake: 90 });
  });

  it("never lists another user's assessments", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await a.api.assessment.submit({ responses: responses() });
    expect((await b.api.assessment.history()).items).toEqual([]);
    expect(await b.api.assessment.results()).toBeNull();
  });
});
