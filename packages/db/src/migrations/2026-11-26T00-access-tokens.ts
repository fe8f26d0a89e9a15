import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Personal access tokens: a person's named secrets for scripts and tools, sent as
 * `Authorization: Bearer`. Only the SHA-256 of a token is kept (`token_hash`), so a leaked table opens
 * no account; `token_prefix` is the first few characters, enough to tell tokens apart on screen.
 * `scope` is 'read' or 'write'; `admin` lets an admin's token reach admin procedures. A revoked token
 * keeps its row (`revoked_at`) until housekeeping removes it; `last_used_at` moves at most once a minute.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("access_tokens")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "varchar(100)", (c) => c.notNull().check(sql`char_length(name) between 1 and 100`))
    .addColumn("token_hash", "char(64)", (c) => c.notNull().unique())
    .addColumn("token_prefix", "varchar(16)", (c) => c.notNull())
    .addColumn("scope", "varchar(8)", (c) => c.notNull().check(sql`scope in ('read', 'write')`))
    .addColumn("admin", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("last_used_at", "timestamptz")
    .addColumn("revoked_at", "timestamptz")
    .execute();
  // A person's list and the cap on live tokens read through this index, never a scan.
  await db.schema
    .createIndex("access_tokens_live_user_idx")
    .on("access_tokens")
    .column("user_id")
    .where(sql.ref("revoked_at"), "is", null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("access_tokens").ifExists().execute();
}
