import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * A bug report's optional screenshot, kept in the database so every server process can serve it:
 * one row per report (PNG, JPEG or WebP, at most 5 MB, checked by its first bytes before it is stored).
 * `bug_reports.screenshot` then holds the path it is served from, or null.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("bug_report_screenshots")
    .addColumn("bug_report_id", "integer", (c) =>
      c.primaryKey().references("bug_reports.id").onDelete("cascade"),
    )
    .addColumn("content_type", "varchar(20)", (c) =>
      c.notNull().check(sql`content_type in ('image/png', 'image/jpeg', 'image/webp')`),
    )
    .addColumn("bytes", "bytea", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull().check(sql`size > 0 and size <= 5242880`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("bug_report_screenshots").ifExists().execute();
}
