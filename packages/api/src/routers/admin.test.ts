import type { DB } from "@leadcoach/db";
import { createTestDb, type TestDb } from "@leadcoach/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSV_BOM } from "../lib/csv";
import { catchUpAnalytics } from "../services/analytics/rollups";
import { USER_EMAILS_COLUMNS, userGrowthLabels } from "../schemas/admin";
import { callerFor, createClock, createUser, expectTrpcError, useTestDb } from "../testing";

const t = useTestDb();

const NOW = "2026-11-20T12:00:00Z";
const daysAgo = (days: number) => new Date(Date.parse(NOW) - days * 86_400_000);

async function person(db: DB, name: string, createdAt: string, extra: { isActive?: boolean } = {}) {
  const user = await createUser(db, { name });
  await db
    .updateTable("users")
    .set({ createdAt, jobTitle: name === "Ada" ? "Engineering Manager" : null, ...extra })
    .where("id", "=", user.id)
    .execute();
  return user;
}

async function assessment(db: DB, userId: number, percent: number, completedAt: Date | null) {
  await db
    .insertInto("assessments")
    .values({
      userId,
      status: completedAt ? "completed" : "in_progress",
      overallPercent: completedAt ? percent : null,
      completedAt,
    })
    .execute();
}

async function lessonIds(db: DB) {
  return (await db.selectFrom("lessons").select("id").orderBy("id").limit(2).execute()).map((l) => l.id);
}

async function event(
  db: DB,
  userId: number,
  type: "lesson_completed" | "sign_in" | "goal_completed",
  subject: string,
  at: Date,
) {
  await db.insertInto("activityEvents").values({ userId, type, subject, occurredAt: at }).execute();
}

describe("admin.analytics from a small known data set", () => {
  let ada: { id: number };
  let bo: { id: number };
  let admin: { id: number };
  beforeAll(async () => {
    const db = t.db;
    ada = await person(db, "Ada", "2026-05-03T10:00:00Z"); // 6 mo ago
    bo = await person(db, "Bo", "2026-07-15T10:00:00Z"); // 4 mo ago
    const cy = await person(db, "Cy", "2026-10-31T23:00:00Z"); // last month
    const gone = await person(db, "Gone", "2026-07-01T10:00:00Z", { isActive: false }); // 4 mo ago, inactive
    await person(db, "Di", "2026-11-02T10:00:00Z"); // this month: the chart's partial point
    admin = await createUser(db, { role: "admin", name: "Avery" });
    await db
      .updateTable("users")
      .set({ createdAt: "2026-11-10T10:00:00Z" })
      .where("id", "=", admin.id)
      .execute();

    await assessment(db, ada.id, 50, daysAgo(100));
    await assessment(db, ada.id, 90, daysAgo(5)); // Ada's latest
    await assessment(db, bo.id, 70, daysAgo(20));
    await assessment(db, cy.id, 0, null); // in progress: not counted
    await assessment(db, gone.id, 100, daysAgo(3)); // counted as taken, but not a performer (inactive)

    const [lessonA, lessonB] = await lessonIds(db);
    await db
      .insertInto("userLessons")
      .values([
        { userId: ada.id, lessonId: lessonA!, status: "completed", progress: 100, completedAt: daysAgo(2) },
        { userId: bo.id, lessonId: lessonA!, status: "completed", progress: 100, completedAt: daysAgo(9) },
        { userId: cy.id, lessonId: lessonB!, status: "in_progress", progress: 40 },
      ])
      .execute();

    await event(db, ada.id, "lesson_completed", "Running 1:1s", daysAgo(2));
    await event(db, bo.id, "sign_in", "Signed in", daysAgo(10));
    await event(db, bo.id, "goal_completed", "Delegate more", daysAgo(12));
    await event(db, cy.id, "lesson_completed", "Old lesson", daysAgo(40)); // outside the 30 days
    // Active Users is read from the rollups, as the server's background task keeps them.
    await catchUpAnalytics({ db, now: () => new Date(NOW) });
  });

  it("computes every figure from the base tables", async () => {
    const api = await callerFor(t.db, { userId: admin.id, clock: createClock(NOW) });
    const a = await api.admin.analytics();
    expect(a.totalUsers).toBe(5); // Ada, Bo, Cy, Di and Avery; Gone is deactivated
    expect(a.activeUsers).toBe(2); // Ada and Bo
    expect(a.totalAssessments).toBe(4);
    expect(a.completedLessons).toBe(2);
    expect(a.avgOverallScore).toBe(80); // Ada's latest 90, Bo's 70
    expect(a.userGrowth).toEqual([1, 0, 2, 0, 0, 1]); // May ... October
    // The chart's points add November so far: Di and Avery, and a partial month.
    expect(a.userGrowthMonths).toEqual([
      { month: "2026-05", newUsers: 1, partial: false },
      { month: "2026-06", newUsers: 0, partial: false },
      { month: "2026-07", newUsers: 2, partial: false },
      { month: "2026-08", newUsers: 0, partial: false },
      { month: "2026-09", newUsers: 0, partial: false },
      { month: "2026-10", newUsers: 1, partial: false },
      { month: "2026-11", newUsers: 2, partial: true },
    ]);
    expect(userGrowthLabels).toEqual([
      "6 mo ago",
      "5 mo ago",
      "4 mo ago",
      "3 mo ago",
      "2 mo ago",
      "Last month",
    ]);
    expect(a.platformHealth).toEqual({ userEngagement: 40, avgScore: 80, lessonCompletion: 50 });
    expect(a.topPerformers).toEqual([
      { user: { id: ada.id, name: "Ada", avatar: null, jobTitle: "Engineering Manager" }, score: 90 },
      { user: { id: bo.id, name: "Bo", avatar: null, jobTitle: null }, score: 70 },
    ]);
    expect(a.recentActivity.map((r) => [r.user.name, r.activity])).toEqual([
      ["Ada", "Completed lesson: Running 1:1s"],
      ["Bo", "Completed goal: Delegate more"],
      ["Cy", "Completed lesson: Old lesson"],
    ]);
    expect(a.recentActivity[0]?.timestamp).toBe(daysAgo(2).toISOString());
    expect(a.health).toMatchObject({ healthy: true, outbox: { healthy: true, overdue: 0 } });
  });

  it("reports a stuck outbox and failing deliveries as not healthy", async () => {
    const api = await callerFor(t.db, { userId: admin.id, clock: createClock(NOW) });
    const mail = (sendAfter: Date, lastError: string | null) => ({
      toAddress: "x@example.test",
      subject: "s",
      textBody: "t",
      sendAfter,
      lastError,
    });
    // 10 minutes overdue: not stuck yet.
    const [recent] = await t.db
      .insertInto("emailOutbox")
      .values(mail(new Date(Date.parse(NOW) - 10 * 60_000), null))
      .returning("id")
      .execute();
    expect((await api.admin.analytics()).health.healthy).toBe(true);
    await t.db
      .insertInto("emailOutbox")
      .values(mail(new Date(Date.parse(NOW) - 16 * 60_000), "refused"))
      .execute();
    const health = (await api.admin.analytics()).health;
    expect(health.healthy).toBe(false);
    expect(health.outbox).toEqual({ healthy: false, overdue: 1 });
    expect(health.errorRate).toEqual({ healthy: false, rate: 0.5 });
    await t.db.deleteFrom("emailOutbox").where("id", ">=", recent!.id).execute();
    expect((await api.admin.analytics()).health.healthy).toBe(true);
  });
});

