import { json, type ActivityType } from "@leadcoach/db";
import { describe, expect, it } from "vitest";
import { TOO_FEW_IN_GROUP } from "../../schemas/analytics";
import { GROUP_NOT_FOUND } from "../../schemas/groups";
import { callerFor, createClock, expectTrpcError, useTestDb } from "../../testing";
import { catchUpAnalytics } from "./rollups";

const NOW = "2026-11-20T12:00:00Z";
const t = useTestDb();
let seq = 0;

async function addUser(createdAt: string, department: string | null = null): Promise<number> {
  seq += 1;
  const row = await t.db
    .insertInto("users")
    .values({
      email: `group-filter-${seq}@example.test`,
      password: "not-a-hash",
      name: `Member ${seq}`,
      department,
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
