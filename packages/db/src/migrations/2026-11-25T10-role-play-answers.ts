import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Role-plays that respond: what a learner wrote for a lesson's simulation step and how they checked it
 * against the step's rubric. One row per user, lesson and step; writing again updates it.
 * `completed_at` is set once, when the step is complete (self-check saved, or the answer stored on a
 * step without a rubric), and never cleared.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("role_play_answers")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("lesson_id", "integer", (c) => c.notNull().references("lessons.id").onDelete("cascade"))
    .addColumn("step_index", "integer", (c) => c.notNull().check(sql`step_index >= 0`))
    .addColumn("answer", "text", (c) => c.notNull().check(sql`char_length(answer) between 1 and 4000`))
    // One boolean per rubric line, in rubric order; null until the learner saves a self-check.
    .addColumn("self_check", "jsonb")
    .addColumn("completed_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("role_play_answers_user_lesson_step", ["user_id", "lesson_id", "step_index"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("role_play_answers").ifExists().execute();
}
