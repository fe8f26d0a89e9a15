import { describe, expect, it } from "vitest";
import {
  callerFor,
  expectTrpcError,
  feedbackLinkToken,
  type TestClock,
  userWithCaller,
  useTestDb,
} from "../testing";
import { choicesFor, DAY_MS, shownValues, skillIdByName, weakDelegationUser } from "./journey.fixtures";

const t = useTestDb();

const DELEGATION_LESSON = "Delegating Without Abandoning";

/** A new user whose assessment puts Delegation at 40% (the weakest skill), Empathy at 60%. */
async function assessedUser() {
  const { user, clock, api } = await weakDelegationUser(t.db);
  const delegationId = await skillIdByName(t.db, "Delegation and Empowerment");
  const goals = await api.goals.list({ userId: user.id });
  const goal = goals.find((g) => g.skillId === delegationId);
  if (!goal) throw new Error("expected a Delegation goal");
  return { user, clock, api, goal, delegationId };
}

async function lessonId(title: string): Promise<number> {
  const row = await t.db
    .selectFrom("lessons")
    .select("id")
    .where("title", "=", title)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The person's recorded goal-progress events. */
function goalProgressEvents(userId: number) {
  return t.db
    .selectFrom("activityEvents")
    .select("type")
    .where("userId", "=", userId)
    .where("type", "=", "goal_progress")
    .execute();
}

async function finishLesson(api: Awaited<ReturnType<typeof callerFor>>, userId: number, id: number) {
  return api.lessons.createProgress({ userId, lessonId: id, progressPercentage: 100, status: "completed" });
}

describe("goals from the assessment", () => {
  it("get a reachable target, a 6-week date, linked milestones and the assessment's id", async () => {
    const { api, user, goal, clock } = await assessedUser();
    const lesson = await lessonId(DELEGATION_LESSON);
    expect(goal).toMatchObject({
      targetScore: 50,
      currentScore: 40,
      priority: "high",
      targetDate: new Date(clock.now().getTime() + 42 * DAY_MS).toISOString().slice(0, 10),
      fromRetake: false,
      pulse: { availableFrom: "2026-06-22", due: false, score: null },
    });
    const assessment = await t.db
      .selectFrom("assessments")
      .select("id")
      .where("userId", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(goal.sourceAssessmentId).toBe(assessment.id);
    expect(goal.milestones.map((m) => m.completes)).toEqual([
      { kind: "lesson", lessonId: lesson },
      { kind: "activity", activityType: "skill_practice" },
      { kind: "feedback" },
      { kind: "pulse" },
    ]);
    expect(goal.description).toContain("Aim for 50%");
    // Priorities are spread: the weakest skill high, the next medium (only two skills are below 70%).
    const priorities = (await api.goals.list({ userId: user.id }))
      .sort((a, b) => a.id - b.id)
      .map((g) => [g.skillName, g.priority]);
    expect(priorities).toEqual([
      ["Delegation and Empowerment", "high"],
      ["Empathy", "medium"],
    ]);
  });
});

describe("completing a lesson", () => {
  it("ticks the milestone that names it and completes the recommendation about it", async () => {
    const { api, user, goal } = await assessedUser();
    const lesson = await lessonId(DELEGATION_LESSON);
    const before = await api.recommendations.list();
    const exercise = before.find((r) => r.type === "skill_exercise" && r.lessonId === lesson);
    expect(exercise?.reason).toContain(`you haven't started '${DELEGATION_LESSON}'`);
    const weekly = before.find((r) => r.type === "weekly_challenge");
    expect(weekly).toMatchObject({
      title: `This week: Complete the lesson '${DELEGATION_LESSON}'`,
      lessonId: lesson,
    });

    await finishLesson(api, user.id, lesson);
    const after = (await api.goals.list({ userId: user.id })).find((g) => g.id === goal.id);
    expect(after?.milestones[0]).toMatchObject({ completed: true, completedBy: "lesson" });
    expect(after?.progressPercentage).toBe(25);
    const list = await api.recommendations.list();
    expect(list.some((r) => r.lessonId === lesson)).toBe(false);
    const stored = await t.db
      .selectFrom("coachingRecommendations")
      .select(["id", "status"])
      .where("id", "in", [exercise?.id ?? 0, weekly?.id ?? 0])
      .execute();
    expect(stored.map((r) => r.status)).toEqual(["completed", "completed"]);

    // Generate New proposes neither the finished lesson nor its milestone again.
    const fresh = await api.recommendations.generate();
    expect(fresh.some((r) => r.lessonId === lesson)).toBe(false);
    expect(fresh.some((r) => r.title.includes(`Complete the lesson '${DELEGATION_LESSON}'`))).toBe(false);
    expect(fresh.find((r) => r.type === "weekly_challenge")?.title).toMatch(/^This week: Practise it/);

    // A retry of the completion changes nothing more.
    await finishLesson(api, user.id, lesson);
    expect(await goalProgressEvents(user.id)).toHaveLength(1);
  });

  it("two completions racing tick the milestone once", async () => {
    const { user, goal, clock } = await assessedUser();
    const lesson = await lessonId(DELEGATION_LESSON);
    const a = await callerFor(t.db, { userId: user.id, clock });
    const b = await callerFor(t.db, { userId: user.id, clock });
    await Promise.all([finishLesson(a, user.id, lesson), finishLesson(b, user.id, lesson)]);
    const after = (await a.goals.list({ userId: user.id })).find((g) => g.id === goal.id);
    expect(after?.milestones.filter((m) => m.completed)).toHaveLength(1);
    expect(await goalProgressEvents(user.id)).toHaveLength(1);
  });

  it("leaves other people's goals alone", async () => {
    const { user, goal } = await assessedUser();
    const other = await assessedUser();
    await finishLesson(other.api, other.user.id, await lessonId(DELEGATION_LESSON));
    const mine = await t.db
      .selectFrom("goals")
      .select("progressPercentage")
      .where("id", "=", goal.id)
      .executeTakeFirstOrThrow();
    expect(mine.progressPercentage).toBe(0);
    expect(user.id).not.toBe(other.user.id);
  });
});

describe("activities, feedback and the re-check", () => {
  async function practice(api: Awaited<ReturnType<typeof callerFor>>, clock: TestClock) {
    const start = new Date(clock.now().getTime() + 60_000);
    const activity = await api.calendar.create({
      type: "skill_practice",
      title: "Practise delegating the release notes",
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
    });
    clock.set(new Date(start.getTime() + 60_000));
    return activity;
  }

  it("marking a practice session done ticks one goal's practice milestone; undo unticks only it", async () => {
    const { api, user, goal, clock } = await assessedUser();
    const activity = await practice(api, clock);
    await api.calendar.markDone({ id: activity.id });
    const goals = await api.goals.list({ userId: user.id });
    const ticked = goals.filter((g) => g.milestones.some((m) => m.completedBy === "activity"));
    // The goal with the nearest target date (all share one) and the lowest id: the weakest skill's.
    expect(ticked.map((g) => g.id)).toEqual([goal.id]);
    expect(ticked[0]?.milestones[1]?.completed).toBe(true);

    // A hand-ticked milestone stays when the activity is undone.
    const current = ticked[0]!;
    await api.goals.update({
      goalId: goal.id,
      milestones: current.milestones.map((m, i) => ({ ...m, completed: m.completed || i === 2 })),
    });
    await api.calendar.undoDone({ id: activity.id });
    const after = (await api.goals.list({ userId: user.id })).find((g) => g.id === goal.id);
    expect(after?.milestones.map((m) => m.completed)).toEqual([false, false, true, false]);
    // The link survives a hand edit that did not send it.
    expect(after?.milestones[1]?.completes).toEqual({ kind: "activity", activityType: "skill_practice" });
  });

  it("an answered feedback request ticks the 'ask for feedback' milestones", async () => {
    const { api, user, clock } = await assessedUser();
    const request = await api.feedback.createRequest({
      reviewerEmail: `reviewer-${user.id}@example.test`,
      relationship: "peer",
    });
    const visitor = await callerFor(t.db, { clock });
    await visitor.feedback.submit({
      token: await feedbackLinkToken(t.db, request.id),
      overallRating: 4,
      strengths: "Clear priorities",
      isAnonymous: true,
    });
    const goals = await api.goals.list({ userId: user.id });
    expect(
      goals.every((g) => g.milestones[2]?.completed && g.milestones[2]?.completedBy === "feedback"),
    ).toBe(true);
  });

  it("the pulse is offered half way, updates the skill's current score once, and leaves the retake clock", async () => {
    const { api, user, goal, clock, delegationId } = await assessedUser();
    await expectTrpcError(api.skillPulse.questions({ goalId: goal.id }), "CONFLICT", /before 2026-06-22/);
    clock.set("2026-06-22T09:00:00Z");
    const due = (await api.goals.list({ userId: user.id })).find((g) => g.id === goal.id);
    expect(due?.pulse).toMatchObject({ due: true, score: null });
    const pulse = await api.skillPulse.questions({ goalId: goal.id });
    expect(pulse.skillName).toBe("Delegation and Empowerment");
    expect(pulse.questions.length).toBeGreaterThanOrEqual(3);

    await expectTrpcError(
      api.skillPulse.submit({
        goalId: goal.id,
        choices: (await choicesFor(t.db, pulse.questions)).slice(0, 1),
      }),
      "BAD_REQUEST",
      /Missing/,
    );
    const choices = await choicesFor(t.db, pulse.questions, () => "3");
    const [first, second] = await Promise.allSettled([
      api.skillPulse.submit({ goalId: goal.id, choices }),
      api.skillPulse.submit({ goalId: goal.id, choices }),
    ]);
    expect([first.status, second.status].sort()).toEqual(["fulfilled", "rejected"]);
    const result =
      first.status === "fulfilled" ? first.value : second.status === "fulfilled" ? second.value : null;
    expect(result).toMatchObject({ score: 60, previousScore: 40 });

    const after = (await api.goals.list({ userId: user.id })).find((g) => g.id === goal.id);
    expect(after).toMatchObject({ currentScore: 60, pulse: { due: false, score: 60 } });
    expect(after?.milestones[3]).toMatchObject({ completed: true, completedBy: "pulse" });
    const skill = await t.db
      .selectFrom("userSkills")
      .select("currentScore")
      .where("userId", "=", user.id)
      .where("skillId", "=", delegationId)
      .executeTakeFirstOrThrow();
    expect(skill.currentScore).toBe(60);
    expect(
      await t.db.selectFrom("assessments").select("id").where("userId", "=", user.id).execute(),
    ).toHaveLength(1);
    const status = await api.assessment.status();
    expect(status.canRetake).toBe(false);
    expect(status.daysUntilRetake).toBe(69);
  });

  it("the pulse's options are ids and labels only, in a keyed order, and its ids score exactly like values", async () => {
    const { api, goal, clock, user } = await assessedUser();
    clock.set("2026-06-22T09:00:00Z");
    const pulse = await api.skillPulse.questions({ goalId: goal.id });
    for (const question of pulse.questions) {
      expect(Object.keys(question).sort()).toEqual(["id", "options", "text"]);
      for (const option of question.options) {
        expect(Object.keys(option).sort()).toEqual(["id", "label"]);
        expect(option.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
      }
    }
    // No number anywhere in the questions: neither a value nor a score reaches the browser.
    const numbers: unknown[] = [];
    JSON.stringify(pulse.questions, (_key, value: unknown) => {
      if (typeof value === "number") numbers.push(value);
      return value;
    });
    expect(numbers).toEqual([]);
    // Stable for this re-check: asked again, the same ids in the same order.
    expect((await api.skillPulse.questions({ goalId: goal.id })).questions).toEqual(pulse.questions);
    // Not the assessment's ids for the same questions.
    const assessmentIds = new Set(
      (await api.assessment.questions()).flatMap((q) => q.options.map((o) => o.id)),
    );
    expect(
      pulse.questions.flatMap((q) => q.options.map((o) => o.id)).some((id) => assessmentIds.has(id)),
    ).toBe(false);

    // Each question answered with a different value: the score is the percent those values make.
    const values = await shownValues(t.db, pulse.questions);
    const answerFor = (questionId: string) =>
      String((pulse.questions.findIndex((q) => q.id === questionId) % 5) + 1);
    const expected = Math.round(
      (pulse.questions.reduce((sum, q) => sum + Number(answerFor(q.id)), 0) / (5 * pulse.questions.length)) *
        100,
    );
    expect([...values.values()].every((shown) => [...shown].sort().join() === "1,2,3,4,5")).toBe(true);
    const result = await api.skillPulse.submit({
      goalId: goal.id,
      choices: await choicesFor(t.db, pulse.questions, answerFor),
    });
    expect(result.score).toBe(expected);
    const stored = await t.db
      .selectFrom("skillPulses")
      .select("answers")
      .where("goalId", "=", goal.id)
      .executeTakeFirstOrThrow();
    expect(stored.answers).toEqual(
      pulse.questions.map((q) => ({ questionId: q.id, score: Number(answerFor(q.id)) })),
    );
    expect((await api.goals.list({ userId: user.id })).find((g) => g.id === goal.id)?.pulse?.score).toBe(
      expected,
    );
  });

  it("the pulse refuses forged, foreign and value answers with a 400 and stores nothing", async () => {
    const { api, goal, clock, user } = await assessedUser();
    const other = await assessedUser();
    clock.set("2026-06-22T09:00:00Z");
    other.clock.set("2026-06-22T09:00:00Z");
    const pulse = await api.skillPulse.questions({ goalId: goal.id });
    const mine = await choicesFor(t.db, pulse.questions);
    const first = pulse.questions[0]!.id;
    const replaceFirst = (optionId: string) =>
      mine.map((c) => (c.questionId === first ? { ...c, optionId } : c));

    const theirs = await choicesFor(
      t.db,
      (await other.api.skillPulse.questions({ goalId: other.goal.id })).questions,
    );
    const assessmentIds = await choicesFor(
      t.db,
      (await api.assessment.questions()).filter((q) => pulse.questions.some((p) => p.id === q.id)),
    );
    const refused = [replaceFirst("AAAAAAAAAAAAAAAA"), replaceFirst("4"), theirs, assessmentIds];
    for (const choices of refused) {
      await expectTrpcError(
        api.skillPulse.submit({ goalId: goal.id, choices }),
        "BAD_REQUEST",
        /not options of this re-check/,
      );
    }
    await expectTrpcError(
      api.skillPulse.submit({ goalId: goal.id, choices: [...mine, { questionId: "q999", optionId: "x" }] }),
      "BAD_REQUEST",
      /not part of this re-check: q999/,
    );
    await expectTrpcError(
      api.skillPulse.submit({ goalId: goal.id, choices: [...mine, mine[0]!] }),
      "BAD_REQUEST",
      /More than one answer/,
    );
    // The old shape, answers by value, is not accepted.
    await expectTrpcError(
      api.skillPulse.submit({
        goalId: goal.id,
        // @ts-expect-error the removed input shape
        responses: pulse.questions.map((q) => ({ questionId: q.id, answer: "5" })),
      }),
      "BAD_REQUEST",
    );
    const stored = await t.db.selectFrom("skillPulses").select("id").where("userId", "=", user.id).execute();
    expect(stored).toHaveLength(0);
    expect((await api.skillPulse.submit({ goalId: goal.id, choices: mine })).score).toBe(80);
  });

  it("the pulse is another user's goal: not found", async () => {
    const { goal } = await assessedUser();
    const { api } = await userWithCaller(t.db);
    await expectTrpcError(api.skillPulse.questions({ goalId: goal.id }), "NOT_FOUND");
  });
});

describe("goals by hand", () => {
  it("take a milestone link, refuse an unknown lesson, and keep old milestones valid", async () => {
    const { user, api } = await userWithCaller(t.db);
    const lesson = await lessonId(DELEGATION_LESSON);
    const goal = await api.goals.create({
      title: "Delegate more",
      milestones: [
        "Plain step",
        { description: "Do the lesson", completes: { kind: "lesson", lessonId: lesson } },
      ],
    });
    expect(goal.milestones).toEqual([
      { description: "Plain step", completed: false, completedAt: null },
      {
        description: "Do the lesson",
        completed: false,
        completedAt: null,
        completes: { kind: "lesson", lessonId: lesson },
      },
    ]);
    expect(goal.fromRetake).toBe(false);
    await expectTrpcError(
      api.goals.create({
        title: "x",
        milestones: [{ description: "y", completes: { kind: "lesson", lessonId: 999_999 } }],
      }),
      "BAD_REQUEST",
      "A milestone names a lesson that does not exist.",
    );
    await finishLesson(api, user.id, lesson);
    const after = (await api.goals.list({ userId: user.id }))[0];
    expect(after?.milestones.map((m) => m.completed)).toEqual([false, true]);
  });
});
