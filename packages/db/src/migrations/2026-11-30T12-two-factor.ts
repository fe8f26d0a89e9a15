import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Two-step verification.
 *
 * - `totp_factors`: one authenticator app per person; `confirmed_at` null while enrolment waits for its
 *   first code. `last_used_step` is the newest RFC 6238 time step accepted, so a code is never taken twice.
 * - `recovery_codes`: sha256 of each single-use recovery code; using one deletes its row.
 * - `second_factor_attempts`: wrong codes in a row per person and the end of a lockout, counted here so
 *   every server process sees the same count.
 * - `organisation_settings.second_factor_policy`: who must have a second factor; null means the default
 *   (admins in production, nobody elsewhere).
 * - `audit_events.action` also takes 'auth.second_factor_reset'.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table totp_factors (
    user_id integer primary key references users (id) on delete cascade,
    secret text not null,
    confirmed_at timestamptz,
    last_used_step bigint,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table recovery_codes (
    user_id integer not null references users (id) on delete cascade,
    code_hash text not null,
    created_at timestamptz not null default now(),
    primary key (user_id, code_hash)
  )`.execute(db);
  await sql`create table second_factor_attempts (
    user_id integer primary key references users (id) on delete cascade,
    failures integer not null default 0 check (failures >= 0),
    locked_until timestamptz
  )`.execute(db);
  await sql`alter table organisation_settings add column second_factor_policy varchar(20)
    check (second_factor_policy in ('nobody', 'admins', 'everyone'))`.execute(db);

  await sql`alter table audit_events drop constraint if exists audit_events_action_check`.execute(db);
  await sql`alter table audit_events add constraint audit_events_action_check check (action in (
    'organisation.settings_updated', 'auth.sso_sign_in', 'auth.password_reset', 'account.deleted',
    'admin.demo_credentials_viewed', 'admin.user_emails_exported', 'audit.exported', 'audit.retention_swept',
    'invitation.sent', 'invitation.resent', 'invitation.revoked', 'invitation.accepted',
    'user.provisioned', 'user.updated', 'user.role_changed', 'user.deactivated', 'user.reactivated',
    'group.created', 'group.renamed', 'group.deleted', 'group.members_added', 'group.members_removed',
    'scim.token_created', 'scim.token_revoked', 'program.nudged',
    'review_campaign.opened', 'review_campaign.people_added', 'review_campaign.reminded',
    'review_campaign.closed', 'review_campaign.released', 'auth.second_factor_reset'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // The wider action list stays: the trail is append-only, so reset rows may remain.
  await sql`alter table organisation_settings drop column if exists second_factor_policy`.execute(db);
  await sql`drop table if exists second_factor_attempts`.execute(db);
  await sql`drop table if exists recovery_codes`.execute(db);
  await sql`drop table if exists totp_factors`.execute(db);
}
