import { json, type ActivityType, type DB } from "@leadcoach/db";
import { createTestDb, type TestDb } from "@leadcoach/db/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, createClock, expectTrpcError, useTestDb } from "../../testing";
import { addEvents, addUser, assessSkills } from "./analytics.fixtures";
import { catchUpAnalytics, catchUpBeforeRead, READ_CATCH_UP_MAX_PAIRS } from "./rollups";

const NOW = "2026-11-20T12:00:00Z";
const clock = () => createClock(NOW);
const admins = new WeakMap<DB, number>();
/** One admin per database (registered in 2020, never active): counted as registered, never as active. */
async function admin(db: DB) {
  let id = admins.get(db);
  if (id === undefined) {
    id = await addUser(db, { createdAt: "2020-01-01T00:00:00Z", role: "admin", name: "Admin" });
    admins.set(db, id);
  }
  return { id, api: await callerFor(db, { userId: id, clock: clock() }) };
}

describe("sessions and engagement", () => {
  const t = useTestDb();

  it("splits sessions at a gap over 30 minutes and counts a session on the day it starts", async () => {
    const u = await addUser(t.db, { createdAt: "2026-09-01T00:00:00Z" });
    // The next day's events first: the later insert must turn 00:10 into the middle of a session.
    await addEvents(t.db, u, ["2026-11-19T00:10:00Z", "2026-11-19T00:15:00Z"]);
    await catchUpAnalytics({ db: t.db, now: () => new Date(NOW) });
    await addEvents(t.db, u, [
      "2026-11-18T10:00:00Z",
      "2026-11-18T10:20:00Z",
      "2026-11-18T10:50:00Z", // a gap of exactly 30 minutes: same session
      "2026-11-18T11:21:00Z", // 31 minutes: a new one
      "2026-11-18T23:50:00Z", // continues past midnight to 00:15
    ]);
    await addEvents(t.db, u, ["2026-11-18T11:30:00Z"], "lesson_completed");
    await catchUpAnalytics({ db: t.db, now: () => new Date(NOW) });

    const rows = await t.db
      .selectFrom("userActivityDays")
      .select([
        sql<string>`to_char(day, 'YYYY-MM-DD')`.as("day"),
        "events",
        "sessions",
        "sessionSeconds",
        "lessonsCompleted",
      ])
      .where("userId", "=", u)
      .orderBy("day")
      .execute();
    expect(rows.map((r) => ({ ...r, sessionSeconds: Number(r.sessionSeconds) }))).toEqual([
      { day: "2026-11-18", events: 6, sessions: 3, sessionSeconds: 3000 + 540 + 1500, lessonsCompleted: 1 },
      { day: "2026-11-19", events: 2, sessions: 0, sessionSeconds: 0, lessonsCompleted: 0 },
    ]);

    const { api } = await admin(t.db);
    const e = await api.analytics.engagement({ start: "2026-11-18", end: "2026-11-19" });
    expect(e.summary).toMatchObject({ activeUsers: 1, totalSessions: 3, averageSessionDuration: 28 });
    // One active user a day: below the privacy threshold, so no daily rows.
    expect(e.engagementTrends).toEqual([]);
    expect(e.notes[0]).toContain("2 days with fewer than 5 active users");
  });
});

