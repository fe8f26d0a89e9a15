import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Managers, by consent: a participant shares their program progress, and the goals they choose, with a
 * named manager, and may withdraw at any time.
 *
 * - `manager_shares`: one row per invitation. `manager_email` is stored lower-cased; `manager_id` is the
 *   manager's account when one existed at the invitation (otherwise the share waits for an account with
 *   that address, matched when read). At most one share per participant and address is active (not
 *   withdrawn): a partial unique index, so two clicks at once make one.
 * - `goals.shared_with_manager`: the goals the person lets their managers see (off by default).
 * - `manager_summary_deliveries`: one monthly summary per manager per month, inserted with `on conflict
 *   do nothing` in the transaction that queues the e-mail.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("manager_shares")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("participant_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("manager_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("manager_email", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("accepted_at", "timestamptz")
    .addColumn("withdrawn_at", "timestamptz")
    .addCheckConstraint("manager_shares_email_lower", sql`manager_email = lower(manager_email)`)
    .execute();
  await sql`create unique index manager_shares_active_key on manager_shares (participant_id, manager_email) where withdrawn_at is null`.execute(
    db,
  );
  await sql`create index manager_shares_manager_idx on manager_shares (manager_id) where withdrawn_at is null`.execute(
    db,
  );
  await sql`create index manager_shares_waiting_idx on manager_shares (manager_email) where manager_id is null and withdrawn_at is null`.execute(
    db,
  );

  await db.schema
    .alterTable("goals")
    .addColumn("shared_with_manager", "boolean", (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable("manager_summary_deliveries")
    .addColumn("manager_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("month_start", "date", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("manager_summary_deliveries_pkey", ["manager_id", "month_start"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("manager_summary_deliveries").ifExists().execute();
  await db.schema.alterTable("goals").dropColumn("shared_with_manager").execute();
  await db.schema.dropTable("manager_shares").ifExists().execute();
}
