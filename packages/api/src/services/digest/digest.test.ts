/**
 * The weekly digest end to end on a real database: what it says for a known week, when it is due,
 * that two processes queue it once, the SMTP message with its List-Unsubscribe headers, and the
 * signed unsubscribe link.
 */
import { createHmac } from "node:crypto";
import { json, type DB } from "@leadcoach/db";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultApiConfig, type ApiConfig } from "../../config";
import { DIGEST_UNSUBSCRIBE_EXPIRED, DIGEST_UNSUBSCRIBE_INVALID } from "../../schemas/digest";
import {
  callerFor,
  createClock,
  createUser,
  expectTrpcError,
  userWithCaller,
  useSecondProcess,
  useTestDb,
} from "../../testing";
import { startTestMailbox, type TestMailbox } from "../../testing-mail";
import { recordingLog } from "../email/outbox.fixtures";
import { smtpTransport } from "../email/transport";
import { deliverDueEmails } from "../email/worker";
import { sendWeeklyDigests, type DigestRunResult } from "./send";
import { signLinkToken } from "./unsubscribe-token";

const config: ApiConfig = {
  ...defaultApiConfig,
  appUrl: "https://app.example.test",
  mail: { from: "LeadCoach <no-reply@leadcoach.test>", productName: "LeadCoach" },
  linkSigningKey: "test-link-signing-key",
};
const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/** Monday 23 November 2026, 09:00 UTC: the digest of 16–22 November is due. */
const MONDAY = "2026-11-23T09:00:00Z";
/** When the people of these tests turned the digest on, unless a test says otherwise: weeks before. */
const OPTED_IN = "2026-11-01T12:00:00Z";

const t = useTestDb();
const second = useSecondProcess(t);
beforeEach(async () => {
  // Only this file's people are opted in; each test starts with no digest sent or queued.
  await t.db.deleteFrom("digestDeliveries").execute();
  await t.db.deleteFrom("emailOutbox").execute();
  await t.db
    .updateTable("users")
    .set({ notificationPreferences: json({}), digestOptedInAt: null })
    .execute();
});

function run(at: string, db: DB = t.db): Promise<DigestRunResult> {
  return sendWeeklyDigests({ db, config, now: () => new Date(at) });
}

async function optIn(db: DB, userId: number, at: string = OPTED_IN): Promise<void> {
  const api = await callerFor(db, { userId, clock: createClock(at) });
  await api.settings.updateNotificationPreferences({ emails: { weekly_digest: true } });
}

function outbox(to?: string) {
  let query = t.db.selectFrom("emailOutbox").selectAll().orderBy("id");
  if (to) query = query.where("toAddress", "=", to);
  return query.execute();
}

