import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

const areas = ["dashboard", "goals", "calendar", "lessons"];

/**
 * Every time an admin opens another person's data (the per-user view, their goals, calendar or lesson
 * progress), one row: the person reads them in their profile ('Who viewed your data').
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("admin_access_log")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn("subject_user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("viewer_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    // Kept when the viewer's account is deleted: the person still sees who it was.
    .addColumn("viewer_name", "text", (c) => c.notNull())
    .addColumn("viewer_role", "varchar(20)", (c) => c.notNull())
    .addColumn("area", "varchar(20)", (c) =>
      c.notNull().check(sql.raw(`area in (${areas.map((a) => `'${a}'`).join(", ")})`)),
    )
    .addColumn("viewed_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("admin_access_log_subject_time_idx")
    .on("admin_access_log")
    .columns(["subject_user_id", "viewed_at"])
    .execute();
  await db.schema
    .createIndex("admin_access_log_viewer_idx")
    .on("admin_access_log")
    .column("viewer_id")
    .execute();
  // The admin dashboard's top performers: completed assessments by score, without a scan of them all.
  await db.schema
    .createIndex("assessments_completed_percent_idx")
    .on("assessments")
    .columns(["overall_percent", "user_id"])
    .where(sql.ref("status"), "=", "completed")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("assessments_completed_percent_idx").ifExists().execute();
  await db.schema.dropTable("admin_access_log").ifExists().execute();
}
