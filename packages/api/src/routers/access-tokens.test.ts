import { TRPCError } from "@trpc/server";
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { TokenCredential } from "../context";
import { listProcedures } from "../procedures";
import type { createCaller } from "../root";
import type { AccessTokenScope } from "@leadcoach/db";
import { MAX_ACTIVE_ACCESS_TOKENS } from "../schemas/access-tokens";
import { ADMIN_TOKEN_NEEDS_ADMIN, TOO_MANY_ACCESS_TOKENS } from "../services/access-tokens/access-tokens";
import {
  ACCESS_TOKEN_EXPIRED,
  ACCESS_TOKEN_ACCOUNT_DEACTIVATED,
  ACCESS_TOKEN_INVALID,
  ACCESS_TOKEN_RATE_LIMITED,
  ACCESS_TOKEN_REVOKED,
  BEARER_MALFORMED,
  authenticateBearer,
} from "../services/access-tokens/authenticate";
import { defaultApiConfig } from "../config";
import {
  callerFor,
  contextFor,
  createClock,
  createUser,
  expectTrpcError,
  userWithCaller,
  useTestDb,
} from "../testing";
import { TOKEN_NOT_ADMIN_MESSAGE, TOKEN_READ_ONLY_MESSAGE, TOKEN_SESSION_ONLY_MESSAGE } from "../trpc";

const t = useTestDb();

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const deps = (now = () => new Date(), perMinute = 600) => ({
  db: t.db,
  config: {
    ...defaultApiConfig,
    rateLimits: { ...defaultApiConfig.rateLimits, accessTokenRequestsPerMinute: perMinute },
  },
  now,
});

async function createToken(
  userId: number,
  input: { scope?: AccessTokenScope; admin?: boolean; expiresInDays?: 30 | 90 | 365; name?: string } = {},
) {
  const api = await callerFor(t.db, { userId });
  return api.accessTokens.create({
    name: input.name ?? "CI script",
    expiresInDays: input.expiresInDays ?? 30,
    scope: input.scope ?? "read",
    admin: input.admin,
  });
}

/** A caller as a token's owner, with the credential the bearer plugin would build from it. */
async function tokenCaller(userId: number, credential: Omit<TokenCredential, "kind">) {
  return callerFor(t.db, { userId, credential: { kind: "token", ...credential } });
}

interface ProcedureEntry {
  path: string;
  type: "query" | "mutation" | "subscription";
  sessionOnly: boolean;
}

/** Every procedure of appRouter, read from the router itself. */
function procedures(): ProcedureEntry[] {
  return listProcedures().map(({ path, type, meta }) => ({
    path,
    type,
    sessionOnly: meta?.sessionOnly === true,
  }));
}

/** Calls a procedure by its dotted path with no input (the refusals under test come before validation). */
function callPath(api: ReturnType<typeof createCaller>, path: string): Promise<unknown> {
  const procedure = path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], api) as (
    input?: unknown,
  ) => Promise<unknown>;
  return procedure(undefined);
}

async function failure(promise: Promise<unknown>): Promise<TRPCError | null> {
  return promise.then(
    () => null,
    (error: unknown) => (error instanceof TRPCError ? error : null),
  );
}

