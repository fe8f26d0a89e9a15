import { createTestDb, type TestDb } from "@leadcoach/db/testing";
import type { FastifyInstance } from "fastify";
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../src/testing";
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

let t: TestDb;
let app: FastifyInstance;

describe(`huge anonymous bodies [${databaseLabel()}]`, () => {
  beforeAll(async () => {
    t = await createTestDb();
    app = await buildTestApp(t);
  });
  afterAll(async () => {
    await app?.close();
    await t?.drop();
  });

  it(`${PARALLEL} parallel 7 MB text/plain PATCH bodies: each 4xx, /healthz never stalls`, async ({
    task,
  }) => {
    const payload = "x".repeat(BODY_BYTES);
    const urls = ["/api/goals/1", "/api/user-lessons/1"];
    let pending = PARALLEL;
    const started = performance.now();
    const bodies = Array.from({ length: PARALLEL }, (_, i) =>
      app
        .inject({ method: "PATCH", url: urls[i % 2]!, headers: { "content-type": "text/plain" }, payload })
        .then((response) => ({ status: response.statusCode, ms: performance.now() - started }))
        .finally(() => pending--),
    );
    // How late each /healthz answer is beyond its interval: a blocked event loop shows up here,
    // whether it blocks the timer or the request.
    const lateness: number[] = [];
    const healthStatuses: number[] = [];
    while (pending > 0 && lateness.length < MAX_PROBES) {
      const before = performance.now();
      await sleep(PROBE_INTERVAL_MS);
      const health = await app.inject({ method: "GET", url: "/healthz" });
      healthStatuses.push(health.statusCode);
      lateness.push(performance.now() - before - PROBE_INTERVAL_MS);
    }
    const answers = await Promise.all(bodies);
    const maxStall = Math.round(Math.max(0, ...lateness));
    report(task, `huge anonymous bodies [${databaseLabel()}]`, {
      bodies: PARALLEL,
      megabytesEach: 7,
      statuses: [...new Set(answers.map((a) => a.status))].join(" "),
      slowestAnswerMs: Math.round(Math.max(...answers.map((a) => a.ms))),
      healthProbes: lateness.length,
      maxHealthStallMs: maxStall,
    });
    expect(
      answers.filter((a) => !ALLOWED.includes(a.status)),
      JSON.stringify(answers),
    ).toEqual([]);
    expect(healthStatuses.every((s) => s === 200)).toBe(true);
    expect(maxStall, `/healthz was up to ${maxStall} ms late while the bodies were handled`).toBeLessThan(
      MAX_STALL_MS,
    );
  });
});