describe("engagement captions against the previous period", () => {
  const t = useTestDb();

  it("computes the current and previous figures and their change", async () => {
    const early = [];
    for (let i = 0; i < 4; i++) early.push(await addUser(t.db, { createdAt: "2026-09-01T00:00:00Z" }));
    const late = [];
    for (let i = 0; i < 2; i++) late.push(await addUser(t.db, { createdAt: "2026-10-25T00:00:00Z" }));
    for (const u of [...early, ...late]) {
      await addEvents(t.db, u, ["2026-11-10T10:00:00Z"]);
      await addEvents(t.db, u, ["2026-11-10T10:10:00Z"], "lesson_completed");
    }
    for (const u of early) {
      await addEvents(t.db, u, ["2026-10-10T09:00:00Z", "2026-10-10T09:20:00Z", "2026-10-10T15:00:00Z"]);
    }
    // Two users on another day: a daily row of fewer than 5 people is not listed.
    await addEvents(t.db, early[0]!, ["2026-11-12T08:00:00Z"]);
    await addEvents(t.db, early[1]!, ["2026-11-12T08:00:00Z"]);
    await catchUpAnalytics({ db: t.db, now: () => new Date(NOW) });

    const adminUser = await admin(t.db);
    // The default range: the last 30 days to today (2026-10-22..2026-11-20), against 2026-09-22..2026-10-21.
    const e = await adminUser.api.analytics.engagement();
    expect(e.range).toEqual({ start: "2026-10-22", end: "2026-11-20", days: 30 });
    expect(e.previousRange).toEqual({ start: "2026-09-22", end: "2026-10-21", days: 30 });
    // Registered users include the admin (created in 2020).
    expect(e.summary).toEqual({
      totalUsers: 7,
      activeUsers: 6,
      totalSessions: 8,
      averageSessionDuration: 7.5,
      totalLessonsCompleted: 6,
    });
    expect(e.previousSummary).toEqual({
      totalUsers: 5,
      activeUsers: 4,
      totalSessions: 8,
      averageSessionDuration: 10,
      totalLessonsCompleted: 0,
    });
    expect(e.comparison).toEqual({
      totalUsers: { current: 7, previous: 5, changePercent: 40 },
      activeUsers: { current: 6, previous: 4, changePercent: 50 },
      totalSessions: { current: 8, previous: 8, changePercent: 0 },
      averageSessionDuration: { current: 7.5, previous: 10, changePercent: -25 },
      totalLessonsCompleted: { current: 6, previous: 0, changePercent: null },
    });
    expect(e.engagementTrends).toEqual([
      { date: "2026-11-10", uniqueUsers: 6, totalSessions: 6, totalLessonsCompleted: 6 },
    ]);
    expect(e.notes).toHaveLength(1);

    const report = await adminUser.api.analytics.report({ reportType: "engagement_overview" });
    expect(report).toMatchObject({ reportType: "engagement_overview", summary: e.summary });

    const platform = await adminUser.api.analytics.platform({
      metricType: "daily",
      start: "2026-11-09",
      end: "2026-11-11",
    });
    expect(platform.points.map((p) => [p.date, p.activeUsers, p.totalSessions, p.totalEvents])).toEqual([
      ["2026-11-09", 0, 0, 0],
      ["2026-11-10", 6, 6, 12],
      ["2026-11-11", 0, 0, 0],
    ]);

    await expectTrpcError(
      adminUser.api.analytics.engagement({ start: "2026-11-20", end: "2026-11-01" }),
      "BAD_REQUEST",
    );
    const someone = await callerFor(t.db, { userId: early[0], clock: clock() });
    await expectTrpcError(someone.analytics.engagement(), "FORBIDDEN");
    await expectTrpcError(someone.analytics.report({ reportType: "user_retention" }), "FORBIDDEN");
  });
});

