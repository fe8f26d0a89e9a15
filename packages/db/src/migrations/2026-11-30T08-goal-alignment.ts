import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Goal alignment: admins write a handful of shared goals for a program or a group; a participant links
 * one of their own goals to one of them.
 *
 * - `shared_goals`: belongs to exactly one program or one group (a CHECK). Archiving keeps it, and the
 *   links to it. Deleting a group deletes its shared goals and the links to them (the goals stay).
 * - `goal_alignments`: at most one per goal (the primary key), carrying the goal's owner so the
 *   person's links are read by their own index, exported with their data and erased with them.
 *   `(shared_goal_id, user_id)` serves the admins' counts (goals and distinct people) from the index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("shared_goals")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("program_id", "integer", (c) => c.references("programs.id").onDelete("cascade"))
    .addColumn("group_id", "integer", (c) => c.references("groups.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull().check(sql`length(title) between 1 and 120`))
    .addColumn("description", "text", (c) =>
      c
        .notNull()
        .defaultTo("")
        .check(sql`length(description) <= 500`),
    )
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("archived_at", "timestamptz")
    .addCheckConstraint("shared_goals_one_owner", sql`(program_id is null) <> (group_id is null)`)
    .execute();
  await sql`create index shared_goals_program_idx on shared_goals (program_id, id) where program_id is not null`.execute(
    db,
  );
  await sql`create index shared_goals_group_idx on shared_goals (group_id, id) where group_id is not null`.execute(
    db,
  );

  await db.schema
    .createTable("goal_alignments")
    .addColumn("goal_id", "integer", (c) => c.primaryKey().references("goals.id").onDelete("cascade"))
    .addColumn("shared_goal_id", "integer", (c) =>
      c.notNull().references("shared_goals.id").onDelete("cascade"),
    )
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("aligned_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("goal_alignments_user_idx")
    .on("goal_alignments")
    .columns(["user_id", "shared_goal_id"])
    .execute();
  await db.schema
    .createIndex("goal_alignments_shared_goal_idx")
    .on("goal_alignments")
    .columns(["shared_goal_id", "user_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("goal_alignments").ifExists().execute();
  await db.schema.dropTable("shared_goals").ifExists().execute();
}
