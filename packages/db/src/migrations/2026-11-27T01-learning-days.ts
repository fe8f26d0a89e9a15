import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The streak asks, day by day back from today, whether the person did any learning action that day.
 * This partial index holds only learning actions (no sign-ins or feedback requests), so each day's
 * question is one index-only probe, never a look at the rows it skips. Its list is the streak's list of
 * learning actions at the time of writing; a test checks the streak still uses it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index activity_events_learning_day_idx
    on activity_events (user_id, occurred_at)
    where type in ('lesson_step', 'lesson_completed', 'quiz_answered', 'role_play_completed',
      'assessment_taken', 'goal_progress', 'goal_completed', 'activity_attended')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("activity_events_learning_day_idx").ifExists().execute();
}
