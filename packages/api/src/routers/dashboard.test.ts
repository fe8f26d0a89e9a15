import { json } from "@leadcoach/db";
import { describe, expect, it } from "vitest";
import { callerFor, createClock, createUser, useTestDb } from "../testing";
import { DAY_MS, expectTrpcError, responses, skillIdByName } from "./journey.fixtures";

const t = useTestDb();

const NOW = "2026-03-10T10:00:00Z";
const hoursFromNow = (hours: number) => new Date(Date.parse(NOW) + hours * 3_600_000);

async function lessonIds(count: number) {
  const rows = await t.db.selectFrom("lessons").select("id").orderBy("id").limit(count).execute();
  return rows.map((r) => r.id);
}

async function activity(userId: number, type: string, at: Date, subject = "Something") {
  await t.db
    .insertInto("activityEvents")
    .values({ userId, type: type as "lesson_step", subject, detail: json({}), occurredAt: at })
    .execute();
}

describe("dashboard.summary", () => {
  it("starts empty for a new user", async () => {
    const user = await createUser(t.db);
    const api = await callerFor(t.db, { userId: user.id, clock: createClock(NOW) });
    expect(await api.dashboard.summary()).toEqual({
      overallScore: 0,
      completedLessons: 0,
      activeGoals: 0,
      streakDays: 0,
      totalXp: 0,
      badges: [],
      recommendations: [],
      upcomingEvents: [],
      recentActivity: [],
      hasAssessment: false,
    });
  });

  it("matches the stored lessons, goals, XP, events, activity and recommendations, and nobody else's", async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const [l1, l2, l3] = await lessonIds(3);
    for (const owner of [user.id, other.id]) {
      await t.db
        .insertInto("userLessons")
        .values([
          { userId: owner, lessonId: l1 ?? 1, status: "completed", progress: 100 },
          { userId: owner, lessonId: l2 ?? 2, status: "completed", progress: 100 },
          { userId: owner, lessonId: l3 ?? 3, status: "in_progress", progress: 40 },
        ])
        .execute();
    }
    await t.db
      .insertInto("goals")
      .values([
        { userId: user.id, title: "Active one", status: "active" },
        { userId: user.id, title: "Active two", status: "active" },
        { userId: user.id, title: "Paused", status: "paused" },
        { userId: user.id, title: "Done", status: "completed" },
        { userId: other.id, title: "Someone else's", status: "active" },
      ])
      .execute();
    await t.db
      .insertInto("xpAwards")
      .values([
        { userId: user.id, sourceKey: "lesson:1", points: 250, badge: "Trade-off Translator" },
        { userId: user.id, sourceKey: "quiz:1:2", points: 25 },
        { userId: other.id, sourceKey: "lesson:1", points: 999, badge: "Not mine" },
      ])
      .execute();
    // Seven future scheduled events (only the first five show), one past, one cancelled, one of another user.
    const future = [30, 2, 50, 5, 26, 70, 90];
    await t.db
      .insertInto("calendarEvents")
      .values([
        ...future.map((h) => ({
          userId: user.id,
          title: `In ${h} hours`,
          type: "skill_practice" as const,
          startTime: hoursFromNow(h),
          endTime: hoursFromNow(h + 1),
        })),
        {
          userId: user.id,
          title: "Past",
          type: "meeting",
          startTime: hoursFromNow(-5),
          endTime: hoursFromNow(-4),
        },
        {
          userId: user.id,
          title: "Cancelled",
          type: "meeting",
          status: "cancelled",
          startTime: hoursFromNow(1),
          endTime: hoursFromNow(2),
        },
        {
          userId: other.id,
          title: "Other",
          type: "meeting",
          startTime: hoursFromNow(1),
          endTime: hoursFromNow(2),
        },
      ])
      .execute();
    await t.db
      .insertInto("assessments")
      .values({ userId: user.id, status: "completed", overallPercent: 72, completedAt: hoursFromNow(-48) })
      .execute();
    await t.db
      .insertInto("assessments")
      .values({ userId: other.id, status: "completed", overallPercent: 99, completedAt: hoursFromNow(-1) })
      .execute();
    // Learning today, yesterday and the day before; a sign-in three days ago does not extend the streak.
    await activity(user.id, "lesson_step", hoursFromNow(-1), "Step in lesson");
    await activity(user.id, "goal_progress", hoursFromNow(-24), "Goal milestone");
    await activity(user.id, "lesson_completed", hoursFromNow(-40), "Finished a lesson");
    await activity(user.id, "sign_in", hoursFromNow(-70), "Signed in");
    await activity(user.id, "lesson_step", hoursFromNow(-100), "Old step");
    await activity(other.id, "lesson_step", hoursFromNow(-0.5), "Not mine");
    const mk = (type: string, priority: string, title: string, status = "pending") => ({
      userId: user.id,
      type: type as "general",
      priority: priority as "low",
      title,
      content: "c",
      status: status as "pending",
      createdAt: hoursFromNow(-2),
    });
    await t.db
      .insertInto("coachingRecommendations")
      .values([
        mk("general", "low", "low 1"),
        mk("daily_tip", "high", "high 1"),
        mk("skill_exercise", "medium", "medium 1"),
        mk("general", "low", "low 2"),
        mk("weekly_challenge", "high", "high 2"),
        mk("general", "medium", "medium 2"),
        mk("general", "high", "started", "started"),
        { ...mk("general", "low", "newest"), createdAt: hoursFromNow(-1) },
        { ...mk("general", "high", "someone else's"), userId: other.id },
      ])
      .execute();

    const api = await callerFor(t.db, { userId: user.id, clock: createClock(NOW) });
    const summary = await api.dashboard.summary({});
    expect(summary).toMatchObject({
      overallScore: 72,
      completedLessons: 2,
      activeGoals: 2,
      streakDays: 3,
      totalXp: 275,
      badges: ["Trade-off Translator"],
      hasAssessment: true,
    });
    expect(summary.upcomingEvents.map((e) => e.title)).toEqual([
      "In 2 hours",
      "In 5 hours",
      "In 26 hours",
      "In 30 hours",
      "In 50 hours",
    ]);
    expect(summary.upcomingEvents[0]).toEqual({
      id: expect.any(Number) as number,
      type: "skill_practice",
      title: "In 2 hours",
      description: null,
      startTime: hoursFromNow(2).toISOString(),
      endTime: hoursFromNow(3).toISOString(),
      relatedId: null,
    });
    expect(summary.recentActivity).toEqual([
      { type: "lesson_step", title: "Step in lesson", timestamp: hoursFromNow(-1).toISOString() },
      { type: "goal_progress", title: "Goal milestone", timestamp: hoursFromNow(-24).toISOString() },
      { type: "lesson_completed", title: "Finished a lesson", timestamp: hoursFromNow(-40).toISOString() },
      { type: "lesson_step", title: "Old step", timestamp: hoursFromNow(-100).toISOString() },
    ]);
    // Newest first, then the most urgent; at most five; started ones are not pending.
    expect(summary.recommendations.map((r) => r.title)).toEqual([
      "newest",
      "high 1",
      "high 2",
      "medium 1",
      "medium 2",
    ]);
  });

  it("counts streak days in the given time zone and refuses an unknown one", async () => {
    const user = await createUser(t.db);
    // 23:30 UTC on the 9th is the 10th in Berlin; 00:30 UTC on the 9th is the 9th there.
    await activity(user.id, "quiz_answered", new Date("2026-03-09T23:30:00Z"));
    await activity(user.id, "quiz_answered", new Date("2026-03-09T00:30:00Z"));
    const api = await callerFor(t.db, { userId: user.id, clock: createClock(NOW) });
    expect((await api.dashboard.summary()).streakDays).toBe(1);
    expect((await api.dashboard.summary({ timeZone: "Europe/Berlin" })).streakDays).toBe(2);
    expect((await api.dashboard.summary({ timeZone: "America/New_York" })).streakDays).toBe(2);
    await expectTrpcError(
      api.dashboard.summary({ timeZone: "Mars/Olympus" }),
      "BAD_REQUEST",
      /Unknown time zone/,
    );
  });

  it("reflects a submitted assessment", async () => {
    const user = await createUser(t.db);
    const api = await callerFor(t.db, { userId: user.id, clock: createClock(NOW) });
    await api.assessment.submit({ responses: responses((id) => (id === "q1" ? "1" : "4")) });
    const summary = await api.dashboard.summary();
    expect(summary.hasAssessment).toBe(true);
    expect(summary.overallScore).toBe(79); // Communication 65/85 = 76%, the others 80%: mean 79
    expect(summary.streakDays).toBe(1);
    expect(summary.recentActivity[0]).toMatchObject({ type: "assessment_taken" });
    expect(summary.recommendations.length).toBeGreaterThanOrEqual(3);
    expect(summary.recommendations.length).toBeLessThanOrEqual(5);
  });

  it("needs a signed-in user", async () => {
    await expectTrpcError((await callerFor(t.db)).dashboard.summary(), "UNAUTHORIZED");
  });
});

