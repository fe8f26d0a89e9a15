import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Activities: joining and marking done as separate, undoable actions (owned by the calendar work).
 * `joined_at` is the first 'Join' (attendance); `completed_at` is 'Mark as done', cleared by 'Undo'.
 * The status stays the summary the rest of the app filters on: 'attended' once joined or done.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("calendar_events").addColumn("joined_at", "timestamptz").execute();
  await db.schema.alterTable("calendar_events").addColumn("completed_at", "timestamptz").execute();
  // Activities attended before this change were joined; when is not known, so their start stands in.
  await sql`update calendar_events set joined_at = start_time where status = 'attended'`.execute(db);
  await db.schema
    .alterTable("calendar_events")
    .addCheckConstraint("calendar_events_done_is_attended", sql`completed_at is null or status = 'attended'`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("calendar_events").dropConstraint("calendar_events_done_is_attended").execute();
  await db.schema.alterTable("calendar_events").dropColumn("completed_at").execute();
  await db.schema.alterTable("calendar_events").dropColumn("joined_at").execute();
}
