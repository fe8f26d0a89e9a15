import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The answers of a person's assessment in progress, so another device (or a reload) continues where
 * they left off. One row per person: the attempt it belongs to (their completed assessments + 1) and
 * the answers so far as { questionId: value }. Saving replaces the row; a submit deletes it in the
 * same transaction that stores the assessment.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table assessment_progress (
    user_id integer primary key references users (id) on delete cascade,
    attempt integer not null check (attempt >= 1),
    answers jsonb not null check (jsonb_typeof(answers) = 'object'),
    updated_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("assessment_progress").execute();
}
