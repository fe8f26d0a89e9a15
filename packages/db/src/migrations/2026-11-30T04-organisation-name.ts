import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The organisation's name, which its reports carry. Empty until a super admin names it (reports then
 * print the product's name); the API trims it and keeps it short.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("organisation_settings")
    .addColumn("name", "text", (c) =>
      c
        .notNull()
        .defaultTo("")
        .check(sql`char_length(name) <= 200`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("organisation_settings").dropColumn("name").execute();
}
