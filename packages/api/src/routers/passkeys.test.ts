import { describe, expect, it } from "vitest";
import { defaultApiConfig } from "../config";
import {
  PASSKEY_CHALLENGE_INVALID,
  PASSKEY_NOT_FOUND,
  PASSKEY_NOT_YOURS,
  PASSKEY_UNKNOWN,
  PASSKEY_VERIFICATION_FAILED,
} from "../schemas/passkeys";
import { callerFor, createUser, expectTrpcError, RecordingSession, useTestDb } from "../testing";
import { SoftAuthenticator } from "../testing-webauthn";

const t = useTestDb();
const ORIGIN = new URL(defaultApiConfig.appUrl).origin;

/** A signed-in person on a session of their own, and the caller of that session. */
async function signedIn() {
  const user = await createUser(t.db);
  const session = new RecordingSession();
  session.userId = user.id;
  session.sid = `sid-${user.id}`;
  const api = await callerFor(t.db, {
    userId: user.id,
    session,
    userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
  });
  return { user, session, api };
}

/** A person with one passkey on a soft authenticator. */
async function withPasskey(name = "Laptop") {
  const person = await signedIn();
  const authenticator = new SoftAuthenticator(ORIGIN);
  const options = await person.api.passkeys.registrationOptions();
  const passkey = await person.api.passkeys.register({ name, response: authenticator.create(options) });
  return { ...person, authenticator, passkey };
}

/** A signed-out browser. */
async function visitor() {
  const session = new RecordingSession();
  return { session, api: await callerFor(t.db, { session }) };
}

const securityMails = (to: string) =>
  t.db
    .selectFrom("emailOutbox")
    .select(["subject", "textBody"])
    .where("toAddress", "=", to)
    .where("kind", "=", "security_alert")
    .orderBy("id")
    .execute();

const challengeLeft = async (challenge: string) =>
  (
    await t.db
      .selectFrom("webauthnChallenges")
      .select("challenge")
      .where("challenge", "=", challenge)
      .execute()
  ).length === 1;

describe("passkeys: registration", () => {
  it("registers several named passkeys, lists them, renames one, and e-mails each addition", async () => {
    const { api, user, authenticator, passkey } = await withPasskey("Laptop");
    expect(passkey).toMatchObject({ name: "Laptop", lastUsedAt: null, backedUp: false });
    const options = await api.passkeys.registrationOptions();
    // The existing passkey is excluded, so an authenticator holding it does not make a second one.
    expect(options.excludeCredentials?.map((c) => c.id)).toEqual([
      Buffer.from(authenticator.credentials[0]!.id).toString("base64url"),
    ]);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });
    expect(options.rp.id).toBe("localhost");
    await api.passkeys.register({ name: "Phone", response: new SoftAuthenticator(ORIGIN).create(options) });
    const list = await api.passkeys.list();
    expect(list.map((p) => p.name)).toEqual(["Laptop", "Phone"]);

    await api.passkeys.rename({ id: passkey.id, name: "Work laptop" });
    expect((await api.passkeys.list()).map((p) => p.name)).toEqual(["Work laptop", "Phone"]);

    const mails = await securityMails(user.email);
    expect(mails.map((m) => m.subject)).toEqual([
      "A passkey was added to your LeadCoach account",
      "A passkey was added to your LeadCoach account",
    ]);
    expect(mails[0]!.textBody).toContain('A passkey named "Laptop" was added');
    expect(mails[1]!.textBody).toContain('"Phone"');
  });

  it("refuses a wrong origin, a wrong RP ID, a challenge never issued, and no user verification", async () => {
    const { api } = await signedIn();
    const attempts = [
      { origin: "https://evil.example" },
      { rpId: "evil.example" },
      { challenge: Buffer.from("not-issued").toString("base64url") },
      { noUserVerification: true },
    ];
    for (const tamper of attempts) {
      const options = await api.passkeys.registrationOptions();
      const response = new SoftAuthenticator(ORIGIN).create(options, tamper);
      await expectTrpcError(
        api.passkeys.register({ name: "Bad", response }),
        tamper.challenge ? "UNAUTHORIZED" : "BAD_REQUEST",
        tamper.challenge ? PASSKEY_CHALLENGE_INVALID : PASSKEY_VERIFICATION_FAILED,
      );
    }
    expect(await api.passkeys.list()).toEqual([]);
  });

  it("binds a registration challenge to the account and session that asked for it", async () => {
    const { api } = await signedIn();
    const options = await api.passkeys.registrationOptions();
    const response = new SoftAuthenticator(ORIGIN).create(options);
    // Another person cannot answer it...
    const other = await signedIn();
    await expectTrpcError(
      other.api.passkeys.register({ name: "Theirs", response }),
      "UNAUTHORIZED",
      PASSKEY_CHALLENGE_INVALID,
    );
    // ...and it was used up by that attempt: single use, whoever tried.
    await expectTrpcError(
      api.passkeys.register({ name: "Mine", response }),
      "UNAUTHORIZED",
      PASSKEY_CHALLENGE_INVALID,
    );
    expect(await api.passkeys.list()).toEqual([]);
  });

  it("removes a passkey with its e-mail; removing it again, or another person's, is a 404", async () => {
    const { api, user, passkey } = await withPasskey("Old key");
    const other = await signedIn();
    await expectTrpcError(other.api.passkeys.remove({ id: passkey.id }), "NOT_FOUND", PASSKEY_NOT_FOUND);
    await expectTrpcError(other.api.passkeys.rename({ id: passkey.id, name: "Mine now" }), "NOT_FOUND");
    await api.passkeys.remove({ id: passkey.id });
    expect(await api.passkeys.list()).toEqual([]);
    await expectTrpcError(api.passkeys.remove({ id: passkey.id }), "NOT_FOUND", PASSKEY_NOT_FOUND);
    const subjects = (await securityMails(user.email)).map((m) => m.subject);
    expect(subjects).toEqual([
      "A passkey was added to your LeadCoach account",
      "A passkey was removed from your LeadCoach account",
    ]);
  });

  it("is refused to a personal access token", async () => {
    const user = await createUser(t.db);
    const api = await callerFor(t.db, {
      userId: user.id,
      credential: { kind: "token", tokenId: 1, scope: "write", admin: false },
    });
    await expectTrpcError(api.passkeys.list(), "FORBIDDEN");
    await expectTrpcError(api.passkeys.registrationOptions(), "FORBIDDEN");
  });
});

