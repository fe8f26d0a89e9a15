import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The weekly digest e-mail.
 *
 * - `digest_deliveries`: one row per person per digest week, written with `on conflict do nothing`
 *   in the same transaction as the digest's outbox row. Whichever server process inserts it first
 *   enqueues the e-mail; every other one inserts nothing and enqueues nothing.
 * - `email_outbox.list_unsubscribe_url`: the one-click unsubscribe address sent as the
 *   `List-Unsubscribe` header (RFC 8058) with the message; emptied with the bodies once it is sent.
 * - `users_weekly_digest_idx`: the opted-in people, so the hourly tick never reads everyone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("digest_deliveries")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("week_start", "date", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("digest_deliveries_pkey", ["user_id", "week_start"])
    .execute();
  // Old rows can be dropped by week.
  await db.schema
    .createIndex("digest_deliveries_week_idx")
    .on("digest_deliveries")
    .column("week_start")
    .execute();

  await db.schema.alterTable("email_outbox").addColumn("list_unsubscribe_url", "text").execute();

  await sql`create index users_weekly_digest_idx on users (id)
    where is_active and (notification_preferences ->> 'weekly_digest') = 'true'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_weekly_digest_idx`.execute(db);
  await db.schema.alterTable("email_outbox").dropColumn("list_unsubscribe_url").execute();
  await db.schema.dropTable("digest_deliveries").ifExists().execute();
}