describe("accessTokens.create and list", () => {
  it("creates a token, shows its secret once and stores only its SHA-256", async () => {
    const user = await createUser(t.db);
    const created = await createToken(user.id, {
      name: "  Nightly export ",
      scope: "write",
      expiresInDays: 90,
    });
    expect(created.token).toMatch(/^lc_pat_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: "Nightly export", scope: "write", admin: false, lastUsedAt: null });
    expect(created.prefix).toBe(created.token.slice(0, 11));
    const days = (Date.parse(created.expiresAt) - Date.parse(created.createdAt)) / 86_400_000;
    expect(days).toBe(90);

    const row = await t.db
      .selectFrom("accessTokens")
      .selectAll()
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(row.tokenHash).toBe(sha256(created.token));
    expect(Object.values(row).map(String)).not.toContain(created.token);

    const list = await (await callerFor(t.db, { userId: user.id })).accessTokens.list();
    expect(list).toEqual([
      {
        id: created.id,
        name: "Nightly export",
        prefix: created.prefix,
        scope: "write",
        admin: false,
        createdAt: created.createdAt,
        lastUsedAt: null,
        expiresAt: created.expiresAt,
        expired: false,
      },
    ]);
    // The secret is never answered again, in any shape.
    expect(JSON.stringify(list)).not.toContain(created.token.slice(11));
  });

  it("refuses an expiry other than 30, 90 or 365 days, an empty name and an unknown scope", async () => {
    const { api } = await userWithCaller(t.db);
    await expectTrpcError(
      api.accessTokens.create({ name: "x", expiresInDays: 45 as 30, scope: "read" }),
      "BAD_REQUEST",
      /Expiry must be 30, 90 or 365 days/,
    );
    await expectTrpcError(
      api.accessTokens.create({ name: "  ", expiresInDays: 30, scope: "read" }),
      "BAD_REQUEST",
      /Name is required/,
    );
    await expectTrpcError(
      api.accessTokens.create({ name: "x", expiresInDays: 30, scope: "admin" as "read" }),
      "BAD_REQUEST",
    );
    await expectTrpcError((await callerFor(t.db)).accessTokens.list(), "UNAUTHORIZED");
  });

  it("only an admin may create a token with admin access", async () => {
    const user = await createUser(t.db);
    const admin = await createUser(t.db, { role: "admin" });
    await expectTrpcError(createToken(user.id, { admin: true }), "FORBIDDEN", ADMIN_TOKEN_NEEDS_ADMIN);
    expect((await createToken(admin.id, { admin: true })).admin).toBe(true);
  });

  it(`caps live tokens at ${MAX_ACTIVE_ACCESS_TOKENS}, also when 30 creations race`, async () => {
    const { api } = await userWithCaller(t.db);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        api.accessTokens.create({ name: `token ${i}`, expiresInDays: 30, scope: "read" }),
      ),
    );
    const refused = results.filter((r) => r.status === "rejected");
    expect(results.length - refused.length).toBe(MAX_ACTIVE_ACCESS_TOKENS);
    for (const r of refused) {
      expect((r.reason as TRPCError).code).toBe("CONFLICT");
      expect((r.reason as TRPCError).message).toBe(TOO_MANY_ACCESS_TOKENS);
    }
    expect(await api.accessTokens.list()).toHaveLength(MAX_ACTIVE_ACCESS_TOKENS);
    // Revoking one makes room for one.
    const [first] = await api.accessTokens.list();
    await api.accessTokens.revoke({ id: first!.id });
    await api.accessTokens.create({ name: "replacement", expiresInDays: 30, scope: "read" });
    await expectTrpcError(
      api.accessTokens.create({ name: "one too many", expiresInDays: 30, scope: "read" }),
      "CONFLICT",
    );
  });
});

describe("accessTokens.revoke", () => {
  it("revokes the caller's own token only; revoking twice is fine", async () => {
    const owner = await createUser(t.db);
    const other = await createUser(t.db);
    const created = await createToken(owner.id);
    await expectTrpcError(
      (await callerFor(t.db, { userId: other.id })).accessTokens.revoke({ id: created.id }),
      "NOT_FOUND",
    );
    const api = await callerFor(t.db, { userId: owner.id });
    expect(await api.accessTokens.revoke({ id: created.id })).toEqual({ success: true });
    expect(await api.accessTokens.revoke({ id: created.id })).toEqual({ success: true });
    expect(await api.accessTokens.list()).toEqual([]);
    const auth = await authenticateBearer(deps(), `Bearer ${created.token}`);
    expect(auth).toEqual({ ok: false, status: 401, message: ACCESS_TOKEN_REVOKED });
  });
});

