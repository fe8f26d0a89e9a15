import { verifyPassword } from "@leadcoach/db";
import { describe, expect, it } from "vitest";
import { defaultApiConfig } from "../config";
import { PASSWORD_RESET_DONE, PASSWORD_RESET_INVALID, PASSWORD_RESET_REQUESTED } from "../schemas/auth";
import {
  RESET_REQUEST_MIN_MS,
  RESET_REQUESTS_PER_ADDRESS_PER_HOUR,
  RESET_REQUESTS_PER_IP_PER_HOUR,
} from "../services/auth/password-reset";
import { recordingLog } from "../services/email/outbox.fixtures";
import { smtpTransport } from "../services/email/transport";
import { deliverDueEmails } from "../services/email/worker";
import {
  callerFor,
  createClock,
  createUser,
  expectTrpcError,
  RecordingSession,
  type TestClock,
  useTestDb,
} from "../testing";
import { pruneResetTokens } from "../services/auth/queries";
import { startTestMailbox } from "../testing-mail";

const t = useTestDb();

const MINUTE = 60_000;
let ipCounter = 0;
/** Each test its own client address, so the per-address limits of one test never touch another. */
const freshIp = () => `10.77.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`;

/** The token in the newest reset e-mail queued for this address. */
async function tokenFor(email: string): Promise<string> {
  const row = await t.db
    .selectFrom("emailOutbox")
    .select(["textBody", "kind", "subject"])
    .where("toAddress", "=", email)
    .where("kind", "=", "password_reset")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const match = /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(row.textBody);
  if (!match?.[1]) throw new Error(`no reset link in ${row.textBody}`);
  return match[1];
}

async function requestReset(email: string, clock: TestClock, ip = freshIp()) {
  const api = await callerFor(t.db, { clock, clientIp: ip });
  return api.auth.forgotPassword({ email });
}

async function addSessions(userId: number, count: number) {
  for (let i = 0; i < count; i++) {
    await t.db
      .insertInto("sessions")
      .values({
        sid: `${userId}-${i}-${Math.random()}`.padEnd(64, "0").slice(0, 64),
        sess: JSON.stringify({ userId }),
        expire: new Date(Date.now() + 86_400_000),
        userId,
      })
      .execute();
  }
}

const sessionCount = async (userId: number) =>
  (await t.db.selectFrom("sessions").select("sid").where("userId", "=", userId).execute()).length;

describe("auth.forgotPassword", () => {
  it("queues one e-mail with a 30-minute single-use link and stores only the token's hash", async () => {
    const user = await createUser(t.db, { name: "Rosa Reset" });
    const clock = createClock("2026-11-23T08:00:00Z");
    const answer = await requestReset(user.email.toUpperCase(), clock);
    expect(answer).toEqual({ message: PASSWORD_RESET_REQUESTED });

    const token = await tokenFor(user.email);
    const mail = await t.db
      .selectFrom("emailOutbox")
      .selectAll()
      .where("toAddress", "=", user.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe("Reset your LeadCoach password");
    expect(mail.textBody).toContain(`${defaultApiConfig.appUrl}/reset-password?token=${token}`);
    expect(mail.textBody).toContain("Hi Rosa Reset,");
    const rows = await t.db
      .selectFrom("passwordResetTokens")
      .selectAll()
      .where("userId", "=", user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.expiresAt.toISOString()).toBe("2026-11-23T08:30:00.000Z");
    expect(rows[0]?.usedAt).toBeNull();
  });

  it("answers the same, as slowly, for an unknown address, and sends nothing", async () => {
    const user = await createUser(t.db);
    const clock = createClock();
    const unknown = `nobody-${Math.random().toString(36).slice(2)}@example.test`;

    let started = performance.now();
    const known = await requestReset(user.email, clock);
    const knownMs = performance.now() - started;
    started = performance.now();
    const missing = await requestReset(unknown, clock);
    const missingMs = performance.now() - started;

    expect(missing).toEqual(known);
    expect(knownMs).toBeGreaterThanOrEqual(RESET_REQUEST_MIN_MS - 5);
    expect(missingMs).toBeGreaterThanOrEqual(RESET_REQUEST_MIN_MS - 5);
    const queued = await t.db
      .selectFrom("emailOutbox")
      .select("id")
      .where("toAddress", "=", unknown)
      .execute();
    expect(queued).toEqual([]);
  });

  it("sends nothing for a deactivated account, with the same answer", async () => {
    const user = await createUser(t.db);
    await t.db.updateTable("users").set({ isActive: false }).where("id", "=", user.id).execute();
    expect(await requestReset(user.email, createClock())).toEqual({ message: PASSWORD_RESET_REQUESTED });
    const queued = await t.db
      .selectFrom("emailOutbox")
      .select("id")
      .where("toAddress", "=", user.email)
      .execute();
    expect(queued).toEqual([]);
  });

  it("limits requests per address and per client address, known or not, until the sliding hour has passed them", async () => {
    const clock = createClock("2026-11-23T10:05:00Z");
    const user = await createUser(t.db);
    for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS_PER_HOUR; i++) await requestReset(user.email, clock);
    // From another client address: the account's own limit still holds.
    await expectTrpcError(requestReset(user.email, clock), "TOO_MANY_REQUESTS", /Too many password reset/);
    const queued = await t.db
      .selectFrom("emailOutbox")
      .select("id")
      .where("toAddress", "=", user.email)
      .execute();
    expect(queued).toHaveLength(RESET_REQUESTS_PER_ADDRESS_PER_HOUR);

    // One client naming many addresses, known or not.
    const ip = freshIp();
    for (let i = 0; i < RESET_REQUESTS_PER_IP_PER_HOUR; i++) {
      await requestReset(`spray-${i}-${Math.random()}@example.test`, clock, ip);
    }
    await expectTrpcError(requestReset(`spray-last@example.test`, clock, ip), "TOO_MANY_REQUESTS");

    // The window slides: at 11:00 the last hour still holds them all, from 12:00 none.
    clock.set("2026-11-23T11:00:01Z");
    await expectTrpcError(requestReset(user.email, clock), "TOO_MANY_REQUESTS");
    clock.set("2026-11-23T12:00:01Z");
    await expect(requestReset(user.email, clock)).resolves.toEqual({ message: PASSWORD_RESET_REQUESTED });
    await expect(requestReset(`spray-next@example.test`, clock, ip)).resolves.toBeDefined();
  });
});

