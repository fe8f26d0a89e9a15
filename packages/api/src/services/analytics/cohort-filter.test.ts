import { json, type ActivityType } from "@leadcoach/db";
import { describe, expect, it } from "vitest";
import {
  ONE_COHORT_AT_A_TIME,
  reportTypes,
  TOO_FEW_IN_GROUP,
  TOO_FEW_IN_PROGRAM,
} from "../../schemas/analytics";
import { GROUP_NOT_FOUND } from "../../schemas/groups";
import { PROGRAM_NOT_FOUND } from "../../schemas/programs";
import { callerFor, createClock, expectTrpcError, useTestDb } from "../../testing";
import { catchUpAnalytics } from "./rollups";

const NOW = "2026-11-20T12:00:00Z";
const t = useTestDb();
let seq = 0;

async function addUser(
  createdAt: string,
  department: string | null = null,
  name = `Member ${seq + 1}`,
): Promise<number> {
  seq += 1;
  const row = await t.db
    .insertInto("users")
    .values({
      email: `cohort-filter-${seq}@example.test`,
      password: "not-a-hash",
      name,
      department,
      yearsExperience: 1,
      createdAt: new Date(createdAt),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addEvents(userId: number, times: string[], type: ActivityType = "lesson_step") {
  await t.db
    .insertInto("activityEvents")
    .values(
      times.map((at) => ({ userId, type, subject: "test", detail: json({}), occurredAt: new Date(at) })),
    )
    .execute();
}

async function group(name: string, members: number[]): Promise<number> {
  const row = await t.db.insertInto("groups").values({ name }).returning("id").executeTakeFirstOrThrow();
  if (members.length > 0) {
    await t.db
      .insertInto("groupMembers")
      .values(members.map((userId) => ({ groupId: row.id, userId })))
      .execute();
  }
  return row.id;
}

async function adminApi() {
  const id = await addUser("2020-01-01T00:00:00Z");
  await t.db.updateTable("users").set({ role: "admin" }).where("id", "=", id).execute();
  return callerFor(t.db, { userId: id, clock: createClock(NOW) });
}

describe("analytics for one group", () => {
  it("counts the group's members only, with the same rules as for everyone", async () => {
    // Six members active on two days, and eight others much more active.
    const members: number[] = [];
    for (let i = 0; i < 6; i++) {
      const id = await addUser("2026-10-05T00:00:00Z", "Platform");
      members.push(id);
      await addEvents(id, ["2026-11-18T09:00:00Z", "2026-11-18T09:10:00Z"]);
      if (i < 5) await addEvents(id, ["2026-11-19T10:00:00Z"], "lesson_completed");
    }
    for (let i = 0; i < 8; i++) {
      const id = await addUser("2026-09-05T00:00:00Z", "Sales");
      await addEvents(id, ["2026-11-18T12:00:00Z", "2026-11-18T13:00:00Z", "2026-11-17T08:00:00Z"]);
    }
    await catchUpAnalytics({ db: t.db, now: () => new Date(NOW) });
    const teamId = await group("Platform team", members);
    const api = await adminApi();

    const team = await api.analytics.engagement({ start: "2026-11-01", end: "2026-11-20", groupId: teamId });
    expect(team.summary).toEqual({
      totalUsers: 6,
      activeUsers: 6,
      totalSessions: 6 + 5,
      averageSessionDuration: 5.5, // (6 x 600 s + 5 x 0 s) / 11 sessions = 327 s, in minutes
      totalLessonsCompleted: 5,
    });
    expect(team.engagementTrends).toEqual([
      { date: "2026-11-19", uniqueUsers: 5, totalSessions: 5, totalLessonsCompleted: 5 },
      { date: "2026-11-18", uniqueUsers: 6, totalSessions: 6, totalLessonsCompleted: 0 },
    ]);
    const everyone = await api.analytics.engagement({ start: "2026-11-01", end: "2026-11-20" });
    expect(everyone.summary.activeUsers).toBeGreaterThanOrEqual(14);

    const daily = await api.analytics.platform({
      metricType: "daily",
      start: "2026-11-17",
      end: "2026-11-19",
      groupId: teamId,
    });
    expect(daily.points.map((p) => [p.date, p.activeUsers, p.totalEvents])).toEqual([
      ["2026-11-17", 0, 0],
      ["2026-11-18", 6, 12],
      ["2026-11-19", 5, 5],
    ]);

    const retention = await api.analytics.retention({ groupId: teamId });
    expect(retention.summary).toEqual({
      overallRetentionRate: 100,
      totalRegisteredUsers: 6,
      currentlyActiveUsers: 6,
    });
    expect(retention.retentionByMonth).toEqual([
      { registrationMonth: "2026-10", totalUsers: 6, activeUsers: 6, retentionRate: 100 },
    ]);

    const cohorts = await api.analytics.cohorts({ groupId: teamId });
    expect(cohorts.find((c) => c.id === "department:Platform")).toMatchObject({ userCount: 6 });
    expect(cohorts.some((c) => c.id === "department:Sales")).toBe(false);

    const report = await api.analytics.report({ reportType: "user_retention", groupId: teamId });
    expect(report).toMatchObject({ group: { id: teamId, name: "Platform team" } });
    expect((await api.analytics.report({ reportType: "user_retention" })).group).toBeNull();
  });

  it("gives a group of fewer than 5 people no figures, only the note", async () => {
    const few: number[] = [];
    for (let i = 0; i < 4; i++) {
      const id = await addUser("2026-10-05T00:00:00Z");
      few.push(id);
      await addEvents(id, ["2026-11-18T09:00:00Z"], "lesson_completed");
    }
    await catchUpAnalytics({ db: t.db, now: () => new Date(NOW) });
    const smallId = await group("Four", few);
    const emptyId = await group("Nobody", []);
    const api = await adminApi();

    for (const groupId of [smallId, emptyId]) {
      const engagement = await api.analytics.engagement({ groupId });
      expect(engagement.summary).toEqual({
        totalUsers: 0,
        activeUsers: 0,
        totalSessions: 0,
        averageSessionDuration: 0,
        totalLessonsCompleted: 0,
      });
      expect(engagement.engagementTrends).toEqual([]);
      expect(engagement.notes).toEqual([TOO_FEW_IN_GROUP]);
      const skills = await api.analytics.skills({ groupId });
      expect(skills).toMatchObject({ skillMetrics: [], topPerformers: [], notes: [TOO_FEW_IN_GROUP] });
      expect(await api.analytics.cohorts({ groupId })).toEqual([]);
      expect((await api.analytics.platform({ metricType: "weekly", groupId })).points).toEqual([]);
      const retention = await api.analytics.retention({ groupId });
      expect(retention).toMatchObject({ retentionByMonth: [], notes: [TOO_FEW_IN_GROUP] });
      expect(retention.summary.totalRegisteredUsers).toBe(0);
      for (const reportType of ["engagement_overview", "skill_improvement", "user_retention"] as const) {
        const report = await api.analytics.report({ reportType, groupId });
        expect(report.notes).toContain(TOO_FEW_IN_GROUP);
      }
    }

    // A fifth member makes the group big enough.
    const fifth = await addUser("2026-10-05T00:00:00Z");
    await t.db.insertInto("groupMembers").values({ groupId: smallId, userId: fifth }).execute();
    const enough = await api.analytics.engagement({
      start: "2026-11-01",
      end: "2026-11-20",
      groupId: smallId,
    });
    expect(enough.summary).toMatchObject({ totalUsers: 5, activeUsers: 4, totalLessonsCompleted: 4 });
    expect(enough.notes).toEqual([
      "1 day with fewer than 5 active users is not listed (counted in the totals).",
    ]);
  });

  it("answers 404 for a group that does not exist and 400 for an id that is not one", async () => {
    const api = await adminApi();
    await expectTrpcError(api.analytics.engagement({ groupId: 2_000_000_000 }), "NOT_FOUND", GROUP_NOT_FOUND);
    await expectTrpcError(api.analytics.skills({ groupId: 2_000_000_000 }), "NOT_FOUND");
    await expectTrpcError(api.analytics.cohorts({ groupId: -1 }), "BAD_REQUEST");
  });
});

/** A first assessment of each skill at `baseline`, and the person's score now at `current`. */
async function assess(userId: number, results: [skillId: number, baseline: number, current: number][]) {
  const a = await t.db
    .insertInto("assessments")
    .values({ userId, status: "completed", completedAt: new Date("2026-10-10T00:00:00Z") })
    .returning("id")
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto("assessmentResults")
    .values(
      results.map(([skillId, score]) => ({
        assessmentId: a.id,
        skillId,
        score,
        maxScore: 100,
        answers: json([]),
      })),
    )
    .execute();
  await t.db
    .insertInto("userSkills")
    .values(results.map(([skillId, , currentScore]) => ({ userId, skillId, currentScore })))
    .execute();
}

type Api = Awaited<ReturnType<typeof adminApi>>;

async function program(api: Api, name: string, enrolments: { userIds: number[]; startDate: string }[]) {
  const created = await api.programs.create({
    name,
    lengthWeeks: 1,
    steps: [{ week: 1, kind: "reflection", title: "Reflect", prompt: "What changed this week?" }],
  });
  for (const { userIds, startDate } of enrolments) {
    if (userIds.length > 0) await api.programs.enrol({ programId: created.id, userIds, startDate });
  }
  return created.id;
}

const FIRST_90_DAYS = "First 90 days as an engineering manager";

describe("analytics for one program", () => {
  it("counts the people enrolled, whatever their progress, on every tab and in every report", async () => {
    const lessons = await t.db.selectFrom("lessons").select("id").orderBy("id").limit(1).execute();
    const skills = await t.db.selectFrom("skills").select("id").orderBy("id").limit(2).execute();
    const lesson = lessons[0]!.id;
    const [s1, s2] = [skills[0]!.id, skills[1]!.id];
    // Six enrolled people (E0 to E5), each with a 10-minute session on the 18th; E0 to E4 also complete
    // a lesson on the 19th. E0 and E1 completed a lesson, E2 started one.
    const enrolled: number[] = [];
    for (let i = 0; i < 6; i++) {
      const id = await addUser("2026-10-05T00:00:00Z", "Platform", `Enrolled ${i}`);
      enrolled.push(id);
      await addEvents(id, ["2026-11-18T09:00:00Z", "2026-11-18T09:10:00Z"]);
      if (i < 5) await addEvents(id, ["2026-11-19T10:00:00Z"], "lesson_completed");
      if (i < 3) {
        await t.db
          .insertInto("userLessons")
          .values({ userId: id, lessonId: lesson, status: i < 2 ? "completed" : "in_progress" })
          .execute();
      }
    }
    // Skills: S1 grown by 10, 20, 0, -10 and 30 points (E0 to E4); S2 by 20 (E0 only, too few to list).
    await assess(enrolled[0]!, [
      [s1, 40, 50],
      [s2, 50, 70],
    ]);
    await assess(enrolled[1]!, [[s1, 40, 60]]);
    await assess(enrolled[2]!, [[s1, 40, 40]]);
    await assess(enrolled[3]!, [[s1, 40, 30]]);
    await assess(enrolled[4]!, [[s1, 40, 70]]);
    // Eight others, busier and growing more, five of them in another program: none of it may show.
    const others: number[] = [];
    for (let i = 0; i < 8; i++) {
      const id = await addUser("2026-09-05T00:00:00Z", "Sales", `Other ${i}`);
      others.push(id);
      await addEvents(id, ["2026-11-18T12:00:00Z", "2026-11-18T13:00:00Z", "2026-11-17T08:00:00Z"]);
      await assess(id, [
        [s1, 10, 60],
        [s2, 10, 60],
      ]);
      await t.db
        .insertInto("userLessons")
        .values({ userId: id, lessonId: lesson, status: "completed" })
        .execute();
    }
    await catchUpAnalytics({ db: t.db, now: () => new Date(NOW) });
    const api = await adminApi();
    // E5's program starts next month: enrolled but not started yet, they belong to the cohort all the same.
    const programId = await program(api, FIRST_90_DAYS, [
      { userIds: enrolled.slice(0, 5), startDate: "2026-11-02" },
      { userIds: [enrolled[5]!], startDate: "2026-12-07" },
    ]);
    await program(api, "Leading without authority", [
      { userIds: others.slice(0, 5), startDate: "2026-11-02" },
    ]);

    const engagement = await api.analytics.engagement({ start: "2026-11-01", end: "2026-11-20", programId });
    expect(engagement.summary).toEqual({
      totalUsers: 6,
      activeUsers: 6,
      totalSessions: 6 + 5,
      averageSessionDuration: 5.5, // (6 x 600 s + 5 x 0 s) / 11 sessions = 327 s, in minutes
      totalLessonsCompleted: 5,
    });
    expect(engagement.engagementTrends).toEqual([
      { date: "2026-11-19", uniqueUsers: 5, totalSessions: 5, totalLessonsCompleted: 5 },
      { date: "2026-11-18", uniqueUsers: 6, totalSessions: 6, totalLessonsCompleted: 0 },
    ]);
    expect(engagement.notes).toEqual([]);

    const daily = await api.analytics.platform({
      metricType: "daily",
      start: "2026-11-17",
      end: "2026-11-19",
      programId,
    });
    expect(daily.points.map((p) => [p.date, p.activeUsers, p.totalEvents, p.totalLessonsCompleted])).toEqual([
      ["2026-11-17", 0, 0, 0],
      ["2026-11-18", 6, 12, 0],
      ["2026-11-19", 5, 5, 5],
    ]);
    const monthly = await api.analytics.platform({
      metricType: "monthly",
      start: "2026-10-01",
      end: "2026-11-20",
      programId,
    });
    expect(monthly.points.map((p) => [p.date, p.activeUsers, p.newUsers])).toEqual([
      ["2026-10-01", 0, 6],
      ["2026-11-01", 6, 0],
    ]);

    const skillsAnswer = await api.analytics.skills({ programId });
    expect(skillsAnswer.summary).toEqual({
      totalSkillsTracked: 2,
      totalUsersImproving: 3, // E0, E1 and E4
      averageImprovementAcrossAllSkills: 11.7, // (10 + 20 + 20 + 0 - 10 + 30) / 6 assessed skills
    });
    expect(skillsAnswer.skillMetrics).toEqual([
      expect.objectContaining({ skillId: s1, averageImprovement: 10, totalUsers: 5 }),
    ]);
    expect(skillsAnswer.topPerformers).toEqual([
      { userName: "Enrolled 4", improvement: 30, currentScore: 70 },
      { userName: "Enrolled 1", improvement: 20, currentScore: 60 },
      { userName: "Enrolled 0", improvement: 15, currentScore: 60 },
    ]);
    expect(skillsAnswer.notes).toEqual(["1 skill assessed by fewer than 5 people is not listed."]);

    const cohorts = await api.analytics.cohorts({ programId });
    const byId = Object.fromEntries(cohorts.map((c) => [c.id, c]));
    expect(byId["department:Platform"]).toEqual({
      id: "department:Platform",
      cohortName: "Platform",
      cohortType: "department",
      cohortValue: "Platform",
      userCount: 6,
      averageEngagement: 6.1, // 11 active days / (6 people x 30 days)
      completionRate: 66.7, // 2 completed of 3 started
      retentionRate: 100,
      averageSkillGrowth: 11.7,
    });
    expect(Object.keys(byId).sort()).toEqual([
      "department:Platform",
      "experience:0-2 years",
      "signup_month:2026-10",
      "technical_background:Not specified",
    ]);

    const retention = await api.analytics.retention({ programId });
    expect(retention.summary).toEqual({
      overallRetentionRate: 100,
      totalRegisteredUsers: 6,
      currentlyActiveUsers: 6,
    });
    expect(retention.retentionByMonth).toEqual([
      { registrationMonth: "2026-10", totalUsers: 6, activeUsers: 6, retentionRate: 100 },
    ]);

    for (const reportType of reportTypes) {
      const report = await api.analytics.report({
        reportType,
        start: "2026-11-01",
        end: "2026-11-20",
        programId,
      });
      expect(report, reportType).toMatchObject({
        group: null,
        program: { id: programId, name: FIRST_90_DAYS },
      });
    }
    const overview = await api.analytics.report({ start: "2026-11-01", end: "2026-11-20", programId });
    expect(overview).toMatchObject({ reportType: "engagement_overview", summary: engagement.summary });
    expect(await api.analytics.report({ reportType: "user_retention" })).toMatchObject({
      group: null,
      program: null,
    });
  });

  it("gives a program of fewer than 5 enrolled people no figures, only the note", async () => {
    const api = await adminApi();
    const four: number[] = [];
    for (let i = 0; i < 4; i++) {
      const id = await addUser("2026-10-05T00:00:00Z");
      four.push(id);
      await addEvents(id, ["2026-11-18T09:00:00Z"], "lesson_completed");
    }
    await catchUpAnalytics({ db: t.db, now: () => new Date(NOW) });
    const smallId = await program(api, "Pilot", [{ userIds: four, startDate: "2026-11-02" }]);
    const emptyId = await program(api, "Nobody yet", []);

    for (const programId of [smallId, emptyId]) {
      const engagement = await api.analytics.engagement({ programId });
      expect(engagement.summary).toMatchObject({ totalUsers: 0, activeUsers: 0, totalLessonsCompleted: 0 });
      expect(engagement).toMatchObject({ engagementTrends: [], notes: [TOO_FEW_IN_PROGRAM] });
      const skills = await api.analytics.skills({ programId });
      expect(skills).toMatchObject({ skillMetrics: [], topPerformers: [], notes: [TOO_FEW_IN_PROGRAM] });
      expect(await api.analytics.cohorts({ programId })).toEqual([]);
      expect((await api.analytics.platform({ metricType: "daily", programId })).points).toEqual([]);
      const retention = await api.analytics.retention({ programId });
      expect(retention).toMatchObject({ retentionByMonth: [], notes: [TOO_FEW_IN_PROGRAM] });
      for (const reportType of reportTypes) {
        expect((await api.analytics.report({ reportType, programId })).notes).toEqual([TOO_FEW_IN_PROGRAM]);
      }
    }

    // A fifth enrolment makes the program big enough.
    const fifth = await addUser("2026-10-05T00:00:00Z");
    await api.programs.enrol({ programId: smallId, userIds: [fifth], startDate: "2026-11-02" });
    const enough = await api.analytics.engagement({
      start: "2026-11-01",
      end: "2026-11-20",
      programId: smallId,
    });
    expect(enough.summary).toMatchObject({ totalUsers: 5, activeUsers: 4, totalLessonsCompleted: 4 });
  });

  it("refuses a group and a program at once, and names a program that does not exist", async () => {
    const api = await adminApi();
    const groupId = await group("Both", []);
    const programId = await program(api, "Both", []);
    await expectTrpcError(
      api.analytics.engagement({ groupId, programId }),
      "BAD_REQUEST",
      ONE_COHORT_AT_A_TIME,
    );
    await expectTrpcError(api.analytics.skills({ groupId, programId }), "BAD_REQUEST", ONE_COHORT_AT_A_TIME);
    await expectTrpcError(
      api.analytics.platform({ metricType: "daily", groupId, programId }),
      "BAD_REQUEST",
      ONE_COHORT_AT_A_TIME,
    );
    await expectTrpcError(api.analytics.cohorts({ groupId, programId }), "BAD_REQUEST", ONE_COHORT_AT_A_TIME);
    await expectTrpcError(
      api.analytics.retention({ groupId, programId }),
      "BAD_REQUEST",
      ONE_COHORT_AT_A_TIME,
    );
    for (const call of [api.analytics.report, api.analytics.reportCsv, api.analytics.reportPdf]) {
      await expectTrpcError(call({ groupId, programId }), "BAD_REQUEST", ONE_COHORT_AT_A_TIME);
    }
    await expectTrpcError(
      api.analytics.engagement({ programId: 2_000_000_000 }),
      "NOT_FOUND",
      PROGRAM_NOT_FOUND,
    );
    await expectTrpcError(
      api.analytics.reportCsv({ programId: 2_000_000_000 }),
      "NOT_FOUND",
      PROGRAM_NOT_FOUND,
    );
    await expectTrpcError(api.analytics.retention({ programId: 0 }), "BAD_REQUEST");
  });
});
