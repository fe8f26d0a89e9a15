import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * People an organisation brings in and groups it forms.
 *
 * - `users.joined_at`: when the person first set a password or signed in; null while an invitation (or
 *   an identity provider's provisioning) has made the account and nobody has used it yet. Existing
 *   accounts joined when they were created, new ones by default when made. `is_active` stays the one switch that lets an account in.
 * - `users.external_id`: the identity provider's id for the person (SCIM `externalId`), unique when set.
 * - `invitations`: one row per invitation of an account made for it; only the SHA-256 of the link's
 *   token is kept, a resend replaces it, and at most one invitation per account is pending at a time.
 * - `groups` and `group_members`: named groups (a team, a cohort, a department), made by admins or by
 *   SCIM (`external_id`), with case-insensitively unique names.
 * - `scim_tokens`: bearer tokens a super admin gives an identity provider; only their SHA-256 is kept.
 * - The audit trail's action list grows by the actions on people, invitations, groups and SCIM tokens.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("joined_at", "timestamptz").execute();
  await sql`update users set joined_at = created_at`.execute(db);
  // Sign-up, SSO and the seeds make accounts that are joined at once; invitations and SCIM insert null.
  await sql`alter table users alter column joined_at set default now()`.execute(db);
  await db.schema.alterTable("users").addColumn("external_id", "text").execute();
  await sql`create unique index users_external_id_key on users (external_id) where external_id is not null`.execute(
    db,
  );

  await db.schema
    .createTable("invitations")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("invited_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("sent_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("accepted_at", "timestamptz")
    .addColumn("revoked_at", "timestamptz")
    .execute();
  await sql`create unique index invitations_pending_key on invitations (user_id)
    where accepted_at is null and revoked_at is null`.execute(db);

  await db.schema
    .createTable("groups")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("name", "text", (c) => c.notNull().check(sql`length(name) between 1 and 100`))
    .addColumn("external_id", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await sql`create unique index groups_name_lower_key on groups (lower(name))`.execute(db);
  await sql`create unique index groups_external_id_key on groups (external_id) where external_id is not null`.execute(
    db,
  );

  await db.schema
    .createTable("group_members")
    .addColumn("group_id", "integer", (c) => c.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("added_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("group_members_pkey", ["group_id", "user_id"])
    .execute();
  await db.schema
    .createIndex("group_members_user_idx")
    .on("group_members")
    .columns(["user_id", "group_id"])
    .execute();

  await db.schema
    .createTable("scim_tokens")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("token_prefix", "text", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("last_used_at", "timestamptz")
    .addColumn("revoked_at", "timestamptz")
    .execute();

  await sql`alter table audit_events drop constraint if exists audit_events_action_check`.execute(db);
  await sql`alter table audit_events add constraint audit_events_action_check check (action in (
    'organisation.settings_updated', 'auth.sso_sign_in', 'auth.password_reset', 'account.deleted',
    'admin.demo_credentials_viewed', 'admin.user_emails_exported', 'audit.exported', 'audit.retention_swept',
    'invitation.sent', 'invitation.resent', 'invitation.revoked', 'invitation.accepted',
    'user.provisioned', 'user.updated', 'user.role_changed', 'user.deactivated', 'user.reactivated',
    'group.created', 'group.renamed', 'group.deleted', 'group.members_added', 'group.members_removed',
    'scim.token_created', 'scim.token_revoked'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("scim_tokens").ifExists().execute();
  await db.schema.dropTable("group_members").ifExists().execute();
  await db.schema.dropTable("groups").ifExists().execute();
  await db.schema.dropTable("invitations").ifExists().execute();
  await db.schema.alterTable("users").dropColumn("external_id").execute();
  await db.schema.alterTable("users").dropColumn("joined_at").execute();
}
