import type { DB } from "@leadcoach/db";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import {
  ADMIN_SECOND_FACTOR_NEEDS_SUPER_ADMIN,
  OWN_SECOND_FACTOR_UNRESETTABLE,
  SECOND_FACTOR_PENDING_MS,
} from "../schemas/two-factor";
import {
  callerFor,
  createClock,
  createUser,
  expectTrpcError,
  RecordingSession,
  useSecondProcess,
  useTestDb,
  type CallerOptions,
  type TestClock,
} from "../testing";

const t = useTestDb();
const second = useSecondProcess(t);

const STEP_MS = 30_000;
/** A clock at the start of a 30-second step, so codes made 'now' stay valid through the test's step. */
function stepClock(): TestClock {
  return createClock(new Date(Math.floor(Date.now() / STEP_MS) * STEP_MS + 1_000));
}

const codeAt = (secret: string, clock: TestClock, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + offsetSteps * 30 });

const securityMails = (to: string, subject: RegExp) =>
  t.db
    .selectFrom("emailOutbox")
    .select(["subject", "textBody"])
    .where("toAddress", "=", to)
    .where("kind", "=", "security_alert")
    .orderBy("id")
    .execute()
    .then((rows) => rows.filter((row) => subject.test(row.subject)));

/** A person with the authenticator app turned on through the router; its secret and recovery codes. */
async function enrolled(clock = stepClock(), role: "user" | "admin" | "super_admin" = "user") {
  const account = await createUser(t.db, { role });
  const api = await callerFor(t.db, { userId: account.id, clock });
  const { secret } = await api.twoFactor.startTotp();
  const plain = secret.replace(/\s/g, "");
  const { recoveryCodes } = await api.twoFactor.confirmTotp({ code: await codeAt(plain, clock) });
  // The next step: the enrolment's own code is taken.
  clock.set(new Date(clock.now().getTime() + STEP_MS));
  return { account, api, secret: plain, recoveryCodes, clock };
}

/** A visitor whose password was accepted: the session waits for its second step. */
async function pendingVisitor(
  account: { email: string; password: string },
  { db = t.db, ...options }: Omit<CallerOptions, "session"> & { db?: DB } = {},
) {
  const session = new RecordingSession();
  const api = await callerFor(db, { ...options, session });
  const login = await api.auth.login({ email: account.email, password: account.password });
  return { session, api, login };
}

