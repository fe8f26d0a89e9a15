import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createGoal,
  exitWithin,
  freePort,
  goalTitles,
  httpRequest,
  isAnswer,
  pgliteTemplate,
  signUpAndIn,
  startServer,
  stopServer,
  waitReady,
  type HttpResult,
  type ServerProcess,
} from "./helpers/process";
import { report } from "./helpers/report";

/**
 * SIGTERM with requests in flight. Each round sends IN_FLIGHT writes, waits until
 * every one is fully handed to its socket, then signals the server. No request sent before the
 * signal may be reset, /readyz must say 503 during the drain, and every acknowledged write must be
 * there after a restart on the same directory.
 */
const ROUNDS = 4;
const IN_FLIGHT = 50;
const DRAIN_MS = 1_000;

let template: Awaited<ReturnType<typeof pgliteTemplate>>;
let server: ServerProcess | undefined;

/** Polls /readyz on fresh connections until it answers 503 or the server stops answering. */
async function readyzDuringDrain(port: number): Promise<{ saw503: boolean; answers: string[] }> {
  const answers: string[] = [];
  const until = Date.now() + DRAIN_MS + 2_000;
  while (Date.now() < until) {
    const answer = await httpRequest(port, "GET", "/readyz", { timeoutMs: 2_000 });
    answers.push(isAnswer(answer) ? String(answer.status) : answer.error);
    if (isAnswer(answer) && answer.status === 503) return { saw503: true, answers };
    if (!isAnswer(answer)) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { saw503: false, answers };
}

describe("SIGTERM with requests in flight (real process, PGlite)", () => {
  beforeAll(async () => {
    template = await pgliteTemplate();
  });
  afterAll(async () => {
    await stopServer(server, "SIGKILL");
    template?.remove();
  });

  it(`${ROUNDS} rounds of ${IN_FLIGHT} writes: 0 resets, 0 acknowledged writes lost, /readyz 503 while draining`, async ({
    task,
  }) => {
    const dir = template.copy();
    const port = await freePort();
    const env = { PGLITE_DIR: dir, SHUTDOWN_DRAIN_MS: String(DRAIN_MS) };
    server = startServer(port, env);
    await waitReady(server);
    const { cookie } = await signUpAndIn(port);

    let sent = 0;
    let acknowledged = 0;
    let resets = 0;
    let otherFailures = 0;
    let lost = 0;
    let drainsWith503 = 0;
    const exitCodes: string[] = [];
    const problems: string[] = [];

    for (let round = 0; round < ROUNDS; round++) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
      let handed = 0;
      let allSent!: () => void;
      const everyRequestSent = new Promise<void>((resolve) => (allSent = resolve));
      const titles = Array.from({ length: IN_FLIGHT }, (_, i) => `sigterm-${round}-${i}`);
      const writes: Promise<HttpResult>[] = titles.map((title) =>
        createGoal(port, cookie, title, {
          agent,
          timeoutMs: 30_000,
          onSent: () => {
            if (++handed === IN_FLIGHT) allSent();
          },
        }),
      );
      await Promise.race([everyRequestSent, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (handed < IN_FLIGHT)
        problems.push(`round ${round}: only ${handed} of ${IN_FLIGHT} requests were sent`);
      sent += handed;

      server.child.kill("SIGTERM");
      const readyz = await readyzDuringDrain(port);
      if (readyz.saw503) drainsWith503++;
      else
        problems.push(
          `round ${round}: /readyz never answered 503 while draining (${readyz.answers.join(", ")})`,
        );

      const results = await Promise.all(writes);
      agent.destroy();
      const exit = await exitWithin(server, 30_000);
      exitCodes.push(exit ? String(exit.code ?? exit.signal) : "still running");
      if (!exit) {
        problems.push(`round ${round}: the server had not exited 30 s after SIGTERM`);
        await stopServer(server, "SIGKILL");
      }

      const ok = titles.filter((_, i) => {
        const r = results[i]!;
        return isAnswer(r) && r.status >= 200 && r.status < 300;
      });
      const errors = results.filter((r): r is { error: string } => !isAnswer(r));
      const roundResets = errors.filter((r) =>
        ["ECONNRESET", "EPIPE", "socket hang up"].includes(r.error),
      ).length;
      const non2xx = results.filter((r) => isAnswer(r) && (r.status < 200 || r.status >= 300));
      acknowledged += ok.length;
      resets += roundResets;
      otherFailures += errors.length - roundResets + non2xx.length;
      if (errors.length || non2xx.length) {
        const summary = [
          ...errors.map((e) => e.error),
          ...non2xx.map((r) => (isAnswer(r) ? String(r.status) : "")),
        ];
        problems.push(
          `round ${round}: ${summary.length} of ${IN_FLIGHT} not acknowledged: ${[...new Set(summary)].join(", ")}`,
        );
      }

      // Restart on the same directory: every acknowledged write must be there.
      server = startServer(port, env);
      await waitReady(server);
      const present = await goalTitles(port, cookie);
      const missing = ok.filter((title) => !present.has(title));
      lost += missing.length;
      if (missing.length)
        problems.push(`round ${round}: ${missing.length} acknowledged writes lost after restart`);
    }
    await stopServer(server);

    report(task, "SIGTERM with requests in flight [pglite process]", {
      rounds: ROUNDS,
      requestsSentBeforeSignal: sent,
      acknowledged,
      resets,
      otherFailures,
      acknowledgedWritesLost: lost,
      drainsWith503: drainsWith503,
      exitCodes: exitCodes.join(" "),
    });
    expect(problems, problems.join("\n")).toEqual([]);
    expect(resets).toBe(0);
    expect(lost).toBe(0);
    expect(
      exitCodes.every((code) => code === "0"),
      `exit codes after SIGTERM: ${exitCodes.join(", ")}`,
    ).toBe(true);
  });
});
