import { createTestDb, type TestDb } from "@leadcoach/db/testing";
import type { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor, createClock, createUser } from "../testing";

// The limits count in fixed windows: every call here runs at one frozen instant, so a slow machine
// cannot carry the attempts into a fresh window halfway through.
const frozen = () => createClock("2026-11-21T09:05:15Z");

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.drop();
});

/** How many of the settled calls failed with each tRPC code. */
function codes(results: PromiseSettledResult<unknown>[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const result of results) {
    const code = result.status === "fulfilled" ? "OK" : (result.reason as TRPCError).code;
    counts[code] = (counts[code] ?? 0) + 1;
  }
  return counts;
}

describe("rate limits hold under concurrency", () => {
  it("60 parallel wrong sign-ins from one IP: at most 10 are checked", async () => {
    const account = await createUser(t.db);
    const api = await callerFor(t.db, {
      clientIp: "198.51.100.7",
      clock: frozen(),
      config: {
        rateLimits: {
          loginFailuresPerIpPerMinute: 10,
          loginFailuresPerAccountPerHour: 100,
          signupsPerIpPerHour: 300,
          signupsPerAccountPerHour: 5,
          accessTokenRequestsPerMinute: 600,
        },
      },
    });
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, () => api.auth.login({ email: account.email, password: "wrong-password" })),
    );
    const counts = codes(results);
    expect(counts.UNAUTHORIZED ?? 0).toBeLessThanOrEqual(10);
    expect((counts.UNAUTHORIZED ?? 0) + (counts.TOO_MANY_REQUESTS ?? 0)).toBe(60);
  });

  it("a right password gives its reserved attempt back", async () => {
    const account = await createUser(t.db);
    const api = await callerFor(t.db, {
      clientIp: "198.51.100.8",
      clock: frozen(),
      config: {
        rateLimits: {
          loginFailuresPerIpPerMinute: 3,
          loginFailuresPerAccountPerHour: 100,
          signupsPerIpPerHour: 300,
          signupsPerAccountPerHour: 5,
          accessTokenRequestsPerMinute: 600,
        },
      },
    });
    for (let i = 0; i < 10; i++) await api.auth.login({ email: account.email, password: account.password });
    const wrong = await Promise.allSettled(
      [1, 2, 3].map(() => api.auth.login({ email: account.email, password: "wrong-password" })),
    );
    expect(codes(wrong)).toEqual({ UNAUTHORIZED: 3 });
  });

  it("40 parallel wrong current passwords on a password change: at most 10 are checked", async () => {
    const account = await createUser(t.db);
    const api = await callerFor(t.db, { userId: account.id, clock: frozen() });
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () =>
        api.settings.changePassword({ currentPassword: "not-my-password", newPassword: "new-password-1" }),
      ),
    );
    const counts = codes(results);
    expect(counts.BAD_REQUEST ?? 0).toBeLessThanOrEqual(10);
    expect((counts.BAD_REQUEST ?? 0) + (counts.TOO_MANY_REQUESTS ?? 0)).toBe(40);
  });
});
