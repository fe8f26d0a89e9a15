import { afterAll, describe, expect, it } from "vitest";
import { freePort, portClosed, startServer, stopServer, type ServerProcess } from "./helpers/process";
import { report } from "./helpers/report";

/** A server started while PostgreSQL is down waits and retries, saying so, instead of exiting. */
const started: ServerProcess[] = [];

describe("a server started while PostgreSQL is unreachable (real process)", () => {
  afterAll(async () => {
    for (const server of started) await stopServer(server, "SIGKILL");
  });

  it("keeps running and retrying with a log line instead of exiting", async ({ task }) => {
    let closedPort = 5999;
    while (!(await portClosed(closedPort)) && closedPort < 6099) closedPort++;
    const port = await freePort();
    const server = startServer(port, {
      DATABASE_URL: `postgres://postgres@127.0.0.1:${closedPort}/leadcoach_unreachable`,
      LOG_LEVEL: "info",
    });
    started.push(server);
    const WAIT_MS = 8_000;
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
    const alive = !server.hasExited();
    const { stdout, stderr } = server.output();
    const lines = `${stdout}\n${stderr}`.split("\n").filter((line) => line.trim() !== "");
    const retryLine = lines.find(
      (line) =>
        /retry|retrying|waiting|unreachable|unavailable/i.test(line) && /database|postgres/i.test(line),
    );
    await stopServer(server, "SIGKILL");
    report(task, "start while PostgreSQL is unreachable [postgres process]", {
      waitedMs: WAIT_MS,
      stillRunning: alive,
      logLines: lines.length,
      retryLogLine: Boolean(retryLine),
    });
    expect(alive, `the server exited while PostgreSQL was unreachable:\n${lines.slice(-10).join("\n")}`).toBe(
      true,
    );
    expect(
      retryLine,
      `no log line says it is waiting for the database:\n${lines.slice(-10).join("\n")}`,
    ).toBeDefined();
  });
});
