import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

const areasBefore = ["dashboard", "goals", "calendar", "lessons"];
const areasAfter = [...areasBefore, "bug_report"];
const areaCheck = (areas: string[]) => sql.raw(`area in (${areas.map((a) => `'${a}'`).join(", ")})`);

/**
 * What a person receives about themselves stays theirs:
 * - `coaching_recommendations.draws_on_feedback`: the generator marks a recommendation whose text,
 *   reason or priority rests on received peer feedback or a 360 result, and the admin per-user view
 *   leaves those out. Rows written before the marker existed cannot say what they rest on, so every
 *   one of a person who had received any feedback answer (a 360 answer is one too) is marked.
 * - the access log learns the area 'bug_report': an admin opening a person's bug report or its
 *   screenshot is logged like any other opening of their data.
 * - an index on the reviewer address, for the erasure's look-up of requests addressed to the person.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("coaching_recommendations")
    .addColumn("draws_on_feedback", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`update coaching_recommendations c set draws_on_feedback = true
    where exists (
      select 1 from peer_feedback_responses r
      join peer_feedback_requests q on q.id = r.request_id
      where q.requester_id = c.user_id
    )`.execute(db);

  // An erasure finds others' requests addressed to the person (and the notifications naming them) by
  // address alone; the open-request index leads with the requester, so it cannot serve that.
  await sql`create index peer_feedback_requests_reviewer_email_idx
    on peer_feedback_requests (lower(reviewer_email))`.execute(db);

  await sql`alter table admin_access_log drop constraint if exists admin_access_log_area_check`.execute(db);
  await db.schema
    .alterTable("admin_access_log")
    .addCheckConstraint("admin_access_log_area_check", areaCheck(areasAfter))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists peer_feedback_requests_reviewer_email_idx`.execute(db);
  await sql`delete from admin_access_log where area = 'bug_report'`.execute(db);
  await db.schema.alterTable("admin_access_log").dropConstraint("admin_access_log_area_check").execute();
  await db.schema
    .alterTable("admin_access_log")
    .addCheckConstraint("admin_access_log_area_check", areaCheck(areasBefore))
    .execute();
  await db.schema.alterTable("coaching_recommendations").dropColumn("draws_on_feedback").execute();
}
