/**
 * SCIM's lookup by `filter=userName eq "..."`, which Okta and Entra ID send before every create and
 * update, on 20,000 people. Target under 5 ms (docs/performance.md); `pnpm bench` runs it.
 */
import { createTestDb, type TestDb } from "@leadcoach/db/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, bench, describe } from "vitest";
import { defaultApiConfig } from "../src/config";
import { listScimUsersPage } from "../src/services/scim/users";
import { insertCrowd } from "../src/testing-plans";

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
  await insertCrowd(t.db, 20_000);
  await sql`analyze`.execute(t.db);
});
afterAll(() => t.drop());

let n = 0;

describe("SCIM", () => {
  bench("GET /Users?filter=userName eq (20,000 people)", async () => {
    n = (n % 20_000) + 1;
    await listScimUsersPage(
      { db: t.db, config: defaultApiConfig, now: () => new Date(), ip: null },
      { filter: `userName eq "crowd-${n}@example.test"` },
    );
  });
});
