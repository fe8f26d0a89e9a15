import { describe, expect, it } from "vitest";
import { defaultApiConfig } from "../config";
import {
  callerFor,
  createClock,
  createUser,
  expectTrpcError,
  RecordingSession,
  userWithCaller,
  useTestDb,
} from "../testing";

const t = useTestDb();

const unique = () => `${Math.random().toString(36).slice(2)}@example.test`;

describe("auth.signup", () => {
  it("creates a user from the tab form (name, email, password) with role user", async () => {
    const api = await callerFor(t.db);
    const email = unique();
    const { user, message } = await api.auth.signup({ name: "Tab Person", email, password: "s3cret-one" });
    expect(user).toMatchObject({ name: "Tab Person", email, role: "user", yearsExperience: 0 });
    expect(message).toBe("Account created successfully! Please sign in.");
    expect(JSON.stringify(user)).not.toContain("argon2");
    const stored = await t.db
      .selectFrom("users")
      .select("password")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(stored.password).toMatch(/^\$argon2id\$/);
  });

  it("creates a user from the full page payload", async () => {
    const api = await callerFor(t.db);
    const email = unique();
    const username = `u${Date.now()}`;
    const profile = {
      username,
      jobTitle: "Staff Engineer",
      department: "Platform",
      companyName: "Acme",
      yearsExperience: 6,
      technicalBackground: "engineering",
    } as const;
    const { user } = await api.auth.signup({ name: "Full Person", email, password: "secret12", ...profile });
    expect(user).toMatchObject({ ...profile, role: "user" });
  });

  it("refuses a duplicate e-mail, whatever its case, with 409", async () => {
    const api = await callerFor(t.db);
    const email = unique();
    await api.auth.signup({ name: "A", email, password: "s3cret-one" });
    await expectTrpcError(
      api.auth.signup({ name: "B", email: email.toUpperCase(), password: "s3cret-one" }),
      "CONFLICT",
      "An account with this email already exists",
    );
  });

  it("refuses a taken username with 409", async () => {
    const api = await callerFor(t.db);
    const username = `taken${Date.now()}`;
    await api.auth.signup({ name: "A", email: unique(), password: "s3cret-one", username });
    await expectTrpcError(
      api.auth.signup({
        name: "B",
        email: unique(),
        password: "s3cret-one",
        username: username.toUpperCase(),
      }),
      "CONFLICT",
      "That username is taken",
    );
  });

  it("refuses a short password and missing fields with a readable 400", async () => {
    const api = await callerFor(t.db);
    await expectTrpcError(
      api.auth.signup({ name: "A", email: unique(), password: "12345" }),
      "BAD_REQUEST",
      "Password must be at least 6 characters long",
    );
    await expectTrpcError(
      api.auth.signup({ name: "", email: unique(), password: "s3cret-one" }),
      "BAD_REQUEST",
      "Name is required",
    );
    await expectTrpcError(
      api.auth.signup({ name: "A", password: "s3cret-one" } as never),
      "BAD_REQUEST",
      "email is required",
    );
  });

  it("limits sign-up attempts per IP per hour with 429, for that IP and that sliding hour only", async () => {
    const clock = createClock("2026-11-21T09:05:00Z");
    const config = { rateLimits: { ...limits(), signupsPerIpPerHour: 2 } };
    const api = await callerFor(t.db, { clientIp: "10.9.9.9", clock, config });
    await api.auth.signup({ name: "A", email: unique(), password: "s3cret-one" });
    await api.auth.signup({ name: "B", email: unique(), password: "s3cret-one" });
    await expectTrpcError(
      api.auth.signup({ name: "C", email: unique(), password: "s3cret-one" }),
      "TOO_MANY_REQUESTS",
      "Too many sign-up attempts",
    );
    const otherIp = await callerFor(t.db, { clientIp: "10.9.9.10", clock, config });
    await otherIp.auth.signup({ name: "D", email: unique(), password: "s3cret-one" });
    // The window slides: an hour on, the earlier attempts have left it.
    clock.set("2026-11-21T11:00:00Z");
    await api.auth.signup({ name: "E", email: unique(), password: "s3cret-one" });
  });

  it("limits sign-up attempts per e-mail address across IPs", async () => {
    const clock = createClock("2026-11-21T09:05:00Z");
    const email = unique();
    const perAddress = defaultApiConfig.rateLimits.signupsPerAccountPerHour;
    const first = await callerFor(t.db, { clientIp: "10.6.0.1", clock });
    await first.auth.signup({ name: "A", email, password: "s3cret-one" });
    for (let i = 2; i <= perAddress; i++) {
      const api = await callerFor(t.db, { clientIp: `10.6.0.${i}`, clock });
      await expectTrpcError(api.auth.signup({ name: "A", email, password: "s3cret-one" }), "CONFLICT");
    }
    const fresh = await callerFor(t.db, { clientIp: "10.6.1.1", clock });
    await expectTrpcError(
      fresh.auth.signup({ name: "A", email, password: "s3cret-one" }),
      "TOO_MANY_REQUESTS",
    );
  });

  it(
    "with the default limits, lets a cohort of 150 and as many again sign up from one office address within an hour, and refuses the 301st",
    { timeout: 120_000 },
    async () => {
      expect(defaultApiConfig.rateLimits.signupsPerIpPerHour).toBe(300);
      const clock = createClock("2026-11-21T09:00:00Z");
      const office = await callerFor(t.db, { clientIp: "203.0.113.80", clock });
      // The cohort of 150, then as many again (a second team, typos and retries): all within 50 minutes.
      for (let i = 0; i < 300; i++) {
        clock.set(new Date(Date.parse("2026-11-21T09:00:00Z") + i * 10_000));
        const email = `cohort-${i}-${unique()}`;
        const { user } = await office.auth.signup({ name: `Engineer ${i}`, email, password: "s3cret-one" });
        expect(user.email).toBe(email);
      }
      await expectTrpcError(
        office.auth.signup({ name: "Script", email: unique(), password: "s3cret-one" }),
        "TOO_MANY_REQUESTS",
      );
    },
  );
});

