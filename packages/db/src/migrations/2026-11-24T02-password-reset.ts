import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Password reset links, and what tells a person's first visit from a return.
 *
 * - `password_reset_tokens`: one row per 'Forgot password?' e-mail. Only the SHA-256 of the link's
 *   32-byte random token is kept, so a leaked table opens no account. A link works once
 *   (`used_at`) and until `expires_at`.
 * - `users.previous_login_at`: the sign-in before the latest one, moved along by the sign-in's own
 *   update. Null means the person is in their first session: the dashboard says 'Welcome', not
 *   'Welcome back', with no write per request.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("password_reset_tokens")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "char(64)", (c) => c.notNull().unique())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("requested_ip", "varchar(64)")
    .execute();
  // Using a link ends the person's other unused links: found through this index, never a scan.
  await db.schema
    .createIndex("password_reset_tokens_open_user_idx")
    .on("password_reset_tokens")
    .column("user_id")
    .where(sql.ref("used_at"), "is", null)
    .execute();
  // The hourly housekeeping (or anyone) can drop old rows by time.
  await db.schema
    .createIndex("password_reset_tokens_expires_idx")
    .on("password_reset_tokens")
    .column("expires_at")
    .execute();

  await db.schema.alterTable("users").addColumn("previous_login_at", "timestamptz").execute();
  // Whoever signed in before this release has visited already.
  await sql`update users set previous_login_at = last_login_at where last_login_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("previous_login_at").execute();
  await db.schema.dropTable("password_reset_tokens").ifExists().execute();
}
