import type { LightMyRequestResponse } from "fastify";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestServer, sessionCookie, signIn } from "../test/testing";
import { restCall, sleep, trpcCall } from "./helpers/inject";
import { createActor } from "./helpers/procedures";
import { databaseLabel, report } from "./helpers/report";

/**
 * a session that is signed out, or whose password changed, or whose account was deactivated, must be
 * refused from the very next request, whatever requests of that session were still running.
 */
const TRIALS = 10;
const IN_FLIGHT = 6;
const SLOW = 2;
const MAX_EXTRA = 40;

const server = useTestServer();

/** An ordinary read with `cookie`. */
function read(cookie: string, i: number): Promise<LightMyRequestResponse> {
  return i % 2
    ? restCall(server.app, "GET", "/api/dashboard", undefined, { cookie })
    : trpcCall(server.app, "dashboard.summary", "query", { timeZone: "UTC" }, { cookie });
}

/**
 * A request that spends a while off the database between loading its session and saving it: a failed
 * sign-in (an unknown address) costs an Argon2 verification. On PGlite, whose one connection
 * serialises queries, it is what keeps a request in flight across the moment the session is deleted.
 */
function slow(cookie: string): Promise<LightMyRequestResponse> {
  return restCall(
    server.app,
    "POST",
    "/api/auth/login",
    { email: `nobody-${randomUUID()}@example.test`, password: "wrong-password" },
    { cookie },
  );
}

/**
 * Runs `action` while requests with `cookie` are in flight: a burst (reads and SLOW slow ones)
 * started just before it, then one more every few milliseconds until it is answered (at most
 * MAX_EXTRA), so some request always straddles the moment the session is deleted. Returns the
 * action's answer and every other request's.
 */
async function withRequestsInFlight(
  cookie: string,
  action: () => Promise<LightMyRequestResponse>,
): Promise<{ answer: LightMyRequestResponse; reads: LightMyRequestResponse[] }> {
  const reads = [
    ...Array.from({ length: SLOW }, () => slow(cookie)),
    ...Array.from({ length: IN_FLIGHT }, (_, i) => read(cookie, i)),
  ];
  await sleep(1);
  let done = false;
  const answer = action().finally(() => (done = true));
  for (let i = 0; !done && i < MAX_EXTRA; i++) {
    reads.push(i % 3 === 2 ? slow(cookie) : read(cookie, i));
    await sleep(3);
  }
  return { answer: await answer, reads: await Promise.all(reads) };
}

const signedInWith = async (cookie: string) =>
  (await restCall(server.app, "GET", "/api/auth/user", undefined, { cookie })).statusCode;

