import type { DB, DbHandle } from "@leadcoach/db";
import { createTestDb, type TestDb } from "@leadcoach/db/testing";
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from "fastify";
import { createUser } from "@leadcoach/api/testing";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../src/app";
import { loadEnv, type Env } from "../src/env";

/** The environment of a test server: quiet, with generous rate limits unless a test asks otherwise. */
export function testEnv(overrides: Partial<Record<keyof Env, string>> = {}): Env {
  return loadEnv({
    NODE_ENV: "test",
    SESSION_SECRET: "test-session-secret-0123456789-abcdefghijkl",
    WEB_DIST: "/nonexistent",
    LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: "1000",
    SIGNUP_RATE_LIMIT_PER_IP_PER_HOUR: "1000",
    // The outbox worker stays out of a test's way (a test may read a link from a pending row);
    // a test about delivery sets its own interval.
    OUTBOX_POLL_MS: "600000",
    ...overrides,
  });
}

export type EnvOverrides = Partial<Record<keyof Env, string>>;

/** The server on a given test database (see `testEnv`). */
export async function buildTestApp(
  database: DbHandle,
  overrides: EnvOverrides = {},
  options: { now?: () => Date } = {},
): Promise<FastifyInstance> {
  const env = testEnv(overrides);
  return buildApp({ env, database, logger: false, ...(options.now ? { now: options.now } : {}) });
}

/** A test file's server and its database, there from the file's first test to its last. */
export interface TestServer {
  readonly app: FastifyInstance;
  readonly db: DB;
  /** The database handle, for a second server on the same data (`buildTestApp(server.testDb, ...)`). */
  readonly testDb: TestDb;
}

/**
 * One server on a fresh test database for the whole file: built in `beforeAll`, closed and dropped in
 * `afterAll`. Hooks the file adds after this call run after the server starts and before it stops.
 * `overrides` may be a function when it needs something an earlier `beforeAll` started (a fake provider).
 */
export function useTestServer(
  overrides: EnvOverrides | (() => EnvOverrides) = {},
  options: { now?: () => Date } = {},
): TestServer {
  let started: { testDb: TestDb; app: FastifyInstance } | undefined;
  beforeAll(async () => {
    const testDb = await createTestDb();
    const env = typeof overrides === "function" ? overrides() : overrides;
    started = { testDb, app: await buildTestApp(testDb, env, options) };
  });
  afterAll(async () => {
    await started?.app.close();
    await started?.testDb.drop();
  });
  const get = () => {
    if (!started) throw new Error("useTestServer: the server starts in beforeAll; use it inside a test");
    return started;
  };
  return {
    get app() {
      return get().app;
    },
    get db() {
      return get().testDb.db;
    },
    get testDb() {
      return get().testDb;
    },
  };
}

/**
 * A clock stopped `intoWindowMs` into a window of `windowMs`, a window ahead of now: a test of a limit
 * keeps all its requests in one window, with nothing counted in the one before, however slowly the
 * machine runs them.
 */
export function frozenInWindow(windowMs: number, intoWindowMs: number): () => Date {
  const at = new Date((Math.floor(Date.now() / windowMs) + 1) * windowMs + intoWindowMs);
  return () => at;
}

/** The `sid` cookie a response set, ready for a Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  // A regenerated session first clears the old cookie, then sets the new one: the last non-empty one wins.
  const cookie = response.cookies.filter((c) => c.name === "sid" && c.value !== "").at(-1);
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `sid=${cookie.value}`;
}

/** Signs in through POST /api/auth/login and returns the Cookie header for later requests. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return sessionCookie(response);
}

export interface SendOptions {
  /** A Cookie header (from `signIn`): the request is signed in. */
  cookie?: string;
  /** A JSON body: an object is serialised, a string (malformed JSON, forbidden keys) goes as it is. */
  body?: unknown;
  /** The client's address (rate limits count per address). */
  remoteAddress?: string;
}

/** One request to a test server, signed in by `cookie`, its body sent as JSON. */
export function send(
  app: FastifyInstance,
  method: HTTPMethods,
  url: string,
  { cookie, body, remoteAddress }: SendOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { payload: typeof body === "string" ? body : JSON.stringify(body) }),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** A signed-in user (`createUser`'s options), with the Cookie header of their session. */
export async function signedInUser(
  server: Pick<TestServer, "app" | "db">,
  options: Parameters<typeof createUser>[1] = {},
): Promise<Awaited<ReturnType<typeof createUser>> & { cookie: string }> {
  const user = await createUser(server.db, options);
  return { ...user, cookie: await signIn(server.app, user.email, user.password) };
}

/** A user's session rows: `sid` (the SHA-256 of the cookie's id), `expire` and `sess` (the stored JSON). */
export function sessionRowsOf(db: DB, userId: number) {
  return db.selectFrom("sessions").select(["sid", "expire", "sess"]).where("userId", "=", userId).execute();
}

/** A user's one session row (see `sessionRowsOf`); fails when there is none. */
export function sessionRowOf(db: DB, userId: number) {
  return db
    .selectFrom("sessions")
    .select(["sid", "expire", "sess"])
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow();
}
