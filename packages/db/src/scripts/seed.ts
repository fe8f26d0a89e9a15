import { createDb } from "../client";
import { migrateToLatest } from "../migrate";
import { seed } from "../seed/index";

const handle = await createDb({
  databaseUrl: process.env.DATABASE_URL,
  pgliteDir: process.env.PGLITE_DIR ?? new URL("../../../../.data/pglite", import.meta.url).pathname,
});
await migrateToLatest(handle.db);
await seed(handle.db, { demo: process.env.SEED_DEMO !== "false" });
console.log("Seeded content and demo accounts");
await handle.close();
