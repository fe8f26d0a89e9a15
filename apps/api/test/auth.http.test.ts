import { createUser } from "@leadcoach/api/testing";
import { createDb, type DbHandle } from "@leadcoach/db";
import { createTestDb, testDbKind } from "@leadcoach/db/testing";
import { describe, expect, it } from "vitest";
import { deleteExpiredSessions } from "../src/plugins/session-store";
import {
  buildTestApp,
  useTestServer,
  frozenInWindow,
  sessionCookie,
  signIn,
  send,
  sessionRowsOf,
  sessionRowOf,
  signedInUser,
} from "./testing";

const server = useTestServer();

const unique = () => `${Math.random().toString(36).slice(2)}@example.test`;
const noHash = (body: string) => expect(body).not.toMatch(/\$argon2|"password"/);

describe("POST /api/auth/signup", () => {
  it("accepts both payloads and answers 201 with the user", async () => {
    const tab = await send(server.app, "POST", "/api/auth/signup", {
      body: { name: "Tab", email: unique(), password: "s3cret-one" },
    });
    expect(tab.statusCode).toBe(201);
    expect(tab.json()).toMatchObject({ user: { name: "Tab", role: "user" } });
    noHash(tab.body);
    const full = await server.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      payload: {
        name: "Full",
        email: unique(),
        password: "s3cret-one",
        username: `full${Date.now()}`,
        jobTitle: "Data Scientist",
        department: "Analytics",
        companyName: "Acme",
        yearsExperience: 3,
        technicalBackground: "data",
      },
    });
    expect(full.statusCode).toBe(201);
    expect(full.json()).toMatchObject({
      user: { jobTitle: "Data Scientist", yearsExperience: 3, technicalBackground: "data" },
    });
    // Signing up does not sign in.
    expect(full.cookies.find((c) => c.name === "sid")).toBeUndefined();
  });

  it("answers 409 for a duplicate e-mail and 400 with a message for bad input", async () => {
    const email = unique();
    await send(server.app, "POST", "/api/auth/signup", {
      body: { name: "A", email, password: "s3cret-one" },
    });
    const dup = await send(server.app, "POST", "/api/auth/signup", {
      body: { name: "B", email, password: "s3cret-one" },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: "An account with this email already exists" });
    const short = await send(server.app, "POST", "/api/auth/signup", {
      body: { name: "B", email: unique(), password: "123" },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: "Password must be at least 6 characters long" });
    const missing = await send(server.app, "POST", "/api/auth/signup", { body: { email: unique() } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toMatch(/is required/);
  });
});

describe("sessions", () => {
  it("login sets an httpOnly SameSite=Lax cookie; /api/auth/user answers the user; logout invalidates it", async () => {
    const account = await createUser(server.db);
    const login = await send(server.app, "POST", "/api/auth/login", {
      body: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(200);
    noHash(login.body);
    const raw = String(login.headers["set-cookie"]);
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    const cookie = sessionCookie(login);

    const me = await server.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: account.id, name: account.name, role: "user" });
    noHash(me.body);

    const logout = await server.app.inject({ method: "POST", url: "/api/logout", headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    const after = await server.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: "Please sign in to continue." });
  });

  it("stores only a hash of the session id and no row for anonymous visitors", async () => {
    const before = await server.db
      .selectFrom("sessions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    await server.app.inject({ method: "GET", url: "/api/auth/user" });
    await server.app.inject({ method: "GET", url: "/trpc/auth.session" });
    const after = await server.db
      .selectFrom("sessions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    const account = await createUser(server.db);
    const cookie = await signIn(server.app, account.email, account.password);
    const sessionId = decodeURIComponent(cookie.slice("sid=".length)).split(".")[0] ?? "";
    const rows = await sessionRowsOf(server.db, account.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sid).not.toBe(sessionId);
    expect(rows[0]?.sid).toMatch(/^[0-9a-f]{64}$/);
  });

  it("issues a new session id at login, so a pre-login cookie never becomes a signed-in one", async () => {
    const account = await createUser(server.db);
    // A session that exists before login (e.g. planted by an attacker) ...
    const first = await signIn(server.app, account.email, account.password);
    const again = await send(server.app, "POST", "/api/auth/login", {
      cookie: first,
      body: { email: account.email, password: account.password },
    });
    const second = sessionCookie(again);
    expect(second).not.toBe(first);
    // ... is gone after the new login.
    const old = await server.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie: first } });
    expect(old.statusCode).toBe(401);
  });

  it("a session survives a restart and is accepted by a second server instance", async () => {
    const account = await createUser(server.db);
    const cookie = await signIn(server.app, account.email, account.password);
    // A second process on the same database (on PostgreSQL: its own connection pool).
    const second: DbHandle = server.testDb.url
      ? await createDb({ databaseUrl: server.testDb.url, poolMax: 2 })
      : server.testDb;
    const other = await buildTestApp(second);
    const me = await other.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: account.id });
    await other.close();
    if (second !== server.testDb) await second.close();
    expect(testDbKind()).toMatch(/pglite|postgres/);
  });

  it("answers the same message for a wrong password and an unknown e-mail, and 429 when limited", async () => {
    const limited = await buildTestApp(
      server.testDb,
      { LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: "2" },
      { now: frozenInWindow(60_000, 15_000) },
    );
    const account = await createUser(server.db);
    const wrong = await limited.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: account.email, password: "nope-nope" },
    });
    const unknown = await limited.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: unique(), password: "nope-nope" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Invalid email or password" });
    expect(unknown.json()).toEqual({ message: "Invalid email or password" });
    const blocked = await limited.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: account.email, password: account.password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ message: string }>().message).toMatch(/Too many sign-in attempts/);
    // A forged X-Forwarded-For does not reset the limit without a trusted proxy.
    const forged = await limited.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "x-forwarded-for": "203.0.113.9" },
      payload: { email: account.email, password: account.password },
    });
    expect(forged.statusCode).toBe(429);
    await limited.close();
  });
});

