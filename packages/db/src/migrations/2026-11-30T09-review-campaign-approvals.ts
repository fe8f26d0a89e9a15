import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * 360 campaigns: the manager's approval of reviewer lists, counts kept as they change, and the trail.
 *
 * - `review_campaigns.manager_approval`: set when the campaign is opened; a participant with an active
 *   manager then sends their reviewer list to that manager before anyone is invited.
 * - `reviewer_lists`: a campaign cycle's list sent for approval (one per cycle, replaced by the next):
 *   the reviewers (address, optional name, relationship) and the message for them, its state and the
 *   manager's note when it was returned. Its e-mail addresses are the participant's nomination.
 * - `reviewer_list_approvers`: the manager shares that were active when the list was sent; only their
 *   managers may approve or return it, and once every one of them is withdrawn the list is back with
 *   the participant (no row of manager_shares is changed for that).
 * - `review_campaign_counts`: one row per campaign (people, nominated, invited, answered), kept by
 *   statement triggers on the cycles, invitations and answers in the transaction that changes them, so
 *   the campaign list reads one row per campaign whatever its size. Inserts and status changes add the
 *   difference; a delete (an account erased) recounts the campaigns it touched. 'Nominated' is a cycle
 *   with at least 3 invitations not withdrawn (the campaigns' minimum at the time of writing; a test
 *   checks it still matches).
 * - `audit_events.action` also takes the campaigns' actions.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("review_campaigns")
    .addColumn("manager_approval", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();

  await sql`create table reviewer_lists (
    cycle_id integer primary key references assessment_360_cycles (id) on delete cascade,
    status varchar(20) not null check (status in ('awaiting_approval', 'returned', 'approved')),
    reviewers jsonb not null,
    message text,
    submitted_at timestamptz not null,
    decided_at timestamptz,
    return_note varchar(500)
  )`.execute(db);
  await sql`create table reviewer_list_approvers (
    cycle_id integer not null references reviewer_lists (cycle_id) on delete cascade,
    share_id integer not null references manager_shares (id) on delete cascade,
    primary key (cycle_id, share_id)
  )`.execute(db);
  await sql`create index reviewer_list_approvers_share_idx on reviewer_list_approvers (share_id)`.execute(db);

  await sql`create table review_campaign_counts (
    campaign_id integer primary key references review_campaigns (id) on delete cascade,
    people_count integer not null default 0,
    nominated_count integer not null default 0,
    invited_count integer not null default 0,
    answered_count integer not null default 0
  )`.execute(db);

  // The campaigns' counts from their rows, under the counts' row locks: each statement sees what
  // committed before it started (read committed), so the recount after the lock includes every change
  // whose trigger held that lock first, and a change after it waits and adds on top.
  await sql`create function review_campaign_recount(ids integer[]) returns void language plpgsql as $$
    begin
      perform 1 from review_campaign_counts where campaign_id = any(ids) order by campaign_id for update;
      insert into review_campaign_counts as k
          (campaign_id, people_count, nominated_count, invited_count, answered_count)
        select rc.id,
          (select count(*) from assessment_360_cycles c where c.campaign_id = rc.id),
          (select count(*) from assessment_360_cycles c where c.campaign_id = rc.id
            and (select count(*) from peer_feedback_requests r
                 where r.cycle_id = c.id and r.status <> 'cancelled') >= 3),
          (select count(*) from peer_feedback_requests r
            join assessment_360_cycles c on c.id = r.cycle_id
            where c.campaign_id = rc.id and r.status <> 'cancelled'),
          (select count(*) from peer_feedback_responses p
            join peer_feedback_requests r on r.id = p.request_id
            join assessment_360_cycles c on c.id = r.cycle_id
            where c.campaign_id = rc.id)
        from review_campaigns rc where rc.id = any(ids)
        on conflict (campaign_id) do update set
          people_count = excluded.people_count,
          nominated_count = excluded.nominated_count,
          invited_count = excluded.invited_count,
          answered_count = excluded.answered_count;
    end $$`.execute(db);

  // Invitations (not withdrawn) gained or lost per cycle: the invited count moves by the sum, and a
  // cycle crossing 3 either way moves the nominated count. A cycle already deleted is skipped (its
  // own delete recounts its campaign).
  await sql`create function review_campaign_count_invitations(cycle_ids integer[], deltas integer[])
    returns void language plpgsql as $$
    begin
      update review_campaign_counts k
        set invited_count = k.invited_count + s.invited, nominated_count = k.nominated_count + s.nominated
        from (
          select c.campaign_id, sum(d.delta) as invited,
            sum((open_now.n >= 3)::int - (open_now.n - d.delta >= 3)::int) as nominated
          from unnest(cycle_ids, deltas) as d (cycle_id, delta)
          join assessment_360_cycles c on c.id = d.cycle_id and c.campaign_id is not null
          cross join lateral (
            select count(*) as n from peer_feedback_requests r
            where r.cycle_id = d.cycle_id and r.status <> 'cancelled'
          ) open_now
          group by c.campaign_id
        ) s
        where k.campaign_id = s.campaign_id;
    end $$`.execute(db);

  await sql`create function review_campaign_counts_start() returns trigger language plpgsql as $$
    begin
      insert into review_campaign_counts (campaign_id) values (new.id) on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`create trigger review_campaigns_start_counts after insert on review_campaigns
    for each row execute function review_campaign_counts_start()`.execute(db);

  await sql`create function review_campaign_cycles_added() returns trigger language plpgsql as $$
    begin
      update review_campaign_counts k set people_count = k.people_count + a.n
        from (select campaign_id, count(*) as n from added_cycles
              where campaign_id is not null group by campaign_id) a
        where k.campaign_id = a.campaign_id;
      return null;
    end $$`.execute(db);
  await sql`create function review_campaign_cycles_removed() returns trigger language plpgsql as $$
    begin
      perform review_campaign_recount(
        array(select distinct campaign_id from removed_cycles where campaign_id is not null));
      return null;
    end $$`.execute(db);
  await sql`create trigger assessment_360_cycles_count_added after insert on assessment_360_cycles
    referencing new table as added_cycles for each statement
    execute function review_campaign_cycles_added()`.execute(db);
  await sql`create trigger assessment_360_cycles_count_removed after delete on assessment_360_cycles
    referencing old table as removed_cycles for each statement
    execute function review_campaign_cycles_removed()`.execute(db);

  await sql`create function review_campaign_requests_added() returns trigger language plpgsql as $$
    begin
      perform review_campaign_count_invitations(array_agg(cycle_id), array_agg(n))
        from (select cycle_id, count(*)::int as n from added_requests
              where cycle_id is not null and status <> 'cancelled' group by cycle_id) g
        having count(*) > 0;
      return null;
    end $$`.execute(db);
  await sql`create function review_campaign_requests_changed() returns trigger language plpgsql as $$
    begin
      perform review_campaign_count_invitations(array_agg(cycle_id), array_agg(n))
        from (select n.cycle_id,
                sum((n.status <> 'cancelled')::int - (o.status <> 'cancelled')::int)::int as n
              from new_requests n join old_requests o on o.id = n.id
              where n.cycle_id is not null and (n.status = 'cancelled') <> (o.status = 'cancelled')
              group by n.cycle_id) g
        having count(*) > 0;
      return null;
    end $$`.execute(db);
  await sql`create function review_campaign_requests_removed() returns trigger language plpgsql as $$
    begin
      perform review_campaign_count_invitations(array_agg(cycle_id), array_agg(n))
        from (select cycle_id, -count(*)::int as n from removed_requests
              where cycle_id is not null and status <> 'cancelled' group by cycle_id) g
        having count(*) > 0;
      return null;
    end $$`.execute(db);
  await sql`create trigger peer_feedback_requests_count_added after insert on peer_feedback_requests
    referencing new table as added_requests for each statement
    execute function review_campaign_requests_added()`.execute(db);
  await sql`create trigger peer_feedback_requests_count_changed after update on peer_feedback_requests
    referencing old table as old_requests new table as new_requests for each statement
    execute function review_campaign_requests_changed()`.execute(db);
  await sql`create trigger peer_feedback_requests_count_removed after delete on peer_feedback_requests
    referencing old table as removed_requests for each statement
    execute function review_campaign_requests_removed()`.execute(db);

  await sql`create function review_campaign_answers_added() returns trigger language plpgsql as $$
    begin
      update review_campaign_counts k set answered_count = k.answered_count + a.n
        from (select c.campaign_id, count(*) as n from added_answers p
              join peer_feedback_requests r on r.id = p.request_id
              join assessment_360_cycles c on c.id = r.cycle_id
              where c.campaign_id is not null group by c.campaign_id) a
        where k.campaign_id = a.campaign_id;
      return null;
    end $$`.execute(db);
  await sql`create function review_campaign_answers_removed() returns trigger language plpgsql as $$
    begin
      perform review_campaign_recount(array(
        select distinct c.campaign_id from removed_answers p
        join peer_feedback_requests r on r.id = p.request_id
        join assessment_360_cycles c on c.id = r.cycle_id
        where c.campaign_id is not null));
      return null;
    end $$`.execute(db);
  await sql`create trigger peer_feedback_responses_count_added after insert on peer_feedback_responses
    referencing new table as added_answers for each statement
    execute function review_campaign_answers_added()`.execute(db);
  await sql`create trigger peer_feedback_responses_count_removed after delete on peer_feedback_responses
    referencing old table as removed_answers for each statement
    execute function review_campaign_answers_removed()`.execute(db);

  await sql`insert into review_campaign_counts (campaign_id) select id from review_campaigns`.execute(db);
  await sql`select review_campaign_recount(array(select id from review_campaigns))`.execute(db);

  await sql`alter table audit_events drop constraint if exists audit_events_action_check`.execute(db);
  await sql`alter table audit_events add constraint audit_events_action_check check (action in (
    'organisation.settings_updated', 'auth.sso_sign_in', 'auth.password_reset', 'account.deleted',
    'admin.demo_credentials_viewed', 'admin.user_emails_exported', 'audit.exported', 'audit.retention_swept',
    'invitation.sent', 'invitation.resent', 'invitation.revoked', 'invitation.accepted',
    'user.provisioned', 'user.updated', 'user.role_changed', 'user.deactivated', 'user.reactivated',
    'group.created', 'group.renamed', 'group.deleted', 'group.members_added', 'group.members_removed',
    'scim.token_created', 'scim.token_revoked', 'program.nudged',
    'review_campaign.opened', 'review_campaign.people_added', 'review_campaign.reminded',
    'review_campaign.closed', 'review_campaign.released'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // The wider action list stays: the trail is append-only, so campaign rows may remain.
  for (const [trigger, table] of [
    ["peer_feedback_responses_count_removed", "peer_feedback_responses"],
    ["peer_feedback_responses_count_added", "peer_feedback_responses"],
    ["peer_feedback_requests_count_removed", "peer_feedback_requests"],
    ["peer_feedback_requests_count_changed", "peer_feedback_requests"],
    ["peer_feedback_requests_count_added", "peer_feedback_requests"],
    ["assessment_360_cycles_count_removed", "assessment_360_cycles"],
    ["assessment_360_cycles_count_added", "assessment_360_cycles"],
    ["review_campaigns_start_counts", "review_campaigns"],
  ] as const) {
    await sql`drop trigger if exists ${sql.raw(trigger)} on ${sql.raw(table)}`.execute(db);
  }
  for (const fn of [
    "review_campaign_answers_removed()",
    "review_campaign_answers_added()",
    "review_campaign_requests_removed()",
    "review_campaign_requests_changed()",
    "review_campaign_requests_added()",
    "review_campaign_cycles_removed()",
    "review_campaign_cycles_added()",
    "review_campaign_counts_start()",
    "review_campaign_count_invitations(integer[], integer[])",
    "review_campaign_recount(integer[])",
  ]) {
    await sql`drop function if exists ${sql.raw(fn)}`.execute(db);
  }
  await sql`drop table if exists review_campaign_counts`.execute(db);
  await sql`drop table if exists reviewer_list_approvers`.execute(db);
  await sql`drop table if exists reviewer_lists`.execute(db);
  await db.schema.alterTable("review_campaigns").dropColumn("manager_approval").execute();
}
