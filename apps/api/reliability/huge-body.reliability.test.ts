import { performance } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { useTestServer } from "../test/testing";
import { sleep } from "./helpers/inject";
import { databaseLabel, report } from "./helpers/report";

/**
 * nobody may stall the server without signing in. Eight 7 MB text/plain bodies to
 * PATCH paths are refused with a 4xx, and /healthz keeps answering while they are handled.
 */
const BODY_BYTES = 7 * 1024 * 1024;
const PARALLEL = 8;
const PROBE_INTERVAL_MS = 20;
const MAX_PROBES = 250;
/** The most a /healthz probe may be late (event loop blocked), generous for a busy 2-core machine. */
const MAX_STALL_MS = 500;
const ALLOWED = [400, 401, 413, 415];

const server = useTestServer();

describe(`huge anonymous bodies [${databaseLabel()}]`, () => {
  /**
   * Sends PARALLEL bodies at once, to `urls` in turn, while probing /healthz; returns what each body got
   * and how late the probes were (a blocked event loop shows up there, whether it blocks the timer or
   * the request).
   */
  async function floodWhileProbing(method: "PATCH" | "POST", urls: string[], contentType: string) {
    const requests = Array.from({ length: PARALLEL }, (_, i) => ({
      method,
      url: urls[i % urls.length]!,
      contentType,
    }));
    const payload = "x".repeat(BODY_BYTES);
    let pending = requests.length;
    const started = performance.now();
    const bodies = requests.map((r) =>
      server.app
        .inject({ method: r.method, url: r.url, headers: { "content-type": r.contentType }, payload })
        .then((response) => ({ url: r.url, status: response.statusCode, ms: performance.now() - started }))
        .finally(() => pending--),
    );
    const lateness: number[] = [];
    const healthStatuses: number[] = [];
    while (pending > 0 && lateness.length < MAX_PROBES) {
      const before = performance.now();
      await sleep(PROBE_INTERVAL_MS);
      const health = await server.app.inject({ method: "GET", url: "/healthz" });
      healthStatuses.push(health.statusCode);
      lateness.push(performance.now() - before - PROBE_INTERVAL_MS);
    }
    const answers = await Promise.all(bodies);
    return {
      answers,
      healthStatuses,
      maxStall: Math.round(Math.max(0, ...lateness)),
      probes: lateness.length,
    };
  }

  function expectRefusedWithoutStall(
    result: Awaited<ReturnType<typeof floodWhileProbing>>,
    allowed: readonly number[],
  ) {
    expect(
      result.answers.filter((a) => !allowed.includes(a.status)),
      JSON.stringify(result.answers),
    ).toEqual([]);
    expect(result.healthStatuses.every((s) => s === 200)).toBe(true);
    expect(
      result.maxStall,
      `/healthz was up to ${result.maxStall} ms late while the bodies were handled`,
    ).toBeLessThan(MAX_STALL_MS);
  }

  /** What the report says of a flood. */
  const figures = (result: Awaited<ReturnType<typeof floodWhileProbing>>) => ({
    bodies: PARALLEL,
    megabytesEach: 7,
    statuses: [...new Set(result.answers.map((a) => a.status))].join(" "),
    slowestAnswerMs: Math.round(Math.max(...result.answers.map((a) => a.ms))),
    healthProbes: result.probes,
    maxHealthStallMs: result.maxStall,
  });

  it(`${PARALLEL} parallel 7 MB text/plain PATCH bodies: each 4xx, /healthz never stalls`, async ({
    task,
  }) => {
    const result = await floodWhileProbing("PATCH", ["/api/goals/1", "/api/user-lessons/1"], "text/plain");
    report(task, `huge anonymous bodies [${databaseLabel()}]`, figures(result));
    expectRefusedWithoutStall(result, ALLOWED);
  });

  // The feedback form is open to anyone holding a link, so its doors read JSON from strangers.
  it(`${PARALLEL} parallel 7 MB JSON bodies to the public feedback submit: each 413, /healthz never stalls`, async ({
    task,
  }) => {
    const result = await floodWhileProbing(
      "POST",
      ["/api/peer-feedback/submit", "/trpc/feedback.submit"],
      "application/json",
    );
    report(task, `huge bodies to the public feedback form [${databaseLabel()}]`, figures(result));
    expectRefusedWithoutStall(result, [413]);
  });
});