describe("sign-in: the second step", () => {
  it("signs in at once an account without a second factor, as before", async () => {
    const account = await createUser(t.db);
    const { session, login } = await pendingVisitor(account);
    expect(login).toMatchObject({ status: "signed_in", user: { id: account.id } });
    expect(session.userId).toBe(account.id);
    expect(session.pendingSecondFactor()).toBeNull();
  });

  it("leaves an account with the app pending, not signed in, until a right code", async () => {
    const { account, secret, clock } = await enrolled();
    const { session, api, login } = await pendingVisitor(account, { clock });
    expect(login).toEqual({ status: "second_factor", methods: ["totp", "recovery_code"] });
    expect(session.userId).toBeNull();
    expect(session.pendingSecondFactor()).toMatchObject({ userId: account.id, via: "password" });
    expect(await api.twoFactor.pending()).toEqual({
      status: "second_factor",
      methods: ["totp", "recovery_code"],
    });
    await expectTrpcError(api.twoFactor.verify({ code: "000000" }), "UNAUTHORIZED", /not right/);
    const { user } = await api.twoFactor.verify({ code: await codeAt(secret, clock) });
    expect(user.id).toBe(account.id);
    expect(session.userId).toBe(account.id);
    expect(session.pendingSecondFactor()).toBeNull();
    const events = await t.db
      .selectFrom("activityEvents")
      .select("detail")
      .where("userId", "=", account.id)
      .where("type", "=", "sign_in")
      .execute();
    expect(events.map((e) => e.detail)).toEqual([{ method: "password", secondFactor: "totp" }]);
  });

  it("never signs in a session that has no pending step, or whose step expired after 10 minutes", async () => {
    const { account, secret, clock } = await enrolled();
    const anonymous = await callerFor(t.db, { clock });
    await expectTrpcError(anonymous.twoFactor.verify({ code: "123456" }), "UNAUTHORIZED", /expired/);
    expect(await anonymous.twoFactor.pending()).toBeNull();
    const { api } = await pendingVisitor(account, { clock });
    clock.set(new Date(clock.now().getTime() + SECOND_FACTOR_PENDING_MS + 1_000));
    await expectTrpcError(
      api.twoFactor.verify({ code: await codeAt(secret, clock) }),
      "UNAUTHORIZED",
      /expired/,
    );
  });

  it("refuses a code used once already, within its window", async () => {
    const { account, secret, clock } = await enrolled();
    const code = await codeAt(secret, clock);
    const first = await pendingVisitor(account, { clock });
    await first.api.twoFactor.verify({ code });
    const again = await pendingVisitor(account, { clock });
    await expectTrpcError(again.api.twoFactor.verify({ code }), "UNAUTHORIZED", /not right/);
    // Nor an older code of the window, once a newer one was taken.
    await expectTrpcError(
      again.api.twoFactor.verify({ code: await codeAt(secret, clock, -1) }),
      "UNAUTHORIZED",
      /not right/,
    );
    expect(again.session.userId).toBeNull();
  });

  it("accepts the same code once when two sign-ins send it at once", async () => {
    const { account, secret, clock } = await enrolled();
    const code = await codeAt(secret, clock);
    const a = await pendingVisitor(account, { clock });
    const b = await pendingVisitor(account, { clock, db: second.db });
    const results = await Promise.allSettled([
      a.api.twoFactor.verify({ code }),
      b.api.twoFactor.verify({ code }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });

  it("locks after 5 wrong codes in a row, counted across processes, for 15 minutes", async () => {
    const { account, secret, clock } = await enrolled();
    const a = await pendingVisitor(account, { clock });
    const b = await pendingVisitor(account, { clock, db: second.db });
    for (let i = 0; i < 4; i++) {
      const api = i % 2 === 0 ? a.api : b.api;
      await expectTrpcError(api.twoFactor.verify({ code: "000000" }), "UNAUTHORIZED");
    }
    await expectTrpcError(b.api.twoFactor.verify({ code: "000000" }), "TOO_MANY_REQUESTS", /15 more minutes/);
    // Locked: even the right code is refused, in either process.
    await expectTrpcError(
      a.api.twoFactor.verify({ code: await codeAt(secret, clock) }),
      "TOO_MANY_REQUESTS",
      /locked/,
    );
    expect(a.session.userId).toBeNull();
    clock.set(new Date(clock.now().getTime() + 15 * 60_000 + STEP_MS));
    const c = await pendingVisitor(account, { clock });
    await c.api.twoFactor.verify({ code: await codeAt(secret, clock) });
    expect(c.session.userId).toBe(account.id);
  });

  it("counts parallel wrong codes too: 8 at once lock the second step", async () => {
    const { account, secret, clock } = await enrolled();
    const visitors = await Promise.all(
      Array.from({ length: 8 }, (_, i) => pendingVisitor(account, { clock, db: i % 2 ? second.db : t.db })),
    );
    const results = await Promise.allSettled(visitors.map((v) => v.api.twoFactor.verify({ code: "999999" })));
    expect(results.every((r) => r.status === "rejected")).toBe(true);
    await expectTrpcError(
      visitors[0]!.api.twoFactor.verify({ code: await codeAt(secret, clock) }),
      "TOO_MANY_REQUESTS",
    );
  });

  it("a right code clears the count of wrong ones", async () => {
    const { account, secret, clock } = await enrolled();
    const a = await pendingVisitor(account, { clock });
    for (let i = 0; i < 4; i++)
      await expectTrpcError(a.api.twoFactor.verify({ code: "000000" }), "UNAUTHORIZED");
    await a.api.twoFactor.verify({ code: await codeAt(secret, clock) });
    const b = await pendingVisitor(account, { clock });
    for (let i = 0; i < 4; i++)
      await expectTrpcError(b.api.twoFactor.verify({ code: "000000" }), "UNAUTHORIZED");
  });
});

describe("recovery codes", () => {
  it("signs in once with each code, in any case and with spaces", async () => {
    const { account, recoveryCodes, clock } = await enrolled();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const code = recoveryCodes[0]!;
    const first = await pendingVisitor(account, { clock });
    await first.api.twoFactor.verify({ code: ` ${code.toUpperCase()} ` });
    expect(first.session.userId).toBe(account.id);
    const again = await pendingVisitor(account, { clock });
    await expectTrpcError(again.api.twoFactor.verify({ code }), "UNAUTHORIZED");
    const stored = await t.db
      .selectFrom("recoveryCodes")
      .select("codeHash")
      .where("userId", "=", account.id)
      .execute();
    expect(stored).toHaveLength(9);
    expect(stored.some((row) => recoveryCodes.some((c) => row.codeHash.includes(c)))).toBe(false);
  });

  it("the same code sent twice at once signs in exactly one", async () => {
    const { account, recoveryCodes, clock } = await enrolled();
    const code = recoveryCodes[1]!;
    const a = await pendingVisitor(account, { clock });
    const b = await pendingVisitor(account, { clock, db: second.db });
    const results = await Promise.allSettled([
      a.api.twoFactor.verify({ code }),
      b.api.twoFactor.verify({ code }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect([a.session.userId, b.session.userId].filter((id) => id === account.id)).toHaveLength(1);
  });

  it("regenerating needs a current app code and makes the old codes useless, with one e-mail", async () => {
    const { account, api, secret, recoveryCodes, clock } = await enrolled();
    await expectTrpcError(api.twoFactor.regenerateRecoveryCodes({ code: "000000" }), "UNAUTHORIZED");
    const { recoveryCodes: fresh } = await api.twoFactor.regenerateRecoveryCodes({
      code: await codeAt(secret, clock),
    });
    expect(fresh).toHaveLength(10);
    const old = await pendingVisitor(account, { clock });
    await expectTrpcError(old.api.twoFactor.verify({ code: recoveryCodes[0]! }), "UNAUTHORIZED");
    await old.api.twoFactor.verify({ code: fresh[0]! });
    expect(await securityMails(account.email, /recovery codes/)).toHaveLength(1);
  });
});

describe("enrolment", () => {
  it("shows a QR code and key, turns on with the first code, and e-mails once", async () => {
    const clock = stepClock();
    const account = await createUser(t.db);
    const api = await callerFor(t.db, { userId: account.id, clock });
    expect(await api.twoFactor.status()).toEqual({
      totp: { enabled: false, confirmedAt: null },
      recoveryCodesLeft: 0,
      required: false,
    });
    const started = await api.twoFactor.startTotp();
    expect(started.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(started.qrCode.split(",")[1]!, "base64").toString()).toContain("<svg");
    expect(started.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(started.secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    const secret = started.secret.replace(/\s/g, "");
    await expectTrpcError(api.twoFactor.confirmTotp({ code: "12345" }), "BAD_REQUEST", /6-digit/);
    await expectTrpcError(api.twoFactor.confirmTotp({ code: "000000" }), "UNAUTHORIZED");
    // Not on until confirmed: signing in asks for nothing.
    expect((await pendingVisitor(account, { clock })).login.status).toBe("signed_in");
    const { recoveryCodes, signedIn } = await api.twoFactor.confirmTotp({
      code: await codeAt(secret, clock),
    });
    expect(recoveryCodes).toHaveLength(10);
    expect(signedIn).toBe(false);
    expect(await api.twoFactor.status()).toMatchObject({ totp: { enabled: true }, recoveryCodesLeft: 10 });
    await expectTrpcError(api.twoFactor.startTotp(), "CONFLICT", /already on/);
    const mails = await securityMails(account.email, /turned on/);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain("authenticator app");
  });

  it("a new start replaces a secret still waiting; the old one's codes no longer confirm", async () => {
    const clock = stepClock();
    const account = await createUser(t.db);
    const api = await callerFor(t.db, { userId: account.id, clock });
    const first = (await api.twoFactor.startTotp()).secret.replace(/\s/g, "");
    const next = (await api.twoFactor.startTotp()).secret.replace(/\s/g, "");
    expect(next).not.toBe(first);
    await expectTrpcError(api.twoFactor.confirmTotp({ code: await codeAt(first, clock) }), "UNAUTHORIZED");
    await api.twoFactor.confirmTotp({ code: await codeAt(next, clock) });
  });

  it("turning off needs the password or a code, and e-mails once", async () => {
    const { account, api, secret, clock } = await enrolled();
    await expectTrpcError(api.twoFactor.disable({ password: "wrong-password" }), "UNAUTHORIZED");
    await expectTrpcError(api.twoFactor.disable({}), "BAD_REQUEST", /password or a code/);
    await api.twoFactor.disable({ password: account.password });
    expect(await api.twoFactor.status()).toMatchObject({ totp: { enabled: false }, recoveryCodesLeft: 0 });
    expect((await pendingVisitor(account, { clock })).login.status).toBe("signed_in");
    expect(await securityMails(account.email, /turned off/)).toHaveLength(1);
    await expectTrpcError(api.twoFactor.disable({ code: await codeAt(secret, clock) }), "CONFLICT");
  });

  it("turns off with a current app code too", async () => {
    const { api, secret, clock } = await enrolled();
    await api.twoFactor.disable({ code: await codeAt(secret, clock) });
    expect(await api.twoFactor.status()).toMatchObject({ totp: { enabled: false } });
  });
});

describe("policy", () => {
  const admins = { secondFactorDefaultPolicy: "admins" as const };

  it("leads an admin without a factor through enrolment, which cannot be skipped", async () => {
    const clock = stepClock();
    const admin = await createUser(t.db, { role: "admin" });
    const { session, api, login } = await pendingVisitor(admin, { clock, config: admins });
    expect(login).toEqual({ status: "enrol", methods: ["totp", "passkey"] });
    expect(session.userId).toBeNull();
    expect(await api.twoFactor.pending()).toEqual({ status: "enrol", methods: ["totp", "passkey"] });
    // Not signed in: everything else answers 401; a code cannot stand in for enrolment.
    await expectTrpcError(api.auth.me(), "UNAUTHORIZED");
    await expectTrpcError(api.twoFactor.status(), "UNAUTHORIZED");
    await expectTrpcError(api.twoFactor.verify({ code: "123456" }), "UNAUTHORIZED");
    const { secret } = await api.twoFactor.startTotp();
    const plain = secret.replace(/\s/g, "");
    const confirmed = await api.twoFactor.confirmTotp({ code: await codeAt(plain, clock) });
    expect(confirmed).toMatchObject({ signedIn: true });
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(session.userId).toBe(admin.id);
    const me = await callerFor(t.db, { userId: admin.id, clock, config: admins });
    expect(await me.twoFactor.status()).toMatchObject({ totp: { enabled: true }, required: true });
  });

  it("a pending sign-in with a factor cannot start another enrolment", async () => {
    const { account, clock } = await enrolled(stepClock(), "admin");
    const { api } = await pendingVisitor(account, { clock, config: admins });
    await expectTrpcError(api.twoFactor.startTotp(), "FORBIDDEN");
  });

  it("people outside the policy sign in with a password alone; 'everyone' covers them", async () => {
    const person = await createUser(t.db);
    expect((await pendingVisitor(person, { config: admins })).login.status).toBe("signed_in");
    const everyone = { secondFactorDefaultPolicy: "everyone" as const };
    expect((await pendingVisitor(person, { config: everyone })).login.status).toBe("enrol");
  });

  it("the organisation's setting wins over the server's default", async () => {
    const root = await createUser(t.db, { role: "super_admin" });
    const settingsApi = await callerFor(t.db, { userId: root.id });
    const current = await settingsApi.organisation.settings();
    await settingsApi.organisation.update({
      signUpPolicy: current.signUpPolicy,
      signUpDomains: current.signUpDomains,
      auditRetentionDays: current.auditRetentionDays,
      secondFactorPolicy: "nobody",
    });
    const admin = await createUser(t.db, { role: "admin" });
    expect((await pendingVisitor(admin, { config: admins })).login.status).toBe("signed_in");
    await settingsApi.organisation.update({
      signUpPolicy: current.signUpPolicy,
      signUpDomains: current.signUpDomains,
      auditRetentionDays: current.auditRetentionDays,
      secondFactorPolicy: null,
    });
    expect((await pendingVisitor(admin, { config: admins })).login.status).toBe("enrol");
  });
});

describe("admin reset", () => {
  it("an admin resets a person's second factor: audited, e-mailed once, and the password alone signs in", async () => {
    const { account, clock } = await enrolled();
    const admin = await createUser(t.db, { role: "admin" });
    const api = await callerFor(t.db, { userId: admin.id, clock, clientIp: "198.51.100.40" });
    expect(await api.people.resetSecondFactor({ id: account.id })).toEqual({ reset: true });
    expect((await pendingVisitor(account, { clock })).login.status).toBe("signed_in");
    const audit = await t.db
      .selectFrom("auditEvents")
      .select(["actorUserId", "subjectId", "ip"])
      .where("action", "=", "auth.second_factor_reset")
      .where("subjectId", "=", String(account.id))
      .execute();
    expect(audit).toEqual([{ actorUserId: admin.id, subjectId: String(account.id), ip: "198.51.100.40" }]);
    const mails = await securityMails(account.email, /turned off/);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain("An administrator reset");
    // Again: nothing to remove, nothing audited or sent.
    expect(await api.people.resetSecondFactor({ id: account.id })).toEqual({ reset: false });
    expect(await securityMails(account.email, /turned off/)).toHaveLength(1);
  });

  it("is refused on one's own account, and on an admin's unless by a super admin", async () => {
    const { account: admin } = await enrolled(stepClock(), "admin");
    const self = await callerFor(t.db, { userId: admin.id });
    await expectTrpcError(
      self.people.resetSecondFactor({ id: admin.id }),
      "FORBIDDEN",
      OWN_SECOND_FACTOR_UNRESETTABLE,
    );
    const otherAdmin = await createUser(t.db, { role: "admin" });
    const byAdmin = await callerFor(t.db, { userId: otherAdmin.id });
    await expectTrpcError(
      byAdmin.people.resetSecondFactor({ id: admin.id }),
      "FORBIDDEN",
      ADMIN_SECOND_FACTOR_NEEDS_SUPER_ADMIN,
    );
    const root = await createUser(t.db, { role: "super_admin" });
    await (await callerFor(t.db, { userId: root.id })).people.resetSecondFactor({ id: admin.id });
    const person = await createUser(t.db);
    await expectTrpcError(
      (await callerFor(t.db, { userId: person.id })).people.resetSecondFactor({ id: admin.id }),
      "FORBIDDEN",
    );
  });
});
