import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * A finer sample of the people search's text, so PostgreSQL's guess of how many people a piece like
 * 'zimmerm' matches is close to the truth. With the default sample the guess swung from one ANALYZE to
 * the next (4,040 for a piece 1,350 people carry) and the planner then chose to scan the whole table
 * instead of the trigram index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users alter column search_text set statistics 1000`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users alter column search_text set statistics -1`.execute(db);
}
