import { createUser } from "@leadcoach/api/testing";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, useTestServer, frozenInWindow, signIn, send } from "./testing";

/** A second server on the same database with a low per-token limit, for the rate-limit test. */
let limited: FastifyInstance;
const LIMIT = 5;

const server = useTestServer();
beforeAll(async () => {
  // 15 s into a one-minute window, which the limit counts in.
  limited = await buildTestApp(
    server.testDb,
    { ACCESS_TOKEN_RATE_LIMIT_PER_MINUTE: String(LIMIT) },
    { now: frozenInWindow(60_000, 15_000) },
  );
});
afterAll(async () => {
  await limited.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const json = (response: LightMyRequestResponse) => response.json<Record<string, unknown>>();
const trpcData = (response: LightMyRequestResponse) =>
  (json(response) as { result: { data: Record<string, unknown> } }).result.data;
const trpcMessage = (response: LightMyRequestResponse) =>
  (json(response) as { error: { message: string } }).error.message;

async function account(role: "user" | "admin" | "super_admin" = "user") {
  const user = await createUser(server.db, { role });
  return { ...user, cookie: await signIn(server.app, user.email, user.password) };
}

async function createToken(
  cookie: string,
  input: { scope: "read" | "write"; admin?: boolean; name?: string; expiresInDays?: number },
) {
  const response = await server.app.inject({
    method: "POST",
    url: "/trpc/accessTokens.create",
    headers: { cookie, "content-type": "application/json" },
    payload: JSON.stringify({
      name: input.name ?? "script",
      expiresInDays: input.expiresInDays ?? 30,
      ...input,
    }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return trpcData(response) as { id: number; token: string };
}

const me = (headers: Record<string, string>) =>
  server.app.inject({ method: "GET", url: "/api/auth/user", headers });
const trpcMe = (headers: Record<string, string>) =>
  server.app.inject({ method: "GET", url: "/trpc/auth.me", headers });
const createGoal = (headers: Record<string, string>, title = "From a script") =>
  server.app.inject({
    method: "POST",
    url: "/trpc/goals.create",
    headers: { "content-type": "application/json", ...headers },
    payload: JSON.stringify({ title }),
  });

describe("Authorization: Bearer on /trpc and /api", () => {
  it("acts as the token's owner on both doors; a read-only token reads but never writes", async () => {
    const owner = await account();
    const read = await createToken(owner.cookie, { scope: "read" });
    expect(json(await me(bearer(read.token)))).toMatchObject({ id: owner.id, email: owner.email });
    expect(trpcData(await trpcMe(bearer(read.token)))).toMatchObject({ id: owner.id });

    const refused = await createGoal(bearer(read.token));
    expect(refused.statusCode).toBe(403);
    expect(trpcMessage(refused)).toMatch(/read-only/);
    const goal = await server.db.selectFrom("goals").select("id").where("userId", "=", owner.id).execute();
    expect(goal).toEqual([]);

    const write = await createToken(owner.cookie, { scope: "write" });
    expect((await createGoal(bearer(write.token))).statusCode).toBe(200);
    const [created] = await server.db
      .selectFrom("goals")
      .select("id")
      .where("userId", "=", owner.id)
      .execute();
    // A REST mutation with the read-only token: refused the same way.
    const patch = (token: string) =>
      server.app.inject({
        method: "PATCH",
        url: `/api/goals/${created!.id}`,
        headers: bearer(token),
        payload: { status: "paused" },
      });
    expect((await patch(read.token)).statusCode).toBe(403);
    expect((await patch(write.token)).statusCode).toBe(200);
  });

  it("answers 401 with a readable message to a wrong, revoked or expired token, on both doors", async () => {
    const owner = await account();
    const token = await createToken(owner.cookie, { scope: "read" });
    const unknown = `lc_pat_${"Z".repeat(43)}`;
    for (const header of [bearer(unknown), bearer("not-a-token"), { authorization: "Bearer" }]) {
      const rest = await me(header);
      expect(rest.statusCode).toBe(401);
      expect(json(rest).message).toMatch(/access token|Authorization header/);
      const trpc = await trpcMe(header);
      expect(trpc.statusCode).toBe(401);
      expect(trpcMessage(trpc)).toMatch(/access token|Authorization header/);
    }

    await server.db
      .updateTable("accessTokens")
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where("id", "=", token.id)
      .execute();
    expect(json(await me(bearer(token.token))).message).toMatch(/expired/);
    expect((await trpcMe(bearer(token.token))).statusCode).toBe(401);

    const other = await createToken(owner.cookie, { scope: "write" });
    expect((await me(bearer(other.token))).statusCode).toBe(200);
    const revoke = await send(server.app, "POST", "/trpc/accessTokens.revoke", {
      cookie: owner.cookie,
      body: JSON.stringify({ id: other.id }),
    });
    expect(revoke.statusCode).toBe(200);
    const afterRevoke = await me(bearer(other.token));
    expect(afterRevoke.statusCode).toBe(401);
    expect(json(afterRevoke).message).toMatch(/revoked/);
  });

  it("admin procedures need an admin owner and a token that grants admin", async () => {
    const admin = await account("admin");
    const user = await account();
    const plain = await createToken(admin.cookie, { scope: "read" });
    const granted = await createToken(admin.cookie, { scope: "read", admin: true });
    const userToken = await createToken(user.cookie, { scope: "write" });
    const analytics = (token: string) =>
      server.app.inject({ method: "GET", url: "/api/admin/analytics", headers: bearer(token) });
    expect((await analytics(plain.token)).statusCode).toBe(403);
    expect((await analytics(userToken.token)).statusCode).toBe(403);
    expect((await analytics(granted.token)).statusCode).toBe(200);
    // A user asking for an admin token is refused.
    const refused = await send(server.app, "POST", "/trpc/accessTokens.create", {
      cookie: user.cookie,
      body: JSON.stringify({ name: "x", expiresInDays: 30, scope: "read", admin: true }),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe("a cookie and a bearer token never mix", () => {
  it("an admin's cookie does not upgrade a user's token, and a bad token does not fall back to the cookie", async () => {
    const admin = await account("admin");
    const user = await account();
    const userToken = await createToken(user.cookie, { scope: "write" });
    const both = { cookie: admin.cookie, ...bearer(userToken.token) };
    expect(json(await me(both))).toMatchObject({ id: user.id });
    expect(
      (await server.app.inject({ method: "GET", url: "/api/admin/analytics", headers: both })).statusCode,
    ).toBe(403);

    const bad = await me({ cookie: admin.cookie, ...bearer(`lc_pat_${"Q".repeat(43)}`) });
    expect(bad.statusCode).toBe(401);
  });

  it("a bearer request never creates, renews or ends a session, and cannot sign in or out", async () => {
    const user = await account();
    const token = await createToken(user.cookie, { scope: "write" });
    const headers = { cookie: user.cookie, ...bearer(token.token) };
    const logout = await server.app.inject({ method: "POST", url: "/api/logout", headers });
    expect(logout.statusCode).toBe(403);
    expect(logout.headers["set-cookie"]).toBeUndefined();
    const login = await server.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: bearer(token.token),
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.headers["set-cookie"]).toBeUndefined();
    const changePassword = await server.app.inject({
      method: "POST",
      url: "/trpc/settings.changePassword",
      headers: { ...headers, "content-type": "application/json" },
      payload: JSON.stringify({ currentPassword: user.password, newPassword: "a-new-password" }),
    });
    expect(changePassword.statusCode).toBe(403);
    const createAnother = await server.app.inject({
      method: "POST",
      url: "/trpc/accessTokens.create",
      headers: { ...headers, "content-type": "application/json" },
      payload: JSON.stringify({ name: "from a token", expiresInDays: 30, scope: "write" }),
    });
    expect(createAnother.statusCode).toBe(403);
    const read = await me(headers);
    expect(read.statusCode).toBe(200);
    expect(read.headers["set-cookie"]).toBeUndefined();
    // The session the cookie names is untouched by all of that.
    expect(json(await me({ cookie: user.cookie }))).toMatchObject({ id: user.id });
  });

  it("a bearer request skips the same-origin check; a cookie request from another site is still refused", async () => {
    const user = await account();
    const token = await createToken(user.cookie, { scope: "write" });
    const evil = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
    expect((await createGoal({ ...evil, ...bearer(token.token) })).statusCode).toBe(200);
    const withCookie = await createGoal({ ...evil, cookie: user.cookie });
    expect(withCookie.statusCode).toBe(403);
    expect(json(withCookie).message).toBe("Cross-site requests are not allowed.");
    // A proxy's Basic credentials are no bearer request: the check still applies.
    const basic = await createGoal({ ...evil, cookie: user.cookie, authorization: "Basic dXNlcjpwYXNz" });
    expect(basic.statusCode).toBe(403);
  });
});

describe("per-token rate limit", () => {
  it(`answers 429 with Retry-After past ${LIMIT} requests a minute, on both doors, per token`, async () => {
    const user = await account();
    const token = await createToken(user.cookie, { scope: "read" });
    const other = await createToken(user.cookie, { scope: "read" });
    // Keep clear of a minute's end so every request lands in the same window.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) {
      statuses.push(
        (await limited.inject({ method: "GET", url: "/api/auth/user", headers: bearer(token.token) }))
          .statusCode,
      );
    }
    expect(statuses).toEqual(Array.from({ length: LIMIT }, () => 200));
    const rest = await limited.inject({ method: "GET", url: "/api/auth/user", headers: bearer(token.token) });
    expect(rest.statusCode).toBe(429);
    // 15 s into the frozen minute: 45 s until it ends, then 60 / LIMIT of the next minute until this
    // minute's LIMIT weigh LIMIT - 1 in the sliding window.
    expect(rest.headers["retry-after"]).toBe(String(45 + Math.ceil(60 / LIMIT)));
    expect(json(rest).message).toMatch(/Too many requests with this access token/);
    const trpc = await limited.inject({ method: "GET", url: "/trpc/auth.me", headers: bearer(token.token) });
    expect(trpc.statusCode).toBe(429);
    expect(trpc.headers["retry-after"]).toBeDefined();
    expect(trpcMessage(trpc)).toMatch(/Too many requests/);
    // Another token of the same person has its own allowance.
    expect(
      (await limited.inject({ method: "GET", url: "/api/auth/user", headers: bearer(other.token) }))
        .statusCode,
    ).toBe(200);
  });
});
