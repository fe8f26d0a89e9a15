import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Admin-run 360 cycles ('campaigns') for a program's participants or a group's members.
 *
 * - `review_campaigns`: the campaign, for a program or a group (never both; a deleted group or program
 *   leaves neither), its nomination deadline, its release time and when it was closed.
 * - `assessment_360_cycles.campaign_id`: the campaign a person's cycle belongs to; one cycle per person
 *   per campaign (the unique index, which also serves every per-campaign count).
 * - `assessment_360_cycles.release_at`: a campaign cycle shows its subject nothing before then (set to the
 *   close's time when the campaign closes earlier). The partial index lets the background release read
 *   only the campaign cycles still open.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("review_campaigns")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("name", "varchar(200)", (c) => c.notNull())
    .addColumn("program_id", "integer", (c) => c.references("programs.id").onDelete("set null"))
    .addColumn("group_id", "integer", (c) => c.references("groups.id").onDelete("set null"))
    .addColumn("nomination_deadline", "timestamptz", (c) => c.notNull())
    .addColumn("release_at", "timestamptz", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("closed_at", "timestamptz")
    .addColumn("last_reminded_at", "timestamptz")
    .addCheckConstraint("review_campaigns_one_audience", sql`program_id is null or group_id is null`)
    .addCheckConstraint("review_campaigns_release_after_deadline", sql`release_at >= nomination_deadline`)
    .execute();
  await db.schema
    .alterTable("assessment_360_cycles")
    .addColumn("campaign_id", "integer", (c) => c.references("review_campaigns.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("assessment_360_cycles").addColumn("release_at", "timestamptz").execute();
  await db.schema
    .createIndex("assessment_360_cycles_campaign_user_idx")
    .on("assessment_360_cycles")
    .columns(["campaign_id", "user_id"])
    .unique()
    .execute();
  await sql`create index assessment_360_cycles_release_due_idx on assessment_360_cycles (release_at)
    where status = 'active' and release_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("assessment_360_cycles_release_due_idx").execute();
  await db.schema.dropIndex("assessment_360_cycles_campaign_user_idx").execute();
  await db.schema.alterTable("assessment_360_cycles").dropColumn("release_at").execute();
  await db.schema.alterTable("assessment_360_cycles").dropColumn("campaign_id").execute();
  await db.schema.dropTable("review_campaigns").execute();
}