describe("dashboard.skillHistory", () => {
  it("filters snapshots by range and shows the latest score in range per skill", async () => {
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    const delegation = await skillIdByName(t.db, "Delegation and Empowerment");
    const empathy = await skillIdByName(t.db, "Empathy");
    const now = Date.parse(NOW);
    const snapshot = (userId: number, daysAgo: number, overall: number, scores: Record<string, number>) => ({
      userId,
      snapshotDate: new Date(now - daysAgo * DAY_MS),
      overallScore: overall,
      skillScores: json(scores),
    });
    await t.db
      .insertInto("progressSnapshots")
      .values([
        snapshot(user.id, 200, 40, { [delegation]: 30, [empathy]: 35 }),
        snapshot(user.id, 120, 50, { [delegation]: 45, [empathy]: 50 }),
        snapshot(user.id, 60, 60, { [delegation]: 55, [empathy]: 62 }),
        snapshot(user.id, 10, 70, { [delegation]: 71 }),
        snapshot(user.id, -5, 99, { [delegation]: 99 }), // in the future: never shown
        snapshot(other.id, 1, 10, { [delegation]: 10 }),
      ])
      .execute();
    const api = await callerFor(t.db, { userId: user.id, clock: createClock(NOW) });

    const weeks = await api.dashboard.skillHistory({ range: "6weeks" });
    expect(weeks.points).toEqual([
      {
        date: new Date(now - 10 * DAY_MS).toISOString(),
        overallScore: 70,
        skills: { "Delegation and Empowerment": 71 },
      },
    ]);
    expect(weeks.latest).toEqual([
      { skillName: "Delegation and Empowerment", categoryName: "Leadership Presence", score: 71 },
    ]);

    const three = await api.dashboard.skillHistory({ range: "3months" });
    expect(three.points.map((p) => p.overallScore)).toEqual([60, 70]);
    expect(three.latest).toEqual([
      { skillName: "Delegation and Empowerment", categoryName: "Leadership Presence", score: 71 },
      { skillName: "Empathy", categoryName: "Emotional Intelligence", score: 62 },
    ]);

    const six = await api.dashboard.skillHistory({ range: "6months" });
    expect(six.points.map((p) => p.overallScore)).toEqual([50, 60, 70]);

    await expectTrpcError(api.dashboard.skillHistory({ range: "1year" as "6weeks" }), "BAD_REQUEST");
  });
});
