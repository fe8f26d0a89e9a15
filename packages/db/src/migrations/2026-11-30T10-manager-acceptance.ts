import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * A manager follows a participant only after accepting through the e-mailed link, which proves they
 * control the invited address (sign-up does not verify addresses).
 *
 * - `token_hash`: the SHA-256 of the newest invitation link's token (never the token), unique. It stays
 *   after the link is used, so a link opened again gets a clear answer; sending the invitation again
 *   replaces it. `token_expires_at`: when that link stops working. `sent_at`: when its e-mail was queued
 *   (the invitation may be sent again a day later).
 * - `declined_at`: the manager declined; the share is withdrawn at the same moment.
 * - A share is active when `manager_id is not null and accepted_at is not null and withdrawn_at is null`;
 *   `manager_shares_active_idx` holds exactly those rows (by manager) and replaces
 *   `manager_shares_manager_idx`.
 * - Shares still waiting for an account with the address are no longer matched by address when read:
 *   `manager_shares_waiting_idx` goes. They stay waiting, without a link, until the participant sends
 *   the invitation again; shares already accepted stay as they are.
 * - `manager_shares_participant_idx`: the participant's own list, newest first, withdrawn ones too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("manager_shares")
    .addColumn("token_hash", "text")
    .addColumn("token_expires_at", "timestamptz")
    .addColumn("sent_at", "timestamptz")
    .addColumn("declined_at", "timestamptz")
    .execute();
  await sql`create unique index manager_shares_token_key on manager_shares (token_hash)`.execute(db);
  await sql`create index manager_shares_active_idx on manager_shares (manager_id)
    where manager_id is not null and accepted_at is not null and withdrawn_at is null`.execute(db);
  await sql`create index manager_shares_participant_idx on manager_shares (participant_id, id)`.execute(db);
  await db.schema.dropIndex("manager_shares_manager_idx").ifExists().execute();
  await db.schema.dropIndex("manager_shares_waiting_idx").ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index manager_shares_waiting_idx on manager_shares (manager_email)
    where manager_id is null and withdrawn_at is null`.execute(db);
  await sql`create index manager_shares_manager_idx on manager_shares (manager_id)
    where withdrawn_at is null`.execute(db);
  await db.schema.dropIndex("manager_shares_participant_idx").ifExists().execute();
  await db.schema.dropIndex("manager_shares_active_idx").ifExists().execute();
  await db.schema.dropIndex("manager_shares_token_key").ifExists().execute();
  await db.schema
    .alterTable("manager_shares")
    .dropColumn("declined_at")
    .dropColumn("sent_at")
    .dropColumn("token_expires_at")
    .dropColumn("token_hash")
    .execute();
}
