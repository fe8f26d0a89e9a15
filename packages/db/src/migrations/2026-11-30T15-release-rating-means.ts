import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * `review_360_releases.rating_means`: per answer key, the mean of the valid ratings (whole numbers 1 to
 * 5) among the answers the release pools, fixed when the release is written, as its pool is. The program
 * report reads these instead of every pooled answer. Releases written before this column are filled
 * here by the same rule.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("review_360_releases")
    .addColumn("rating_means", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await fillRatingMeans(db);
}

/** Fills every release's means from the answers it pools. */
export async function fillRatingMeans(db: Kysely<any>): Promise<void> {
  await sql`update review_360_releases rel set rating_means = coalesce((
      select jsonb_object_agg(kv.key, kv.mean)
      from (
        select r.key, avg(r.value::numeric)::float8 as mean
        from jsonb_array_elements_text(rel.response_ids) pooled
        join peer_feedback_responses res on res.id = pooled::integer
        cross join lateral jsonb_each(res.responses) r
        where jsonb_typeof(r.value) = 'number' and r.value::numeric in (1, 2, 3, 4, 5)
        group by r.key
      ) kv
    ), '{}'::jsonb)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("review_360_releases").dropColumn("rating_means").execute();
}
