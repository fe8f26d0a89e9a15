import { describe, expect, it } from "vitest";
import {
  cohortKinds,
  ONE_COHORT_AT_A_TIME,
  reportTypes,
  tooFewInCohort,
  type CohortKind,
} from "../../schemas/analytics";
import { GROUP_NOT_FOUND } from "../../schemas/groups";
import { PROGRAM_NOT_FOUND } from "../../schemas/programs";
import { callerFor, createClock, expectTrpcError, useTestDb } from "../../testing";
import { addEvents, addUser, assessSkills } from "./analytics.fixtures";
import { catchUpAnalytics } from "./rollups";

const NOW = "2026-11-20T12:00:00Z";
const t = useTestDb();

async function adminApi() {
  const id = await addUser(t.db, { createdAt: "2020-01-01T00:00:00Z", role: "admin" });
  return callerFor(t.db, { userId: id, clock: createClock(NOW) });
}

type Api = Awaited<ReturnType<typeof adminApi>>;

/** People joining a cohort: a program enrols them from `startDate`; a group has them as members. */
type Joining = { userIds: number[]; startDate: string }[];

/**
 * A group or a program holding the people, as the analytics filter names it (`{ groupId }` or
 * `{ programId }`), with its id.
 */
async function makeCohort(api: Api, kind: CohortKind, name: string, joining: Joining) {
  const userIds = joining.flatMap((j) => j.userIds);
  if (kind === "group") {
    const row = await t.db.insertInto("groups").values({ name }).returning("id").executeTakeFirstOrThrow();
    if (userIds.length > 0) {
      await t.db
        .insertInto("groupMembers")
        .values(userIds.map((userId) => ({ groupId: row.id, userId })))
        .execute();
    }
    return { id: row.id, filter: { groupId: row.id } };
  }
  const created = await api.programs.create({
    name,
    lengthWeeks: 1,
    steps: [{ week: 1, kind: "reflection", title: "Reflect", prompt: "What changed this week?" }],
  });
  for (const { userIds: ids, startDate } of joining) {
    if (ids.length > 0) await api.programs.enrol({ programId: created.id, userIds: ids, startDate });
  }
  return { id: created.id, filter: { programId: created.id } };
}

const FIRST_90_DAYS = "First 90 days as an engineering manager";

