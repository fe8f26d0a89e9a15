import type { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { reserveAttempts, type Window } from "../services/auth/rate-limit";
import { callerFor, createClock, createUser, useTestDb } from "../testing";

// The concurrency tests run at one frozen instant, so a slow machine cannot move the sliding window
// halfway through; the window tests move the clock themselves.
const frozen = () => createClock("2026-11-21T09:05:15Z");

const t = useTestDb();

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

describe("rate limits slide: no window boundary doubles a limit", () => {
  const MINUTE = 60_000;
  /** A minute an hour from now, so no other test's counters share it. */
  const minuteStart = () => (Math.floor(Date.now() / MINUTE) + 60) * MINUTE;
  let keys = 0;
  const window = (): Window => ({ key: `sliding-test:${++keys}:${Date.now()}`, windowMs: MINUTE });
  async function hits(w: Window, limit: number, count: number, at: number): Promise<number> {
    let allowed = 0;
    for (let i = 0; i < count; i++) {
      if ((await reserveAttempts(t.db, [[w, limit]], new Date(at))).allowed) allowed++;
    }
    return allowed;
  }

  it("L hits at the end of one minute and L at the start of the next: the second L are refused", async () => {
    const w = window();
    const start = minuteStart();
    expect(await hits(w, 10, 10, start + 59_500)).toBe(10);
    expect(await hits(w, 10, 10, start + MINUTE + 500)).toBe(0);
  });

  it("the last minute's hits fade as the window slides past them", async () => {
    const w = window();
    const start = minuteStart();
    expect(await hits(w, 10, 10, start + 45_000)).toBe(10);
    // Halfway into the next minute the last one's 10 weigh 5: 5 more fit, and no more.
    expect(await hits(w, 10, 8, start + MINUTE + 30_000)).toBe(5);
    // A whole minute on, only the 5 of that minute weigh, and they weigh a little.
    expect(await hits(w, 10, 10, start + 2 * MINUTE + 50_000)).toBe(9);
  });

  it("across 300 hits spread over three minutes, no 60 seconds let more than the limit through", async () => {
    const w = window();
    const start = minuteStart();
    const allowedAt: number[] = [];
    for (let i = 0; i < 300; i++) {
      const at = start + Math.floor((i * 3 * MINUTE) / 300);
      if ((await reserveAttempts(t.db, [[w, 20]], new Date(at))).allowed) allowedAt.push(at);
    }
    for (const from of allowedAt) {
      expect(allowedAt.filter((at) => at >= from && at < from + MINUTE).length).toBeLessThanOrEqual(20);
    }
    expect(allowedAt.length).toBeGreaterThanOrEqual(40);
  });

  it("a refusal says when the next hit fits, and is not counted against the caller", async () => {
    const w = window();
    const start = minuteStart();
    expect(await hits(w, 4, 4, start + 20_000)).toBe(4);
    const refused = await reserveAttempts(t.db, [[w, 4]], new Date(start + 20_000));
    // 40 s to the minute's end, then a quarter of the next minute until the 4 weigh 3.
    expect(refused).toEqual({ allowed: false, retryAfterMs: 55_000 });
    expect(await hits(w, 4, 50, start + 20_000)).toBe(0);
    expect(await hits(w, 4, 1, start + 74_999)).toBe(0);
    expect(await hits(w, 4, 2, start + 75_000)).toBe(1);
  });

  it("a window that refuses gives back what the others reserved", async () => {
    const wide = window();
    const narrow = window();
    const at = new Date(minuteStart() + 10_000);
    expect(await hits(narrow, 1, 1, at.getTime())).toBe(1);
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await reserveAttempts(
            t.db,
            [
              [wide, 3],
              [narrow, 1],
            ],
            at,
          )
        ).allowed,
      ).toBe(false);
    }
    // The refused attempts took nothing from the wide window.
    expect(await hits(wide, 3, 5, at.getTime())).toBe(3);
  });

  it("parallel hits at a boundary still let exactly the allowance through", async () => {
    const w = window();
    const start = minuteStart();
    expect(await hits(w, 10, 10, start + 30_000)).toBe(10);
    const results = await Promise.all(
      Array.from({ length: 30 }, () => reserveAttempts(t.db, [[w, 10]], new Date(start + MINUTE + 30_000))),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it("sign-ins: a full minute of wrong passwords leaves the next minute's start refused", async () => {
    const account = await createUser(t.db);
    const start = minuteStart();
    const clock = createClock(new Date(start + 59_000));
    const api = await callerFor(t.db, {
      clientIp: "198.51.100.9",
      clock,
      config: {
        rateLimits: {
          loginFailuresPerIpPerMinute: 5,
          loginFailuresPerAccountPerHour: 100,
          signupsPerIpPerHour: 300,
          signupsPerAccountPerHour: 5,
          accessTokenRequestsPerMinute: 600,
        },
      },
    });
    const attempt = () => api.auth.login({ email: account.email, password: "wrong-password" });
    const first = await Promise.allSettled(Array.from({ length: 5 }, attempt));
    expect(codes(first)).toEqual({ UNAUTHORIZED: 5 });
    clock.set(new Date(start + MINUTE + 1_000));
    const second = await Promise.allSettled(Array.from({ length: 5 }, attempt));
    expect(codes(second)).toEqual({ TOO_MANY_REQUESTS: 5 });
  });
});
