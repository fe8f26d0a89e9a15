import { describe, expect, it } from "vitest";
import { callerFor, createUser, userWithCaller, useTestDb } from "../testing";
import { receiveFeedback } from "../services/recommendations/recommendations.fixtures";
import { DAY_MS, expectTrpcError, skillIdByName, weakDelegationUser } from "./journey.fixtures";

const t = useTestDb();

/** A user who has taken the assessment with a clear weakest skill (Delegation 40%). */
const assessedUser = () => weakDelegationUser(t.db);

describe("recommendations.generate", () => {
  it("needs an assessment first", async () => {
    const { api } = await userWithCaller(t.db);
    await expectTrpcError(
      api.recommendations.generate(),
      "BAD_REQUEST",
      /^Take the assessment first to get personalised recommendations\.$/,
    );
  });

  it("replaces the pending list with a fresh one and keeps started ones", async () => {
    const { api, user, clock } = await assessedUser();
    const before = await api.recommendations.list();
    expect(before.length).toBeGreaterThanOrEqual(4);
    const started = before.find((r) => r.type === "general");
    if (!started) throw new Error("expected a general recommendation");
    await api.recommendations.start({ id: started.id });

    clock.advanceDays(2);
    const fresh = await api.recommendations.generate();
    expect(fresh.length).toBe(before.length);
    expect(fresh.every((r) => r.status === "pending")).toBe(true);
    expect(fresh.map((r) => r.id).some((id) => before.some((b) => b.id === id))).toBe(false);
    expect(fresh.every((r) => r.createdAt === clock.now().toISOString())).toBe(true);
    expect(await api.recommendations.list()).toEqual(fresh);
    const stored = await t.db
      .selectFrom("coachingRecommendations")
      .select(["id", "status"])
      .where("userId", "=", user.id)
      .execute();
    expect(stored).toHaveLength(fresh.length + 1);
    expect(stored.find((r) => r.id === started.id)?.status).toBe("started");
  });

  it("writes specific, explained recommendations of all four types with due dates", async () => {
    const { api, clock } = await assessedUser();
    const list = await api.recommendations.list();
    const delegation = await skillIdByName(t.db, "Delegation and Empowerment");
    expect(new Set(list.map((r) => r.type))).toEqual(
      new Set(["daily_tip", "weekly_challenge", "skill_exercise", "general"]),
    );
    const exercise = list.find((r) => r.type === "skill_exercise" && r.skillId === delegation);
    expect(exercise).toMatchObject({
      priority: "high",
      title: expect.stringContaining("Delegation") as string,
    });
    expect(exercise?.lessonId).toEqual(expect.any(Number));
    expect(exercise?.reason).toMatch(/^Your Delegation and Empowerment score is 40% — your lowest skill/);
    const due = (type: string) => {
      const r = list.find((x) => x.type === type);
      return r?.dueDate ? (Date.parse(r.dueDate) - clock.now().getTime()) / 86_400_000 : null;
    };
    expect([due("daily_tip"), due("weekly_challenge"), due("skill_exercise"), due("general")]).toEqual([
      1, 7, 3, 14,
    ]);
    // Sorted: the most urgent first within the batch.
    const ranks = list.map((r) => ({ high: 0, medium: 1, low: 2 })[r.priority]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });
});

describe("recommendations from received feedback and the 360", () => {
  it("without feedback asks for it; low ratings and a 360 blind spot change the next batch", async () => {
    const { api, user, clock } = await assessedUser();
    const before = await api.recommendations.list();
    const ask = before.find((r) => r.title === "Ask three colleagues for feedback");
    expect(ask?.reason).toMatch(/^You have no peer feedback yet/);
    if (!ask) throw new Error("expected the request for feedback");
    expect(await api.recommendations.start({ id: ask.id, screen: "recommendations" })).toEqual({
      target: "/peer-feedback",
    });

    // Three reviewers in a 360: low overall ratings, two name delegation, and all rate Active Listening
    // (80% in the assessment) well below the self-rating.
    const lastWeek = new Date(clock.now().getTime() - 7 * DAY_MS);
    const privateWords = "stays up until 3am fixing everyone's pull requests";
    await receiveFeedback(
      t.db,
      user.id,
      [
        {
          overallRating: 2,
          areasForImprovement: `Could delegate more; ${privateWords}.`,
          ratings: { "active-listening": 3 },
        },
        {
          overallRating: 2,
          areasForImprovement: "Micromanages the rollout plans.",
          ratings: { "active-listening": 3 },
        },
        { overallRating: 3, ratings: { "active-listening": 2 } },
      ].map((a) => ({ ...a, reviewerName: "Sam Reviewer", submittedAt: lastWeek })),
      { selfRatings: { "active-listening": 5 } },
    );

    const fresh = await api.recommendations.generate();
    expect(fresh.some((r) => r.title === "Ask three colleagues for feedback")).toBe(false);
    const delegation = await skillIdByName(t.db, "Delegation and Empowerment");
    const listening = await skillIdByName(t.db, "Active Listening");

    const act = fresh.find((r) => r.title === "Act on your feedback: make one visible change");
    expect(act).toMatchObject({
      type: "weekly_challenge",
      priority: "high",
      skillId: delegation,
      reason:
        "Your peers rated you 2.3/5 on average across 3 responses, and 2 responses of the last 90 days rated you 'Fair' or lower. 2 feedback responses point to Delegation and Empowerment as an area for development.",
    });
    if (!act) throw new Error("expected the feedback challenge");
    expect(await api.recommendations.start({ id: act.id })).toEqual({ target: "/peer-feedback" });

    const blindSpot = fresh.find((r) => r.type === "skill_exercise" && r.skillId === listening);
    expect(blindSpot?.priority).toBe("high");
    expect(blindSpot?.reason).toMatch(
      /^Your Active Listening score is 80% and .*\. Your reviewers rated Active Listening 2\.3 points below your own rating in your latest 360 \(you 5\.0, reviewers 2\.7 out of 5\)\.$/,
    );
    expect(before.some((r) => r.skillId === listening)).toBe(false);

    // Nothing a reviewer wrote, and no reviewer, appears in any recommendation.
    const text = JSON.stringify(fresh);
    for (const secret of [privateWords, "Micromanages", "Sam Reviewer", "@example.test"])
      expect(text).not.toContain(secret);
  });
});

describe("recommendations.list", () => {
  it("shows only the caller's pending recommendations, newest first, capped at 20", async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    await t.db
      .insertInto("coachingRecommendations")
      .values([
        ...Array.from({ length: 25 }, (_, i) => ({
          userId: user.id,
          type: "general" as const,
          title: `Rec ${i}`,
          content: "c",
          createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        })),
        { userId: other.id, type: "general" as const, title: "Not yours", content: "c" },
      ])
      .execute();
    const api = await callerFor(t.db, { userId: user.id });
    const list = await api.recommendations.list();
    expect(list).toHaveLength(20);
    expect(list[0]?.title).toBe("Rec 24");
    expect(list.some((r) => r.title === "Not yours")).toBe(false);
    await expectTrpcError((await callerFor(t.db)).recommendations.list(), "UNAUTHORIZED");
  });
});

