import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * 360 releases: what a subject's report pools. A release is written only when at least 3 new answers
 * join it, and the report reads the latest one, so no two views differ by one or two answers. Each row
 * keeps the answer ids it pools, overall and per relationship group. `last_reminded_at` rate-limits the
 * cycle's one-click reminder.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table review_360_releases (
    id serial primary key,
    cycle_id integer not null references assessment_360_cycles (id) on delete cascade,
    sequence integer not null,
    released_at timestamptz not null,
    response_ids jsonb not null,
    group_response_ids jsonb not null default '{}'::jsonb,
    at_close boolean not null default false,
    unique (cycle_id, sequence)
  )`.execute(db);
  await sql`alter table assessment_360_cycles add column last_reminded_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table assessment_360_cycles drop column if exists last_reminded_at`.execute(db);
  await sql`drop table if exists review_360_releases`.execute(db);
}
