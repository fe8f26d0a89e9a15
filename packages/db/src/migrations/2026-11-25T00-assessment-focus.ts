import type { Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The skill a person chose to focus on first when their weakest skills tied: asked once on the results
 * page, it breaks the tie that catalogue order used to break. Null until chosen (and when nothing tied).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("assessments")
    .addColumn("focus_skill_id", "integer", (c) => c.references("skills.id").onDelete("set null"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("assessments").dropColumn("focus_skill_id").execute();
}
