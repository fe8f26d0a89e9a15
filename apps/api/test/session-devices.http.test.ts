import { createUser } from "@leadcoach/api/testing";
import { SoftAuthenticator } from "@leadcoach/api/testing-webauthn";
import { startTestMailbox, type TestMailbox } from "@leadcoach/api/testing-mail";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, sessionCookie, useTestServer } from "./testing";

const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const EDGE_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86";

let mailbox: TestMailbox;
beforeAll(async () => {
  mailbox = await startTestMailbox();
});
afterAll(async () => {
  await mailbox.close();
});
// A real SMTP server behind the outbox worker: what the tests count is what was delivered.
const APP_URL = "http://localhost:3000";
const server = useTestServer(() => ({ SMTP_URL: mailbox.url, OUTBOX_POLL_MS: "50", APP_URL }));

/**
 * A request that holds its session until the test lets it finish, then changes the session (so the
 * session plugin saves it) and moves its last-seen time: both writes a revoked session must survive.
 */
function addHeldRoute(app: FastifyInstance) {
  const gates: (() => void)[] = [];
  app.get("/test/held-touch", async (request) => {
    await new Promise<void>((resolve) => gates.push(resolve));
    request.session.set("renewedAt", Date.now());
    await app.sessions.store.touch(request.session.sessionId, new Date(Date.now() + 3_600_000));
    return { userId: request.session.get("userId") ?? null };
  });
  return {
    release: () => gates.splice(0).forEach((open) => open()),
    waiting: () => gates.length,
  };
}
let held: ReturnType<typeof addHeldRoute>;
beforeAll(() => {
  held = addHeldRoute(server.app);
});

async function until(condition: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 400 && !(await condition()); i++) await new Promise((r) => setTimeout(r, 10));
  expect(await condition()).toBe(true);
}

let ipCount = 0;
const nextIp = () => `198.51.100.${(ipCount++ % 250) + 1}`;

async function signInFrom(email: string, password: string, userAgent: string, ip = nextIp()) {
  const response = await server.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
    headers: { "user-agent": userAgent },
    remoteAddress: ip,
  });
  expect(response.statusCode).toBe(200);
  return sessionCookie(response);
}

const me = (cookie: string) =>
  server.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });

interface Listed {
  id: string;
  browser: string;
  os: string;
  ip: string | null;
  current: boolean;
}

async function list(cookie: string): Promise<Listed[]> {
  const response = await send(server.app, "GET", "/trpc/sessions.list", { cookie });
  expect(response.statusCode).toBe(200);
  return response.json<{ result: { data: Listed[] } }>().result.data;
}

const revoke = (cookie: string, id: string) =>
  send(server.app, "POST", "/trpc/sessions.revoke", { cookie, body: { id } });

