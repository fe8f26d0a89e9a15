import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Nudges: an admin's 'your program is waiting' e-mail to a participant who stalled.
 *
 * - `program_nudges`: one row per enrolment per week (the Monday, UTC, of the week it was sent),
 *   inserted with `on conflict do nothing` in the transaction that queues the e-mail, as the weekly
 *   digest does: two admins clicking at once queue one e-mail. Keyed by enrolment, so it goes with
 *   the enrolment (and with the person's account). The participants list reads it by its key.
 * - `audit_events.action` also takes 'program.nudged'.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("program_nudges")
    .addColumn("enrolment_id", "integer", (c) =>
      c.notNull().references("program_enrolments.id").onDelete("cascade"),
    )
    .addColumn("week_start", "date", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("program_nudges_pkey", ["enrolment_id", "week_start"])
    .execute();

  await sql`alter table audit_events drop constraint if exists audit_events_action_check`.execute(db);
  await sql`alter table audit_events add constraint audit_events_action_check check (action in (
    'organisation.settings_updated', 'auth.sso_sign_in', 'auth.password_reset', 'account.deleted',
    'admin.demo_credentials_viewed', 'admin.user_emails_exported', 'audit.exported', 'audit.retention_swept',
    'invitation.sent', 'invitation.resent', 'invitation.revoked', 'invitation.accepted',
    'user.provisioned', 'user.updated', 'user.role_changed', 'user.deactivated', 'user.reactivated',
    'group.created', 'group.renamed', 'group.deleted', 'group.members_added', 'group.members_removed',
    'scim.token_created', 'scim.token_revoked', 'program.nudged'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // The wider action list stays: the trail is append-only, so 'program.nudged' rows may remain.
  await db.schema.dropTable("program_nudges").ifExists().execute();
}
