import { createTestDb } from "@leadcoach/db/testing";
import { seedAnalyticsBench } from "./analytics.seed";
import { catchUpAnalytics } from "../src/services/analytics/rollups";
const t = await createTestDb();
await seedAnalyticsBench(t.db, { users: 10000, events: 1000000, now: new Date("2026-11-20T12:00:00Z") });
await catchUpAnalytics({ db: t.db, now: () => new Date() }, { batchSize: 20000 });
console.log("URL", t.url);
await t.db.destroy();
process.exit(0);