describe("a token acts within its scope", () => {
  it("a read-only token is refused on every mutation of the router", async () => {
    const user = await createUser(t.db, { role: "super_admin" });
    const created = await createToken(user.id, { scope: "read", admin: true });
    const api = await tokenCaller(user.id, { tokenId: created.id, scope: "read", admin: true });
    const mutations = procedures().filter((p) => p.type === "mutation");
    expect(mutations.length).toBeGreaterThan(40);
    const notRefused: string[] = [];
    for (const { path } of mutations) {
      const error = await failure(callPath(api, path));
      if (error?.code !== "FORBIDDEN") notRefused.push(`${path}: ${error?.code ?? "succeeded"}`);
    }
    expect(notRefused, notRefused.join("\n")).toEqual([]);
    // Its reads work, admin ones included (the owner is a super admin and the token grants admin).
    expect((await api.auth.me()).id).toBe(user.id);
    expect(await api.accessTokens.list()).toHaveLength(1);
    await api.admin.analytics();
  });

  it("the read-only refusal says why", async () => {
    const user = await createUser(t.db);
    const api = await tokenCaller(user.id, { tokenId: 1, scope: "read", admin: false });
    await expectTrpcError(api.goals.create({ title: "From a script" }), "FORBIDDEN", TOKEN_READ_ONLY_MESSAGE);
  });

  it("a write token changes data but never reaches a session-only procedure", async () => {
    const user = await createUser(t.db);
    const api = await tokenCaller(user.id, { tokenId: 1, scope: "write", admin: false });
    const goal = await api.goals.create({ title: "From a script" });
    expect(goal.title).toBe("From a script");

    const sessionOnly = procedures().filter((p) => p.sessionOnly);
    expect(sessionOnly.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        "auth.signup",
        "auth.login",
        "auth.logout",
        "auth.forgotPassword",
        "auth.resetPassword",
        "settings.changePassword",
        "profile.update",
        "accessTokens.create",
      ]),
    );
    for (const { path } of sessionOnly) {
      const error = await failure(callPath(api, path));
      expect(error?.code, path).toBe("FORBIDDEN");
      expect(error?.message, path).toBe(TOKEN_SESSION_ONLY_MESSAGE);
    }
  });

  it("admin procedures need an admin owner and a token that grants admin", async () => {
    const user = await createUser(t.db);
    const admin = await createUser(t.db, { role: "admin" });
    const superAdmin = await createUser(t.db, { role: "super_admin" });
    // A token that says admin on a user who is not (say, demoted since): the role still decides.
    const userWithAdminToken = await tokenCaller(user.id, { tokenId: 1, scope: "write", admin: true });
    await expectTrpcError(userWithAdminToken.admin.analytics(), "FORBIDDEN");
    await expectTrpcError(userWithAdminToken.bugReports.list({}), "FORBIDDEN");
    await expectTrpcError(userWithAdminToken.admin.demoCredentials(), "FORBIDDEN");

    const adminPlainToken = await tokenCaller(admin.id, { tokenId: 1, scope: "write", admin: false });
    await expectTrpcError(adminPlainToken.admin.analytics(), "FORBIDDEN", TOKEN_NOT_ADMIN_MESSAGE);
    await expectTrpcError(adminPlainToken.analytics.cohorts(), "FORBIDDEN", TOKEN_NOT_ADMIN_MESSAGE);
    // Their own records stay in reach.
    await adminPlainToken.goals.create({ title: "Admin's own goal" });

    const adminToken = await tokenCaller(admin.id, { tokenId: 1, scope: "write", admin: true });
    await adminToken.admin.analytics();
    await expectTrpcError(adminToken.admin.demoCredentials(), "FORBIDDEN");

    const superPlain = await tokenCaller(superAdmin.id, { tokenId: 1, scope: "read", admin: false });
    await expectTrpcError(superPlain.admin.demoCredentials(), "FORBIDDEN", TOKEN_NOT_ADMIN_MESSAGE);
    const superToken = await tokenCaller(superAdmin.id, { tokenId: 1, scope: "read", admin: true });
    await superToken.admin.demoCredentials();
  });
});