function limits() {
  return { ...defaultApiConfig.rateLimits };
}

describe("auth.login", () => {
  it("signs in with the right password, issuing a session and recording lastLoginAt", async () => {
    const account = await createUser(t.db);
    const session = new RecordingSession();
    const api = await callerFor(t.db, { session });
    const login = await api.auth.login({ email: account.email.toUpperCase(), password: account.password });
    if (login.status !== "signed_in") throw new Error(`expected a sign-in, got ${login.status}`);
    const { user } = login;
    expect(user.id).toBe(account.id);
    expect(user.lastLoginAt).not.toBeNull();
    expect(session.userId).toBe(account.id);
    const events = await t.db
      .selectFrom("activityEvents")
      .select("type")
      .where("userId", "=", account.id)
      .execute();
    expect(events.map((e) => e.type)).toEqual(["sign_in"]);
  });

  it("answers the same message for a wrong password and an unknown e-mail", async () => {
    const account = await createUser(t.db);
    const session = new RecordingSession();
    const api = await callerFor(t.db, { session });
    await expectTrpcError(
      api.auth.login({ email: account.email, password: "wrong-one" }),
      "UNAUTHORIZED",
      /^Invalid email or password$/,
    );
    await expectTrpcError(
      api.auth.login({ email: unique(), password: "whatever" }),
      "UNAUTHORIZED",
      /^Invalid email or password$/,
    );
    expect(session.signIns).toBe(0);
  });

  it("answers 429 after too many failures from one IP, even with the right password", async () => {
    const account = await createUser(t.db);
    const api = await callerFor(t.db, {
      clientIp: "10.8.8.8",
      clock: createClock("2026-11-21T09:05:15Z"),
      config: { rateLimits: { ...limits(), loginFailuresPerIpPerMinute: 3 } },
    });
    for (let i = 0; i < 3; i++) {
      await expectTrpcError(api.auth.login({ email: account.email, password: "nope-nope" }), "UNAUTHORIZED");
    }
    await expectTrpcError(
      api.auth.login({ email: account.email, password: account.password }),
      "TOO_MANY_REQUESTS",
    );
  });

  it("limits failures per account across IPs", async () => {
    const account = await createUser(t.db);
    const config = { rateLimits: { ...limits(), loginFailuresPerAccountPerHour: 2 } };
    const clock = createClock("2026-11-21T09:05:15Z");
    for (const ip of ["10.7.0.1", "10.7.0.2"]) {
      const api = await callerFor(t.db, { clientIp: ip, clock, config });
      await expectTrpcError(api.auth.login({ email: account.email, password: "nope-nope" }), "UNAUTHORIZED");
    }
    const fresh = await callerFor(t.db, { clientIp: "10.7.0.3", clock, config });
    await expectTrpcError(
      fresh.auth.login({ email: account.email, password: account.password }),
      "TOO_MANY_REQUESTS",
    );
  });
});

describe("auth.me, auth.session and auth.logout", () => {
  it("returns the current user with a session and 401 without", async () => {
    const account = await createUser(t.db, { name: "Me Myself" });
    const signedIn = await callerFor(t.db, { userId: account.id });
    expect(await signedIn.auth.me()).toMatchObject({ id: account.id, name: "Me Myself", role: "user" });
    expect(await signedIn.auth.session()).toMatchObject({ id: account.id });
    const anonymous = await callerFor(t.db);
    await expectTrpcError(anonymous.auth.me(), "UNAUTHORIZED");
    expect(await anonymous.auth.session()).toBeNull();
  });

  it("logout ends the session", async () => {
    const account = await createUser(t.db);
    const session = new RecordingSession();
    session.userId = account.id;
    const api = await callerFor(t.db, { userId: account.id, session });
    expect(await api.auth.logout()).toEqual({ success: true });
    expect(session.userId).toBeNull();
  });
});

describe("profile.update", () => {
  it("updates the caller's own profile", async () => {
    const { user: account, api } = await userWithCaller(t.db);
    const { user } = await api.profile.update({
      name: "New Name",
      email: account.email,
      jobTitle: "Engineering Manager",
      department: "Payments",
      companyName: "Acme",
      yearsExperience: 11,
      technicalBackground: "management",
    });
    expect(user).toMatchObject({
      id: account.id,
      name: "New Name",
      jobTitle: "Engineering Manager",
      yearsExperience: 11,
    });
  });

  it("requires name and email and refuses another account's e-mail", async () => {
    const account = await createUser(t.db);
    const other = await createUser(t.db);
    const api = await callerFor(t.db, { userId: account.id });
    await expectTrpcError(
      api.profile.update({ name: "", email: account.email }),
      "BAD_REQUEST",
      "Name and email are required fields.",
    );
    await expectTrpcError(
      api.profile.update({ name: "X", email: "" }),
      "BAD_REQUEST",
      "Name and email are required fields.",
    );
    await expectTrpcError(
      api.profile.update({ name: "X", email: other.email.toUpperCase() }),
      "CONFLICT",
      "An account with this email already exists",
    );
    const stored = await t.db
      .selectFrom("users")
      .select("name")
      .where("id", "=", account.id)
      .executeTakeFirstOrThrow();
    expect(stored.name).toBe("Test User");
  });

  it("needs a signed-in user", async () => {
    const api = await callerFor(t.db);
    await expectTrpcError(api.profile.update({ name: "X", email: unique() }), "UNAUTHORIZED");
  });
});
