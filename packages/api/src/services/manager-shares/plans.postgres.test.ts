import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDb } from "../../testing";
import { explainPlan, insertCrowd } from "../../testing-plans";
import {
  ownSharesStatement,
  peopleSharingWithStatement,
  shareByTokenHashStatement,
  summaryRecipientsStatement,
} from "./queries";

const t = useTestDb();

/**
 * 20,000 people; every 10th shares with the next person's account, accepted (2,000 active shares); every
 * 20th also invited an address that has not answered its link, and every 20th (from 5) has a share the
 * next-but-one accepted and then withdrew (1,000 each). Every share has a link's token hash.
 */
beforeAll(async () => {
  await insertCrowd(t.db, 20_000);
  await sql`insert into manager_shares (participant_id, manager_id, manager_email, accepted_at, token_hash, token_expires_at)
    select u.id, m.id, lower(m.email), now(), md5('accepted-' || u.id), now()
    from users u join users m on m.id = u.id + 1 where u.id % 10 = 0`.execute(t.db);
  await sql`insert into manager_shares (participant_id, manager_email, token_hash, token_expires_at)
    select u.id, 'waiting-' || u.id || '@example.test', md5('waiting-' || u.id), now() + interval '14 days'
    from users u where u.id % 20 = 0`.execute(t.db);
  await sql`insert into manager_shares (participant_id, manager_id, manager_email, accepted_at, withdrawn_at, token_hash, token_expires_at)
    select u.id, m.id, lower(m.email), now(), now(), md5('withdrawn-' || u.id), now()
    from users u join users m on m.id = u.id + 2 where u.id % 20 = 5`.execute(t.db);
  await sql`analyze`.execute(t.db);
}, 120_000);

describe("manager shares on 20,000 people", () => {
  it("a manager's people are read through the active shares' index, not every share", async () => {
    const text = await explainPlan(t.db, peopleSharingWithStatement(t.db, 11).compile());
    expect(text).toMatch(/manager_shares_active_idx/);
    expect(text).not.toMatch(/Seq Scan on manager_shares/);
    expect(text).not.toMatch(/Seq Scan on users/);
    expect(await peopleSharingWithStatement(t.db, 11).execute()).toHaveLength(1);
    // The next-but-one withdrew, and the waiting address matches nobody: nothing for them.
    expect(await peopleSharingWithStatement(t.db, 7).execute()).toEqual([]);
  });

  it("the participant's own list and an invitation link are each one probe of an index", async () => {
    const own = await explainPlan(t.db, ownSharesStatement(t.db, 20).compile());
    expect(own).toMatch(/manager_shares_participant_idx/);
    expect(own).not.toMatch(/Seq Scan on manager_shares/);
    expect(await ownSharesStatement(t.db, 20).execute()).toHaveLength(2);

    const hash = await sql<{ h: string }>`select md5('waiting-20') as h`.execute(t.db);
    const link = await explainPlan(t.db, shareByTokenHashStatement(t.db, hash.rows[0]!.h).compile());
    expect(link).toMatch(/manager_shares_token_key/);
    expect(link).not.toMatch(/Seq Scan/);
  });

  it("the monthly run reads the active shares once and probes the month's deliveries as one anti-join", async () => {
    const statement = summaryRecipientsStatement(t.db, "2026-12-01", 0, 5_000).compile();
    const text = await explainPlan(t.db, statement);
    // The whole set of active shares is the run's work; no per-account subplan.
    expect(text).toMatch(/Anti Join/);
    expect(text).not.toMatch(/SubPlan/);
    // 1,999 accepted managers (the last person has no next one); waiting and withdrawn shares name nobody.
    expect(await summaryRecipientsStatement(t.db, "2026-12-01", 0, 5_000).execute()).toHaveLength(1_999);
  });
});