describe("authenticateBearer", () => {
  it("accepts a live token as its owner and refuses malformed, unknown, expired and deactivated ones", async () => {
    const user = await createUser(t.db);
    const created = await createToken(user.id, { scope: "write", expiresInDays: 30 });
    const ok = await authenticateBearer(deps(), `bearer  ${created.token}`);
    expect(ok).toMatchObject({
      ok: true,
      user: { id: user.id },
      credential: { kind: "token", tokenId: created.id, scope: "write", admin: false },
    });

    for (const header of ["Bearer", "Bearer ", "Basic abc"]) {
      expect(await authenticateBearer(deps(), header)).toEqual({
        ok: false,
        status: 401,
        message: BEARER_MALFORMED,
      });
    }
    const unknown = `lc_pat_${"A".repeat(43)}`;
    expect(await authenticateBearer(deps(), `Bearer ${unknown}`)).toEqual({
      ok: false,
      status: 401,
      message: ACCESS_TOKEN_INVALID,
    });
    expect(await authenticateBearer(deps(), `Bearer ${created.token}x`)).toMatchObject({ status: 401 });

    const clock = createClock(new Date(Date.now() + 30 * 86_400_000 + 1_000));
    expect(await authenticateBearer(deps(clock.now), `Bearer ${created.token}`)).toEqual({
      ok: false,
      status: 401,
      message: ACCESS_TOKEN_EXPIRED,
    });

    await t.db.updateTable("users").set({ isActive: false }).where("id", "=", user.id).execute();
    expect(await authenticateBearer(deps(), `Bearer ${created.token}`)).toEqual({
      ok: false,
      status: 401,
      message: ACCESS_TOKEN_ACCOUNT_DEACTIVATED,
    });
    // Reactivation gives the token back: it was never revoked.
    await t.db.updateTable("users").set({ isActive: true }).where("id", "=", user.id).execute();
    expect(await authenticateBearer(deps(), `Bearer ${created.token}`)).toMatchObject({ ok: true });
  });

  it("records the last use at most once a minute", async () => {
    const user = await createUser(t.db);
    const created = await createToken(user.id);
    const lastUsed = async () =>
      (
        await t.db
          .selectFrom("accessTokens")
          .select("lastUsedAt")
          .where("id", "=", created.id)
          .executeTakeFirstOrThrow()
      ).lastUsedAt;
    const start = Date.now() + 3_600_000;
    const at = (ms: number) => new Date(start + ms).toISOString();
    const clock = createClock(at(0));
    await authenticateBearer(deps(clock.now), `Bearer ${created.token}`);
    expect((await lastUsed())?.toISOString()).toBe(at(0));
    clock.set(at(59_000));
    await authenticateBearer(deps(clock.now), `Bearer ${created.token}`);
    expect((await lastUsed())?.toISOString()).toBe(at(0));
    clock.set(at(61_000));
    await authenticateBearer(deps(clock.now), `Bearer ${created.token}`);
    expect((await lastUsed())?.toISOString()).toBe(at(61_000));
    const list = await (await callerFor(t.db, { userId: user.id })).accessTokens.list();
    expect(list[0]?.lastUsedAt).toBe(at(61_000));
  });

  it("limits each token's requests per minute, across concurrent requests, and says when to retry", async () => {
    const user = await createUser(t.db);
    const first = await createToken(user.id, { expiresInDays: 365 });
    const second = await createToken(user.id, { expiresInDays: 365 });
    // 15 seconds into a minute, an hour from now. The sliding window lets one more through once this
    // minute's 10 weigh 9 or less: 45 seconds to the minute's end, then 6 seconds into the next.
    const minute = (Math.floor(Date.now() / 60_000) + 60) * 60_000;
    const clock = createClock(new Date(minute + 15_000));
    const results = await Promise.all(
      Array.from({ length: 20 }, () => authenticateBearer(deps(clock.now, 10), `Bearer ${first.token}`)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    for (const refused of results.filter((r) => !r.ok)) {
      expect(refused).toEqual({
        ok: false,
        status: 429,
        message: ACCESS_TOKEN_RATE_LIMITED,
        retryAfterSeconds: 51,
      });
    }
    // Per token: another token of the same person is not held back ...
    expect((await authenticateBearer(deps(clock.now, 10), `Bearer ${second.token}`)).ok).toBe(true);
    // ... a new minute does not start afresh (the last one still weighs nearly all of its 10) ...
    clock.set(new Date(minute + 60_000));
    expect(await authenticateBearer(deps(clock.now, 10), `Bearer ${first.token}`)).toMatchObject({
      status: 429,
      retryAfterSeconds: 6,
    });
    // ... and Retry-After was right: 51 seconds after the first refusal, one more goes through.
    clock.set(new Date(minute + 15_000 + 51_000));
    expect((await authenticateBearer(deps(clock.now, 10), `Bearer ${first.token}`)).ok).toBe(true);
    expect((await authenticateBearer(deps(clock.now, 10), `Bearer ${first.token}`)).ok).toBe(false);
  });
});

describe("contextFor with a token credential", () => {
  it("stands for the bearer plugin's context", async () => {
    const user = await createUser(t.db);
    const ctx = await contextFor(t.db, {
      userId: user.id,
      credential: { kind: "token", tokenId: 7, scope: "read", admin: false },
    });
    expect(ctx.credential).toEqual({ kind: "token", tokenId: 7, scope: "read", admin: false });
  });
});