describe("authorization", () => {
  it("answers 401 signed out, 403 to a user, and keeps e-mails and demo credentials for super admins", async () => {
    const user = await createUser(t.db);
    const admin = await createUser(t.db, { role: "admin" });
    const superAdmin = await createUser(t.db, { role: "super_admin" });
    const anonymous = await callerFor(t.db);
    const asUser = await callerFor(t.db, { userId: user.id });
    const asAdmin = await callerFor(t.db, { userId: admin.id });
    const asSuper = await callerFor(t.db, { userId: superAdmin.id });
    for (const call of [
      (api: typeof anonymous) => api.admin.analytics(),
      (api: typeof anonymous) => api.admin.userDashboard({ userId: user.id }),
      (api: typeof anonymous) => api.admin.demoCredentials(),
      (api: typeof anonymous) => api.admin.userEmails(),
    ]) {
      await expectTrpcError(call(anonymous), "UNAUTHORIZED");
      await expectTrpcError(call(asUser), "FORBIDDEN");
    }
    await expectTrpcError(
      asUser.admin.analytics(),
      "FORBIDDEN",
      "You don't have permission to access this page.",
    );
    await expectTrpcError(anonymous.accessLog.mine(), "UNAUTHORIZED");
    await expect(asAdmin.admin.analytics()).resolves.toBeTruthy();
    await expect(asAdmin.admin.userDashboard({ userId: user.id })).resolves.toBeTruthy();
    await expectTrpcError(asAdmin.admin.demoCredentials(), "FORBIDDEN");
    await expectTrpcError(asAdmin.admin.userEmails(), "FORBIDDEN");
    await expect(asSuper.admin.demoCredentials()).resolves.toBeTruthy();
    await expect(asSuper.admin.userEmails()).resolves.toBeTruthy();
    await expectTrpcError(asAdmin.admin.userDashboard({ userId: 2_000_000_000 }), "NOT_FOUND");
  });
});

