import { json } from "@leadcoach/db";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETED_ACCOUNT_LABEL, type AccountDataExport } from "../../schemas/account";
import { responses } from "../../routers/journey.fixtures";
import {
  callerFor,
  contextFor,
  createClock,
  createUser,
  expectTrpcError,
  feedbackLinkToken,
  RecordingSession,
  userWithCaller,
  useTestDb,
} from "../../testing";
import { createCaller } from "../../root";
import { catchUpAnalytics } from "../analytics/rollups";
import { findSessionUser } from "../users/session-user";
import { exportedTables } from "./queries";
import {
  deleteAccount,
  LAST_SUPER_ADMIN,
  PASSWORD_OR_SSO_NEEDED,
  SESSION_ONLY,
  WRONG_PASSWORD,
} from "./erase";

const t = useTestDb();

const START = "2026-11-21T10:00:00Z";

/** Every (table, column) with a foreign key to users, read from the catalog: new tables are covered as they come. */
async function foreignKeysToUsers(): Promise<{ table: string; column: string }[]> {
  const result = await sql<{ table: string; column: string }>`
    select cl.relname as table, att.attname as column
    from pg_constraint con
    join pg_class cl on cl.oid = con.conrelid
    join pg_namespace ns on ns.oid = cl.relnamespace
    join pg_attribute att on att.attrelid = con.conrelid and att.attnum = any (con.conkey)
    where con.contype = 'f' and con.confrelid = 'public.users'::regclass and ns.nspname = 'public'
    order by 1, 2`.execute(t.db);
  return result.rows;
}

async function publicTables(): Promise<string[]> {
  const result = await sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' order by 1`.execute(t.db);
  return result.rows.map((row) => row.name);
}

/** Rows of `table` whose text (every column, JSON included) contains `needle`, case-insensitively. */
async function rowsMentioning(table: string, needle: string): Promise<number> {
  const result = await sql<{ n: string }>`
    select count(*) as n from ${sql.table(table)} as r where strpos(lower(r::text), lower(${needle})) > 0`.execute(
    t.db,
  );
  return Number(result.rows[0]?.n ?? 0);
}

