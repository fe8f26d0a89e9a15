import { createHash } from "node:crypto";
import { createQueryId, type CompiledQuery, type Compilable, type RawBuilder } from "kysely";
import type { DB } from "./database";

/**
 * The SQL text of every prepared statement, with the name PostgreSQL knows it by. A connection to a
 * PostgreSQL server parses a named statement once and then only binds and runs it (client.ts): parsing
 * and planning cost the server more than running these short per-user reads.
 */
const statementNames = new Map<string, string>();

/** The names of the statements whose replies the embedded database may reuse (`reusedOnEmbedded`). */
const reusableReplies = new Set<string>();

/** The server-side name of a prepared statement's SQL text, or undefined for any other statement. */
export function preparedStatementName(sqlText: string): string | undefined {
  return statementNames.get(sqlText);
}

/** Whether the embedded database may answer a repeat of the named statement from its last reply. */
export function isReplyReusable(name: string): boolean {
  return reusableReplies.has(name);
}

function rememberName(sqlText: string, options: PreparedOptions): void {
  let name = statementNames.get(sqlText);
  if (!name) {
    name = `lc_${createHash("sha256").update(sqlText).digest("hex").slice(0, 24)}`;
    statementNames.set(sqlText, name);
  }
  if (options.reusedOnEmbedded) reusableReplies.add(name);
}

/**
 * A statement that only reads: a plain `select` (the app's selects call no function that writes). Any
 * other statement (insert, update, delete, `with`, begin, commit, set...) may change what a read returns.
 */
export const READS_ONLY = /^\s*select\b/i;

export interface PreparedOptions {
  /**
   * On the embedded database, a repeat of this read with the same arguments is answered from its last
   * reply until a statement that may change data runs (pglite-replies.ts). Only for a `select` whose
   * result depends on nothing but its arguments and the stored rows: not on the clock (`now()`), not on
   * a sequence or a setting.
   */
  reusedOnEmbedded?: boolean;
}

/** Stands for the argument at `index` while a prepared statement is built. */
class Slot {
  constructor(readonly index: number) {}
}

/** Where each parameter of the compiled statement comes from: an argument, or a constant of the query. */
type Binding = { argument: number } | { constant: unknown };

interface Prepared {
  compiled: CompiledQuery;
  bindings: Binding[];
}

/**
 * A statement that is built and compiled once per database handle and then run with new arguments.
 * Building a query in Kysely (immutable builders, the camel-case plugin's rewrite of the tree) and
 * compiling it cost more Node time than the round trip for a short per-user read; on the hottest paths
 * (the session lookup on every request, the dashboard) that is paid once per process instead.
 *
 * `build` receives stand-ins for the arguments and must use each only as a value the statement binds as a
 * parameter (`where(col, "=", arg)`, `limit(arg)`, `${arg}` in `sql`): never to choose the statement's
 * shape (no `if (arg)`, no `null` that would turn `=` into `is null`, no lists spread into `in`). A stand-in
 * that does not reach the parameters, or reaches them inside another value, fails on first use.
 * Results still pass through the database's plugins, so rows come back camel-cased as usual.
 */
export function preparedStatement<Args extends readonly unknown[], Row>(
  arity: Args["length"],
  build: (db: DB, ...args: Args) => Compilable<Row> | RawBuilder<Row>,
  options: PreparedOptions = {},
): (db: DB, ...args: Args) => Promise<Row[]> {
  const byHandle = new WeakMap<DB, Prepared>();

  const prepare = (db: DB): Prepared => {
    const slots = Array.from({ length: arity }, (_, index) => new Slot(index));
    // A query builder compiles itself; a raw `sql` statement compiles against the handle.
    const compiled = build(db, ...(slots as unknown as Args)).compile(db);
    const seen = new Set<number>();
    const bindings = compiled.parameters.map((value): Binding => {
      if (value instanceof Slot) {
        seen.add(value.index);
        return { argument: value.index };
      }
      if (containsSlot(value))
        throw new Error("A prepared statement's argument must be a parameter of its own.");
      return { constant: value };
    });
    if (seen.size !== arity)
      throw new Error("Every argument of a prepared statement must be one of its parameters.");
    if (options.reusedOnEmbedded && !READS_ONLY.test(compiled.sql))
      throw new Error("Only a select statement's reply can be reused.");
    rememberName(compiled.sql, options);
    return { compiled, bindings };
  };

  return async (db, ...args) => {
    let prepared = byHandle.get(db);
    if (!prepared) {
      prepared = prepare(db);
      byHandle.set(db, prepared);
    }
    const { compiled, bindings } = prepared;
    const parameters = bindings.map((b) => ("argument" in b ? args[b.argument] : b.constant));
    const result = await db.executeQuery<Row>({ ...compiled, parameters, queryId: createQueryId() });
    return result.rows;
  };
}

function containsSlot(value: unknown): boolean {
  if (value instanceof Slot) return true;
  if (Array.isArray(value)) return value.some(containsSlot);
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.values(value).some(containsSlot);
  }
  return false;
}
