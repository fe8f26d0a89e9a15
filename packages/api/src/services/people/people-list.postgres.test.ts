import { sql, type Compilable } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDb } from "../../testing";
import { ZListGroupsInput } from "../../schemas/groups";
import {
  encodePeopleCursor,
  PEOPLE_PAGE_SIZE,
  ZListPeopleInput,
  type ListPeopleInput,
} from "../../schemas/people";
import { explainPlan } from "../../testing-plans";
import { groupsStatement } from "../groups/queries";
import { seedPeople } from "./people.fixtures";
import { peopleStatement, SEARCH_SORTED_MATCHES } from "./queries";

const t = useTestDb();
let groups: Record<number, number>;

/** 100,000 people (admins, invited and deactivated among them) and groups of 10 to 10,000. */
beforeAll(async () => {
  groups = await seedPeople(t.db, 100_000);
}, 300_000);
const plan = (statement: Compilable) => explainPlan(t.db, statement.compile());
const page = (input: ListPeopleInput, options: { capMatches?: number } = {}) =>
  plan(peopleStatement(t.db, ZListPeopleInput.parse(input), PEOPLE_PAGE_SIZE + 1, options));

const cursorFor = (
  input: ListPeopleInput & { sort: NonNullable<ListPeopleInput["sort"]> },
  value: string | null,
) =>
  encodePeopleCursor({
    sort: input.sort,
    order: input.order ?? (input.sort === "name" || input.sort === "email" ? "asc" : "desc"),
    value,
    id: 15_000,
  });

describe("the people list on 100,000 people", () => {
  it("reads each order straight off its index, first page and after a cursor, both directions, without sorting", async () => {
    const orders = [
      { sort: "name", index: "users_name_order_idx", value: "maria kim 15000" },
      { sort: "email", index: "users_email_lower_key", value: "maria.kim.15000@example.com" },
      { sort: "lastSignIn", index: "users_last_login_order_idx", value: "2026-11-01T10:00:00.000123Z" },
      { sort: "newest", index: "users_pkey", value: null },
    ] as const;
    for (const { sort, index, value } of orders) {
      for (const direction of ["asc", "desc"] as const) {
        for (const withCursor of [false, true]) {
          const input = { sort, order: direction };
          const text = await page({ ...input, cursor: withCursor ? cursorFor(input, value) : undefined });
          expect(text, `${sort} ${direction} ${withCursor ? "after a cursor" : "first page"}`).toMatch(
            new RegExp(`Index Scan(?: Backward)? using ${index}`),
          );
          expect(text, `${sort} ${direction}`).not.toMatch(/Seq Scan on users|Sort/);
        }
      }
    }
  });

  it("finds a rare piece through the trigram index and sorts its matches, whatever the order", async () => {
    // 'Zoë' sorts after every other first name: read in name order, the matches would come last.
    for (const sort of ["name", "lastSignIn"] as const) {
      for (const search of ["zoë", "zimmerm", "kim.15000@"]) {
        const text = await page({ search, sort }, { capMatches: SEARCH_SORTED_MATCHES });
        expect(text, `${search} by ${sort}`).toMatch(/Bitmap Index Scan on users_search_trgm_idx/);
        expect(text, `${search} by ${sort}`).not.toMatch(/Seq Scan on users/);
      }
    }
  });

  it("reads a common piece in the order asked, off the order's index", async () => {
    const text = await page({ search: "example" });
    expect(text).toMatch(/Index Scan using users_name_order_idx/);
    expect(text).not.toMatch(/Sort/);
  });

  it("finds the few admins (the role index), invited or deactivated people (their partial index)", async () => {
    expect(await page({ role: "admin" })).toMatch(/users_role_idx|users_people_flagged_idx/);
    for (const filter of [{ role: "admin" }, { status: "invited" }, { status: "deactivated" }] as const) {
      const text = await page(filter);
      if (filter.status) expect(text, JSON.stringify(filter)).toMatch(/users_people_flagged_idx/);
      expect(text, JSON.stringify(filter)).not.toMatch(/Seq Scan on users/);
    }
  });

  it("reads a small group's members through the membership key", async () => {
    const text = await page({ groupId: groups[100] });
    expect(text).toMatch(/group_members_pkey/);
    expect(text).not.toMatch(/Seq Scan on (users|group_members)/);
  });

  it("lists 5,000 groups by name off their index, with each count from the members' key", async () => {
    await sql`insert into groups (name) select 'Team ' || n from generate_series(1, 5000) n`.execute(t.db);
    await sql`analyze groups`.execute(t.db);
    const input = ZListGroupsInput.parse({});
    for (const cursor of [undefined, { id: 1, name: "team 2" }]) {
      const text = await plan(groupsStatement(t.db, {}, cursor, input.limit + 1));
      expect(text).toMatch(/Index Scan using groups_name_order_idx/);
      expect(text).toMatch(/group_members_pkey/);
      expect(text).not.toMatch(/Seq Scan on groups|Sort/);
    }
  });
});