/** Ada's week of 16–22 November, with rows just outside it on both sides that must not count. */
async function seedAdasWeek(): Promise<{ id: number; email: string; lessonTitles: string[] }> {
  const ada = await createUser(t.db, { name: "Ada" });
  const lessons = await t.db.selectFrom("lessons").select(["id", "title"]).orderBy("id").limit(3).execute();
  const [first, second, earlier] = lessons;
  if (!first || !second || !earlier) throw new Error("the seed has fewer than 3 lessons");
  await t.db
    .insertInto("userLessons")
    .values([
      {
        userId: ada.id,
        lessonId: first.id,
        status: "completed",
        progress: 100,
        completedAt: "2026-11-17T10:00:00Z",
      },
      {
        userId: ada.id,
        lessonId: second.id,
        status: "completed",
        progress: 100,
        completedAt: "2026-11-19T18:30:00Z",
      },
      {
        userId: ada.id,
        lessonId: earlier.id,
        status: "completed",
        progress: 100,
        completedAt: "2026-11-15T23:59:59Z",
      },
    ])
    .execute();
  await t.db
    .insertInto("xpAwards")
    .values([
      { userId: ada.id, sourceKey: `lesson:${first.id}`, points: 100, createdAt: "2026-11-17T10:00:00Z" },
      { userId: ada.id, sourceKey: `lesson:${second.id}`, points: 50, createdAt: "2026-11-19T18:30:00Z" },
      { userId: ada.id, sourceKey: `lesson:${earlier.id}`, points: 30, createdAt: "2026-11-15T23:59:59Z" },
      { userId: ada.id, sourceKey: "quiz:late", points: 20, createdAt: "2026-11-23T00:00:00Z" },
    ])
    .execute();
  const milestone = (description: string, completedAt: string | null) => ({
    description,
    completed: completedAt !== null,
    completedAt,
  });
  await t.db
    .insertInto("goals")
    .values([
      {
        userId: ada.id,
        title: "Run better one-to-ones",
        targetDate: "2026-11-30",
        status: "completed",
        completedAt: "2026-11-20T12:00:00Z",
        milestones: json([milestone("Agenda template", "2026-11-16T00:00:00Z")]),
      },
      {
        userId: ada.id,
        title: "Delegate the <release> plan & more",
        targetDate: "2026-11-25",
        milestones: json([
          milestone("List the tasks", "2026-11-18T09:00:00Z"),
          milestone("Pick owners", "2026-11-05T09:00:00Z"),
          milestone("Hand over", null),
        ]),
      },
      { userId: ada.id, title: "Coach a new lead", targetDate: "2026-12-10" },
      { userId: ada.id, title: "Paused goal", targetDate: "2026-11-24", status: "paused" },
    ])
    .execute();
  // Learning on Friday, Saturday and Sunday: a 3-day streak on Monday morning.
  await t.db
    .insertInto("activityEvents")
    .values(
      ["2026-11-20T08:00:00Z", "2026-11-21T08:00:00Z", "2026-11-22T21:00:00Z"].map((at) => ({
        userId: ada.id,
        type: "lesson_step" as const,
        subject: "A lesson",
        occurredAt: at,
      })),
    )
    .execute();
  const activity = (title: string, start: string, status: "scheduled" | "cancelled" = "scheduled") => ({
    userId: ada.id,
    title,
    type: "meeting" as const,
    startTime: start,
    endTime: new Date(new Date(start).getTime() + 3_600_000).toISOString(),
    status,
  });
  await t.db
    .insertInto("calendarEvents")
    .values([
      activity("Team retro", "2026-11-26T14:00:00Z"),
      activity("Skip-level chat", "2026-11-24T09:30:00Z"),
      activity("Cancelled sync", "2026-11-25T10:00:00Z", "cancelled"),
      activity("Next month's offsite", "2026-11-30T09:00:00Z"),
      activity("Earlier this morning", "2026-11-23T08:00:00Z"),
    ])
    .execute();

  const cycle = await t.db
    .insertInto("assessment360Cycles")
    .values({ userId: ada.id, title: 'Q4 "leadership" review' })
    .returning("id")
    .executeTakeFirstOrThrow();
  let n = 0;
  const answered = async (
    request: { reviewerName: string | null; reviewerEmail: string; cycleId?: number },
    submittedAt: string,
    isAnonymous: boolean,
  ) => {
    n += 1;
    const row = await t.db
      .insertInto("peerFeedbackRequests")
      .values({
        requesterId: ada.id,
        cycleId: request.cycleId ?? null,
        reviewerEmail: request.reviewerEmail,
        reviewerName: request.reviewerName,
        relationship: "peer",
        status: "completed",
        tokenHash: `digest-test-${ada.id}-${n}`.padEnd(64, "0"),
        expiresAt: "2026-12-31T00:00:00Z",
        completedAt: submittedAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto("peerFeedbackResponses")
      .values({ requestId: row.id, overallRating: 4, strengths: "Secret praise", isAnonymous, submittedAt })
      .execute();
  };
  await answered(
    { reviewerName: "Grace Hopper", reviewerEmail: "grace@example.test" },
    "2026-11-18T12:00:00Z",
    false,
  );
  await answered({ reviewerName: null, reviewerEmail: "linus@example.test" }, "2026-11-19T12:00:00Z", false);
  await answered(
    { reviewerName: "Hidden Person", reviewerEmail: "hidden@example.test" },
    "2026-11-19T13:00:00Z",
    true,
  );
  await answered(
    { reviewerName: "Rev One", reviewerEmail: "r1@example.test", cycleId: cycle.id },
    "2026-11-20T12:00:00Z",
    false,
  );
  await answered(
    { reviewerName: "Rev Two", reviewerEmail: "r2@example.test", cycleId: cycle.id },
    "2026-11-21T12:00:00Z",
    true,
  );
  await answered(
    { reviewerName: "Too Late", reviewerEmail: "late@example.test" },
    "2026-11-23T00:00:01Z",
    false,
  );

  await optIn(t.db, ada.id);
  return { id: ada.id, email: ada.email, lessonTitles: [first.title, second.title] };
}

describe("the digest's content", () => {
  it("sums up a known week, line by line, and escapes what people typed", async () => {
    const ada = await seedAdasWeek();
    expect(await run(MONDAY)).toMatchObject({ weekStart: "2026-11-16", queued: 1, failed: 0 });

    const [mail] = await outbox(ada.email);
    expect(mail?.kind).toBe("weekly_digest");
    expect(mail?.subject).toBe("Your weekly digest: 16–22 November 2026");
    const token = new URL(mail?.listUnsubscribeUrl ?? "").searchParams.get("token") ?? "";
    expect(mail?.listUnsubscribeUrl).toBe(`https://app.example.test/api/digest/unsubscribe?token=${token}`);
    expect(mail?.textBody).toBe(
      [
        "LeadCoach",
        "Your week: 16–22 November 2026",
        [
          "What moved last week:",
          `- 2 lessons completed: ${ada.lessonTitles[0]} and ${ada.lessonTitles[1]}`,
          "- 150 XP earned",
          "- 1 goal completed: Run better one-to-ones",
          "- 2 milestones reached",
        ].join("\n"),
        "Current streak: 3 days.",
        [
          "Due in the week ahead:",
          "- Tue 24 Nov, 09:30 UTC: Skip-level chat",
          "- Goal due Wed 25 Nov: Delegate the <release> plan & more",
          "- Thu 26 Nov, 14:00 UTC: Team retro",
        ].join("\n"),
        [
          "Feedback received:",
          "- 3 feedback answers from Grace Hopper, linus@example.test and 1 anonymous reviewer",
          '- 2 answers to your 360 review "Q4 "leadership" review"',
        ].join("\n"),
        "Open your dashboard:\nhttps://app.example.test/dashboard",
        "You get this e-mail because you turned on the weekly digest in Settings. LeadCoach sends it on Mondays.",
        `Unsubscribe from the weekly digest:\nhttps://app.example.test/unsubscribe?token=${token}`,
        "-- \nLeadCoach\n",
      ].join("\n\n"),
    );
    const html = mail?.htmlBody ?? "";
    expect(html).toContain("Delegate the &lt;release&gt; plan &amp; more");
    expect(html).toContain("Q4 &quot;leadership&quot; review");
    expect(html).not.toContain("<release>");
    expect(html).toContain(`href="https://app.example.test/unsubscribe?token=${token}"`);
    // What reviewers wrote, and who chose to stay anonymous, never leave the app.
    expect(`${mail?.textBody}${html}`).not.toMatch(/Secret praise|Hidden Person|Rev One|Rev Two|Too Late/);
  });

  it("says so, encouragingly, when nothing moved", async () => {
    const quiet = await createUser(t.db, { name: "Quiet" });
    await optIn(t.db, quiet.id);
    await run(MONDAY);
    const [mail] = await outbox(quiet.email);
    expect(mail?.textBody.split("\n\n").slice(2, 5)).toEqual([
      "Last week was a quiet one, and that is fine. Ten minutes on a lesson is enough to get going again.",
      "No streak running: one lesson step today starts a new one.",
      "Nothing is due in the week ahead.",
    ]);
  });

  it("goes only to active people who turned it on", async () => {
    const off = await createUser(t.db);
    const gone = await createUser(t.db);
    await optIn(t.db, gone.id);
    await t.db.updateTable("users").set({ isActive: false }).where("id", "=", gone.id).execute();
    const on = await createUser(t.db);
    await optIn(t.db, on.id);
    const turnedOff = await createUser(t.db);
    await optIn(t.db, turnedOff.id);
    await (
      await callerFor(t.db, { userId: turnedOff.id })
    ).settings.updateNotificationPreferences({
      emails: { weekly_digest: false },
    });

    expect(await run(MONDAY)).toMatchObject({ queued: 1 });
    expect((await outbox()).map((m) => m.toAddress)).toEqual([on.email]);
    expect(await outbox(off.email)).toEqual([]);
  });
});

describe("the preference", () => {
  it("is off by default and survives changes to the notification kinds", async () => {
    const { api } = await userWithCaller(t.db);
    expect((await api.settings.notificationPreferences()).emails).toEqual({
      weekly_digest: false,
      program_reminders: true,
      manager_summary: true,
    });
    await api.settings.updateNotificationPreferences({ emails: { weekly_digest: true } });
    const after = await api.settings.updateNotificationPreferences({ kinds: { goal_due: false } });
    expect(after.emails).toEqual({ weekly_digest: true, program_reminders: true, manager_summary: true });
    expect(after.kinds.goal_due).toBe(false);
    expect((await api.settings.notificationPreferences()).emails).toEqual({
      weekly_digest: true,
      program_reminders: true,
      manager_summary: true,
    });
  });
});

describe("the first digest", () => {
  /** A lesson completed at `at`, with its XP. */
  async function completedLesson(userId: number, lessonId: number, at: string) {
    await t.db
      .insertInto("userLessons")
      .values({ userId, lessonId, status: "completed", progress: 100, completedAt: at })
      .execute();
    await t.db
      .insertInto("xpAwards")
      .values({ userId, sourceKey: `lesson:${lessonId}`, points: 40, badge: null, createdAt: at })
      .execute();
  }

  it("waits for the next regular send after opting in, and covers only the time since", async () => {
    const user = await createUser(t.db, { name: "Newcomer" });
    const [before, after] = await t.db
      .selectFrom("lessons")
      .select(["id", "title"])
      .orderBy("id")
      .limit(2)
      .execute();
    await completedLesson(user.id, before!.id, "2026-11-24T10:00:00Z");
    // Turned on on Wednesday, after Monday's send: last week's digest is not sent at once.
    await optIn(t.db, user.id, "2026-11-25T10:00:00Z");
    await completedLesson(user.id, after!.id, "2026-11-26T10:00:00Z");
    expect(await run("2026-11-25T10:15:00Z")).toMatchObject({ weekStart: "2026-11-16", queued: 0 });
    expect(await run("2026-11-29T23:00:00Z")).toMatchObject({ queued: 0 });
    expect(await outbox(user.email)).toEqual([]);

    // The next Monday it goes out, with Wednesday on only: the lesson of Tuesday is not in it.
    expect(await run("2026-11-30T08:00:00Z")).toMatchObject({ weekStart: "2026-11-23", queued: 1 });
    const [mail] = await outbox(user.email);
    expect(mail?.textBody.split("\n\n")[2]).toBe(
      [
        "What moved since you turned the digest on (Wed 25 Nov):",
        `- 1 lesson completed: ${after!.title}`,
        "- 40 XP earned",
      ].join("\n"),
    );
  });

  it("goes out at the send right after opting in, even minutes before it, and says nothing moved yet", async () => {
    const user = await createUser(t.db);
    await optIn(t.db, user.id, "2026-11-23T07:50:00Z");
    expect(await run("2026-11-23T08:00:00Z")).toMatchObject({ queued: 1 });
    const [mail] = await outbox(user.email);
    expect(mail?.textBody.split("\n\n")[2]).toBe(
      "Nothing has moved yet since you turned the digest on, and that is fine. Ten minutes on a lesson is enough to get going.",
    );
  });

  it("starts again from a new opt-in after turning it off and on", async () => {
    const user = await createUser(t.db);
    await optIn(t.db, user.id, "2026-11-01T00:00:00Z");
    const api = await callerFor(t.db, { userId: user.id, clock: createClock("2026-11-24T00:00:00Z") });
    await api.settings.updateNotificationPreferences({ emails: { weekly_digest: false } });
    await optIn(t.db, user.id, "2026-11-24T09:00:00Z");
    // Changing another setting keeps the opt-in time.
    await (
      await callerFor(t.db, { userId: user.id, clock: createClock("2026-11-25T00:00:00Z") })
    ).settings.updateNotificationPreferences({ emails: { weekly_digest: true }, kinds: { goal_due: false } });
    const row = await t.db
      .selectFrom("users")
      .select("digestOptedInAt")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.digestOptedInAt?.toISOString()).toBe("2026-11-24T09:00:00.000Z");
    expect(await run("2026-11-24T10:00:00Z")).toMatchObject({ queued: 0 });
  });
});

describe("the schedule", () => {
  it("is due from Monday 08:00 UTC, once per person per week", async () => {
    const user = await createUser(t.db);
    await optIn(t.db, user.id);

    expect(await run("2026-11-23T07:59:59Z")).toEqual({ weekStart: null, queued: 0, skipped: 0, failed: 0 });
    expect(await run("2026-11-23T08:00:00Z")).toMatchObject({ weekStart: "2026-11-16", queued: 1 });
    expect(await run("2026-11-23T09:00:00Z")).toMatchObject({ weekStart: "2026-11-16", queued: 0 });
    // A process that was down on Monday still sends that week's digest later in the week, once.
    expect(await run("2026-11-29T23:59:59Z")).toMatchObject({ weekStart: "2026-11-16", queued: 0 });
    expect(await run("2026-11-30T07:00:00Z")).toMatchObject({ weekStart: null, queued: 0 });
    expect(await run("2026-11-30T08:00:00Z")).toMatchObject({ weekStart: "2026-11-23", queued: 1 });
    const subjects = (await outbox(user.email)).map((m) => m.subject);
    expect(subjects).toEqual([
      "Your weekly digest: 16–22 November 2026",
      "Your weekly digest: 23–29 November 2026",
    ]);
    expect(
      await t.db.selectFrom("digestDeliveries").select("weekStart").where("userId", "=", user.id).execute(),
    ).toEqual([{ weekStart: "2026-11-16" }, { weekStart: "2026-11-23" }]);
  });

  it("names weeks across months and years", async () => {
    const user = await createUser(t.db);
    await optIn(t.db, user.id);
    await run("2026-12-07T08:00:00Z");
    await run("2027-01-04T08:00:00Z");
    expect((await outbox(user.email)).map((m) => m.subject)).toEqual([
      "Your weekly digest: 30 November – 6 December 2026",
      "Your weekly digest: 28 December 2026 – 3 January 2027",
    ]);
  });

  it("queues one e-mail per person when two processes run at the same moment", async () => {
    const people = await Promise.all(Array.from({ length: 12 }, () => createUser(t.db)));
    for (const person of people) await optIn(t.db, person.id);

    const results = await Promise.all([run(MONDAY, t.db), run(MONDAY, second.db)]);
    expect(results[0].queued + results[1].queued).toBe(12);
    expect(results.every((r) => r.failed === 0)).toBe(true);
    const rows = await outbox();
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => r.toAddress))).toEqual(new Set(people.map((p) => p.email)));
    // And later runs, on either, add nothing.
    await Promise.all([run("2026-11-23T10:00:00Z", t.db), run("2026-11-23T10:00:00Z", second.db)]);
    expect(await outbox()).toHaveLength(12);
  });
});

