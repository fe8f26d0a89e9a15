import { parse as pgliteResults, protocol, type PGlite } from "@electric-sql/pglite";
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from "kysely";
import { isReplyReusable, preparedStatementName, READS_ONLY } from "./prepared";
import { RecentReplies } from "./pglite-replies";
import { readWireResult, type WireResult } from "./pglite-wire";

/** Memory for the embedded database's reusable replies (pglite-replies.ts). */
const KEPT_REPLY_BYTES = 8 * 1024 * 1024;

/**
 * Kysely on PGlite. PGlite is one connection, so the driver hands it out to one holder at a time:
 * a transaction keeps it until commit, and other queries wait their turn instead of joining it.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: PGliteConnection;

  constructor(pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    await previous;
    this.connection.release = release;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : "";
    await connection.executeQuery(CompiledQuery.raw(`begin${isolation}`));
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async releaseConnection(connection: DatabaseConnection) {
    (connection as PGliteConnection).release?.();
  }

  async destroy() {
    await this.connection.pglite.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  release: (() => void) | undefined;
  /** The parameter types of each named statement this database has parsed. */
  private readonly parsed = new Map<string, number[]>();
  private readonly replies = new RecentReplies(KEPT_REPLY_BYTES);

  constructor(readonly pglite: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    // One statement at a time passes here (the driver's queue), so forgetting before a statement that may
    // write is enough: no read can keep a reply from before it once it has run.
    if (!READS_ONLY.test(compiledQuery.sql)) this.replies.forgetAll();
    const name = preparedStatementName(compiledQuery.sql);
    if (name) return this.executeNamed<R>(name, compiledQuery);
    const result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters], {
      rowMode: "object",
    });
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  /**
   * One of the app's prepared statements (prepared.ts): parsed once under its name, then each run is
   * bind, describe, execute and sync in a single call into the database. PGlite's own query() parses,
   * plans and describes every statement anew, in six calls: for a short read that is most of its cost.
   */
  private async executeNamed<R>(name: string, compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const types = this.parsed.get(name) ?? (await this.parse(name, compiledQuery.sql));
    const values = this.serialize(types, compiledQuery.parameters);
    const key = isReplyReusable(name) ? RecentReplies.key(name, values) : undefined;
    const kept = key === undefined ? undefined : this.replies.get(key);
    if (kept) return queryResult<R>(readWireResult(kept, this.pglite.parsers));

    const { serialize } = protocol;
    const reply = await this.pglite.runExclusive(async () => {
      const chunks: Uint8Array[] = [];
      await this.pglite.execProtocolRawStream(
        concat([
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: "P" }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        // A chunk is a view of the database's memory, reused by its next write: copy it.
        { syncToFs: true, onRawData: (chunk) => chunks.push(chunk.slice()) },
      );
      return chunks.length === 1 && chunks[0] ? chunks[0] : concat(chunks);
    });
    // The reply is read here (pglite-wire.ts), not by PGlite's parser: see readWireResult. A reply that
    // carries an error throws, and so is never kept.
    const result = readWireResult(reply, this.pglite.parsers);
    if (key !== undefined) this.replies.keep(key, reply);
    return queryResult<R>(result);
  }

  /** Parses a named statement once and learns its parameter types. */
  private async parse(name: string, text: string): Promise<number[]> {
    const { serialize } = protocol;
    const described = await this.pglite.runExclusive(() =>
      this.pglite.execProtocol(
        concat([serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]),
        { syncToFs: false },
      ),
    );
    const types = pgliteResults.parseDescribeStatementResults(described.messages);
    this.parsed.set(name, types);
    return types;
  }

  /** As PGlite's query() does: each value through the serializer of its described type. */
  private serialize(types: number[], parameters: readonly unknown[]): (string | null)[] {
    return parameters.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = this.pglite.serializers[types[index] ?? 0];
      if (serializer) return serializer(value);
      if (value instanceof Date) return value.toISOString();
      switch (typeof value) {
        case "string":
          return value;
        case "number":
        case "boolean":
        case "bigint":
          return String(value);
        default:
          return JSON.stringify(value) ?? null;
      }
    });
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("PGlite does not support streaming queries");
  }
}

function queryResult<R>({ rows, affectedRows }: WireResult): QueryResult<R> {
  return { rows: rows as R[], numAffectedRows: BigInt(affectedRows) };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}
