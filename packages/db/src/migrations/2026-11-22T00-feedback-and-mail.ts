import { sql, type Kysely } from "kysely";

/**
 * Peer feedback, 360 reviews and the e-mail outbox, as the feedback journey needs them:
 * - a requester may withdraw a request ('cancelled'), and has at most one open request per address
 *   (per 360 cycle, or outside any cycle); a cycle's invitations are deleted with it;
 * - each skill carries the observable behaviour the 360 instrument asks about;
 * - outbox rows are claimed with a lease (`locked_until`) so two server processes never send one twice,
 *   know what they are (`kind`) and which request they belong to, so a reminder can be called off.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table peer_feedback_requests drop constraint if exists peer_feedback_requests_status_check`.execute(
    db,
  );
  await sql`alter table peer_feedback_requests add constraint peer_feedback_requests_status_check
    check (status in ('pending', 'completed', 'expired', 'cancelled'))`.execute(db);
  // A 360 invitation belongs to its cycle: were a cycle ever deleted, its invitations must go with it
  // rather than turn into plain requests on the requester's list.
  await sql`alter table peer_feedback_requests drop constraint if exists peer_feedback_requests_cycle_id_fkey`.execute(
    db,
  );
  await sql`alter table peer_feedback_requests add constraint peer_feedback_requests_cycle_id_fkey
    foreign key (cycle_id) references assessment_360_cycles (id) on delete cascade`.execute(db);
  await sql`create unique index peer_feedback_requests_open_reviewer_key
    on peer_feedback_requests (requester_id, lower(reviewer_email), coalesce(cycle_id, 0))
    where status = 'pending'`.execute(db);

  await db.schema
    .alterTable("skills")
    .addColumn("review_behaviour", "text", (c) => c.notNull().defaultTo(""))
    .execute();

  await sql`alter table email_outbox drop constraint if exists email_outbox_status_check`.execute(db);
  await sql`alter table email_outbox add constraint email_outbox_status_check
    check (status in ('pending', 'sent', 'logged', 'cancelled'))`.execute(db);
  await db.schema
    .alterTable("email_outbox")
    .addColumn("kind", "varchar(50)", (c) => c.notNull().defaultTo("generic"))
    .addColumn("feedback_request_id", "integer", (c) =>
      c.references("peer_feedback_requests.id").onDelete("cascade"),
    )
    .addColumn("locked_until", "timestamptz")
    .execute();
  await db.schema
    .createIndex("email_outbox_feedback_request_idx")
    .on("email_outbox")
    .column("feedback_request_id")
    .where(sql.ref("feedback_request_id"), "is not", null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("email_outbox_feedback_request_idx").ifExists().execute();
  await db.schema
    .alterTable("email_outbox")
    .dropColumn("kind")
    .dropColumn("feedback_request_id")
    .dropColumn("locked_until")
    .execute();
  await sql`alter table email_outbox drop constraint if exists email_outbox_status_check`.execute(db);
  await db.schema.alterTable("skills").dropColumn("review_behaviour").execute();
  await sql`drop index if exists peer_feedback_requests_open_reviewer_key`.execute(db);
  await sql`alter table peer_feedback_requests drop constraint if exists peer_feedback_requests_cycle_id_fkey`.execute(
    db,
  );
  await sql`alter table peer_feedback_requests add constraint peer_feedback_requests_cycle_id_fkey
    foreign key (cycle_id) references assessment_360_cycles (id) on delete set null`.execute(db);
  await sql`alter table peer_feedback_requests drop constraint if exists peer_feedback_requests_status_check`.execute(
    db,
  );
}