describe("retention, cohorts and skills", () => {
  let t: TestDb;
  const ids: Record<string, number[]> = {};
  beforeAll(async () => {
    t = await createTestDb();
    const groups = [
      // [key, sign-up, department, years, active users (of total), total]
      ["eng", "2026-09-05T00:00:00Z", "Engineering", 1, 3, 6],
      ["sales", "2026-10-03T00:00:00Z", "Sales", 4, 4, 5],
      ["legal", "2026-08-10T00:00:00Z", "Legal", 12, 1, 2],
      ["hr", "2026-07-10T00:00:00Z", "HR", 12, 0, 3],
    ] as const;
    for (const [key, createdAt, department, yearsExperience, active, total] of groups) {
      ids[key] = [];
      for (let i = 0; i < total; i++) {
        const u = await addUser(t.db, { createdAt, department, yearsExperience, name: `${key}-${i}` });
        ids[key].push(u);
        if (i < active) await addEvents(t.db, u, ["2026-11-15T09:00:00Z"]);
      }
    }
    // Active on 2026-10-22 (the window's first day) counts; 2026-10-21 does not.
    await addEvents(t.db, ids.sales![0]!, ["2026-10-22T09:00:00Z"]);
    await addEvents(t.db, ids.sales![4]!, ["2026-10-21T09:00:00Z"]);

    // Lessons: Engineering started 6, completed 2.
    const lessons = await t.db.selectFrom("lessons").select("id").orderBy("id").limit(2).execute();
    for (const [i, u] of ids.eng!.entries()) {
      await t.db
        .insertInto("userLessons")
        .values({ userId: u, lessonId: lessons[0]!.id, status: i < 2 ? "completed" : "in_progress" })
        .execute();
    }

    // Skills: S1 assessed by 5 engineers (growth 10, 20, 0, -10, 30), S2 by 2 (growth 20, 0).
    const skills = await t.db.selectFrom("skills").select("id").orderBy("id").limit(2).execute();
    const s1 = skills[0]!.id;
    const s2 = skills[1]!.id;
    const plan: [number, [number, number, number][]][] = [
      [
        ids.eng![0]!,
        [
          [s1, 40, 50],
          [s2, 50, 70],
        ],
      ],
      [
        ids.eng![1]!,
        [
          [s1, 40, 60],
          [s2, 50, 50],
        ],
      ],
      [ids.eng![2]!, [[s1, 40, 40]]],
      [ids.eng![3]!, [[s1, 40, 30]]],
      [ids.eng![4]!, [[s1, 40, 70]]],
    ];
    for (const [u, results] of plan) await assessSkills(t.db, u, results, "2026-10-01T00:00:00Z");
    await catchUpAnalytics({ db: t.db, now: () => new Date(NOW) });
  });
  afterAll(() => t.drop());

  it("answers retention by sign-up month, folding months under 5 sign-ups into 'Other'", async () => {
    const { api } = await admin(t.db);
    const r = await api.analytics.retention();
    // 16 users + the admin (2020, never active): 17 registered, 3 + 4 + 1 active.
    expect(r.summary).toEqual({
      overallRetentionRate: 47.1,
      totalRegisteredUsers: 17,
      currentlyActiveUsers: 8,
    });
    expect(r.retentionByMonth).toEqual([
      { registrationMonth: "2026-10", totalUsers: 5, activeUsers: 4, retentionRate: 80 },
      { registrationMonth: "2026-09", totalUsers: 6, activeUsers: 3, retentionRate: 50 },
      { registrationMonth: "Other", totalUsers: 6, activeUsers: 1, retentionRate: 16.7 },
    ]);
    expect(r.notes).toHaveLength(1);

    const report = await api.analytics.report({
      reportType: "user_retention",
      start: "2026-10-22",
      end: "2026-11-20",
    });
    expect(report).toMatchObject({ reportType: "user_retention", summary: r.summary });
  });

  it("answers cohorts by department, background, experience and sign-up month, with no group under 5", async () => {
    const { api } = await admin(t.db);
    const cohorts = await api.analytics.cohorts();
    const byId = Object.fromEntries(cohorts.map((c) => [c.id, c]));
    expect(byId["department:Engineering"]).toEqual({
      id: "department:Engineering",
      cohortName: "Engineering",
      cohortType: "department",
      cohortValue: "Engineering",
      userCount: 6,
      averageEngagement: 1.7, // 3 active days / (6 people x 30 days)
      completionRate: 33.3,
      retentionRate: 50,
      averageSkillGrowth: 10, // (10 + 20 + 0 - 10 + 30 + 20 + 0) / 7 skills assessed
    });
    expect(byId["department:Sales"]).toMatchObject({
      userCount: 5,
      retentionRate: 80,
      averageEngagement: 3.3,
    });
    // Legal (2), HR (3) and the admin's 'Not specified' (1) are folded into Other.
    expect(byId["department:Other"]).toMatchObject({ userCount: 6, retentionRate: 16.7 });
    expect(byId["department:Not specified"]).toBeUndefined();
    expect(byId["department:Legal"]).toBeUndefined();
    expect(byId["department:HR"]).toBeUndefined();
    expect(byId["technical_background:Not specified"]).toMatchObject({ userCount: 17 });
    expect(byId["experience:0-2 years"]).toMatchObject({ userCount: 7 }); // engineers and the admin
    expect(byId["experience:3-5 years"]).toMatchObject({ userCount: 5 });
    expect(byId["experience:11+ years"]).toMatchObject({ userCount: 5 });
    expect(byId["signup_month:2026-09"]).toMatchObject({ userCount: 6, cohortName: "Signed up 2026-09" });
    expect(byId["signup_month:Other"]).toMatchObject({ userCount: 6 });
    for (const c of cohorts) expect(c.userCount).toBeGreaterThanOrEqual(5);
  });

  it("answers skill growth, hiding skills assessed by fewer than 5 people", async () => {
    const { api } = await admin(t.db);
    const s = await api.analytics.skills();
    expect(s.summary).toEqual({
      totalSkillsTracked: 2,
      totalUsersImproving: 3,
      averageImprovementAcrossAllSkills: 10,
    });
    expect(s.skillMetrics).toHaveLength(1);
    expect(s.skillMetrics[0]).toMatchObject({ averageImprovement: 10, totalUsers: 5 });
    expect(s.notes[0]).toContain("1 skill assessed by fewer than 5 people");
    expect(s.topPerformers).toEqual([
      { userName: "eng-4", improvement: 30, currentScore: 70 },
      { userName: "eng-0", improvement: 15, currentScore: 60 },
      { userName: "eng-1", improvement: 10, currentScore: 55 },
    ]);

    // A lesson raising a current score (an update of user_skills) moves the growth at once.
    const eng2 = ids.eng![2]!;
    const s1 = s.skillMetrics[0]!.skillId;
    await t.db
      .updateTable("userSkills")
      .set({ currentScore: 45 })
      .where("userId", "=", eng2)
      .where("skillId", "=", s1)
      .execute();
    const after = await api.analytics.skills();
    expect(after.skillMetrics[0]).toMatchObject({ averageImprovement: 11, totalUsers: 5 });
    expect(after.summary.totalUsersImproving).toBe(4);
    await t.db
      .updateTable("userSkills")
      .set({ currentScore: 40 })
      .where("userId", "=", eng2)
      .where("skillId", "=", s1)
      .execute();

    const report = await api.analytics.report({ reportType: "skill_improvement" });
    expect(report).toMatchObject({
      reportType: "skill_improvement",
      summary: { skillsTracked: 2, usersImproving: 3, averageImprovement: 10 },
      topSkills: s.skillMetrics,
    });
  });
});

