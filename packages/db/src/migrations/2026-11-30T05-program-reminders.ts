import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The weekly program e-mail, at each person's local Monday morning.
 *
 * - `program_enrolments.reminder_due_at`: when the enrolment's next weekly e-mail is due, worked out
 *   in the person's time zone (null: not worked out yet). The index makes the quarter-hourly check
 *   read only what is due.
 * - `program_reminder_deliveries`: one e-mail per person per local week; its primary key is what keeps
 *   two server processes from both sending it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("program_enrolments").addColumn("reminder_due_at", "timestamptz").execute();
  await db.schema
    .createIndex("program_enrolments_reminder_due_idx")
    .on("program_enrolments")
    .column("reminder_due_at")
    .execute();
  await db.schema
    .createTable("program_reminder_deliveries")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("week_start", "date", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("program_reminder_deliveries_pkey", ["user_id", "week_start"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("program_reminder_deliveries").execute();
  await db.schema.dropIndex("program_enrolments_reminder_due_idx").execute();
  await db.schema.alterTable("program_enrolments").dropColumn("reminder_due_at").execute();
}
