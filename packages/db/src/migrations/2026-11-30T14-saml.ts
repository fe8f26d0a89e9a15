import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * SAML 2.0 single sign-on.
 *
 * - `saml_requests`: each AuthnRequest the server sent, until it expires; `used_at` is set by the one
 *   response that answers it, so a second answer to the same request is refused (across processes).
 * - `saml_assertions`: the ID of every assertion accepted, until its expiry: an assertion seen twice is a
 *   replay. The primary key makes "first one wins" a single insert.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("saml_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .execute();
  await db.schema
    .createIndex("saml_requests_expires_at_idx")
    .on("saml_requests")
    .column("expires_at")
    .execute();
  await db.schema
    .createTable("saml_assertions")
    .addColumn("issuer", "text", (c) => c.notNull())
    .addColumn("assertion_id", "text", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("saml_assertions_pkey", ["issuer", "assertion_id"])
    .execute();
  await db.schema
    .createIndex("saml_assertions_expires_at_idx")
    .on("saml_assertions")
    .column("expires_at")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("saml_assertions").ifExists().execute();
  await db.schema.dropTable("saml_requests").ifExists().execute();
}
