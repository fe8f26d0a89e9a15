// The benchmark's yardsticks: a bare Fastify app on one raw pg Pool whose routes run the dashboard's own
// SQL for one user. The statements are not copied by hand: at start the real dashboard.summary procedure
// runs once through Kysely with a query log, and the routes replay what it logged (same text, same
// parameters), so the reference follows any change to the dashboard's queries. /reference/dashboard
// sends each statement unnamed (parsed and planned on every run); /reference/dashboard-prepared sends
// each under a name, as the app sends its prepared statements, so each connection parses it once: the
// real limit for the app on this database. Usage:
//   tsx bench-http/reference-server.ts --url postgres://... --port 4000 [--user-id 2] [--print-sql]
import { createRequire } from "node:module";
import { parseArgs } from "node:util";
import { createCaller, defaultApiConfig, findSessionUser, type Context } from "@leadcoach/api";
import { camelCase, type Database } from "@leadcoach/db";
import Fastify from "fastify";
import { Kysely, PostgresDialect, type PostgresPool, type PostgresQueryResult } from "kysely";

/** The part of pg's Pool used here, typed through Kysely's own description of it. */
interface RawPool extends PostgresPool {
  query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  query<R>(config: {
    name: string;
    text: string;
    values: readonly unknown[];
  }): Promise<PostgresQueryResult<R>>;
  on(event: "error", listener: (error: Error) => void): unknown;
}
interface PgModule {
  Pool: new (config: { connectionString: string; max: number; options: string }) => RawPool;
}
// apps/api has pg but not @types/pg; Kysely's interfaces describe what is used.
const { Pool } = createRequire(import.meta.url)("pg") as PgModule;

export interface LoggedStatement {
  sql: string;
  parameters: readonly unknown[];
}

/** Runs dashboard.summary once as `userId` and returns the statements it sent to the database. */
export async function dashboardStatements(
  pool: RawPool,
  userId: number,
  timeZone: string,
): Promise<LoggedStatement[]> {
  const logged: LoggedStatement[] = [];
  let recording = false;
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [camelCase],
    log: (event) => {
      if (recording && event.level === "query") {
        logged.push({ sql: event.query.sql, parameters: event.query.parameters });
      }
    },
  });
  const user = await findSessionUser(db, userId);
  if (!user) throw new Error(`No user ${userId} in the benchmark database`);
  const quiet = { info() {}, warn() {}, error() {} };
  const ctx: Context = {
    db,
    user,
    session: {
      signIn: async () => {},
      signOut: async () => {},
      beginSecondFactor: async () => {},
      pendingSecondFactor: () => null,
      ssoVerifiedAt: () => null,
      sidHash: () => null,
    },
    credential: { kind: "session" },
    clientIp: "127.0.0.1",
    clientUserAgent: null,
    config: defaultApiConfig,
    now: () => new Date(),
    log: quiet,
  };
  recording = true;
  await createCaller(ctx).dashboard.summary({ timeZone });
  recording = false;
  return logged;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: "string" },
      port: { type: "string", default: "0" },
      host: { type: "string", default: "127.0.0.1" },
      "user-id": { type: "string", default: "2" },
      "time-zone": { type: "string", default: "UTC" },
      "print-sql": { type: "boolean", default: false },
    },
  });
  if (!values.url) throw new Error("--url is required");
  // The server's pool settings (packages/db client.ts): ten connections, no JIT.
  const pool = new Pool({ connectionString: values.url, max: 10, options: "-c jit=off" });
  pool.on("error", (error) => console.error(`pg pool: ${error.message}`));
  const statements = await dashboardStatements(pool, Number(values["user-id"]), values["time-zone"]);
  if (values["print-sql"]) {
    for (const s of statements) console.log(`${s.sql}\n  -- ${JSON.stringify(s.parameters)}\n`);
  }

  const app = Fastify({ logger: false });
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/reference/statements", async () => ({ count: statements.length }));
  // Concurrently, as the service's Promise.all does; rows go out as they come (no shaping).
  app.get("/reference/dashboard", async () => {
    const results = await Promise.all(statements.map((s) => pool.query(s.sql, s.parameters)));
    return { results: results.map((r) => r.rows) };
  });
  app.get("/reference/dashboard-prepared", async () => {
    const results = await Promise.all(
      statements.map((s, index) => pool.query({ name: `ref_${index}`, text: s.sql, values: s.parameters })),
    );
    return { results: results.map((r) => r.rows) };
  });
  app.addHook("onClose", async () => pool.end());
  const address = await app.listen({ port: Number(values.port), host: values.host });
  console.log(`reference server on ${address} replaying ${statements.length} statements`);
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
}

await main();