describe("reads include events the background job has not rolled up yet", () => {
  const t = useTestDb();

  const dirty = async () =>
    Number(
      (
        await t.db
          .selectFrom("analyticsDirtyDays")
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("counts the first minute's events at once, and two reads racing the job count each one once", async () => {
    const people = [];
    for (let i = 0; i < 5; i++) people.push(await addUser(t.db, { createdAt: "2026-11-01T00:00:00Z" }));
    for (const u of people) await addEvents(t.db, u, ["2026-11-20T11:59:00Z"], "sign_in");
    // No catch-up has run: every figure still comes out right.
    const { id: adminId, api } = await admin(t.db);
    const e = await api.analytics.engagement();
    expect(e.summary).toMatchObject({ activeUsers: 5, totalSessions: 5 });
    expect(e.notes).toEqual([]);
    expect(await dirty()).toBe(0);
    const overview = await (await callerFor(t.db, { userId: adminId, clock: clock() })).admin.analytics();
    expect(overview.activeUsers).toBe(5);

    // A second session for everyone (an hour later), then two reads, the dashboard and the job at once.
    for (const u of people) {
      await addEvents(t.db, u, ["2026-11-20T13:00:00Z", "2026-11-20T13:05:00Z"], "lesson_step");
    }
    const deps = { db: t.db, now: () => new Date(NOW) };
    const [a, b, job, dashboard, platform] = await Promise.all([
      api.analytics.engagement(),
      api.analytics.engagement(),
      catchUpAnalytics(deps, { batchSize: 2 }),
      api.admin.analytics(),
      api.analytics.platform({ metricType: "daily", start: "2026-11-20", end: "2026-11-20" }),
    ]);
    for (const read of [a, b]) {
      expect(read.summary).toMatchObject({ activeUsers: 5, totalSessions: 10, averageSessionDuration: 2.5 });
    }
    expect(job.processed).toBeLessThanOrEqual(5);
    expect(dashboard.activeUsers).toBe(5);
    expect(platform.points).toEqual([
      expect.objectContaining({ date: "2026-11-20", activeUsers: 5, totalSessions: 10, totalEvents: 15 }),
    ]);
    expect(await dirty()).toBe(0);
    const [day] = await t.db.selectFrom("activityDays").selectAll().execute();
    expect(day).toMatchObject({ activeUsers: 5, sessions: 10, events: 15 });

    // Retention and cohorts read the same rollups.
    const people2 = await addUser(t.db, { createdAt: "2026-11-02T00:00:00Z" });
    await addEvents(t.db, people2, ["2026-11-20T11:00:00Z"], "sign_in");
    const r = await api.analytics.retention();
    expect(r.summary.currentlyActiveUsers).toBe(6);
    const cohorts = await api.analytics.cohorts();
    expect(cohorts.find((c) => c.id === "signup_month:2026-11")).toMatchObject({
      userCount: 6,
      retentionRate: 100,
    });
  });

  it("leaves a queue over the cap to the background job, and says the figures may lag", async () => {
    const u = await addUser(t.db, { createdAt: "2024-01-01T00:00:00Z" });
    // One event a day for six days: six queued user-days.
    const six = Array.from({ length: 6 }, (_, i) => `2026-11-${String(10 + i).padStart(2, "0")}T09:00:00Z`);
    await addEvents(t.db, u, six);
    const deps = { db: t.db, now: () => new Date(NOW) };
    expect(await catchUpBeforeRead(deps, { maxPairs: 5 })).toEqual({ processed: 0, lagging: true });
    expect(await dirty()).toBe(6);
    expect(await catchUpBeforeRead(deps, { maxPairs: 6 })).toEqual({ processed: 6, lagging: false });
    expect(await dirty()).toBe(0);

    // Past the read's cap (one event on each of cap + 1 days), the answer carries a note instead.
    const many = Array.from({ length: READ_CATCH_UP_MAX_PAIRS + 1 }, (_, i) =>
      new Date(Date.parse("2024-06-01T09:00:00Z") + i * 86_400_000).toISOString(),
    );
    await addEvents(t.db, u, many);
    const { api } = await admin(t.db);
    const lagging = await api.analytics.engagement();
    expect(lagging.notes).toContain(
      "Recent activity is still being counted, so the latest figures may be a little behind.",
    );
    expect(await dirty()).toBe(READ_CATCH_UP_MAX_PAIRS + 1);
    await catchUpAnalytics(deps);
    expect((await api.analytics.engagement()).notes).not.toContain(lagging.notes.at(-1));
  });
});

// ---------------------------------------------------------------------------------------------------

interface RefDay {
  events: number;
  sessions: number;
  sessionSeconds: number;
  lessonsCompleted: number;
}

/** The same figures computed straight from raw events, the way the definition reads. */
function reference(events: { userId: number; at: number; type: string }[]): Map<string, RefDay> {
  const out = new Map<string, RefDay>();
  const get = (userId: number, day: string) => {
    const key = `${userId}|${day}`;
    let r = out.get(key);
    if (!r) out.set(key, (r = { events: 0, sessions: 0, sessionSeconds: 0, lessonsCompleted: 0 }));
    return r;
  };
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const byUser = new Map<number, { at: number; type: string }[]>();
  for (const e of events) byUser.set(e.userId, [...(byUser.get(e.userId) ?? []), e]);
  for (const [userId, list] of byUser) {
    list.sort((a, b) => a.at - b.at);
    let start = -1;
    let last = -1;
    const close = () => {
      if (start < 0) return;
      const r = get(userId, day(start));
      r.sessions += 1;
      r.sessionSeconds += (last - start) / 1000;
    };
    for (const e of list) {
      const r = get(userId, day(e.at));
      r.events += 1;
      if (e.type === "lesson_completed") r.lessonsCompleted += 1;
      if (start < 0 || e.at - last > 30 * 60_000) {
        close();
        start = e.at;
      }
      last = e.at;
    }
    close();
  }
  return out;
}

function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe("rollups equal the figures computed from raw events", () => {
  const t = useTestDb();

  it("whatever order the events arrive in, with catch-ups in between and two running at once", async () => {
    const users = [];
    for (let i = 0; i < 5; i++) users.push(await addUser(t.db, { createdAt: "2026-01-01T00:00:00Z" }));
    for (const seed of [1, 7, 42]) {
      const random = rng(seed);
      const events: { userId: number; at: number; type: ActivityType }[] = [];
      for (const userId of users) {
        let at = Date.parse("2026-11-01T22:00:00Z") + Math.floor(random() * 3_600_000);
        for (let i = 0; i < 30; i++) {
          const r = random();
          // Mostly short gaps, some right at the 30-minute edge, some long; many cross midnight.
          const gap =
            r < 0.6 ? random() * 20 : r < 0.75 ? 29 + random() * 2 : r < 0.8 ? 30 : 60 + random() * 900;
          at += Math.round(gap * 60) * 1000;
          events.push({ userId, at, type: random() < 0.2 ? "lesson_completed" : "lesson_step" });
        }
      }
      const shuffled = [...events].sort(() => random() - 0.5);
      const deps = { db: t.db, now: () => new Date(NOW) };
      for (let i = 0; i < shuffled.length;) {
        const n = 1 + Math.floor(random() * 25);
        await t.db
          .insertInto("activityEvents")
          .values(
            shuffled.slice(i, i + n).map((e) => ({
              userId: e.userId,
              type: e.type,
              subject: "random",
              detail: json({}),
              occurredAt: new Date(e.at),
            })),
          )
          .execute();
        i += n;
        if (random() < 0.3) await catchUpAnalytics(deps, { batchSize: 1 + Math.floor(random() * 4) });
      }
      const [a, b] = await Promise.all([
        catchUpAnalytics(deps, { batchSize: 3 }),
        catchUpAnalytics(deps, { batchSize: 3 }),
      ]);
      expect(a.skipped && b.skipped).toBe(false);
      await catchUpAnalytics(deps);

      const expected = reference(events);
      const rows = await t.db
        .selectFrom("userActivityDays")
        .select([
          "userId",
          sql<string>`to_char(day, 'YYYY-MM-DD')`.as("day"),
          "events",
          "sessions",
          "sessionSeconds",
          "lessonsCompleted",
        ])
        .execute();
      const actual = new Map(
        rows.map((r) => [
          `${r.userId}|${r.day}`,
          {
            events: r.events,
            sessions: r.sessions,
            sessionSeconds: Number(r.sessionSeconds),
            lessonsCompleted: r.lessonsCompleted,
          },
        ]),
      );
      expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));

      const daily = await t.db
        .selectFrom("activityDays")
        .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as("day"), "activeUsers", "sessions", "events"])
        .execute();
      const expectedDaily = new Map<string, { activeUsers: number; sessions: number; events: number }>();
      for (const [key, r] of expected) {
        const d = key.split("|")[1]!;
        const acc = expectedDaily.get(d) ?? { activeUsers: 0, sessions: 0, events: 0 };
        expectedDaily.set(d, {
          activeUsers: acc.activeUsers + 1,
          sessions: acc.sessions + r.sessions,
          events: acc.events + r.events,
        });
      }
      expect(Object.fromEntries(daily.map(({ day, ...r }) => [day, r]))).toEqual(
        Object.fromEntries(expectedDaily),
      );

      // Clean slate for the next order: deleting events marks their days too.
      await t.db.deleteFrom("activityEvents").execute();
      await catchUpAnalytics(deps);
      expect(await t.db.selectFrom("userActivityDays").select("userId").execute()).toEqual([]);
      expect(await t.db.selectFrom("activityDays").select("day").execute()).toEqual([]);
    }
  });
});
