import { createDb } from "../client";
import { migrateToLatest } from "../migrate";
import { seed } from "../seed/index";
import { loadScriptEnv } from "./env";

const env = loadScriptEnv();
const handle = await createDb({ databaseUrl: env.databaseUrl, pgliteDir: env.pgliteDir });
await migrateToLatest(handle.db);
await seed(handle.db, { demo: env.seedDemo });
console.log(
  env.seedDemo
    ? "Seeded content and demo accounts"
    : "Seeded content (no demo accounts: SEED_DEMO is off, or unset on PostgreSQL or in production)",
);
await handle.close();
