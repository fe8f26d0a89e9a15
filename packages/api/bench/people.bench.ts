/**
 * The people screen on 100,000 people (`seedPeople`), through its service (the page and each row's
 * groups), on PGlite or, with DATABASE_URL, PostgreSQL. Target: under 50 ms a page (docs/people.md,
 * docs/performance.md). The plans are checked in src/services/people/people-list.postgres.test.ts.
 */
import { createTestDb, type TestDb } from "@leadcoach/db/testing";
import { afterAll, beforeAll, bench, describe } from "vitest";
import { defaultApiConfig } from "../src/config";
import { ZListPeopleInput, type ListPeopleInput } from "../src/schemas/people";
import type { SessionUser } from "../src/services/deps";
import { listPeople } from "../src/services/people/people";
import { seedPeople } from "../src/services/people/people.fixtures";

const PEOPLE = 100_000;

let t: TestDb;
let groups: Record<number, number> = {};
let secondPage = "";
const admin = { id: 0, role: "admin" } as unknown as SessionUser;
const deps = () => ({ db: t.db, config: defaultApiConfig, now: () => new Date() });
const list = (input: ListPeopleInput) => listPeople(deps(), admin, ZListPeopleInput.parse(input));

beforeAll(async () => {
  t = await createTestDb();
  const started = performance.now();
  groups = await seedPeople(t.db, PEOPLE);
  console.log(`seeded ${PEOPLE} people in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  secondPage = (await list({})).nextCursor ?? "";
}, 600_000);
afterAll(() => t.drop());

describe("people list, 100,000 people", () => {
  bench("first page by name", async () => {
    await list({});
  });
  bench("the page after a cursor", async () => {
    await list({ cursor: secondPage });
  });
  bench("by last sign-in, latest first", async () => {
    await list({ sort: "lastSignIn" });
  });
  bench("deactivated people", async () => {
    await list({ status: "deactivated" });
  });
  bench("a group of 10,000, by name", async () => {
    await list({ groupId: groups[10_000] });
  });
});

describe("people search, 100,000 people", () => {
  // A first name that sorts after all others, a last name, a piece of an address, a common piece and a
  // two-letter piece that matches nobody (no trigram: the two reads scan the table).
  for (const search of ["zoë", "zimmerm", "m.kim.1", "ana", "qz"]) {
    bench(`search '${search}'`, async () => {
      await list({ search });
    });
  }
});
