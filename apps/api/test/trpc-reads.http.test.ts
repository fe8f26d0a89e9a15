import { appRouter } from "@leadcoach/api";
import { contextFor, createClock, createUser } from "@leadcoach/api/testing";
import { resolveResponse } from "@trpc/server/http";
import { describe, expect, it } from "vitest";
import { useTestServer, signIn } from "./testing";

const clock = createClock("2026-05-04T09:00:00Z");
const server = useTestServer({}, { now: clock.now });

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/**
 * What tRPC's own request handler answers to the same GET for the same person: the oracle the
 * server's read shortcut must match, status and body.
 */
async function trpcAnswer(url: string, userId: number | null) {
  const ctx = await contextFor(server.db, { userId, clock });
  const path = url.slice("/trpc/".length).split("?", 1)[0] ?? "";
  const response = await resolveResponse({
    router: appRouter,
    req: new Request(`http://localhost${url}`),
    path,
    createContext: async () => ctx,
    error: null,
  });
  // `unknown` whichever lib types `json()` (the DOM lib, pulled in by @xmldom/xmldom, says `any`).
  return { status: response.status, body: (await response.json()) as unknown };
}

async function serverAnswer(url: string, cookie?: string) {
  const response = await server.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
  return { status: response.statusCode, body: response.json<unknown>() };
}

describe("GET /trpc reads", () => {
  it("answer as tRPC's own handler does: single and batched calls, results and errors, signed in and out", async () => {
    const account = await createUser(server.db);
    const cookie = await signIn(server.app, account.email, account.password);
    const urls = [
      `/trpc/auth.me`,
      `/trpc/dashboard.summary?input=${input({ timeZone: "UTC" })}`,
      `/trpc/dashboard.summary?input=${input({ timeZone: "Not/AZone" })}`,
      `/trpc/lessons.list`,
      `/trpc/lessons.list,dashboard.summary?batch=1&input=${input({ 1: { timeZone: "Europe/Berlin" } })}`,
      // One call fails validation, the other succeeds: 207 with both shapes.
      `/trpc/dashboard.summary,auth.me?batch=1&input=${input({ 0: { timeZone: 42 } })}`,
      `/trpc/goals.list?batch=1&input=${input({})}`,
    ];
    for (const url of urls) {
      const signedIn = await serverAnswer(url, cookie);
      expect({ url, ...signedIn }).toEqual({ url, ...(await trpcAnswer(url, account.id)) });
      const signedOut = await serverAnswer(url);
      expect({ url, ...signedOut }).toEqual({ url, ...(await trpcAnswer(url, null)) });
    }
    // The shortcut's answers are real data, not only matching errors.
    const me = await serverAnswer(`/trpc/auth.me`, cookie);
    expect(me).toMatchObject({ status: 200, body: { result: { data: { email: account.email } } } });
  });

  it("leave everything else to tRPC's handler: unknown paths, mutations over GET, malformed input", async () => {
    const account = await createUser(server.db);
    const cookie = await signIn(server.app, account.email, account.password);
    const cases: [string, number][] = [
      [`/trpc/nothing.here`, 404],
      [`/trpc/goals.create?input=${input({ title: "x" })}`, 405],
      [`/trpc/auth.me,nothing.here?batch=1`, 207],
      [`/trpc/dashboard.summary?input=%7Bnot-json`, 400],
      [`/trpc/lessons.list?batch=1&input=${input([1])}`, 400],
    ];
    for (const [url, status] of cases) {
      const answer = await serverAnswer(url, cookie);
      expect({ url, status: answer.status }).toEqual({ url, status });
      expect({ url, ...answer }).toEqual({ url, ...(await trpcAnswer(url, account.id)) });
    }
  });
});