describe("admin.userDashboard and the access log", () => {
  it("shows one person's dashboard, logs every opening, and the person sees who looked", async () => {
    const clock = createClock("2026-11-20T09:00:00Z");
    const subject = await createUser(t.db, { name: "Subject" });
    await t.db
      .updateTable("users")
      .set({ jobTitle: "Tech Lead", companyName: "Acme" })
      .where("id", "=", subject.id)
      .execute();
    const admin = await createUser(t.db, { role: "admin", name: "Avery Admin" });
    const superAdmin = await createUser(t.db, { role: "super_admin", name: "Sam Super" });
    const asAdmin = await callerFor(t.db, { userId: admin.id, clock });
    const asSuper = await callerFor(t.db, { userId: superAdmin.id, clock });
    const asSubject = await callerFor(t.db, { userId: subject.id, clock });

    await asSubject.goals.create({ title: "Coach the team", milestones: [] });
    await assessment(t.db, subject.id, 76, new Date("2026-11-19T09:00:00Z"));
    await t.db
      .insertInto("coachingRecommendations")
      .values({
        userId: subject.id,
        type: "general",
        title: "Hold 1:1s",
        content: "Weekly",
        reason: "r",
        priority: "high",
      })
      .execute();
    await event(t.db, subject.id, "lesson_completed", "Feedback basics", new Date("2026-11-20T08:00:00Z"));
    // The person's own reads are not logged.
    await asSubject.goals.list({ userId: subject.id });
    expect(await asSubject.accessLog.mine()).toEqual([]);

    const view = await asAdmin.admin.userDashboard({ userId: subject.id });
    expect(view.user).toEqual({
      id: subject.id,
      name: "Subject",
      email: subject.email,
      role: "user",
      avatar: null,
      jobTitle: "Tech Lead",
      companyName: "Acme",
    });
    expect(view.dashboard).toMatchObject({
      overallScore: 76,
      completedLessons: 0,
      activeGoals: 1,
      streakDays: 1,
      recommendations: [
        expect.objectContaining({ title: "Hold 1:1s", description: "Weekly", priority: "high" }),
      ],
    });
    expect(view.dashboard.recentActivity[0]).toEqual({
      title: "Completed lesson: Feedback basics",
      timestamp: "2026-11-20T08:00:00.000Z",
    });

    clock.set("2026-11-20T09:01:00Z");
    await asSuper.goals.list({ userId: subject.id });
    await asSuper.calendar.list({ userId: subject.id });
    await asSuper.lessons.progress({ userId: subject.id });

    const log = await asSubject.accessLog.mine();
    expect(log.map((e) => [e.viewerName, e.viewerRole, e.area])).toEqual([
      ["Sam Super", "super_admin", "lessons"],
      ["Sam Super", "super_admin", "calendar"],
      ["Sam Super", "super_admin", "goals"],
      ["Avery Admin", "admin", "dashboard"],
    ]);
    expect(log[3]?.viewedAt).toBe("2026-11-20T09:00:00.000Z");
    // Nobody else sees it, and the admins' own logs are untouched.
    expect(await asAdmin.accessLog.mine()).toEqual([]);
  });
});

describe("super admin: demo credentials and the e-mail file", () => {
  let demo: TestDb;
  beforeAll(async () => {
    demo = await createTestDb({ demo: true });
  });
  afterAll(() => demo.drop());

  it("lists the seed's demo accounts with their passwords, only while still flagged demo", async () => {
    const superAdmin = await demo.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "superadmin@example.com")
      .executeTakeFirstOrThrow();
    const api = await callerFor(demo.db, { userId: superAdmin.id });
    const { demoUsers } = await api.admin.demoCredentials();
    expect(demoUsers.map((u) => [u.email, u.password, u.role, u.username])).toEqual([
      ["superadmin@example.com", "demo-superadmin", "super_admin", "superadmin"],
      ["admin@example.com", "demo-admin", "admin", "admin"],
      ["user@example.com", "demo-user", "user", "demo"],
    ]);
    expect(JSON.stringify(demoUsers)).not.toMatch(/\$argon2/);
    await demo.db
      .updateTable("users")
      .set({ isDemo: false })
      .where("email", "=", "admin@example.com")
      .execute();
    const after = await api.admin.demoCredentials();
    expect(after.demoUsers.map((u) => u.email)).toEqual(["superadmin@example.com", "user@example.com"]);
  });

  it("writes user_emails.csv: BOM, header, RFC 4180 quoting and neutralised formulas", async () => {
    const superAdmin = await createUser(demo.db, { role: "super_admin", name: "Root" });
    await createUser(demo.db, { name: '=HYPERLINK("http://evil","x")', email: "formula@example.test" });
    await createUser(demo.db, { name: "Lovelace, Ada", email: "ada@example.test" });
    await createUser(demo.db, { name: "Zoë Ünal", email: "zoe@example.test" });
    const api = await callerFor(demo.db, { userId: superAdmin.id });
    const file = await api.admin.userEmails();
    expect(file.filename).toBe("user_emails.csv");
    expect(file.csv.startsWith(CSV_BOM)).toBe(true);
    const lines = file.csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(USER_EMAILS_COLUMNS.join(","));
    expect(lines.at(-1)).toBe("");
    expect(lines.find((l) => l.includes("formula@example.test"))).toMatch(
      /^\d+,"'=HYPERLINK\(""http:\/\/evil"",""x""\)",formula@example\.test,,user,true,/,
    );
    expect(lines.find((l) => l.includes("ada@example.test"))).toMatch(
      /^\d+,"Lovelace, Ada",ada@example\.test,/,
    );
    expect(lines.find((l) => l.includes("zoe@example.test"))).toMatch(/^\d+,Zoë Ünal,zoe@example\.test,/);
    expect(lines.filter((l) => l.includes("@example.com"))).toHaveLength(3);
  });
});