describe("session lifetime", () => {
  it("slides a 30-day expiry and deletes expired rows", async () => {
    const account = await createUser(server.db);
    const login = await send(server.app, "POST", "/api/auth/login", {
      body: { email: account.email, password: account.password },
    });
    const cookie = login.cookies.filter((c) => c.name === "sid" && c.value !== "").at(-1);
    const cookieDays = ((cookie?.expires?.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(cookieDays).toBeGreaterThan(29.9);
    expect(cookieDays).toBeLessThanOrEqual(30);
    const row = await sessionRowOf(server.db, account.id);
    const days = (row.expire.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);

    await server.db
      .updateTable("sessions")
      .set({ expire: new Date(Date.now() - 1000) })
      .where("userId", "=", account.id)
      .execute();
    const expired = await send(server.app, "GET", "/api/auth/user", { cookie: sessionCookie(login) });
    expect(expired.statusCode).toBe(401);
    expect(await deleteExpiredSessions(server.db)).toBeGreaterThanOrEqual(1);
    const left = await sessionRowsOf(server.db, account.id);
    expect(left).toEqual([]);
  });

  it("answers 503, not a crash, when the database is unavailable, and /readyz says so", async () => {
    const broken = await createTestDb();
    const account = await createUser(broken.db);
    const brokenApp = await buildTestApp(broken);
    const cookie = await signIn(brokenApp, account.email, account.password);
    await broken.close();
    const me = await brokenApp.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(me.statusCode).toBe(503);
    expect(me.json<{ message: string }>().message).toMatch(/temporarily unavailable/);
    const ready = await brokenApp.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    await brokenApp.close();
    await broken.drop().catch(() => undefined);
  });
});

describe("PUT /api/profile/update", () => {
  it("updates the profile, validates and keeps e-mails unique", async () => {
    const { cookie, ...account } = await signedInUser(server);
    const other = await createUser(server.db);
    const ok = await send(server.app, "PUT", "/api/profile/update", {
      cookie,
      body: {
        name: "Renamed",
        email: account.email,
        jobTitle: "Tech Lead",
        yearsExperience: 6,
        technicalBackground: "devops",
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ user: { name: "Renamed", jobTitle: "Tech Lead" } });
    noHash(ok.body);
    const bad = await send(server.app, "PUT", "/api/profile/update", {
      cookie,
      body: { name: "", email: account.email },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: "Name and email are required fields." });
    const taken = await send(server.app, "PUT", "/api/profile/update", {
      cookie,
      body: { name: "X", email: other.email },
    });
    expect(taken.statusCode).toBe(409);
    const anonymous = await send(server.app, "PUT", "/api/profile/update", {
      body: { name: "X", email: unique() },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("request hardening", () => {
  it("refuses a cross-site POST on /api and on /trpc, including multipart and input-less mutations", async () => {
    const account = await createUser(server.db);
    const cookie = await signIn(server.app, account.email, account.password);
    const evil = { origin: "https://evil.example", cookie };
    const rest = await server.app.inject({ method: "POST", url: "/api/logout", headers: evil });
    expect(rest.statusCode).toBe(403);
    const trpc = await server.app.inject({ method: "POST", url: "/trpc/auth.logout", headers: evil });
    expect(trpc.statusCode).toBe(403);
    const multipart = await server.app.inject({
      method: "POST",
      url: "/trpc/profile.update",
      headers: { ...evil, "content-type": "multipart/form-data; boundary=x" },
      payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nHacked\r\n--x--\r\n',
    });
    expect(multipart.statusCode).toBe(403);
    const fetchSite = await server.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie, "sec-fetch-site": "cross-site" },
    });
    expect(fetchSite.statusCode).toBe(403);
    // Still signed in: none of them went through.
    expect(
      (await server.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })).statusCode,
    ).toBe(200);
    const same = await server.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie, origin: "http://localhost:3000" },
    });
    expect(same.statusCode).toBe(200);
  });

  it("refuses __proto__ and constructor keys on /api and /trpc", async () => {
    const payload = '{"email":"a@b.c","password":"s3cret-one","__proto__":{"role":"admin"}}';
    const rest = await send(server.app, "POST", "/api/auth/login", { body: payload });
    expect(rest.statusCode).toBe(400);
    const trpc = await send(server.app, "POST", "/trpc/auth.login", { body: payload });
    expect(trpc.statusCode).toBe(400);
    const ctor = await send(server.app, "POST", "/trpc/auth.login", {
      body: '{"email":"a@b.c","password":"x","constructor":{"prototype":{"x":1}}}',
    });
    expect(ctor.statusCode).toBe(400);
  });

  it("caps tRPC batches", async () => {
    const paths = Array.from({ length: 11 }, () => "auth.session").join(",");
    const response = await server.app.inject({ method: "GET", url: `/trpc/${paths}?batch=1&input={}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/At most 10 calls/);
  });

  it("sends a strict Content-Security-Policy and answers health checks", async () => {
    const health = await server.app.inject({ method: "GET", url: "/healthz" });
    expect(health.json()).toEqual({ status: "ok" });
    const csp = String(health.headers["content-security-policy"]);
    for (const directive of [
      "default-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "object-src 'none'",
      "script-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    const ready = await server.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/nope" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Not found" });
  });
});
