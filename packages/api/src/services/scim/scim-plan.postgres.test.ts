import { sql, type Compilable } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDb } from "../../testing";
import { insertCrowd, explainPlan } from "../../testing-plans";
import { scimUsersCountStatement, scimUsersPageStatement } from "./queries";

const t = useTestDb();

/** 20,000 people and fresh statistics: an identity provider's lookups must not read them all. */
beforeAll(async () => {
  await insertCrowd(t.db, 20_000);
  await sql`update users set external_id = 'ext-' || id where id % 2 = 0`.execute(t.db);
  await sql`analyze`.execute(t.db);
});
const plan = (statement: Compilable) => explainPlan(t.db, statement.compile());

describe("SCIM's user filters on 20,000 people", () => {
  it("finds userName eq through users_email_lower_key, the page and the count alike", async () => {
    const where = { email: "Crowd-123@Example.test" };
    for (const statement of [
      scimUsersPageStatement(t.db, where, 0, 100),
      scimUsersCountStatement(t.db, where),
    ]) {
      const text = await plan(statement);
      expect(text).toMatch(/Index Scan using users_email_lower_key/);
      expect(text).not.toMatch(/Seq Scan on users/);
    }
  });

  it("finds externalId eq and id eq by their indexes", async () => {
    expect(await plan(scimUsersPageStatement(t.db, { externalId: "ext-42" }, 0, 100))).toMatch(
      /Index Scan using users_external_id_key/,
    );
    expect(await plan(scimUsersPageStatement(t.db, { id: 42 }, 0, 100))).toMatch(
      /Index Scan using users_pkey/,
    );
  });

  it("pages the unfiltered list in id order through the primary key, without sorting", async () => {
    const text = await plan(scimUsersPageStatement(t.db, {}, 10_000, 100));
    expect(text).toMatch(/Index (Only )?Scan using users_pkey/);
    expect(text).not.toMatch(/Sort/);
  });
});
