import {
  AliasNode,
  ColumnNode,
  IdentifierNode,
  ReferenceNode,
  sql,
  type OperationNode,
  type RawBuilder,
  type SelectQueryBuilder,
} from "kysely";
import { camelCase } from "./client";

/** A row as it arrives inside a JSON value: timestamps are ISO text there, not Dates. */
export type JsonRow<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

// Any query selecting O; the tables it reads do not matter here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type SelectOf<O> = SelectQueryBuilder<any, any, O>;

/**
 * The property each selected column becomes in a row, as the query spells it. Building the query applied
 * the camel-case plugin (the node holds the database's snake_case), so the names are mapped back by the
 * same plugin.
 */
function selectedNames(query: SelectOf<unknown>): string[] {
  return (query.toOperationNode().selections ?? []).map(({ selection }) => {
    const named: OperationNode = AliasNode.is(selection) ? selection.alias : selection;
    if (IdentifierNode.is(named)) return camelCase.propertyOf(named.name);
    if (ReferenceNode.is(named) && ColumnNode.is(named.column))
      return camelCase.propertyOf(named.column.column.name);
    throw new Error("jsonRows and jsonRow need each selected column named (no select *, alias expressions).");
  });
}

/** `json_build_object('name', t.name, ...)` over the columns `query` selects, read from `alias`. */
function jsonObjectOf(query: SelectOf<unknown>, alias: string) {
  return sql`json_build_object(${sql.join(
    selectedNames(query).map((name) => sql`${sql.lit(name)}, ${sql.ref(`${alias}.${name}`)}`),
  )})`;
}

/**
 * The rows of `query`, in its order, as one JSON array (empty when there are none), each keyed by the
 * names the query selects. It lets a screen's lists travel in the same statement as its other figures:
 * one round trip instead of one each.
 */
export function jsonRows<O>(query: SelectOf<O>): RawBuilder<JsonRow<O>[]> {
  return sql<
    JsonRow<O>[]
  >`(select coalesce(json_agg(${jsonObjectOf(query, "r")}), '[]'::json) from (${query}) as r)`;
}

/** The first row of `query` as a JSON object, or null when it has none. */
export function jsonRow<O>(query: SelectOf<O>): RawBuilder<JsonRow<O> | null> {
  return sql<JsonRow<O> | null>`(select ${jsonObjectOf(query, "r")} from (${query}) as r limit 1)`;
}
