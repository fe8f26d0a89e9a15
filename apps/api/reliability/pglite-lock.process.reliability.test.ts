import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createGoal,
  exitWithin,
  freePort,
  goalTitles,
  isAnswer,
  pgliteTemplate,
  signInOver,
  signUpAndIn,
  startServer,
  stopServer,
  waitReady,
  httpRequest,
  type ServerProcess,
} from "./helpers/process";
import { report } from "./helpers/report";

/**
 * one process per embedded database directory. A second server on a directory in
 * use must stop at once with one clear line; the first keeps working; a lock left by a killed
 * process must not block the next start.
 */
const SECOND_EXIT_WITHIN_MS = 30_000;

let template: Awaited<ReturnType<typeof pgliteTemplate>>;
const started: ServerProcess[] = [];

function start(port: number, dir: string): ServerProcess {
  const server = startServer(port, { PGLITE_DIR: dir });
  started.push(server);
  return server;
}

describe("two processes on one PGlite directory (real processes)", () => {
  beforeAll(async () => {
    template = await pgliteTemplate();
  });
  afterAll(async () => {
    for (const server of started) await stopServer(server, "SIGKILL");
    template?.remove();
  });

  it("the second is refused at once with one clear line; a killed holder leaves no stale lock", async ({
    task,
  }) => {
    const dir = template.copy();
    const portA = await freePort();
    const first = start(portA, dir);
    await waitReady(first);
    const portB = await freePort();
    const { cookie, email, password } = await signUpAndIn(portA);

    const startedAt = Date.now();
    const second = start(portB, dir);
    const secondExit = await exitWithin(second, SECOND_EXIT_WITHIN_MS);
    const secondExitMs = Date.now() - startedAt;
    const secondStillRunning = secondExit === null;
    // If it did start, it must not keep writing to the directory.
    if (secondStillRunning) await stopServer(second, "SIGKILL");
    const stderrLines = second
      .output()
      .stderr.split("\n")
      .filter((line) => line.trim() !== "");
    const clearLine = stderrLines.find(
      (line) =>
        line.includes(String(first.pid)) && line.includes("PGLITE_DIR") && line.includes("DATABASE_URL"),
    );

    // The first server keeps working.
    const health = await httpRequest(portA, "GET", "/healthz");
    const write = await createGoal(portA, cookie, "written-by-the-first-server");
    const firstWorks = isAnswer(health) && health.status === 200 && isAnswer(write) && write.status === 200;

    // kill -9 the holder: its lock must not block the next start on the same directory.
    first.child.kill("SIGKILL");
    await first.exited;
    const third = start(portA, dir);
    let restartError = "";
    let restartMs = 0;
    try {
      restartMs = await waitReady(third, 90_000);
    } catch (error) {
      restartError = (error as Error).message.slice(0, 400);
    }
    let writeKept = false;
    if (!restartError) {
      const again = await signInOver(portA, email, password);
      writeKept = (await goalTitles(portA, again)).has("written-by-the-first-server");
    }
    await stopServer(third);

    report(task, "two processes on one PGlite directory [pglite process]", {
      secondExitCode: secondStillRunning ? "still running" : String(secondExit.code ?? secondExit.signal),
      secondExitMs: secondStillRunning ? -1 : secondExitMs,
      secondStderrLines: stderrLines.length,
      clearLine: Boolean(clearLine),
      firstKeptWorking: firstWorks,
      restartAfterKill9: !restartError,
      restartMs,
      writeBeforeKill9Kept: writeKept,
    });
    expect(secondStillRunning, "the second server on the same directory kept running").toBe(false);
    expect(secondExit?.code, "the second server's exit code").not.toBe(0);
    expect(
      clearLine,
      `no stderr line names the holder (pid ${first.pid}), PGLITE_DIR and DATABASE_URL:\n${stderrLines.join("\n")}`,
    ).toBeDefined();
    expect(firstWorks, "the first server stopped working").toBe(true);
    expect(restartError, "a start after kill -9 of the holder").toBe("");
    expect(writeKept, "a write acknowledged before kill -9 is there after the restart").toBe(true);
  });
});
