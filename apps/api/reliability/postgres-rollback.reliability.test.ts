import { createDb, type DbHandle } from "@leadcoach/db";
import { createTestDb, type TestDb } from "@leadcoach/db/testing";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import {
  sql,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signIn } from "../test/testing";
import { restCall, sleep, trpcCall } from "./helpers/inject";
import { createActor } from "./helpers/procedures";
import { report } from "./helpers/report";

/**
 * A connection that dies in the middle of a transaction: either the statement it is running fails and
 * the ROLLBACK goes to the closing client ("Connection terminated unexpectedly"), or it dies between two
 * statements, and the next statement and the ROLLBACK both fail with pg's "Client has encountered a
 * connection error and is not queryable", which replaces the statement's own error. Every one must
 * answer 503, never 500. PostgreSQL only: PGlite has no backends to terminate.
 */
const TRIALS = 3;

let t: TestDb;
let app: FastifyInstance;
let locker: DbHandle;

/**
 * Holds a transaction still right after its goal row is locked (`select ... for update`), for as long
 * as `pauseAfterLock` says: the backend is then idle in transaction while the request waits.
 */
let pauseAfterLock: (() => Promise<void>) | null = null;
const lockQueries = new Set<unknown>();
const pauser: KyselyPlugin = {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (JSON.stringify(args.node).includes('"ForUpdate"')) lockQueries.add(args.queryId);
    return args.node;
  },
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (lockQueries.delete(args.queryId) && pauseAfterLock) await pauseAfterLock();
    return args.result;
  },
};

beforeAll(async () => {
  t = await createTestDb();
  app = await buildTestApp({ ...t, db: t.db.withPlugin(pauser) });
  // Two connections: one holds the lock, the other finds and terminates the waiting backend.
  locker = await createDb({ databaseUrl: t.url!, poolMax: 2 });
});
afterAll(async () => {
  await app?.close();
  await locker?.close();
  await t?.drop();
});

/** Terminates the test database's backends in `state` (besides the locker's), polling until one was. */
async function terminateBackend(where: "waiting on a lock" | "idle in transaction"): Promise<void> {
  const database = new URL(t.url!).pathname.slice(1);
  for (let attempt = 0; attempt < 400; attempt++) {
    const { rows } = await sql<{ terminated: boolean }>`
      select pg_terminate_backend(pid) as terminated from pg_stat_activity
      where datname = ${database} and pid <> pg_backend_pid()
        and ${where === "waiting on a lock" ? sql`wait_event_type = 'Lock'` : sql`state = 'idle in transaction'`}`.execute(
      locker.db,
    );
    if (rows.some((row) => row.terminated)) return;
    await sleep(25);
  }
  throw new Error(`no backend ${where} to terminate`);
}

/**
 * Runs `request` while another connection holds the goal's row lock, so the request's transaction waits
 * on its `for update`; terminates the waiting backend, then releases the lock.
 */
async function killedWhileWaiting(
  goalId: number,
  request: () => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse> {
  const holder = await locker.db.startTransaction().execute();
  try {
    await sql`select id from goals where id = ${goalId} for update`.execute(holder);
    const answer = request();
    await terminateBackend("waiting on a lock");
    return await answer;
  } finally {
    await holder.rollback().execute();
  }
}

/**
 * Runs `request` and terminates its backend while its transaction sits idle after locking the goal,
 * then lets the transaction go on (on a client pg already knows is broken).
 */
async function killedBetweenStatements(
  request: () => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse> {
  pauseAfterLock = async () => {
    pauseAfterLock = null;
    await terminateBackend("idle in transaction");
    // pg learns of the closed socket on its next turn of the event loop; give it a few.
    await sleep(100);
  };
  try {
    return await request();
  } finally {
    pauseAfterLock = null;
  }
}

describe("a PostgreSQL backend terminated inside a transaction", () => {
  it(`answers 503 on /api and /trpc, whether the statement or the ROLLBACK meets the dead client (${TRIALS} trials each)`, async ({
    task,
  }) => {
    const actor = await createActor(t.db);
    const cookie = await signIn(app, actor.email, actor.password);
    const created = await trpcCall(app, "goals.create", "mutation", { title: "Hold the line" }, { cookie });
    expect(created.statusCode, created.body).toBe(200);
    const goalId = (JSON.parse(created.body) as { result: { data: { id: number } } }).result.data.id;
    const rest = (title: string) => () =>
      restCall(app, "PATCH", `/api/goals/${goalId}`, { title }, { cookie });
    const trpc = (title: string) => () =>
      trpcCall(app, "goals.update", "mutation", { goalId, title }, { cookie });

    const answers: LightMyRequestResponse[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      answers.push(await killedWhileWaiting(goalId, rest(`waiting rest ${trial}`)));
      answers.push(await killedWhileWaiting(goalId, trpc(`waiting trpc ${trial}`)));
      answers.push(await killedBetweenStatements(rest(`idle rest ${trial}`)));
      answers.push(await killedBetweenStatements(trpc(`idle trpc ${trial}`)));
    }
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.body).toMatch(/temporarily unavailable/);
    }

    // The pool let go of the dead clients: the same write now goes through.
    const after = await rest("After the outage")();
    expect(after.statusCode, after.body).toBe(200);
    report(task, "transaction whose backend is terminated mid-way", {
      requests: answers.length,
      answered503: answers.filter((a) => a.statusCode === 503).length,
      writeAfterwards: after.statusCode,
    });
  });
});
