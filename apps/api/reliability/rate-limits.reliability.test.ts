import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { useTestServer, signIn } from "../test/testing";
import { restCall, trpcCall } from "./helpers/inject";
import { createActor, type Actor } from "./helpers/procedures";
import { databaseLabel, report } from "./helpers/report";

/**
 * rate limits must hold under concurrency. The server's clock is frozen in the
 * middle of a minute (and of an hour), so every attempt falls into one fixed window and the counts
 * below are exact, however long the run takes.
 */
const LIMIT_PER_IP = 10;
const PASSWORD_CHANGE_LIMIT = 10;
const frozenNow = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 1_800_000 + 30_000);

const server = useTestServer(
  { LOGIN_RATE_LIMIT_PER_IP_PER_MINUTE: String(LIMIT_PER_IP), TRPC_MAX_BATCH_SIZE: "10" },
  { now: () => new Date(frozenNow) },
);

const countBy = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

/** A batched tRPC request carrying `calls` sign-ins, its procedure list joined by `separator`. */
function loginBatch(
  actor: Actor,
  calls: number,
  ip: string,
  separator = ",",
): Promise<LightMyRequestResponse> {
  const path = Array.from({ length: calls }, () => "auth.login").join(separator);
  const body = Object.fromEntries(
    Array.from({ length: calls }, (_, i) => [String(i), { email: actor.email, password: `wrong-${i}` }]),
  );
  return server.app.inject({
    method: "POST",
    url: `/trpc/${path}?batch=1`,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(body),
    remoteAddress: ip,
  });
}

/** The HTTP status of each call in a batched answer. */
function batchStatuses(response: LightMyRequestResponse): number[] {
  const items = response.json<{ error?: { data?: { httpStatus?: number } } }[]>();
  if (!Array.isArray(items)) return [response.statusCode];
  return items.map((item) => item.error?.data?.httpStatus ?? 200);
}

describe(`rate limits under concurrency [${databaseLabel()}]`, () => {
  it(`60 parallel wrong-password sign-ins from one IP: at most ${LIMIT_PER_IP} checked`, async ({ task }) => {
    const actor = await createActor(server.db);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        restCall(
          server.app,
          "POST",
          "/api/auth/login",
          { email: actor.email, password: `wrong-${i}` },
          { ip: "10.60.0.1" },
        ),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    const counts = countBy(statuses);
    report(task, `sign-in, 60 parallel [${databaseLabel()}]`, {
      attempts: 60,
      limit: LIMIT_PER_IP,
      checked401: counts[401] ?? 0,
      refused429: counts[429] ?? 0,
      other: statuses.filter((s) => s !== 401 && s !== 429).length,
    });
    expect(
      statuses.every((s) => s === 401 || s === 429),
      JSON.stringify(counts),
    ).toBe(true);
    expect(counts[401] ?? 0).toBeGreaterThan(0);
    expect(counts[401] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(LIMIT_PER_IP);
  });

  it(`120 sign-ins in parallel tRPC batches of 10: at most ${LIMIT_PER_IP} checked; a batch of 11 is refused`, async ({
    task,
  }) => {
    const actor = await createActor(server.db);
    const ip = "10.120.0.1";
    const batches = await Promise.all(Array.from({ length: 12 }, () => loginBatch(actor, 10, ip)));
    const statuses = batches.flatMap(batchStatuses);
    const counts = countBy(statuses);
    const oversized = await loginBatch(actor, 11, "10.120.0.2");
    report(task, `sign-in, 120 in batches [${databaseLabel()}]`, {
      attempts: statuses.length,
      limit: LIMIT_PER_IP,
      checked401: counts[401] ?? 0,
      refused429: counts[429] ?? 0,
      other: statuses.filter((s) => s !== 401 && s !== 429).length,
      batchOf11Status: oversized.statusCode,
    });
    expect(statuses.length).toBe(120);
    expect(
      statuses.every((s) => s === 401 || s === 429),
      JSON.stringify(counts),
    ).toBe(true);
    expect(counts[401] ?? 0, JSON.stringify(counts)).toBeLessThanOrEqual(LIMIT_PER_IP);
    expect(oversized.statusCode).toBe(400);
  });

  it("a batch whose procedure list encodes its commas (%2C, %2c) cannot carry 50 calls", async ({ task }) => {
    const actor = await createActor(server.db);
    const upper = await loginBatch(actor, 50, "10.50.0.1", "%2C");
    const lower = await loginBatch(actor, 50, "10.50.0.2", "%2c");
    const checked = (r: LightMyRequestResponse) =>
      r.statusCode === 400 ? 0 : batchStatuses(r).filter((s) => s === 401).length;
    report(task, `batch with %2C [${databaseLabel()}]`, {
      calls: 50,
      statusUpper: upper.statusCode,
      statusLower: lower.statusCode,
      callsCheckedUpper: checked(upper),
      callsCheckedLower: checked(lower),
    });
    expect(upper.statusCode, upper.body.slice(0, 200)).toBe(400);
    expect(lower.statusCode, lower.body.slice(0, 200)).toBe(400);
  });

  it(`40 parallel wrong current passwords on settings.changePassword: at most ${PASSWORD_CHANGE_LIMIT} checked`, async ({
    task,
  }) => {
    const actor = await createActor(server.db);
    const cookie = await signIn(server.app, actor.email, actor.password);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        trpcCall(
          server.app,
          "settings.changePassword",
          "mutation",
          { currentPassword: `wrong-${i}`, newPassword: "new-password-123" },
          { cookie, ip: "10.40.0.1" },
        ),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    const counts = countBy(statuses);
    const wrongPassword = answers.filter(
      (a) => a.statusCode === 400 && a.body.includes("Current password is incorrect"),
    ).length;
    report(task, `password change, 40 parallel [${databaseLabel()}]`, {
      attempts: 40,
      limit: PASSWORD_CHANGE_LIMIT,
      checked400: wrongPassword,
      refused429: counts[429] ?? 0,
      other: statuses.length - wrongPassword - (counts[429] ?? 0),
    });
    expect(wrongPassword + (counts[429] ?? 0), JSON.stringify(counts)).toBe(40);
    expect(wrongPassword).toBeGreaterThan(0);
    expect(wrongPassword, JSON.stringify(counts)).toBeLessThanOrEqual(PASSWORD_CHANGE_LIMIT);
    // The password is unchanged and the session still works.
    expect((await restCall(server.app, "GET", "/api/auth/user", undefined, { cookie })).statusCode).toBe(200);
  });
});
