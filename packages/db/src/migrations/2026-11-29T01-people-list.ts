import { sql, type Kysely } from "kysely";

/* Frozen in time: no app imports, `Kysely<any>` by design. */
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The people screen reads 100,000 accounts a page at a time (keyset pagination), in the order asked,
 * with a search and filters; each order has an index that gives it as it is read:
 *
 * - by name: `users_name_order_idx (lower(name), id)`;
 * - by e-mail: the existing unique `users_email_lower_key (lower(email))`;
 * - by last sign-in: `users_last_login_order_idx`, never-signed-in accounts as the earliest time;
 * - newest: the primary key.
 *
 * The search finds a piece of a name or an address anywhere in it (`like '%piece%'`) in `search_text`,
 * both lower-cased and stored (a scan of it costs a third of computing them row by row), through a
 * trigram index (`pg_trgm`, on PostgreSQL and on PGlite alike). The rare filters (an admin role, invited, deactivated) read a partial index of those accounts
 * only, in name order, so finding the few admins never walks the whole table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index users_name_order_idx on users (lower(name), id)`.execute(db);
  await sql`create index users_last_login_order_idx
    on users ((coalesce(last_login_at, '-infinity'::timestamptz)), id)`.execute(db);
  await sql`alter table users add column search_text text
    generated always as (lower(name) || ' ' || lower(email)) stored`.execute(db);
  await sql`create index users_search_trgm_idx on users using gin (search_text gin_trgm_ops)`.execute(db);
  await sql`create index users_people_flagged_idx on users (lower(name), id)
    where role <> 'user' or not is_active or joined_at is null`.execute(db);
  // Groups in name order, for their list and the filters that offer them.
  await sql`create index groups_name_order_idx on groups (lower(name), id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists groups_name_order_idx`.execute(db);
  await sql`drop index if exists users_people_flagged_idx`.execute(db);
  await sql`drop index if exists users_search_trgm_idx`.execute(db);
  await sql`alter table users drop column if exists search_text`.execute(db);
  await sql`drop index if exists users_last_login_order_idx`.execute(db);
  await sql`drop index if exists users_name_order_idx`.execute(db);
}