describe("passkeys: sign in without a password", () => {
  it("signs in the passkey's owner, moves the counter and last used", async () => {
    const { user, authenticator, passkey } = await withPasskey();
    const browser = await visitor();
    const options = await browser.api.passkeys.signInOptions();
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe("required");
    const result = await browser.api.passkeys.signIn({ response: authenticator.get(options) });
    expect(result.user.id).toBe(user.id);
    expect(browser.session.userId).toBe(user.id);
    const row = await t.db
      .selectFrom("passkeys")
      .selectAll()
      .where("id", "=", passkey.id)
      .executeTakeFirstOrThrow();
    expect(row.counter).toBe(1);
    expect(row.lastUsedAt).not.toBeNull();
    const event = await t.db
      .selectFrom("activityEvents")
      .select("detail")
      .where("userId", "=", user.id)
      .where("type", "=", "sign_in")
      .executeTakeFirstOrThrow();
    expect(event.detail).toEqual({ method: "passkey" });
    expect(await challengeLeft(options.challenge)).toBe(false);
  });

  it("refuses a wrong origin, a wrong RP ID and a missing user verification, signing nobody in", async () => {
    const { authenticator } = await withPasskey();
    for (const tamper of [
      { origin: "https://evil.example" },
      { rpId: "evil.example" },
      { noUserVerification: true },
    ]) {
      const browser = await visitor();
      const options = await browser.api.passkeys.signInOptions();
      await expectTrpcError(
        browser.api.passkeys.signIn({ response: authenticator.get(options, tamper) }),
        "UNAUTHORIZED",
        PASSKEY_VERIFICATION_FAILED,
      );
      expect(browser.session.signIns).toBe(0);
    }
  });

  it("refuses a challenge never issued and a replayed answer", async () => {
    const { authenticator } = await withPasskey();
    const browser = await visitor();
    const options = await browser.api.passkeys.signInOptions();
    const forged = authenticator.get(options, { challenge: Buffer.from("made-up").toString("base64url") });
    await expectTrpcError(
      browser.api.passkeys.signIn({ response: forged }),
      "UNAUTHORIZED",
      PASSKEY_CHALLENGE_INVALID,
    );
    const answer = authenticator.get(options);
    await browser.api.passkeys.signIn({ response: answer });
    const replay = await visitor();
    await expectTrpcError(
      replay.api.passkeys.signIn({ response: answer }),
      "UNAUTHORIZED",
      PASSKEY_CHALLENGE_INVALID,
    );
    expect(replay.session.signIns).toBe(0);
  });

  it("refuses an expired challenge", async () => {
    const { authenticator } = await withPasskey();
    const browser = await visitor();
    const options = await browser.api.passkeys.signInOptions();
    await t.db
      .updateTable("webauthnChallenges")
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .execute();
    await expectTrpcError(
      browser.api.passkeys.signIn({ response: authenticator.get(options) }),
      "UNAUTHORIZED",
      PASSKEY_CHALLENGE_INVALID,
    );
  });

  it("refuses a counter that goes backwards (a cloned authenticator), leaving the stored counter", async () => {
    const { authenticator, passkey } = await withPasskey();
    const first = await visitor();
    await first.api.passkeys.signIn({
      response: authenticator.get(await first.api.passkeys.signInOptions(), { counter: 10 }),
    });
    for (const counter of [10, 3]) {
      const browser = await visitor();
      const options = await browser.api.passkeys.signInOptions();
      await expectTrpcError(
        browser.api.passkeys.signIn({ response: authenticator.get(options, { counter }) }),
        "UNAUTHORIZED",
        PASSKEY_VERIFICATION_FAILED,
      );
      expect(browser.session.signIns).toBe(0);
    }
    const row = await t.db
      .selectFrom("passkeys")
      .select("counter")
      .where("id", "=", passkey.id)
      .executeTakeFirstOrThrow();
    expect(row.counter).toBe(10);
  });

  it("accepts an authenticator that keeps no counter (always 0)", async () => {
    const { authenticator } = await withPasskey();
    for (let i = 0; i < 2; i++) {
      const browser = await visitor();
      const options = await browser.api.passkeys.signInOptions();
      await browser.api.passkeys.signIn({ response: authenticator.get(options, { counter: 0 }) });
      expect(browser.session.signIns).toBe(1);
    }
  });

  it("refuses cleanly a passkey removed from another tab mid-sign-in", async () => {
    const { api, authenticator, passkey, user } = await withPasskey();
    const browser = await visitor();
    const options = await browser.api.passkeys.signInOptions();
    const answer = authenticator.get(options);
    await api.passkeys.remove({ id: passkey.id });
    await expectTrpcError(browser.api.passkeys.signIn({ response: answer }), "UNAUTHORIZED", PASSKEY_UNKNOWN);
    expect(browser.session.signIns).toBe(0);
    const events = await t.db
      .selectFrom("activityEvents")
      .select("id")
      .where("userId", "=", user.id)
      .where("type", "=", "sign_in")
      .execute();
    expect(events).toEqual([]);
    expect(await challengeLeft(options.challenge)).toBe(false);
  });

  it("refuses a deactivated account's passkey", async () => {
    const { user, authenticator } = await withPasskey();
    await t.db.updateTable("users").set({ isActive: false }).where("id", "=", user.id).execute();
    const browser = await visitor();
    const options = await browser.api.passkeys.signInOptions();
    await expectTrpcError(
      browser.api.passkeys.signIn({ response: authenticator.get(options) }),
      "UNAUTHORIZED",
      /deactivated/,
    );
    expect(browser.session.signIns).toBe(0);
  });

  it("lets exactly one of two concurrent answers to one challenge win", async () => {
    const { authenticator } = await withPasskey();
    const phone = await withPasskey();
    for (let round = 0; round < 5; round++) {
      const browser = await visitor();
      const options = await browser.api.passkeys.signInOptions();
      // Two answers to the same challenge (two passkeys, so the counter does not decide): one wins.
      const results = await Promise.allSettled([
        browser.api.passkeys.signIn({ response: authenticator.get(options) }),
        browser.api.passkeys.signIn({ response: phone.authenticator.get(options) }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const failed = results.find((r) => r.status === "rejected");
      expect(((failed as PromiseRejectedResult).reason as Error).message).toBe(PASSKEY_CHALLENGE_INVALID);
      expect(browser.session.signIns).toBe(1);
    }
  });
});

describe("passkeys: the sign-in's second step", () => {
  /** A person with a passkey who has just given their password: the session waits for a second step. */
  async function pendingAfterPassword() {
    const owner = await withPasskey();
    const browser = await visitor();
    const result = await browser.api.auth.login({ email: owner.user.email, password: owner.user.password });
    expect(result).toEqual({ status: "second_factor", methods: ["passkey"] });
    expect(browser.session.signIns).toBe(0);
    return { owner, browser };
  }

  it("signs in with the pending account's passkey, offered by its id", async () => {
    const { owner, browser } = await pendingAfterPassword();
    const options = await browser.api.passkeys.secondFactorOptions();
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([
      Buffer.from(owner.authenticator.credentials[0]!.id).toString("base64url"),
    ]);
    const result = await browser.api.passkeys.verifySecondFactor({
      response: owner.authenticator.get(options),
    });
    expect(result.user.id).toBe(owner.user.id);
    expect(browser.session.userId).toBe(owner.user.id);
    const event = await t.db
      .selectFrom("activityEvents")
      .select("detail")
      .where("userId", "=", owner.user.id)
      .where("type", "=", "sign_in")
      .executeTakeFirstOrThrow();
    expect(event.detail).toEqual({ method: "password", secondFactor: "passkey" });
  });

  it("refuses another person's passkey, writing nothing and signing nobody in", async () => {
    const { browser } = await pendingAfterPassword();
    const intruder = await withPasskey("Intruder key");
    const options = await browser.api.passkeys.secondFactorOptions();
    await expectTrpcError(
      browser.api.passkeys.verifySecondFactor({ response: intruder.authenticator.get(options) }),
      "FORBIDDEN",
      PASSKEY_NOT_YOURS,
    );
    expect(browser.session.signIns).toBe(0);
    const row = await t.db
      .selectFrom("passkeys")
      .select(["counter", "lastUsedAt"])
      .where("id", "=", intruder.passkey.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ counter: 0, lastUsedAt: null });
  });

  it("does not take a sign-in challenge, and needs a pending step", async () => {
    const { owner, browser } = await pendingAfterPassword();
    // A challenge issued for 'Sign in with a passkey' does not serve the second step.
    const signInOptions = await browser.api.passkeys.signInOptions();
    await expectTrpcError(
      browser.api.passkeys.verifySecondFactor({ response: owner.authenticator.get(signInOptions) }),
      "UNAUTHORIZED",
      PASSKEY_CHALLENGE_INVALID,
    );
    const nobody = await visitor();
    await expectTrpcError(nobody.api.passkeys.secondFactorOptions(), "UNAUTHORIZED");
    await expectTrpcError(
      nobody.api.passkeys.verifySecondFactor({ response: owner.authenticator.get(signInOptions) }),
      "UNAUTHORIZED",
    );
  });

  it("a passkey sign-in needs no second step even when the policy requires one", async () => {
    const { user, authenticator } = await withPasskey();
    const config = { secondFactorDefaultPolicy: "everyone" as const };
    // The password alone would be asked for a second step...
    const byPassword = new RecordingSession();
    const passwordApi = await callerFor(t.db, { session: byPassword, config });
    expect((await passwordApi.auth.login({ email: user.email, password: user.password })).status).toBe(
      "second_factor",
    );
    // ...the passkey alone signs in.
    const session = new RecordingSession();
    const api = await callerFor(t.db, { session, config });
    const options = await api.passkeys.signInOptions();
    const result = await api.passkeys.signIn({ response: authenticator.get(options) });
    expect(result.user.id).toBe(user.id);
    expect(session.userId).toBe(user.id);
  });
});

describe("passkeys: enrolment at the sign-in", () => {
  const config = { secondFactorDefaultPolicy: "everyone" as const };

  /** A person with no second factor under a policy requiring one, past their password. */
  async function pendingEnrolment() {
    const user = await createUser(t.db);
    const session = new RecordingSession();
    const api = await callerFor(t.db, { session, config, userAgent: "Mozilla/5.0 (X11; Linux x86_64)" });
    const login = await api.auth.login({ email: user.email, password: user.password });
    expect(login).toEqual({ status: "enrol", methods: ["totp", "passkey"] });
    expect(await api.twoFactor.pending()).toEqual({ status: "enrol", methods: ["totp", "passkey"] });
    return { user, session, api };
  }

  it("registers a passkey for the pending account and signs in with it, e-mailing the addition", async () => {
    const { user, session, api } = await pendingEnrolment();
    const authenticator = new SoftAuthenticator(ORIGIN);
    const options = await api.passkeys.enrolmentOptions();
    expect(options.user.name).toBe(user.email);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });
    expect(session.userId).toBeNull();
    const result = await api.passkeys.enrol({ name: "Laptop", response: authenticator.create(options) });
    expect(result.user.id).toBe(user.id);
    expect(session.userId).toBe(user.id);
    expect(session.pendingSecondFactor()).toBeNull();
    const passkeys = await t.db
      .selectFrom("passkeys")
      .select(["name"])
      .where("userId", "=", user.id)
      .execute();
    expect(passkeys).toEqual([{ name: "Laptop" }]);
    const event = await t.db
      .selectFrom("activityEvents")
      .select("detail")
      .where("userId", "=", user.id)
      .where("type", "=", "sign_in")
      .executeTakeFirstOrThrow();
    expect(event.detail).toEqual({ method: "password", secondFactor: "passkey" });
    const mails = await securityMails(user.email);
    expect(mails.map((m) => m.subject)).toEqual(["A passkey was added to your LeadCoach account"]);
    expect(mails[0]!.textBody).toContain('A passkey named "Laptop" was added');

    // The new passkey then serves as the second step of the next sign-in.
    const next = new RecordingSession();
    const nextApi = await callerFor(t.db, { session: next, config });
    expect(await nextApi.auth.login({ email: user.email, password: user.password })).toEqual({
      status: "second_factor",
      methods: ["passkey"],
    });
    const step = await nextApi.passkeys.secondFactorOptions();
    await nextApi.passkeys.verifySecondFactor({ response: authenticator.get(step) });
    expect(next.userId).toBe(user.id);
  });

  it("refuses a visitor with no pending sign-in (401), storing nothing", async () => {
    const pending = await pendingEnrolment();
    const options = await pending.api.passkeys.enrolmentOptions();
    const response = new SoftAuthenticator(ORIGIN).create(options);
    const nobody = await visitor();
    await expectTrpcError(nobody.api.passkeys.enrolmentOptions(), "UNAUTHORIZED");
    await expectTrpcError(nobody.api.passkeys.enrol({ name: "Stolen", response }), "UNAUTHORIZED");
    expect(nobody.session.signIns).toBe(0);
    expect(
      await t.db.selectFrom("passkeys").select("id").where("userId", "=", pending.user.id).execute(),
    ).toEqual([]);
  });

  it("refuses an account not under enrolment: one with a factor already (403), or signed in (401)", async () => {
    // A pending sign-in whose account has a passkey proves it rather than adding one.
    const owner = await withPasskey();
    const browser = await visitor();
    await browser.api.auth.login({ email: owner.user.email, password: owner.user.password });
    await expectTrpcError(browser.api.passkeys.enrolmentOptions(), "FORBIDDEN", /second factor first/);
    // A signed-in person adds passkeys from the settings, not through the sign-in's enrolment.
    await expectTrpcError(owner.api.passkeys.enrolmentOptions(), "UNAUTHORIZED");
    expect(browser.session.signIns).toBe(0);
  });

  it("binds the challenge to the pending sign-in: a settings challenge or another sign-in's does not fit", async () => {
    const { user, session, api } = await pendingEnrolment();
    // A challenge from another pending sign-in of the same account (another browser).
    const other = new RecordingSession();
    const otherApi = await callerFor(t.db, { session: other, config });
    await otherApi.auth.login({ email: user.email, password: user.password });
    const otherOptions = await otherApi.passkeys.enrolmentOptions();
    await expectTrpcError(
      api.passkeys.enrol({ name: "Other", response: new SoftAuthenticator(ORIGIN).create(otherOptions) }),
      "UNAUTHORIZED",
      PASSKEY_CHALLENGE_INVALID,
    );
    expect(session.signIns).toBe(0);
  });
});
