import type { Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Each person's IANA time zone, for mail at their local morning. Null until the browser or the person
 * names one. No CHECK: the list of zones comes with the runtime's ICU data and grows; the API validates.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("time_zone", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("time_zone").execute();
}