describe("delivery and unsubscribing", () => {
  let box: TestMailbox;
  beforeAll(async () => {
    box = await startTestMailbox();
  });
  afterAll(async () => {
    await box.close();
  });

  it("travels through SMTP with one-click List-Unsubscribe headers, and its link turns the digest off", async () => {
    const user = await createUser(t.db, { name: "Reader" });
    await optIn(t.db, user.id);
    await run(MONDAY);
    const transport = smtpTransport(box.url, config.mail.from, { sendTimeoutMs: 5_000 });
    try {
      const deps = { db: t.db, config, now: () => new Date(MONDAY), transport, log: recordingLog() };
      expect(await deliverDueEmails(deps)).toEqual({ sent: 1, logged: 0, failed: 0 });
    } finally {
      await transport.close();
    }
    const mail = await box.waitFor((m) => m.to === user.email.toLowerCase());
    expect(mail.subject).toBe("Your weekly digest: 16–22 November 2026");
    const page = mail.links.find((link) => link.startsWith("https://app.example.test/unsubscribe?token="));
    const token = new URL(page ?? "").searchParams.get("token") ?? "";
    expect(mail.headers["list-unsubscribe"]).toBe(
      `<https://app.example.test/api/digest/unsubscribe?token=${token}>`,
    );
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    // Sent: the bodies and the unsubscribe address no longer sit in the database.
    const [row] = await outbox(user.email);
    expect(row).toMatchObject({ status: "sent", textBody: "", htmlBody: "", listUnsubscribeUrl: null });

    const anonymous = await callerFor(t.db, { config, clientIp: "203.0.113.7", clock: createClock(MONDAY) });
    expect(await anonymous.digest.unsubscribe({ token })).toEqual({
      success: true,
      message: "You will no longer get the weekly digest e-mail. You can turn it back on in Settings.",
    });
    const api = await callerFor(t.db, { userId: user.id });
    expect((await api.settings.notificationPreferences()).emails.weekly_digest).toBe(false);
    // Unsubscribing twice is fine, and next Monday brings nothing.
    await anonymous.digest.unsubscribe({ token });
    expect(await run("2026-11-30T09:00:00Z")).toMatchObject({ queued: 0 });
  });

  it("refuses a tampered token, one signed for another purpose and one signed with another key", async () => {
    const user = await createUser(t.db);
    await optIn(t.db, user.id);
    const at = new Date(MONDAY);
    const good = signLinkToken(config.linkSigningKey, "digest-unsubscribe", user.id, at);
    const [id, issued, mac] = good.split(".");
    const signedFor = (purpose: string) =>
      `${id}.${issued}.${createHmac("sha256", config.linkSigningKey).update(`${purpose}\n${id}\n${issued}`).digest("base64url")}`;
    // The hand-made signature is the real one when the purpose matches: only the purpose differs below.
    expect(signedFor("digest-unsubscribe")).toBe(good);
    const other = await createUser(t.db);
    const forged = [
      `${other.id}.${issued}.${mac}`,
      `${id}.${Number(issued) + 1}.${mac}`,
      `${id}.${issued}.${mac?.startsWith("A") ? "B" : "A"}${(mac ?? "").slice(1)}`,
      // The last character carries two spare bits: another spelling of the same bytes is refused too.
      `${id}.${issued}.${(mac ?? "").slice(0, -1)}${BASE64URL[BASE64URL.indexOf((mac ?? "").at(-1) ?? "A") ^ 1]}`,
      // Signed with the right key, the same way, for another purpose.
      signedFor("password-reset"),
      signLinkToken("another-key", "digest-unsubscribe", user.id, at),
      "not-a-token",
    ];
    const anonymous = await callerFor(t.db, { config, clientIp: "203.0.113.8", clock: createClock(MONDAY) });
    for (const token of forged) {
      await expectTrpcError(
        anonymous.digest.unsubscribe({ token }),
        "BAD_REQUEST",
        DIGEST_UNSUBSCRIBE_INVALID,
      );
    }
    const api = await callerFor(t.db, { userId: user.id });
    expect((await api.settings.notificationPreferences()).emails.weekly_digest).toBe(true);
    expect(
      (await (await callerFor(t.db, { userId: other.id })).settings.notificationPreferences()).emails,
    ).toEqual({
      weekly_digest: false,
      program_reminders: true,
      manager_summary: true,
    });
  });

  it("carries a fresh link in every digest, which works for 60 days and then says it expired", async () => {
    const user = await createUser(t.db);
    await optIn(t.db, user.id);
    await run(MONDAY);
    await run("2026-11-30T08:30:00Z");
    const tokens = (await outbox(user.email)).map(
      (mail) => new URL(mail.listUnsubscribeUrl ?? "").searchParams.get("token") ?? "",
    );
    // Each signed when its digest was queued.
    expect(tokens.map((token) => Number(token.split(".")[1]))).toEqual([
      Date.parse(MONDAY) / 1000,
      Date.parse("2026-11-30T08:30:00Z") / 1000,
    ]);
    const [first] = tokens;
    const DAY = 86_400_000;
    const at = (ms: number) =>
      callerFor(t.db, {
        config,
        clientIp: `203.0.113.${10 + (ms % 7)}`,
        clock: createClock(new Date(Date.parse(MONDAY) + ms)),
      });
    await expectTrpcError(
      (await at(60 * DAY + 1000)).digest.unsubscribe({ token: first! }),
      "BAD_REQUEST",
      DIGEST_UNSUBSCRIBE_EXPIRED,
    );
    const api = await callerFor(t.db, { userId: user.id });
    expect((await api.settings.notificationPreferences()).emails.weekly_digest).toBe(true);
    expect((await (await at(60 * DAY)).digest.unsubscribe({ token: first! })).success).toBe(true);
    expect((await api.settings.notificationPreferences()).emails.weekly_digest).toBe(false);
  });

  it("limits attempts per client address", async () => {
    const anonymous = await callerFor(t.db, { config, clientIp: "203.0.113.9", clock: createClock(MONDAY) });
    for (let i = 0; i < 30; i++) {
      await expectTrpcError(anonymous.digest.unsubscribe({ token: `guess-${i}` }), "BAD_REQUEST");
    }
    await expectTrpcError(anonymous.digest.unsubscribe({ token: "guess-31" }), "TOO_MANY_REQUESTS");
  });
});
