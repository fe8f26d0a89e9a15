import type { DbHandle } from "@leadcoach/db";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
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

/** The server on a given test database (see `testEnv`). */
export async function buildTestApp(
  database: DbHandle,
  overrides: Partial<Record<keyof Env, string>> = {},
  options: { now?: () => Date } = {},
): Promise<FastifyInstance> {
  const env = testEnv(overrides);
  return buildApp({ env, database, logger: false, ...(options.now ? { now: options.now } : {}) });
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