async function rowsWhere(table: string, columns: string[], userId: number): Promise<number> {
  const result = await sql<{ n: string }>`
    select count(*) as n from ${sql.table(table)}
    where ${sql.join(
      columns.map((column) => sql`${sql.ref(column)} = ${userId}`),
      sql` or `,
    )}`.execute(t.db);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * A person with rows in as many tables as the product writes: an assessment (results, skills,
 * baselines, goals, events, notifications), a goal, an activity, a finished lesson (XP), a role-play
 * answer, recommendations, an answered feedback request, a 360 cycle with a self-assessment, a bug
 * report with a screenshot and comments, an admin's look at their data, sessions, a reset link, a
 * calendar feed, rate-limit counters and e-mails to them.
 */
async function populatedPerson(label: string, admin: { id: number }) {
  const marker = randomBytes(4).toString("hex");
  const name = `Quill ${label} Marrow${marker}`;
  const email = `${label}-${marker}@example.test`;
  const user = await createUser(t.db, { name, email });
  const clock = createClock(START);
  const api = await callerFor(t.db, { userId: user.id, clock });
  await api.assessment.submit({ responses: responses() });
  // The goal is aligned to a shared goal of the person's group, which the admin wrote.
  const asAdminNow = await callerFor(t.db, { userId: admin.id, clock });
  const team = await asAdminNow.groups.create({ name: `Team ${label} ${marker}` });
  await asAdminNow.groups.addMembers({ id: team.id, userIds: [user.id] });
  const [sharedGoal] = await asAdminNow.goalAlignment.createSharedGoal({
    owner: { kind: "group", id: team.id },
    title: `Grow the team (${label})`,
  });
  await api.goals.create({
    title: `Coach the team (${label})`,
    milestones: [],
    sharedGoalId: sharedGoal?.id,
  });
  await api.calendar.create({
    type: "meeting",
    title: `1:1 for ${label}`,
    startTime: "2026-11-24T09:00:00.000Z",
    endTime: "2026-11-24T09:30:00.000Z",
  });
  const lesson = await t.db.selectFrom("lessons").select("id").orderBy("id").executeTakeFirstOrThrow();
  await api.lessons.createProgress({
    userId: user.id,
    lessonId: lesson.id,
    progressPercentage: 100,
    status: "completed",
  });
  await api.recommendations.generate();

  const request = await api.feedback.createRequest({
    reviewerEmail: `reviewer-${marker}@example.test`,
    relationship: "peer",
  });
  await (
    await callerFor(t.db, { clock })
  ).feedback.submit({
    token: await feedbackLinkToken(t.db, request.id),
    overallRating: 4,
    strengths: `Clear priorities (${label})`,
    isAnonymous: true,
  });
  const items = await api.reviews360.instrument();
  const cycle = await api.reviews360.create({ title: `Review ${label}`, endDate: "2026-12-20" });
  await api.reviews360.submitSelfAssessment({
    cycleId: cycle.id,
    ratings: Object.fromEntries(items.map((item) => [item.skillKey, 4])),
  });
  // A 360 invitation that was answered: the file must not say so (the cycle page shows only counts).
  await api.reviews360.invite({
    cycleId: cycle.id,
    reviewers: [{ reviewerEmail: `rev360-${marker}@example.test`, relationship: "peer" }],
  });
  await t.db
    .updateTable("peerFeedbackRequests")
    .set({ status: "completed", completedAt: new Date(START) })
    .where("cycleId", "=", cycle.id)
    .execute();

  const report = await api.bugReports.create({
    title: `Chart blank for ${name}`,
    description: `Write to me at ${email} when it is fixed.`,
  });
  await t.db
    .insertInto("bugReportScreenshots")
    .values({
      bugReportId: report.id,
      contentType: "image/png",
      bytes: new Uint8Array([137, 80, 78, 71]),
      size: 4,
    })
    .execute();
  await api.bugReports.addComment({ id: report.id, comment: `Still happens, ${name}` });
  const asAdmin = await callerFor(t.db, { userId: admin.id, clock });
  await asAdmin.bugReports.addComment({ id: report.id, comment: "We are looking into it." });
  await asAdmin.admin.userDashboard({ userId: user.id });

  const at = new Date(START);
  await t.db
    .insertInto("sessions")
    .values({
      sid: createHash("sha256").update(randomUUID()).digest("hex"),
      sess: json({ userId: user.id }),
      expire: new Date(at.getTime() + 86_400_000),
      userId: user.id,
    })
    .execute();
  await t.db
    .insertInto("passwordResetTokens")
    .values({ userId: user.id, tokenHash: randomBytes(32).toString("hex"), expiresAt: at })
    .execute();
  await t.db
    .insertInto("calendarFeeds")
    .values({ userId: user.id, tokenHash: randomBytes(32).toString("hex") })
    .execute();
  await t.db
    .insertInto("rateLimitHits")
    .values([
      { key: `login-fail:email:${email}`, windowStart: at, count: 1 },
      { key: `password-change-fail:user:${user.id}`, windowStart: at, count: 1 },
    ])
    .execute();
  await t.db
    .insertInto("emailOutbox")
    .values({ toAddress: email, subject: "Welcome", textBody: `Hello ${name}`, status: "sent", sentAt: at })
    .execute();
  return { user: { ...user, name, email }, api, clock, reportId: report.id };
}

let admin: Awaited<ReturnType<typeof createUser>>;
let person: Awaited<ReturnType<typeof populatedPerson>>;
let other: Awaited<ReturnType<typeof populatedPerson>>;

beforeAll(async () => {
  admin = await createUser(t.db, { role: "admin", name: "Ada Admin" });
  person = await populatedPerson("person", admin);
  other = await populatedPerson("other", admin);
  // The other person asks this person for feedback: their e-mail sits in someone else's request.
  await other.api.feedback.createRequest({ reviewerEmail: person.user.email, relationship: "manager" });
  await catchUpAnalytics({ db: t.db, now: () => new Date() });
});

describe("Download my data", () => {
  let exported: AccountDataExport;
  beforeAll(async () => {
    exported = await person.api.account.exportData();
  });

  it("names every table with a foreign key to users", async () => {
    const missing = [...new Set((await foreignKeysToUsers()).map((fk) => fk.table))].filter(
      (table) => table !== "users" && !(table in exportedTables),
    );
    expect(missing, "add these tables to exportedTables in account/queries.ts").toEqual([]);
  });

  it("holds exactly the person's rows of every table that points at them", async () => {
    const byTable = new Map<string, string[]>();
    for (const { table, column } of await foreignKeysToUsers()) {
      byTable.set(table, [...(byTable.get(table) ?? []), column]);
    }
    let tablesWithRows = 0;
    for (const [table, columns] of byTable) {
      const expected = await rowsWhere(table, columns, person.user.id);
      if (expected > 0) tablesWithRows += 1;
      expect(exported.tables[table]?.length ?? 0, table).toBe(expected);
    }
    // The fixture reaches most of them (a guard against a fixture that silently writes nothing).
    expect(tablesWithRows).toBeGreaterThanOrEqual(18);
  });

  it("holds the profile, child rows, feedback received, and nothing secret or about anyone else", async () => {
    expect(exported.format).toBe("leadcoach-data-export");
    expect(exported.profile).toMatchObject({
      id: person.user.id,
      email: person.user.email,
      name: person.user.name,
    });
    expect(exported.profile).not.toHaveProperty("password");
    expect(exported.tables.assessment_results?.length).toBeGreaterThan(0);
    expect(exported.tables.bug_report_screenshots).toHaveLength(1);
    expect(exported.tables.peer_feedback_responses).toMatchObject([
      { strengths: "Clear priorities (person)", isAnonymous: true, request: { reviewerName: null } },
    ]);
    expect(exported.tables.assessment_360_reports).toHaveLength(1);
    expect(exported.tables.peer_feedback_requests).toMatchObject([
      { cycleId: null, status: "completed" },
      { cycleId: expect.any(Number) as number, status: null, completedAt: null },
    ]);
    expect(exported.tables.bug_reports?.[0]).toMatchObject({
      answers: [{ comment: "We are looking into it." }],
    });
    expect(exported.tables.email_outbox).toMatchObject([{ subject: "Welcome" }]);
    // Their goal's link to their group's shared goal (the shared goal itself is the admin's).
    const goal = (exported.tables.goals as { id: number; title: string }[]).find(
      (g) => g.title === "Coach the team (person)",
    );
    expect(exported.tables.goal_alignments).toMatchObject([
      { goalId: goal?.id, sharedGoalId: expect.any(Number) as number, userId: person.user.id },
    ]);
    expect(exported.tables.shared_goals).toEqual([]);

    const keys = new Set<string>();
    JSON.stringify(exported, (key, value: unknown) => (keys.add(key), value));
    for (const secret of ["tokenHash", "sid", "sess", "password"])
      expect(keys.has(secret), secret).toBe(false);
    const text = JSON.stringify(exported);
    for (const foreign of [other.user.email, other.user.name, `"requesterId":${other.user.id}`]) {
      expect(text).not.toContain(foreign);
    }
  });
});

describe("Delete my account", () => {
  it("asks for the right password, never takes a token, and keeps the last super admin", async () => {
    const { user, api } = await userWithCaller(t.db);
    await expectTrpcError(api.account.deleteAccount({}), "FORBIDDEN", PASSWORD_OR_SSO_NEEDED);
    await expectTrpcError(
      api.account.deleteAccount({ password: "wrong-horse" }),
      "FORBIDDEN",
      WRONG_PASSWORD,
    );
    const ctx = await contextFor(t.db, { userId: user.id });
    const token = { kind: "token", tokenId: 1, scope: "write", admin: false } as const;
    // The procedure refuses tokens before it runs; the service refuses them too, whoever calls it.
    await expectTrpcError(
      createCaller({ ...ctx, credential: token }).account.deleteAccount({ password: user.password }),
      "FORBIDDEN",
    );
    const sessionUser = await findSessionUser(t.db, user.id);
    if (!sessionUser) throw new Error("expected the user");
    await expect(
      deleteAccount(
        { db: t.db, config: ctx.config, now: ctx.now },
        { ip: ctx.clientIp, session: ctx.session, user: sessionUser, credential: token },
        { password: user.password },
      ),
    ).rejects.toThrow(SESSION_ONLY);
    expect(
      await t.db.selectFrom("users").select("id").where("id", "=", user.id).executeTakeFirst(),
    ).toBeDefined();
  });

  it("keeps the last super admin, even when two erase themselves at once", async () => {
    // This test's database has no other super admin (the content seed adds no accounts).
    await t.db.updateTable("users").set({ role: "admin" }).where("role", "=", "super_admin").execute();
    const first = await createUser(t.db, { role: "super_admin" });
    const asFirst = await callerFor(t.db, { userId: first.id });
    await expectTrpcError(
      asFirst.account.deleteAccount({ password: first.password }),
      "CONFLICT",
      LAST_SUPER_ADMIN,
    );
    const second = await createUser(t.db, { role: "super_admin" });
    const asSecond = await callerFor(t.db, { userId: second.id });
    const results = await Promise.allSettled([
      asFirst.account.deleteAccount({ password: first.password }),
      asSecond.account.deleteAccount({ password: second.password }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const left = await t.db.selectFrom("users").select("id").where("role", "=", "super_admin").execute();
    expect(left).toHaveLength(1);
  });

  it("accepts a fresh single sign-on instead of a password, not a stale one", async () => {
    const clock = createClock(START);
    const user = await createUser(t.db);
    const session = new RecordingSession();
    session.userId = user.id;
    session.ssoAt = clock.now().getTime() - 11 * 60_000;
    const api = await callerFor(t.db, { userId: user.id, clock, session });
    expect(await api.account.deletionRequirements()).toEqual({ ssoAvailable: false, ssoFresh: false });
    await expectTrpcError(api.account.deleteAccount({}), "FORBIDDEN", PASSWORD_OR_SSO_NEEDED);
    session.ssoAt = clock.now().getTime() - 60_000;
    expect((await api.account.deletionRequirements()).ssoFresh).toBe(true);
    await expect(api.account.deleteAccount({})).resolves.toEqual({ success: true });
    expect(session.userId).toBeNull();
    expect(
      await t.db.selectFrom("users").select("id").where("id", "=", user.id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it("erases every row that identifies the person, keeps their bug report anonymised, and tells admins only that it happened", async () => {
    const session = new RecordingSession();
    session.userId = person.user.id;
    const api = await callerFor(t.db, { userId: person.user.id, session });
    const before = await t.db.selectFrom("accountDeletions").select("id").execute();
    const otherBefore = await other.api.account.exportData();

    await expect(api.account.deleteAccount({ password: person.user.password })).resolves.toEqual({
      success: true,
    });
    expect(session.userId).toBeNull();
    // The rollup queue holds (user id, day) pairs of the deleted events until its next run.
    await catchUpAnalytics({ db: t.db, now: () => new Date() });

    for (const { table, column } of await foreignKeysToUsers()) {
      expect(await rowsWhere(table, [column], person.user.id), `${table}.${column}`).toBe(0);
    }
    for (const table of await publicTables()) {
      for (const needle of [person.user.email, person.user.name]) {
        expect(await rowsMentioning(table, needle), `${table} mentions ${needle}`).toBe(0);
      }
    }
    const counters = await t.db.selectFrom("rateLimitHits").select("key").execute();
    expect(counters.filter((c) => c.key.endsWith(`:user:${person.user.id}`))).toEqual([]);
    const dirty = await t.db
      .selectFrom("analyticsDirtyDays")
      .select("userId")
      .where("userId", "=", person.user.id)
      .execute();
    expect(dirty).toEqual([]);

    const report = await t.db
      .selectFrom("bugReports")
      .selectAll()
      .where("id", "=", person.reportId)
      .executeTakeFirstOrThrow();
    expect(report).toMatchObject({
      userId: null,
      title: `Chart blank for ${DELETED_ACCOUNT_LABEL}`,
      description: `Write to me at ${DELETED_ACCOUNT_LABEL} when it is fixed.`,
      browserInfo: null,
    });
    const asAdmin = await callerFor(t.db, { userId: admin.id });
    const seen = await asAdmin.bugReports.byId({ id: person.reportId });
    expect(seen).toMatchObject({ userId: null, userName: null });
    expect(JSON.stringify(seen)).toContain(`Still happens, ${DELETED_ACCOUNT_LABEL}`);

    const deletions = await asAdmin.account.deletions();
    expect(deletions.last30Days).toBe(before.length + 1);
    expect(Object.keys(deletions.recent[0] ?? {}).sort()).toEqual(["deletedAt", "id"]);
    await expectTrpcError(other.api.account.deletions(), "FORBIDDEN");

    // The other person's data is untouched, but for the request that named the erased address.
    const otherAfter = await other.api.account.exportData();
    expect({
      ...otherAfter,
      exportedAt: "",
      tables: { ...otherAfter.tables, peer_feedback_requests: [] },
    }).toEqual({
      ...otherBefore,
      exportedAt: "",
      tables: { ...otherBefore.tables, peer_feedback_requests: [] },
    });
    expect(otherAfter.tables.peer_feedback_requests).toHaveLength(3);

    // Signed-in requests of the erased person find no one: the session and its user are gone.
    await expectTrpcError(person.api.account.exportData(), "NOT_FOUND");
    const fresh = await callerFor(t.db, { userId: person.user.id });
    await expectTrpcError(fresh.account.exportData(), "UNAUTHORIZED");
  });

  it("survives two erasures at once and a request of theirs in flight", async () => {
    const { user, api } = await userWithCaller(t.db);
    const second = await callerFor(t.db, { userId: user.id });
    const results = await Promise.allSettled([
      api.account.deleteAccount({ password: user.password }),
      second.account.deleteAccount({ password: user.password }),
      second.goals.create({ title: "Racing goal", milestones: [] }),
    ]);
    expect(results[0]).toMatchObject({ status: "fulfilled" });
    expect(results[1]).toMatchObject({ status: "fulfilled" });
    if (results[2].status === "rejected")
      expect(String(results[2].reason)).not.toMatch(/Something went wrong/);
    expect(await rowsWhere("goals", ["user_id"], user.id)).toBe(0);
    expect(
      await t.db.selectFrom("users").select("id").where("id", "=", user.id).executeTakeFirst(),
    ).toBeUndefined();
  });
});
