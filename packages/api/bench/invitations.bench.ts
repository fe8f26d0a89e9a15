/**
 * An invitation import of 2,000 rows (each with a group), through the service the procedure calls:
 * the accounts, invitations, group memberships, 2,000 outbox e-mails and audit events, in a handful of
 * statements. On PGlite or, with DATABASE_URL, PostgreSQL. Target: under 5 s (docs/invitations.md).
 * The only check is that 2,000 e-mails were queued.
 */
import { createTestDb, type TestDb } from "@leadcoach/db/testing";
import { afterAll, beforeAll, bench, describe } from "vitest";
import { defaultApiConfig } from "../src/config";
import { INVITATION_IMPORT_MAX_ROWS } from "../src/schemas/invitations";
import type { SessionUser } from "../src/services/deps";
import { importInvitations } from "../src/services/invitations/invite";
import { createUser, RecordingSession } from "../src/testing";

let t: TestDb;
let caller: { user: SessionUser; ip: string; session: RecordingSession };
let round = 0;

beforeAll(async () => {
  t = await createTestDb();
  const admin = await createUser(t.db, { role: "admin" });
  caller = {
    user: { id: admin.id, role: "admin" } as SessionUser,
    ip: "127.0.0.1",
    session: new RecordingSession(),
  };
  await t.db.insertInto("groups").values({ name: "Bench Cohort" }).execute();
});
afterAll(() => t.drop());

describe("invitations", () => {
  bench(
    `import ${INVITATION_IMPORT_MAX_ROWS} rows with their e-mails`,
    async () => {
      round += 1;
      const rows = Array.from(
        { length: INVITATION_IMPORT_MAX_ROWS },
        (_, i) => `Person ${i},bench-${round}-${i}@example.test,user,Bench Cohort`,
      );
      const csv = ["name,email,role,groups", ...rows].join("\n");
      const deps = { db: t.db, config: defaultApiConfig, now: () => new Date() };
      const started = performance.now();
      const result = await importInvitations(deps, caller, { csv, preview: false });
      const seconds = (performance.now() - started) / 1000;
      const queued = await t.db
        .selectFrom("emailOutbox")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("toAddress", "like", `bench-${round}-%`)
        .executeTakeFirstOrThrow();
      if (result.invited !== INVITATION_IMPORT_MAX_ROWS || Number(queued.n) !== INVITATION_IMPORT_MAX_ROWS) {
        throw new Error(`invited ${result.invited}, queued ${queued.n}`);
      }
      console.log(`import of ${INVITATION_IMPORT_MAX_ROWS} rows: ${seconds.toFixed(2)} s on ${t.kind}`);
    },
    { iterations: 3, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
