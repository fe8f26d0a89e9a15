import type { CompiledQuery } from "kysely";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestDb } from "../../testing";
import { explainPlan, insertCrowd } from "../../testing-plans";
import {
  activeManagersStatement,
  campaignsStatement,
  listsToApproveStatement,
  reviewerListStatement,
} from "./queries";

const t = useTestDb();

const PEOPLE = 10_000;
let bigCampaignId: number;
let managerId: number;
let participantId: number;
let cycleId: number;

/**
 * 10,000 people; 100 campaigns, the oldest for 5,000 of them, each with 5 reviewers invited (25,000
 * invitations) and 3 answers (15,000), and six earlier ones (completed) for all 10,000. Every person
 * shares their progress with one of 500 managers, and sent a reviewer list to them in each of their
 * campaigns (65,000 lists, those of the earlier campaigns approved).
 */
beforeAll(async () => {
  await insertCrowd(t.db, PEOPLE);
  await sql`insert into review_campaigns (name, nomination_deadline, release_at, manager_approval, created_at)
    select 'Campaign ' || n, now() + interval '7 days', now() + interval '21 days', true,
      now() - n * interval '1 day'
    from generate_series(1, 100) n`.execute(t.db);
  const big = await sql<{ id: number }>`select id from review_campaigns order by created_at limit 1`.execute(
    t.db,
  );
  bigCampaignId = big.rows[0]!.id;
  await sql`insert into assessment_360_cycles (user_id, title, campaign_id, release_at, end_date)
    select id, 'Campaign', ${bigCampaignId}, now() + interval '21 days', now() + interval '21 days'
    from users order by id limit 5000`.execute(t.db);
  await sql`insert into assessment_360_cycles (user_id, title, campaign_id, release_at, end_date, status)
    select u.id, 'Earlier', rc.id, now() - interval '30 days', now() - interval '30 days', 'completed'
    from users u, (select id from review_campaigns order by created_at desc limit 6) rc`.execute(t.db);
  await sql`insert into peer_feedback_requests
      (requester_id, cycle_id, reviewer_email, relationship, token_hash, expires_at)
    select c.user_id, c.id, 'r' || n || '-' || c.id || '@example.test', 'peer', md5(c.id || '-' || n),
      now() + interval '30 days'
    from assessment_360_cycles c, generate_series(1, 5) n where c.campaign_id = ${bigCampaignId}`.execute(
    t.db,
  );
  await sql`insert into peer_feedback_responses (request_id, overall_rating)
    select id, 4 from peer_feedback_requests where id % 5 < 3`.execute(t.db);
  await sql`insert into manager_shares (participant_id, manager_id, manager_email, accepted_at)
    select u.id, m.id, lower(m.email), now()
    from users u join users m on m.id = (select min(id) from users) + u.id % 500 where u.id <> m.id`.execute(
    t.db,
  );
  await sql`insert into reviewer_lists (cycle_id, status, reviewers, submitted_at)
    select c.id, case when c.status = 'active' then 'awaiting_approval' else 'approved' end,
      '[{"reviewerEmail":"a@example.test","reviewerName":null,"relationship":"peer"}]'::jsonb, now()
    from assessment_360_cycles c`.execute(t.db);
  await sql`insert into reviewer_list_approvers (cycle_id, share_id)
    select c.id, s.id from assessment_360_cycles c join manager_shares s on s.participant_id = c.user_id`.execute(
    t.db,
  );
  await sql`analyze`.execute(t.db);
  const sample = await sql<{ cycleId: number; participantId: number; managerId: number }>`
    select c.id as "cycleId", c.user_id as "participantId", s.manager_id as "managerId"
    from assessment_360_cycles c join manager_shares s on s.participant_id = c.user_id
    where c.campaign_id = ${bigCampaignId} order by c.id limit 1`.execute(t.db);
  ({ cycleId, participantId, managerId } = sample.rows[0]!);
}, 600_000);

const plan = (statement: CompiledQuery, options?: string) => explainPlan(t.db, statement, options);
/** The shared buffers a statement touched (EXPLAIN ANALYZE, BUFFERS): its work, whatever the machine's load. */
const buffersOf = (text: string) => Number(/Buffers: shared hit=(\d+)/.exec(text)?.[1] ?? Number.NaN);

describe("the campaign list on 100 campaigns, one of 5,000 people", () => {
  it("reads each campaign's counts row, never the cycles, invitations or answers", async () => {
    const text = await plan(campaignsStatement(t.db).compile());
    expect(text).toMatch(/review_campaign_counts/);
    expect(text).not.toMatch(/assessment_360_cycles|peer_feedback_requests|peer_feedback_responses/);
    const rows = await campaignsStatement(t.db).execute();
    expect(rows).toHaveLength(100);
    expect(rows.find((r) => r.id === bigCampaignId)).toMatchObject({
      peopleCount: 5000,
      nominatedCount: 5000,
      invitedCount: 25_000,
      answeredCount: 15_000,
    });
  });

  it("touches a few hundred buffers (the statement that counted the rows touched 38,826)", async () => {
    const analyzed = await plan(campaignsStatement(t.db).compile(), "analyze, buffers, costs off");
    expect(buffersOf(analyzed)).toBeLessThan(1_000);
  });
});

describe("the approval step's statements", () => {
  it("a manager's lists start from their active shares and reach each list by its keys", async () => {
    const text = await plan(listsToApproveStatement(t.db, managerId, new Date()).compile());
    expect(text).toMatch(/manager_shares_active_idx/);
    expect(text).toMatch(/reviewer_list_approvers_share_idx/);
    expect(text).toMatch(/reviewer_lists_pkey/);
    expect(text).not.toMatch(
      /Seq Scan on (manager_shares|reviewer_list_approvers|reviewer_lists|assessment_360_cycles|users)/,
    );
    expect(await listsToApproveStatement(t.db, managerId, new Date()).execute()).toHaveLength(10);
  });

  it("a participant's managers come from their own shares", async () => {
    const text = await plan(activeManagersStatement(t.db, participantId).compile());
    expect(text).toMatch(/manager_shares_participant_idx/);
    expect(text).not.toMatch(/Seq Scan on (manager_shares|users)/);
  });

  it("a cycle's list and whether a manager may still decide it are read by their keys", async () => {
    const text = await plan(reviewerListStatement(t.db, cycleId).compile());
    expect(text).toMatch(/reviewer_lists_pkey/);
    expect(text).toMatch(/reviewer_list_approvers_pkey/);
    expect(text).not.toMatch(/Seq Scan on (reviewer_lists|reviewer_list_approvers|manager_shares|users)/);
  });
});
