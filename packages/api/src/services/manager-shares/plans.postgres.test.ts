import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDb } from "../../testing";
import { explainPlan, insertCrowd } from "../../testing-plans";
import { peopleSharingWithStatement, summaryRecipientsStatement } from "./queries";

const t = useTestDb();

/**
 * 20,000 people; every 10th shares with the next person's account (2,000 active shares), every 20th
 * also with an address nobody has yet, and 1,000 withdrawn shares.
 */
beforeAll(async () => {
  await insertCrowd(t.db, 20_000);
  await sql`insert into manager_shares (participant_id, manager_id, manager_email, accepted_at)
    select u.id, m.id, lower(m.email), now() from users u join users m on m.id = u.id + 1 where u.id % 10 = 0`.execute(
    t.db,
  );
  await sql`insert into manager_shares (participant_id, manager_email)
    select u.id, 'waiting-' || u.id || '@example.test' from users u where u.id % 20 = 0`.execute(t.db);
  await sql`insert into manager_shares (participant_id, manager_id, manager_email, withdrawn_at)
    select u.id, m.id, lower(m.email), now() from users u join users m on m.id = u.id + 2 where u.id % 20 = 5`.execute(
    t.db,
  );
  await sql`analyze`.execute(t.db);
}, 120_000);

describe("manager shares on 20,000 people", () => {
  it("a manager's people are read through the active shares' indexes, not every share", async () => {
    const manager = await t.db
      .selectFrom("users")
      .select(["id", "email"])
      .where("id", "=", 11)
      .executeTakeFirstOrThrow();
    const text = await explainPlan(t.db, peopleSharingWithStatement(t.db, manager).compile());
    expect(text).toMatch(/manager_shares_manager_idx/);
    expect(text).toMatch(/manager_shares_waiting_idx/);
    expect(text).not.toMatch(/Seq Scan on manager_shares/);
    expect(text).not.toMatch(/Seq Scan on users/);
    expect(await peopleSharingWithStatement(t.db, manager).execute()).toHaveLength(1);
  });

  it("the monthly run reads the active shares once and probes the month's deliveries as one anti-join", async () => {
    const statement = summaryRecipientsStatement(t.db, "2026-12-01", 0, 5_000).compile();
    const text = await explainPlan(t.db, statement);
    // The whole set of active shares is the run's work; no per-account subplan.
    expect(text).toMatch(/Anti Join/);
    expect(text).not.toMatch(/SubPlan/);
    // 1,999 named managers (the last person has no next one), and no waiting address has an account.
    expect(await summaryRecipientsStatement(t.db, "2026-12-01", 0, 5_000).execute()).toHaveLength(1_999);
  });
});
