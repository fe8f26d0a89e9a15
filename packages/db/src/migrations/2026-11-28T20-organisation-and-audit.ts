import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The organisation's settings and its audit trail.
 *
 * - `organisation_settings`: one row (the key can only be true), holding the sign-up policy (`open`, the
 *   documented behaviour, by default), the domains the `domains` policy admits (lower-case, jsonb), the
 *   audit retention in days (400) and a `version` that grows on every write, so each process can tell
 *   its cached copy is stale.
 * - `audit_events`: append-only. A trigger refuses every UPDATE and TRUNCATE, and every DELETE except of
 *   rows older than the retention the settings row names (the sweep's). There is no foreign key to
 *   `users`: an event outlives an erased account without being rewritten. Indexes serve the newest-first
 *   list, alone or filtered by action or actor, with `id` breaking ties for keyset pages.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("organisation_settings")
    .addColumn("id", "boolean", (c) =>
      c
        .primaryKey()
        .defaultTo(true)
        .check(sql`id`),
    )
    .addColumn("sign_up_policy", "text", (c) =>
      c
        .notNull()
        .defaultTo("open")
        .check(sql`sign_up_policy in ('open', 'domains', 'invite_only')`),
    )
    .addColumn("sign_up_domains", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("audit_retention_days", "integer", (c) =>
      c
        .notNull()
        .defaultTo(400)
        .check(sql`audit_retention_days >= 1`),
    )
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_by", "integer")
    .execute();
  await sql`insert into organisation_settings (id) values (true)`.execute(db);

  await db.schema
    .createTable("audit_events")
    .addColumn("id", "bigserial", (c) => c.primaryKey())
    // Milliseconds, as JavaScript keeps time: a page's cursor (time, id) then names its last row exactly.
    .addColumn("occurred_at", sql`timestamptz(3)`, (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("actor_user_id", "integer")
    .addColumn("actor_label", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) =>
      c.notNull().check(
        sql`action in ('organisation.settings_updated', 'auth.sso_sign_in', 'auth.password_reset',
          'account.deleted', 'admin.demo_credentials_viewed', 'admin.user_emails_exported',
          'audit.exported', 'audit.retention_swept')`,
      ),
    )
    .addColumn("subject_type", "text")
    .addColumn("subject_id", "text")
    .addColumn("ip", "text")
    .addColumn("detail", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await sql`create index audit_events_newest_idx on audit_events (occurred_at desc, id desc)`.execute(db);
  await sql`create index audit_events_action_idx on audit_events (action, occurred_at desc, id desc)`.execute(
    db,
  );
  await sql`create index audit_events_actor_idx on audit_events (actor_user_id, occurred_at desc, id desc)
    where actor_user_id is not null`.execute(db);

  await sql`create function audit_events_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and old.occurred_at < now() - make_interval(days =>
          (select audit_retention_days from organisation_settings where id)) then
        return old;
      end if;
      raise exception 'audit_events is append-only: % refused', tg_op;
    end $$`.execute(db);
  await sql`create trigger audit_events_append_only before update or delete on audit_events
    for each row execute function audit_events_append_only()`.execute(db);
  await sql`create trigger audit_events_no_truncate before truncate on audit_events
    for each statement execute function audit_events_append_only()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("audit_events").ifExists().execute();
  await sql`drop function if exists audit_events_append_only()`.execute(db);
  await db.schema.dropTable("organisation_settings").ifExists().execute();
}