describe("auth.resetPassword", () => {
  it("sets a new password once, ends every session and every other link, and signs this browser out", async () => {
    const user = await createUser(t.db, { password: "old-password" });
    const clock = createClock();
    await requestReset(user.email, clock);
    const older = await tokenFor(user.email);
    await requestReset(user.email, clock);
    const token = await tokenFor(user.email);
    expect(token).not.toBe(older);
    await addSessions(user.id, 3);
    await t.db.updateTable("users").set({ isDemo: true }).where("id", "=", user.id).execute();

    const session = new RecordingSession();
    session.userId = user.id;
    const api = await callerFor(t.db, { clock, session, clientIp: freshIp() });
    expect(await api.auth.resetPassword({ token, password: "brand-new-pass" })).toEqual({
      message: PASSWORD_RESET_DONE,
    });
    expect(session.userId).toBeNull();
    expect(await sessionCount(user.id)).toBe(0);

    const stored = await t.db
      .selectFrom("users")
      .select(["password", "isDemo"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(stored.password).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored.password, "brand-new-pass")).toBe(true);
    expect(stored.isDemo).toBe(false);

    // Single use, and the older link died with it.
    await expectTrpcError(
      api.auth.resetPassword({ token, password: "again-pass" }),
      "BAD_REQUEST",
      PASSWORD_RESET_INVALID,
    );
    await expectTrpcError(api.auth.resetPassword({ token: older, password: "again-pass" }), "BAD_REQUEST");

    const login = await callerFor(t.db, { clock });
    await expectTrpcError(login.auth.login({ email: user.email, password: "old-password" }), "UNAUTHORIZED");
    await expect(login.auth.login({ email: user.email, password: "brand-new-pass" })).resolves.toBeDefined();
  });

  it("refuses a link after its 30 minutes", async () => {
    const user = await createUser(t.db, { password: "old-password" });
    const clock = createClock("2026-11-23T12:00:00Z");
    await requestReset(user.email, clock);
    const token = await tokenFor(user.email);
    await addSessions(user.id, 1);

    clock.set(new Date(Date.parse("2026-11-23T12:00:00Z") + 30 * MINUTE));
    const api = await callerFor(t.db, { clock, clientIp: freshIp() });
    await expectTrpcError(
      api.auth.resetPassword({ token, password: "late-password" }),
      "BAD_REQUEST",
      PASSWORD_RESET_INVALID,
    );
    expect(await sessionCount(user.id)).toBe(1);
    const stored = await t.db
      .selectFrom("users")
      .select("password")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(stored.password, "old-password")).toBe(true);

    // A minute earlier it would have worked.
    await requestReset(user.email, clock);
    const fresh = await tokenFor(user.email);
    clock.set(new Date(clock.now().getTime() + 29 * MINUTE));
    await expect(api.auth.resetPassword({ token: fresh, password: "in-time-pass" })).resolves.toBeDefined();
  });

  it("housekeeping deletes links a day past their expiry, and only those", async () => {
    const user = await createUser(t.db);
    const clock = createClock("2026-11-20T08:00:00Z");
    await requestReset(user.email, clock);
    clock.set(new Date("2026-11-21T09:00:00Z"));
    await requestReset(user.email, clock);
    const links = () =>
      t.db.selectFrom("passwordResetTokens").select("createdAt").where("userId", "=", user.id).execute();
    expect(await links()).toHaveLength(2);

    // Housekeeping passes 'a day ago'; on 21 Nov 10:00 that is 20 Nov 10:00.
    await pruneResetTokens(t.db, new Date("2026-11-20T10:00:00Z"));
    const left = await links();
    expect(left.map((l) => new Date(l.createdAt).toISOString())).toEqual(["2026-11-21T09:00:00.000Z"]);
  });

  it("lets exactly one of two simultaneous uses of a link win", async () => {
    const user = await createUser(t.db);
    const clock = createClock();
    await requestReset(user.email, clock);
    const token = await tokenFor(user.email);
    const [a, b] = await Promise.all([callerFor(t.db, { clock }), callerFor(t.db, { clock })]);
    const results = await Promise.allSettled([
      a.auth.resetPassword({ token, password: "racer-one-pass" }),
      b.auth.resetPassword({ token, password: "racer-two-pass" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const stored = await t.db
      .selectFrom("users")
      .select("password")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    const winner = results[0]?.status === "fulfilled" ? "racer-one-pass" : "racer-two-pass";
    expect(await verifyPassword(stored.password, winner)).toBe(true);
  });

  it("refuses unknown and malformed tokens with a clear 400", async () => {
    const api = await callerFor(t.db);
    await expectTrpcError(
      api.auth.resetPassword({ token: "A".repeat(43), password: "whatever-pass" }),
      "BAD_REQUEST",
      PASSWORD_RESET_INVALID,
    );
    await expectTrpcError(
      api.auth.resetPassword({ token: "../../etc", password: "whatever-pass" }),
      "BAD_REQUEST",
      PASSWORD_RESET_INVALID,
    );
    await expectTrpcError(
      api.auth.resetPassword({ token: "A".repeat(43), password: "short" }),
      "BAD_REQUEST",
    );
  });

  it("refuses a link of an account deactivated since", async () => {
    const user = await createUser(t.db);
    const clock = createClock();
    await requestReset(user.email, clock);
    const token = await tokenFor(user.email);
    await t.db.updateTable("users").set({ isActive: false }).where("id", "=", user.id).execute();
    const api = await callerFor(t.db, { clock });
    await expectTrpcError(api.auth.resetPassword({ token, password: "new-password" }), "BAD_REQUEST");
  });
});

describe("the reset e-mail", () => {
  it("reaches a real SMTP server with a working link", async () => {
    const box = await startTestMailbox();
    const transport = smtpTransport(box.url, "LeadCoach <no-reply@leadcoach.test>", { sendTimeoutMs: 5_000 });
    try {
      const user = await createUser(t.db, { password: "old-password" });
      const clock = createClock();
      await requestReset(user.email, clock);
      await deliverDueEmails({
        db: t.db,
        config: defaultApiConfig,
        now: clock.now,
        transport,
        log: recordingLog(),
      });
      const mail = await box.waitFor((m) => m.to === user.email);
      expect(mail.subject).toBe("Reset your LeadCoach password");
      const link = mail.links.find((l) => l.includes("/reset-password?token="));
      expect(link).toBeDefined();
      expect(mail.html).toContain("Choose a new password");
      const token = new URL(link ?? "").searchParams.get("token") ?? "";
      const api = await callerFor(t.db, { clock });
      await expect(api.auth.resetPassword({ token, password: "mailed-password" })).resolves.toBeDefined();
      // Sent: the outbox keeps no copy of the link. (The reset also queues a "password changed" e-mail.)
      const row = await t.db
        .selectFrom("emailOutbox")
        .select(["status", "textBody"])
        .where("toAddress", "=", user.email)
        .where("kind", "=", "password_reset")
        .executeTakeFirstOrThrow();
      expect(row.status).toBe("sent");
      expect(row.textBody).not.toContain(token);
    } finally {
      await transport.close();
      await box.close();
    }
  });
});

describe("auth.greeting", () => {
  it("is a first visit during the first session only", async () => {
    const user = await createUser(t.db);
    const clock = createClock();
    const anon = await callerFor(t.db, { clock });
    await anon.auth.login({ email: user.email, password: user.password });
    const first = await callerFor(t.db, { userId: user.id });
    expect(await first.auth.greeting()).toEqual({ firstVisit: true });

    await anon.auth.login({ email: user.email, password: user.password });
    expect(await first.auth.greeting()).toEqual({ firstVisit: false });
  });

  it("needs a session", async () => {
    await expectTrpcError((await callerFor(t.db)).auth.greeting(), "UNAUTHORIZED");
  });
});
