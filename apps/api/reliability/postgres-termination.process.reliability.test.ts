import { createDb, type DbHandle } from "@leadcoach/db";
import { createTestDb, type TestDb } from "@leadcoach/db/testing";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import {
  createGoal,
  freePort,
  httpRequest,
  isAnswer,
  signUpAndIn,
  startServer,
  stopServer,
  waitReady,
  type ServerProcess,
} from "./helpers/process";
import { report } from "./helpers/report";
import { reliabilityEnv } from "./env";

/**
 * a PostgreSQL connection dropping while it is in use must fail that request with
 * 503 and leave the server up; a server started while PostgreSQL is down waits and retries.
 */
const STREAM_MS = 15_000;
const WRITERS = 4;
const KILL_EVERY_MS = 250;

const started: ServerProcess[] = [];

describe("PostgreSQL connections terminated in a loop (real process)", () => {
  let t: TestDb | undefined;
  let killer: DbHandle | undefined;
  afterAll(async () => {
    for (const server of started) await stopServer(server, "SIGKILL");
    await killer?.close();
    await t?.drop();
  });

  it(`${STREAM_MS / 1000} s of writes while pg_terminate_backend runs every ${KILL_EVERY_MS} ms: 0 crashes, only 503s, 0 writes lost`, async ({
    task,
  }) => {
    t = await createTestDb();
    const database = new URL(t.url!).pathname.slice(1);
    const port = await freePort();
    const server = startServer(port, { DATABASE_URL: t.url!, SEED_DEMO: "false" });
    started.push(server);
    await waitReady(server);
    const { cookie } = await signUpAndIn(port);

    killer = await createDb({ databaseUrl: reliabilityEnv.databaseUrl, poolMax: 1 });
    const killerDb = killer.db;
    const deadline = Date.now() + STREAM_MS;
    let terminated = 0;
    let killRounds = 0;
    const killing = (async () => {
      while (Date.now() < deadline) {
        const result = await sql<{ terminated: boolean }>`
          select pg_terminate_backend(pid) as terminated from pg_stat_activity
          where datname = ${database} and pid <> pg_backend_pid()`.execute(killerDb);
        terminated += result.rows.filter((r) => r.terminated).length;
        killRounds++;
        await new Promise((resolve) => setTimeout(resolve, KILL_EVERY_MS));
      }
    })();

    const acknowledged: string[] = [];
    const statuses = new Map<string, number>();
    const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
    let sent = 0;
    const writers = Array.from({ length: WRITERS }, async (_, w) => {
      for (let n = 0; Date.now() < deadline && !server.hasExited(); n++) {
        const title = `pgterm-${w}-${n}`;
        sent++;
        const answer = await createGoal(port, cookie, title, { timeoutMs: 20_000 });
        if (isAnswer(answer)) {
          count(String(answer.status));
          if (answer.status >= 200 && answer.status < 300) acknowledged.push(title);
        } else {
          count(answer.error);
        }
      }
    });
    await Promise.all([killing, ...writers]);

    const crashed = server.hasExited();
    const health = await httpRequest(port, "GET", "/healthz", { timeoutMs: 5_000 });
    const healthy = isAnswer(health) && health.status === 200;
    // The server's own pool reconnects; read what it stored straight from the database.
    const rows = await t.db.selectFrom("goals").select("title").where("title", "like", "pgterm-%").execute();
    const present = new Set(rows.map((r) => r.title));
    const lost = acknowledged.filter((title) => !present.has(title)).length;
    const failures = [...statuses.entries()].filter(([key]) => !/^2\d\d$/.test(key));
    const not503 = failures.filter(([key]) => key !== "503");
    await stopServer(server);

    report(task, "PostgreSQL connections terminated in a loop [postgres process]", {
      seconds: STREAM_MS / 1000,
      killRounds,
      backendsTerminated: terminated,
      writes: sent,
      acknowledged: acknowledged.length,
      answers503: statuses.get("503") ?? 0,
      otherFailures: not503.reduce((sum, [, n]) => sum + n, 0),
      otherFailureKinds: not503.map(([key, n]) => `${key}x${n}`).join(" ") || "none",
      crashes: crashed ? 1 : 0,
      acknowledgedWritesLost: lost,
    });
    expect(crashed, `the server exited:\n${server.output().stderr.slice(-2000)}`).toBe(false);
    expect(healthy).toBe(true);
    expect(not503, "failed writes must answer 503 (not 500, not a dropped connection)").toEqual([]);
    expect(lost).toBe(0);
    expect(acknowledged.length).toBeGreaterThan(0);
  });
});
