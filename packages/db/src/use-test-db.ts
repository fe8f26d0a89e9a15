import { afterAll, beforeAll } from "vitest";
import type { DB } from "./database";
import { createTestDb, type TestDb } from "./testing";

/**
 * A fresh test database for the whole file (`createTestDb`): made in `beforeAll`, after it `setup`
 * (a table of the test's own), dropped in `afterAll`. For this package's own tests; packages/api has
 * its own `useTestDb`.
 */
export function useTestDb(setup?: (db: DB) => Promise<unknown>): {
  readonly db: DB;
  /** The PostgreSQL database's address; undefined on PGlite. */
  readonly url: string | undefined;
} {
  let testDb: TestDb | undefined;
  beforeAll(async () => {
    testDb = await createTestDb();
    await setup?.(testDb.db);
  });
  afterAll(() => testDb?.drop());
  return {
    get db() {
      if (!testDb) throw new Error("The test database exists from the first beforeAll on.");
      return testDb.db;
    },
    get url() {
      return testDb?.url;
    },
  };
}
