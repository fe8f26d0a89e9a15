import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The person's lists are read newest (or soonest) first with the id as the tie-break, and with a priority
 * rank within one batch of recommendations. Each index below now ends with exactly that order, so a list
 * is read straight off its index and never sorted: a sort costs little natively, but the dashboard runs
 * four of them on every request, and on the embedded database that was a tenth of the request's time in
 * the database. The recommendations' rank repeats the app's expression word for word, which is how the
 * planner knows the index gives that order. The names stay, so the plan checks still name them.
 */
const rebuilt: { name: string; table: string; columns: string; before: string }[] = [
  {
    name: "assessments_user_completed_idx",
    table: "assessments",
    columns: "(user_id, completed_at, id)",
    before: "(user_id, completed_at)",
  },
  {
    name: "activity_events_user_time_idx",
    table: "activity_events",
    columns: "(user_id, occurred_at, id)",
    before: "(user_id, occurred_at)",
  },
  {
    name: "calendar_events_user_start_idx",
    table: "calendar_events",
    columns: "(user_id, start_time, id)",
    before: "(user_id, start_time)",
  },
  {
    name: "coaching_recommendations_user_idx",
    table: "coaching_recommendations",
    columns:
      "(user_id, created_at desc, (case priority when 'high' then 0 when 'medium' then 1 else 2 end), id)",
    before: "(user_id, created_at)",
  },
];

async function rebuild(db: Kysely<any>, to: "columns" | "before"): Promise<void> {
  for (const index of rebuilt) {
    await sql`drop index if exists ${sql.id(index.name)}`.execute(db);
    await sql`create index ${sql.id(index.name)} on ${sql.id(index.table)} ${sql.raw(index[to])}`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await rebuild(db, "columns");
}

export async function down(db: Kysely<any>): Promise<void> {
  await rebuild(db, "before");
}
