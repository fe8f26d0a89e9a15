import type { ColumnType, Generated } from "kysely";

/** A timestamp column the database fills in. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** `date` columns travel as 'YYYY-MM-DD' strings (parsers set in client.ts). */
export type DateString = ColumnType<string | null, string | null | undefined, string | null>;
/** jsonb: read as the parsed value, written as a JSON string (see `json()`), so pg never turns arrays into PG arrays. */
export type Json<T> = ColumnType<T, string, string>;
export type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;
export type Id = Generated<number>;

export function json<T>(value: T): string {
  return JSON.stringify(value);
}
