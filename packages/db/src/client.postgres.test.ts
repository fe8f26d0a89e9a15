import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "./client";
import type { DB } from "./database";
import { isDatabaseUnavailable } from "./errors";
import { createTestDb, type TestDb } from "./testing";

describe("the app's PostgreSQL connections", () => {
  it("run with JIT compilation off", async () => {
    const t = await createTestDb();
    const { rows } = await sql<{ jit: string }>`show jit`.execute(t.db);
    expect(rows).toEqual([{ jit: "off" }]);
    await t.drop();
  });
});

describe("a PostgreSQL connection dropped while in use", () => {
  let t: TestDb;
  let admin: pg.Client;
  beforeAll(async () => {
    t = await createTestDb();
    admin = new pg.Client({ connectionString: t.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await t.drop();
  });

  async function selectOneWithinAttempts(db: DB, attempts: number): Promise<boolean> {
    for (let i = 0; i < attempts; i++) {
      try {
        const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
        return rows[0]?.one === 1;
      } catch (error) {
        expect(isDatabaseUnavailable(error)).toBe(true);
      }
    }
    return false;
  }

  it("fails the query it was running, keeps the process up, and the next query gets a new connection", async () => {
    const errors: Error[] = [];
    const handle = await createDb({ databaseUrl: t.url, poolMax: 2, onPoolError: (e) => errors.push(e) });
    for (let round = 0; round < 5; round++) {
      // Settled at once, so its failure is observed whenever it arrives (never an unhandled rejection).
      const running = sql`select pg_sleep(5)`.execute(handle.db).then(
        () => null,
        (error: unknown) => error,
      );
      // Wait until the query is running on the server, then terminate its backend.
      for (let i = 0; i < 100; i++) {
        const { rows } = await admin.query<{ n: string }>(
          "select count(*) as n from pg_stat_activity where query like 'select pg_sleep(5)%' and pid <> pg_backend_pid()",
        );
        if (Number(rows[0]?.n) > 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where query like 'select pg_sleep(5)%' and pid <> pg_backend_pid()",
      );
      const failure = await running;
      expect(failure).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      // A client that broke a moment ago may be handed out once more before the pool learns it is
      // gone: that query fails as a connection error (a 503 to its caller), the next one succeeds.
      expect(await selectOneWithinAttempts(handle.db, 3)).toBe(true);
    }
    expect(errors.length).toBeGreaterThan(0);
    await handle.close();
  });
});