describe("a person's sessions over HTTP", () => {
  it("lists both devices, marks this one, and ending the other signs it out on its next request", async () => {
    const account = await createUser(server.db);
    const laptop = await signInFrom(account.email, account.password, FIREFOX_LINUX, "192.0.2.10");
    const phone = await signInFrom(account.email, account.password, SAFARI_IPHONE, "192.0.2.11");
    const sessions = await list(laptop);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ browser: "Firefox", os: "Linux", ip: "192.0.2.10", current: true });
    expect(sessions[1]).toMatchObject({ browser: "Safari", os: "iOS", ip: "192.0.2.11", current: false });

    expect((await revoke(laptop, sessions[1]!.id)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await list(laptop)).map((s) => s.id)).toEqual([sessions[0]!.id]);
  });

  it("'Sign out everywhere else' ends every other session and keeps this one", async () => {
    const account = await createUser(server.db);
    const mine = await signInFrom(account.email, account.password, FIREFOX_LINUX);
    const others = [
      await signInFrom(account.email, account.password, SAFARI_IPHONE),
      await signInFrom(account.email, account.password, EDGE_WINDOWS),
    ];
    const response = await send(server.app, "POST", "/trpc/sessions.revokeOthers", {
      cookie: mine,
      body: {},
    });
    expect(response.json()).toEqual({ result: { data: { revoked: 2 } } });
    for (const cookie of others) expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(mine)).statusCode).toBe(200);
  });

  it("another person's session can be neither listed nor ended", async () => {
    const owner = await createUser(server.db);
    const intruder = await createUser(server.db);
    const ownerCookie = await signInFrom(owner.email, owner.password, FIREFOX_LINUX);
    const intruderCookie = await signInFrom(intruder.email, intruder.password, FIREFOX_LINUX);
    const [ownerSession] = await list(ownerCookie);
    expect((await list(intruderCookie)).map((s) => s.id)).not.toContain(ownerSession!.id);
    const refused = await revoke(intruderCookie, ownerSession!.id);
    expect(refused.statusCode).toBe(404);
    expect((await me(ownerCookie)).statusCode).toBe(200);
  });

  it("is not for access tokens: a bearer request is refused", async () => {
    const account = await createUser(server.db);
    const cookie = await signInFrom(account.email, account.password, FIREFOX_LINUX);
    const created = await send(server.app, "POST", "/trpc/accessTokens.create", {
      cookie,
      body: { name: "Script", expiresInDays: 30, scope: "write" },
    });
    const { token } = created.json<{ result: { data: { token: string } } }>().result.data;
    const response = await server.app.inject({
      method: "GET",
      url: "/trpc/sessions.list",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(403);
  });

  it("a session ended while its requests are in flight stays ended (10 trials)", async () => {
    for (let trial = 0; trial < 10; trial++) {
      const account = await createUser(server.db);
      const laptop = await signInFrom(account.email, account.password, FIREFOX_LINUX);
      const phone = await signInFrom(account.email, account.password, SAFARI_IPHONE);
      const phoneId = (await list(laptop)).find((s) => !s.current)!.id;
      const inFlight = [1, 2, 3].map(() =>
        server.app.inject({ method: "GET", url: "/test/held-touch", headers: { cookie: phone } }),
      );
      await until(() => held.waiting() === 3);
      expect((await revoke(laptop, phoneId)).statusCode).toBe(200);
      held.release();
      const finished = await Promise.all(inFlight);
      expect(finished.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect((await me(phone)).statusCode).toBe(401);
      const rows = await server.db
        .selectFrom("sessions")
        .select("publicId")
        .where("userId", "=", account.id)
        .execute();
      expect(rows.map((r) => r.publicId)).not.toContain(phoneId);
    }
  });
});

describe("last seen", () => {
  const lastSeen = async (userId: number) =>
    (
      await server.db
        .selectFrom("sessions")
        .select("lastSeenAt")
        .where("userId", "=", userId)
        .executeTakeFirstOrThrow()
    ).lastSeenAt;

  it("is written at sign-in, not on each request, and moves once a minute has passed", async () => {
    const account = await createUser(server.db);
    const cookie = await signInFrom(account.email, account.password, FIREFOX_LINUX);
    const atSignIn = await lastSeen(account.id);
    expect(atSignIn).not.toBeNull();
    for (let i = 0; i < 3; i++) expect((await me(cookie)).statusCode).toBe(200);
    expect(await lastSeen(account.id)).toEqual(atSignIn);

    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await server.db
      .updateTable("sessions")
      .set({ lastSeenAt: twoMinutesAgo })
      .where("userId", "=", account.id)
      .execute();
    expect((await me(cookie)).statusCode).toBe(200);
    const moved = await lastSeen(account.id);
    expect(moved!.getTime()).toBeGreaterThan(twoMinutesAgo.getTime() + 60_000);
    expect((await me(cookie)).statusCode).toBe(200);
    expect(await lastSeen(account.id)).toEqual(moved);
  });
});

describe("security e-mails, delivered over SMTP", () => {
  /** Every e-mail queued for the address has left the outbox. */
  const outboxDrained = async (to: string) =>
    (
      await server.db
        .selectFrom("emailOutbox")
        .select("id")
        .where("toAddress", "=", to)
        .where("status", "=", "pending")
        .execute()
    ).length === 0;

  const delivered = async (to: string) => {
    await until(() => outboxDrained(to));
    return mailbox.messages.filter((m) => m.to === to.toLowerCase());
  };

  it("a new device gets one e-mail; the first sign-in after sign-up and a known device get none", async () => {
    const email = `signup-${Date.now()}@example.test`;
    const signup = await server.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: { email, password: "correct-horse", name: "Nina New" },
      headers: { "user-agent": FIREFOX_LINUX },
    });
    expect(signup.statusCode).toBe(201);
    await signInFrom(email, "correct-horse", FIREFOX_LINUX);
    expect(await delivered(email)).toEqual([]);

    await Promise.all([1, 2, 3].map(() => signInFrom(email, "correct-horse", SAFARI_IPHONE, "203.0.113.5")));
    await signInFrom(email, "correct-horse", SAFARI_IPHONE, "203.0.113.6");
    const mails = await delivered(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("New sign-in to your LeadCoach account");
    expect(mails[0]!.text).toContain("Device: Safari on iOS");
    expect(mails[0]!.text).toContain("IP address: 203.0.113.5");
    expect(mails[0]!.links.some((l) => l.endsWith("/settings"))).toBe(true);
  });

  it("a password change sends one e-mail to the account", async () => {
    const account = await createUser(server.db);
    const cookie = await signInFrom(account.email, account.password, EDGE_WINDOWS, "203.0.113.44");
    const change = await server.app.inject({
      method: "POST",
      url: "/trpc/settings.changePassword",
      headers: { cookie, "user-agent": EDGE_WINDOWS, "content-type": "application/json" },
      payload: JSON.stringify({ currentPassword: account.password, newPassword: `new-${account.password}` }),
      remoteAddress: "203.0.113.44",
    });
    expect(change.statusCode).toBe(200);
    const mails = await delivered(account.email);
    expect(mails.map((m) => m.subject)).toEqual(["Your LeadCoach password was changed"]);
    expect(mails[0]!.text).toContain("Device: Edge on Windows");
  });

  it("an access token, a passkey added and removed, and a new address each send one e-mail", async () => {
    const account = await createUser(server.db);
    const cookie = await signInFrom(account.email, account.password, EDGE_WINDOWS, "203.0.113.45");
    const call = async (path: string, body: unknown) => {
      const response = await send(server.app, "POST", `/trpc/${path}`, { cookie, body });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ result: { data: unknown } }>().result.data;
    };
    await call("accessTokens.create", { name: "CI export", expiresInDays: 30, scope: "read" });
    const authenticator = new SoftAuthenticator(APP_URL);
    const options = (await call("passkeys.registrationOptions", {})) as Parameters<
      SoftAuthenticator["create"]
    >[0];
    const passkey = (await call("passkeys.register", {
      name: "Work laptop",
      response: authenticator.create(options),
    })) as { id: number };
    await call("passkeys.remove", { id: passkey.id });
    const newEmail = `moved-${account.email}`;
    await call("profile.update", { name: account.name, email: newEmail });

    expect((await delivered(account.email)).map((m) => m.subject)).toEqual([
      "A personal access token was created on your LeadCoach account",
      "A passkey was added to your LeadCoach account",
      "A passkey was removed from your LeadCoach account",
      "The e-mail address of your LeadCoach account was changed",
    ]);
    expect((await delivered(newEmail)).map((m) => m.subject)).toEqual([
      "The e-mail address of your LeadCoach account was changed",
    ]);
  });
});
