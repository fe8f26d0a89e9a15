import { createDb } from "../client";
import { migrateToLatest } from "../migrate";
import { loadScriptEnv } from "./env";

const env = loadScriptEnv();
const handle = await createDb({ databaseUrl: env.databaseUrl, pgliteDir: env.pgliteDir });
const ran = await migrateToLatest(handle.db);
console.log(ran.length ? `Applied: ${ran.join(", ")}` : "Database is up to date");
await handle.close();
