import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Goals and milestones tied to the work that completes them, and skill pulse re-checks (owned by the
 * coaching-loop work). Milestone links live inside the goals' milestones JSON, so old rows stay valid
 * as they are; only the pulse needs a table. One pulse per goal (a partial unique index) makes two
 * submits racing store one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("skill_pulses")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("skill_id", "integer", (c) => c.notNull().references("skills.id").onDelete("cascade"))
    .addColumn("goal_id", "integer", (c) => c.references("goals.id").onDelete("set null"))
    .addColumn("score", "integer", (c) => c.notNull().check(sql`score between 0 and 100`))
    .addColumn("answers", "jsonb", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("skill_pulses_user_skill_idx")
    .on("skill_pulses")
    .columns(["user_id", "skill_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("skill_pulses_goal_uidx")
    .on("skill_pulses")
    .column("goal_id")
    .unique()
    .where(sql.ref("goal_id"), "is not", null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("skill_pulses").ifExists().execute();
}
