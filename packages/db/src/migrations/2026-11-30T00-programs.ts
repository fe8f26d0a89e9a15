import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Leadership programs: a path of weekly steps an organisation runs for a cohort.
 *
 * - `programs`: the program itself (archived or not, open for people to join themselves), pointing at
 *   its current version. Editing writes a new `program_versions` row with its own `program_steps`;
 *   enrolments stay pinned to the version they started on, so an edit never moves anyone's path.
 * - `program_enrolments`: one per person per program (unique), so enrolling twice, or two admins at
 *   once, inserts nothing twice (`on conflict do nothing`).
 * - `program_step_completions`: one per enrolment and step. A reflection's text lives here for the
 *   person only; no admin query selects it. `goal_id` is the goal a goal step made.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("programs")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("current_version_id", "integer")
    .addColumn("is_open", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("template_key", "text")
    .addColumn("archived_at", "timestamptz")
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("program_versions")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("program_id", "integer", (c) => c.notNull().references("programs.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull().check(sql`length(name) between 1 and 120`))
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("length_weeks", "integer", (c) => c.notNull().check(sql`length_weeks between 1 and 52`))
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("program_versions_program_version_key", ["program_id", "version"])
    .execute();
  await sql`alter table programs add constraint programs_current_version_fkey
    foreign key (current_version_id) references program_versions (id)`.execute(db);

  await db.schema
    .createTable("program_steps")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("version_id", "integer", (c) =>
      c.notNull().references("program_versions.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("week", "integer", (c) => c.notNull().check(sql`week between 1 and 52`))
    .addColumn("kind", "text", (c) =>
      c
        .notNull()
        .check(
          sql`kind in ('lesson', 'assessment', 'skill_pulse', 'review_360', 'practice', 'reflection', 'goal')`,
        ),
    )
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("lesson_id", "integer", (c) => c.references("lessons.id"))
    .addColumn("skill_id", "integer", (c) => c.references("skills.id"))
    .addColumn("prompt", "text")
    .addUniqueConstraint("program_steps_version_position_key", ["version_id", "position"])
    .execute();

  await db.schema
    .createTable("program_enrolments")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("program_id", "integer", (c) => c.notNull().references("programs.id").onDelete("cascade"))
    .addColumn("version_id", "integer", (c) => c.notNull().references("program_versions.id"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("start_date", "date", (c) => c.notNull())
    .addColumn("enrolled_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("enrolled_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("program_enrolments_program_user_key", ["program_id", "user_id"])
    .execute();
  // 'My program' and the event hooks start from the person.
  await db.schema
    .createIndex("program_enrolments_user_idx")
    .on("program_enrolments")
    .columns(["user_id", "program_id"])
    .execute();

  await db.schema
    .createTable("program_step_completions")
    .addColumn("enrolment_id", "integer", (c) =>
      c.notNull().references("program_enrolments.id").onDelete("cascade"),
    )
    .addColumn("step_id", "integer", (c) => c.notNull().references("program_steps.id"))
    .addColumn("completed_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("reflection", "text")
    .addColumn("goal_id", "integer", (c) => c.references("goals.id").onDelete("set null"))
    .addPrimaryKeyConstraint("program_step_completions_pkey", ["enrolment_id", "step_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("program_step_completions").execute();
  await db.schema.dropTable("program_enrolments").execute();
  await sql`alter table programs drop constraint programs_current_version_fkey`.execute(db);
  await db.schema.dropTable("program_steps").execute();
  await db.schema.dropTable("program_versions").execute();
  await db.schema.dropTable("programs").execute();
}