describe(`sessions end with requests in flight [${databaseLabel()}]`, () => {
  it(`logout while requests of the same cookie run: signed out afterwards (${TRIALS} trials)`, async ({
    task,
  }) => {
    const statuses: number[] = [];
    let survived = 0;
    let inFlight5xx = 0;
    let requests = 0;
    for (let trial = 0; trial < TRIALS; trial++) {
      const actor = await createActor(server.db);
      const cookie = await signIn(server.app, actor.email, actor.password);
      const { answer, reads } = await withRequestsInFlight(cookie, () =>
        trial % 2
          ? restCall(server.app, "POST", "/api/logout", undefined, { cookie })
          : trpcCall(server.app, "auth.logout", "mutation", undefined, { cookie }),
      );
      requests += reads.length;
      inFlight5xx += [...reads, answer].filter((r) => r.statusCode >= 500).length;
      const status = await signedInWith(cookie);
      statuses.push(status);
      if (status !== 401) survived++;
    }
    report(task, `logout with requests in flight [${databaseLabel()}]`, {
      trials: TRIALS,
      requestsInFlight: requests,
      sessionsSurvivingLogout: survived,
      answers5xx: inFlight5xx,
    });
    expect(statuses, "GET /api/auth/user with the signed-out cookie, per trial").toEqual(
      Array(TRIALS).fill(401),
    );
    expect(inFlight5xx).toBe(0);
  });

  it(`password change while another session's requests run: that session is refused afterwards (${TRIALS} trials)`, async ({
    task,
  }) => {
    const problems: string[] = [];
    let otherSurvived = 0;
    let oldCookieSurvived = 0;
    let replacementFailed = 0;
    let inFlight5xx = 0;
    let requests = 0;
    for (let trial = 0; trial < TRIALS; trial++) {
      const actor = await createActor(server.db);
      const password = actor.password;
      const cookieA = await signIn(server.app, actor.email, password);
      const cookieB = await signIn(server.app, actor.email, password);
      const newPassword = `changed-${actor.password}`;
      const { answer: changed, reads } = await withRequestsInFlight(cookieB, () =>
        trpcCall(
          server.app,
          "settings.changePassword",
          "mutation",
          { currentPassword: password, newPassword },
          { cookie: cookieA },
        ),
      );
      requests += reads.length;
      inFlight5xx += [...reads, changed].filter((r) => r.statusCode >= 500).length;
      if (changed.statusCode !== 200) {
        problems.push(`trial ${trial}: the password change answered ${changed.statusCode} ${changed.body}`);
        continue;
      }
      const replacement = sessionCookie(changed);
      const b = await signedInWith(cookieB);
      const a = await signedInWith(cookieA);
      const aNew = await signedInWith(replacement);
      if (b !== 401) otherSurvived++;
      if (replacement !== cookieA && a !== 401) oldCookieSurvived++;
      if (aNew !== 200) replacementFailed++;
      if (b !== 401 || aNew !== 200 || (replacement !== cookieA && a !== 401))
        problems.push(`trial ${trial}: other session ${b}, old cookie ${a}, replacement cookie ${aNew}`);
    }
    report(task, `password change with requests in flight [${databaseLabel()}]`, {
      trials: TRIALS,
      requestsInFlight: requests,
      otherSessionsSurviving: otherSurvived,
      oldCookiesSurviving: oldCookieSurvived,
      replacementCookiesRefused: replacementFailed,
      answers5xx: inFlight5xx,
    });
    expect(problems, problems.join("\n")).toEqual([]);
    expect(inFlight5xx).toBe(0);
  });

  it(`deactivation while the person's requests and sign-ins run: refused afterwards, and after reactivation (${TRIALS} trials)`, async ({
    task,
  }) => {
    const admin = await createActor(server.db, "admin");
    const adminCookie = await signIn(server.app, admin.email, admin.password);
    const problems: string[] = [];
    let signInsInFlight = 0;
    let inFlight5xx = 0;
    let requests = 0;
    for (let trial = 0; trial < TRIALS; trial++) {
      const actor = await createActor(server.db);
      const cookie = await signIn(server.app, actor.email, actor.password);
      // The person signing in again meanwhile: each new session must die with the account too.
      const signIns: Promise<LightMyRequestResponse>[] = [];
      const { answer, reads } = await withRequestsInFlight(cookie, () => {
        for (let i = 0; i < 3; i++)
          signIns.push(
            restCall(server.app, "POST", "/api/auth/login", { email: actor.email, password: actor.password }),
          );
        return trial % 2
          ? restCall(server.app, "POST", `/api/admin/people/${actor.id}/deactivate`, undefined, {
              cookie: adminCookie,
            })
          : trpcCall(server.app, "people.deactivate", "mutation", { id: actor.id }, { cookie: adminCookie });
      });
      const fresh = await Promise.all(signIns);
      signInsInFlight += fresh.length;
      requests += reads.length + fresh.length;
      inFlight5xx += [...reads, ...fresh, answer].filter((r) => r.statusCode >= 500).length;
      if (answer.statusCode !== 200)
        problems.push(`trial ${trial}: deactivation answered ${answer.statusCode}`);
      const cookies = [cookie, ...fresh.filter((r) => r.statusCode === 200).map((r) => sessionCookie(r))];
      const before = await Promise.all(cookies.map(signedInWith));
      await restCall(server.app, "POST", `/api/admin/people/${actor.id}/reactivate`, undefined, {
        cookie: adminCookie,
      });
      const after = await Promise.all(cookies.map(signedInWith));
      if ([...before, ...after].some((status) => status !== 401))
        problems.push(`trial ${trial}: deactivated ${before.join(",")}, reactivated ${after.join(",")}`);
    }
    report(task, `deactivation with requests in flight [${databaseLabel()}]`, {
      trials: TRIALS,
      requestsInFlight: requests,
      signInsInFlight,
      answers5xx: inFlight5xx,
      problems: problems.length,
    });
    expect(problems, problems.join("\n")).toEqual([]);
    expect(inFlight5xx).toBe(0);
  });
});
