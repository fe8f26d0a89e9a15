import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Single sign-on identities: one row per (issuer, subject) an OpenID provider vouched for, bound to one
 * account. The unique pair decides between two first sign-ins racing for the same person; the
 * user index serves the cascade when an account is deleted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("sso_identities")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("issuer", "varchar(2000)", (c) => c.notNull())
    .addColumn("subject", "varchar(255)", (c) => c.notNull())
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("last_sign_in_at", "timestamptz")
    .addUniqueConstraint("sso_identities_issuer_subject_key", ["issuer", "subject"])
    .execute();
  await db.schema.createIndex("sso_identities_user_idx").on("sso_identities").column("user_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("sso_identities").ifExists().execute();
}
