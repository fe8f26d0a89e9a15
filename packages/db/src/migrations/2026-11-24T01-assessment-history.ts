import type { Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Assessment results and history. A goal remembers the assessment that created it, so the results page
 * can list the goals that assessment chose (and a person's history can show them again later).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("goals")
    .addColumn("source_assessment_id", "integer", (c) => c.references("assessments.id").onDelete("set null"))
    .execute();
  await db.schema
    .createIndex("goals_source_assessment_idx")
    .on("goals")
    .column("source_assessment_id")
    .where("source_assessment_id", "is not", null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("goals_source_assessment_idx").ifExists().execute();
  await db.schema.alterTable("goals").dropColumn("source_assessment_id").execute();
}