describe("recommendations.dismiss and start", () => {
  it("dismiss deletes for good; another user's id answers 404", async () => {
    const a = await assessedUser();
    const b = await assessedUser();
    const [first] = await a.api.recommendations.list();
    if (!first) throw new Error("expected recommendations");
    await expectTrpcError(
      b.api.recommendations.dismiss({ id: first.id }),
      "NOT_FOUND",
      "Recommendation not found",
    );
    await expectTrpcError(b.api.recommendations.start({ id: first.id }), "NOT_FOUND");
    expect(await a.api.recommendations.dismiss({ id: first.id })).toEqual({ success: true });
    expect((await a.api.recommendations.list()).some((r) => r.id === first.id)).toBe(false);
    const row = await t.db
      .selectFrom("coachingRecommendations")
      .select("id")
      .where("id", "=", first.id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
    await expectTrpcError(a.api.recommendations.dismiss({ id: first.id }), "NOT_FOUND");
    // The dashboard no longer shows it either.
    expect((await a.api.dashboard.summary()).recommendations.some((r) => r.id === first.id)).toBe(false);
  });

  it("start marks it started and leads to its lesson, its skill, or the screen's type mapping", async () => {
    const { api, user } = await assessedUser();
    const list = await api.recommendations.list();
    const exercise = list.find((r) => r.type === "skill_exercise" && r.lessonId !== null);
    const tip = list.find((r) => r.type === "daily_tip");
    if (!exercise || !tip) throw new Error("expected an exercise and a tip");
    expect(await api.recommendations.start({ id: exercise.id })).toEqual({
      target: `/lesson/${exercise.lessonId}`,
    });
    expect(await api.recommendations.start({ id: tip.id })).toEqual({
      target: `/lessons?skill=${tip.skillId}`,
    });
    const stored = await t.db
      .selectFrom("coachingRecommendations")
      .select("status")
      .where("id", "=", exercise.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe("started");
    const bare = await t.db
      .insertInto("coachingRecommendations")
      .values({ userId: user.id, type: "general", title: "Unlinked", content: "c" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await api.recommendations.start({ id: bare.id })).toEqual({ target: "/skills" });
    expect(await api.recommendations.start({ id: bare.id, screen: "recommendations" })).toEqual({
      target: "/goals",
    });
  });
});
