import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { CamelCasePlugin, Kysely, PostgresDialect, sql, type CompiledQuery, type KyselyConfig } from "kysely";
import pg from "pg";
import type { Database } from "./database";
import { PGliteDialect } from "./pglite-dialect";
import { lockDirectory } from "./pglite-lock";
import { preparedStatementName } from "./prepared";

export interface DbConfig {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; undefined with `inMemory` keeps nothing on disk. */
  pgliteDir?: string | undefined;
  inMemory?: boolean;
  poolMax?: number;
  /** Called when a pg connection errors (the server went away, the connection was terminated). */
  onPoolError?: (error: Error) => void;
  /** Called with each statement the database ran (plan checks collect them). */
  onQuery?: (query: CompiledQuery) => void;
}

export interface DbHandle {
  db: Kysely<Database>;
  kind: "postgres" | "pglite";
  /** True when a trivial query answers within a second. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

/** Both drivers read bigint and numeric as numbers and `date` as 'YYYY-MM-DD'. */
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    if (oid === DATE) return (value: string) => value;
    return pg.types.getTypeParser(oid, format ?? "text") as (value: string) => unknown;
  }) as pg.CustomTypesConfig["getTypeParser"],
};

/** The camel-case plugin, also asked for the property name of one column (json-rows.ts). */
class ColumnNames extends CamelCasePlugin {
  propertyOf(column: string): string {
    return this.camelCase(column);
  }
}

/** Column names only: keys inside jsonb values (notification kinds, skill names) are data and stay as stored. */
export const camelCase = new ColumnNames({
  underscoreBeforeDigits: true,
  maintainNestedObjectKeys: true,
});

function queryLog(config: DbConfig): Pick<KyselyConfig, "log"> {
  const onQuery = config.onQuery;
  if (!onQuery) return {};
  return { log: (event) => (event.level === "query" ? onQuery(event.query) : undefined) };
}

export async function createDb(config: DbConfig): Promise<DbHandle> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.poolMax ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      // The app's statements are short and per user: JIT compilation costs more than it ever saves.
      options: "-c jit=off",
      types: pgTypes,
    });
    const onError = (error: Error) => config.onPoolError?.(error);
    // An idle client's error reaches the pool; a checked-out client's reaches only the client, and an
    // 'error' event nobody listens to ends the process. So every client listens for its whole life:
    // the query it was running fails (503 to the caller) and the pool drops the broken client.
    pool.on("error", onError);
    pool.on("connect", (client) => {
      client.on("error", onError);
      runPreparedStatementsByName(client);
    });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      plugins: [camelCase],
      ...queryLog(config),
    });
    return { db, kind: "postgres", ping: () => ping(db), close: () => db.destroy() };
  }

  const dataDir = config.inMemory ? undefined : config.pgliteDir;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const lock = dataDir ? await lockDirectory(dataDir) : null;
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    // The people search's trigram index (migration 2026-11-29T01); PostgreSQL ships it as a contrib module.
    extensions: { pg_trgm },
    parsers: {
      [INT8]: (value: string) => Number(value),
      [NUMERIC]: (value: string) => Number(value),
      [DATE]: (value: string) => value,
    },
  }).catch(async (error: unknown) => {
    await lock?.release();
    throw error;
  });
  const db = new Kysely<Database>({
    dialect: new PGliteDialect(pglite),
    plugins: [camelCase],
    ...queryLog(config),
  });
  return {
    db,
    kind: "pglite",
    ping: () => ping(db),
    close: async () => {
      await db.destroy();
      await lock?.release();
    },
  };
}

/**
 * Kysely hands the client a statement's text and values; when the text is one of the app's prepared
 * statements (prepared.ts), it goes out under its name, so this connection parses and plans it once
 * and afterwards only binds and runs it (pg keeps the per-connection bookkeeping).
 */
function runPreparedStatementsByName(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    const name = typeof text === "string" && args.length === 2 ? preparedStatementName(text) : undefined;
    return name ? query({ name, text, values }) : query(...args);
  }) as typeof client.query;
}

async function ping(db: Kysely<Database>): Promise<boolean> {
  try {
    await Promise.race([
      sql`select 1`.execute(db),
      new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 1_000).unref()),
    ]);
    return true;
  } catch {
    return false;
  }
}
