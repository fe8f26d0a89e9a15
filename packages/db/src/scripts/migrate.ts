import { createDb } from "../client";
import { migrateToLatest } from "../migrate";

const handle = await createDb({
  databaseUrl: process.env.DATABASE_URL,
  pgliteDir: process.env.PGLITE_DIR ?? new URL("../../../../.data/pglite", import.meta.url).pathname,
});
const ran = await migrateToLatest(handle.db);
console.log(ran.length ? `Applied: ${ran.join(", ")}` : "Database is up to date");
await handle.close();
