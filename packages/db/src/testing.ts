import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDb, type DbHandle } from "./client";
import { migrateToLatest } from "./migrate";
import { seed } from "./seed/index";

export type TestDbKind = "pglite" | "postgres";

/** Which database the current test project runs on: vitest sets TEST_DB per project. */
export function testDbKind(): TestDbKind {
  return process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
}

export interface TestDb extends DbHandle {
  /** Connection string of this test database (postgres only), for a second server instance. */
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated and content-seeded database for one test file: in-memory PGlite, or a new
 * database on the server named by DATABASE_URL, dropped afterwards.
 */
export async function createTestDb(options: { demo?: boolean } = {}): Promise<TestDb> {
  if (testDbKind() === "pglite") {
    const handle = await createDb({ inMemory: true });
    await migrateToLatest(handle.db);
    await seed(handle.db, { demo: options.demo ?? false });
    return { ...handle, url: undefined, drop: () => handle.close() };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DB=postgres needs DATABASE_URL pointing at a PostgreSQL server");
  const name = `leadcoach_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), poolMax: 5 });
  await migrateToLatest(handle.db);
  await seed(handle.db, { demo: options.demo ?? false });
  return {
    ...handle,
    url: url.toString(),
    drop: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
