/**
 * Query shapes every domain repeats, mostly on a person's own rows; below every service folder (as
 * deps.ts is).
 * Each works on a table whose type has the columns the shape reads; the caller names the table and
 * goes on with its own `select`, conditions and `execute`, so row types still come from the schema.
 * The columns are written with `sql.ref`, which compiles to the same SQL as a column name
 * (`"user_id"`), so the statements, their prepared names and their plans stay as they were.
 */
import type { Database, DB } from "@leadcoach/db";
import { sql, type SelectQueryBuilder, type UpdateQueryBuilder } from "kysely";

/** Tables of rows about one person: they have a `userId`. */
export type UserTable = {
  [T in keyof Database]: "userId" extends keyof Database[T] ? T : never;
}[keyof Database];

/** Tables whose rows belong to one person and have their own `id`. */
export type OwnedTable = {
  [T in UserTable]: "id" extends keyof Database[T] ? T : never;
}[UserTable];

/** Owned tables whose rows also carry their `createdAt`. */
export type DatedOwnedTable = {
  [T in OwnedTable]: "createdAt" extends keyof Database[T] ? T : never;
}[OwnedTable];

const id = sql.ref<number>("id");
/** `count(*) as n`, the selection `countOf` reads (the SQL Kysely's `countAll()` writes). */
export const rowCount = sql<number>`count(*)`.as("n");
const userId = sql.ref<number>("userId");

/** Narrows a read to the person's row with this id: nothing when it is someone else's. */
export function ownRow<TB extends OwnedTable, O>(
  query: SelectQueryBuilder<Database, TB, O>,
  owner: number,
  rowId: number,
): SelectQueryBuilder<Database, TB, O> {
  return query.where(id, "=", rowId).where(userId, "=", owner);
}

/** Narrows a change to the person's row with this id: nothing changes when it is someone else's. */
export function ownRowUpdate<UT extends OwnedTable, O>(
  query: UpdateQueryBuilder<Database, UT, UT, O>,
  owner: number,
  rowId: number,
): UpdateQueryBuilder<Database, UT, UT, O> {
  return query.where(id, "=", rowId).where(userId, "=", owner);
}

/** Deletes the person's row with this id; false when it does not exist or is someone else's. */
export async function deleteOwnRow(
  db: DB,
  table: OwnedTable,
  owner: number,
  rowId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom(table)
    .where(id, "=", rowId)
    .where(userId, "=", owner)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Narrows a read to the person's latest rows, newest first (by `createdAt`, then `id`), at most `limit`. */
export function latestOwnRows<TB extends DatedOwnedTable, O>(
  query: SelectQueryBuilder<Database, TB, O>,
  owner: number,
  limit: number,
): SelectQueryBuilder<Database, TB, O> {
  return query
    .where(userId, "=", owner)
    .orderBy(sql.ref("createdAt"), "desc")
    .orderBy(id, "desc")
    .limit(limit);
}

/** A token's recorded last use moves at most this often: using a token is not a write per request. */
export const LAST_USED_RESOLUTION_MS = 60_000;
const lastUsedAt = sql.ref<Date | null>("lastUsedAt");

/**
 * Records a use of a personal access or SCIM token, only when the recorded one is older than
 * LAST_USED_RESOLUTION_MS: concurrent requests (or server processes) that all saw an old value write once
 * between them, and most requests not at all.
 */
export async function recordTokenUse(
  db: DB,
  table: "accessTokens" | "scimTokens",
  token: { id: number; lastUsedAt: Date | null },
  now: Date,
): Promise<void> {
  const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (token.lastUsedAt && token.lastUsedAt >= staleBefore) return;
  await db
    .updateTable(table)
    .set({ lastUsedAt: now })
    .where(id, "=", token.id)
    .where((eb) => eb.or([eb(lastUsedAt, "is", null), eb(lastUsedAt, "<", staleBefore)]))
    .execute();
}

/** The `count(*)` a read selected as `rowCount`, as a number (PostgreSQL answers a bigint). */
export async function countOf(query: { executeTakeFirstOrThrow(): Promise<{ n: number }> }): Promise<number> {
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}