describe.each(cohortKinds)("analytics for one %s", (kind) => {
  it("counts its people only, on every tab and in every report, with the same rules as for everyone", async () => {
    const lessons = await t.db.selectFrom("lessons").select("id").orderBy("id").limit(1).execute();
    const skills = await t.db.selectFrom("skills").select("id").orderBy("id").limit(2).execute();
    const lesson = lessons[0]!.id;
    const [s1, s2] = [skills[0]!.id, skills[1]!.id];
    // Six people in the cohort (P0 to P5), each with a 10-minute session on the 18th; P0 to P4 also
    // complete a lesson on the 19th. P0 and P1 completed a lesson, P2 started one.
    const people: number[] = [];
    for (let i = 0; i < 6; i++) {
      const name = `${kind} person ${i}`;
      const id = await addUser(t.db, { createdAt: "2026-10-05T00:00:00Z", department: "Platform", name });
      people.push(id);
      await addEvents(t.db, id, ["2026-11-18T09:00:00Z", "2026-11-18T09:10:00Z"]);
      if (i < 5) await addEvents(t.db, id, ["2026-11-19T10:00:00Z"], "lesson_completed");
      if (i < 3) {
        await t.db
          .insertInto("userLessons")
          .values({ userId: id, lessonId: lesson, status: i < 2 ? "completed" : "in_progress" })
          .execute();
      }
    }
    // Skills: S1 grown by 10, 20, 0, -10 and 30 points (P0 to P4); S2 by 20 (P0 only, too few to list).
    const assessed = "2026-10-10T00:00:00Z";
    await assessSkills(
      t.db,
      people[0]!,
      [
        [s1, 40, 50],
        [s2, 50, 70],
      ],
      assessed,
    );
    for (const [i, current] of [60, 40, 30, 70].entries()) {
      await assessSkills(t.db, people[i + 1]!, [[s1, 40, current]], assessed);
    }
    // Eight others, busier and growing more, five of them in another cohort of the kind: none may show.
    const others: number[] = [];
    for (let i = 0; i < 8; i++) {
      const id = await addUser(t.db, { createdAt: "2026-09-05T00:00:00Z", department: "Sales" });
      others.push(id);
      await addEvents(t.db, id, ["2026-11-18T12:00:00Z", "2026-11-18T13:00:00Z", "2026-11-17T08:00:00Z"]);
      await assessSkills(
        t.db,
        id,
        [
          [s1, 10, 60],
          [s2, 10, 60],
        ],
        assessed,
      );
      await t.db
        .insertInto("userLessons")
        .values({ userId: id, lessonId: lesson, status: "completed" })
        .execute();
    }
    await catchUpAnalytics({ db: t.db, now: () => new Date(NOW) });
    const api = await adminApi();
    // In a program P5 starts next month: enrolled but not started yet, in the cohort all the same.
    const cohort = await makeCohort(api, kind, FIRST_90_DAYS, [
      { userIds: people.slice(0, 5), startDate: "2026-11-02" },
      { userIds: [people[5]!], startDate: "2026-12-07" },
    ]);
    await makeCohort(api, kind, "Leading without authority", [
      { userIds: others.slice(0, 5), startDate: "2026-11-02" },
    ]);
    const { filter } = cohort;

    const engagement = await api.analytics.engagement({ start: "2026-11-01", end: "2026-11-20", ...filter });
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
    const everyone = await api.analytics.engagement({ start: "2026-11-01", end: "2026-11-20" });
    expect(everyone.summary.activeUsers).toBeGreaterThanOrEqual(14);

    const daily = await api.analytics.platform({
      metricType: "daily",
      start: "2026-11-17",
      end: "2026-11-19",
      ...filter,
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
      ...filter,
    });
    expect(monthly.points.map((p) => [p.date, p.activeUsers, p.newUsers])).toEqual([
      ["2026-10-01", 0, 6],
      ["2026-11-01", 6, 0],
    ]);

    const skillsAnswer = await api.analytics.skills(filter);
    expect(skillsAnswer.summary).toEqual({
      totalSkillsTracked: 2,
      totalUsersImproving: 3, // P0, P1 and P4
      averageImprovementAcrossAllSkills: 11.7, // (10 + 20 + 20 + 0 - 10 + 30) / 6 assessed skills
    });
    expect(skillsAnswer.skillMetrics).toEqual([
      expect.objectContaining({ skillId: s1, averageImprovement: 10, totalUsers: 5 }),
    ]);
    expect(skillsAnswer.topPerformers).toEqual([
      { userName: `${kind} person 4`, improvement: 30, currentScore: 70 },
      { userName: `${kind} person 1`, improvement: 20, currentScore: 60 },
      { userName: `${kind} person 0`, improvement: 15, currentScore: 60 },
    ]);
    expect(skillsAnswer.notes).toEqual(["1 skill assessed by fewer than 5 people is not listed."]);

    const cohorts = await api.analytics.cohorts(filter);
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

    const retention = await api.analytics.retention(filter);
    expect(retention.summary).toEqual({
      overallRetentionRate: 100,
      totalRegisteredUsers: 6,
      currentlyActiveUsers: 6,
    });
    expect(retention.retentionByMonth).toEqual([
      { registrationMonth: "2026-10", totalUsers: 6, activeUsers: 6, retentionRate: 100 },
    ]);

    const named = { id: cohort.id, name: FIRST_90_DAYS };
    for (const reportType of reportTypes) {
      const report = await api.analytics.report({
        reportType,
        start: "2026-11-01",
        end: "2026-11-20",
        ...filter,
      });
      expect(report, reportType).toMatchObject(
        kind === "group" ? { group: named, program: null } : { group: null, program: named },
      );
    }
    const overview = await api.analytics.report({ start: "2026-11-01", end: "2026-11-20", ...filter });
    expect(overview).toMatchObject({ reportType: "engagement_overview", summary: engagement.summary });
    expect(await api.analytics.report({ reportType: "user_retention" })).toMatchObject({
      group: null,
      program: null,
    });
  });

  it("gives a cohort of fewer than 5 people no figures, only the note", async () => {
    const api = await adminApi();
    const four: number[] = [];
    for (let i = 0; i < 4; i++) {
      const id = await addUser(t.db, { createdAt: "2026-10-05T00:00:00Z" });
      four.push(id);
      await addEvents(t.db, id, ["2026-11-18T09:00:00Z"], "lesson_completed");
    }
    await catchUpAnalytics({ db: t.db, now: () => new Date(NOW) });
    const small = await makeCohort(api, kind, "Pilot", [{ userIds: four, startDate: "2026-11-02" }]);
    const empty = await makeCohort(api, kind, "Nobody yet", []);
    const note = tooFewInCohort[kind];

    for (const { filter } of [small, empty]) {
      const engagement = await api.analytics.engagement(filter);
      expect(engagement.summary).toEqual({
        totalUsers: 0,
        activeUsers: 0,
        totalSessions: 0,
        averageSessionDuration: 0,
        totalLessonsCompleted: 0,
      });
      expect(engagement).toMatchObject({ engagementTrends: [], notes: [note] });
      const skills = await api.analytics.skills(filter);
      expect(skills).toMatchObject({ skillMetrics: [], topPerformers: [], notes: [note] });
      expect(await api.analytics.cohorts(filter)).toEqual([]);
      expect((await api.analytics.platform({ metricType: "weekly", ...filter })).points).toEqual([]);
      const retention = await api.analytics.retention(filter);
      expect(retention).toMatchObject({ retentionByMonth: [], notes: [note] });
      expect(retention.summary.totalRegisteredUsers).toBe(0);
      for (const reportType of reportTypes) {
        expect((await api.analytics.report({ reportType, ...filter })).notes).toEqual([note]);
      }
    }

    // A fifth person makes the cohort big enough.
    const fifth = await addUser(t.db, { createdAt: "2026-10-05T00:00:00Z" });
    if (kind === "group") {
      await t.db.insertInto("groupMembers").values({ groupId: small.id, userId: fifth }).execute();
    } else {
      await api.programs.enrol({ programId: small.id, userIds: [fifth], startDate: "2026-11-02" });
    }
    const enough = await api.analytics.engagement({
      start: "2026-11-01",
      end: "2026-11-20",
      ...small.filter,
    });
    expect(enough.summary).toMatchObject({ totalUsers: 5, activeUsers: 4, totalLessonsCompleted: 4 });
    expect(enough.notes).toEqual([
      "1 day with fewer than 5 active users is not listed (counted in the totals).",
    ]);
  });
});

