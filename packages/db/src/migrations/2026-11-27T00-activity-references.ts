import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The skills screen asks, per skill, for the person's latest event that names the skill, one of its
 * lessons or one of their goals. These partial indexes hold only events that carry such a reference,
 * keyed by person and referenced id, so each question is one probe for the newest entry instead of a
 * read of the person's whole history. A lesson reference may be stored as 'lesson-N' or N: the index
 * keys both as N.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index activity_events_skill_ref_idx
    on activity_events (user_id, (detail->>'skillId'), occurred_at)
    where detail ? 'skillId' and type <> 'sign_in'`.execute(db);
  await sql`create index activity_events_lesson_ref_idx
    on activity_events (user_id, (regexp_replace(detail->>'lessonId', '^lesson-', '')), occurred_at)
    where detail ? 'lessonId' and type <> 'sign_in'`.execute(db);
  await sql`create index activity_events_goal_ref_idx
    on activity_events (user_id, (detail->>'goalId'), occurred_at)
    where detail ? 'goalId' and type <> 'sign_in'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    "activity_events_skill_ref_idx",
    "activity_events_lesson_ref_idx",
    "activity_events_goal_ref_idx",
  ]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