describe("the cohort filter's errors", () => {
  it("refuses a group and a program at once", async () => {
    const api = await adminApi();
    const { id: groupId } = await makeCohort(api, "group", "Both", []);
    const { id: programId } = await makeCohort(api, "program", "Both", []);
    const both = { groupId, programId };
    await expectTrpcError(api.analytics.engagement(both), "BAD_REQUEST", ONE_COHORT_AT_A_TIME);
    await expectTrpcError(api.analytics.skills(both), "BAD_REQUEST", ONE_COHORT_AT_A_TIME);
    await expectTrpcError(
      api.analytics.platform({ metricType: "daily", ...both }),
      "BAD_REQUEST",
      ONE_COHORT_AT_A_TIME,
    );
    await expectTrpcError(api.analytics.cohorts(both), "BAD_REQUEST", ONE_COHORT_AT_A_TIME);
    await expectTrpcError(api.analytics.retention(both), "BAD_REQUEST", ONE_COHORT_AT_A_TIME);
    for (const call of [api.analytics.report, api.analytics.reportCsv, api.analytics.reportPdf]) {
      await expectTrpcError(call(both), "BAD_REQUEST", ONE_COHORT_AT_A_TIME);
    }
  });

  it("answers 404 for a group or program that does not exist and 400 for an id that is not one", async () => {
    const api = await adminApi();
    const gone = 2_000_000_000;
    await expectTrpcError(api.analytics.engagement({ groupId: gone }), "NOT_FOUND", GROUP_NOT_FOUND);
    await expectTrpcError(api.analytics.skills({ groupId: gone }), "NOT_FOUND", GROUP_NOT_FOUND);
    await expectTrpcError(api.analytics.engagement({ programId: gone }), "NOT_FOUND", PROGRAM_NOT_FOUND);
    await expectTrpcError(api.analytics.reportCsv({ programId: gone }), "NOT_FOUND", PROGRAM_NOT_FOUND);
    await expectTrpcError(api.analytics.cohorts({ groupId: -1 }), "BAD_REQUEST");
    await expectTrpcError(api.analytics.retention({ programId: 0 }), "BAD_REQUEST");
  });
});
