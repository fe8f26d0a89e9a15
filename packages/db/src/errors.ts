/** The shape of a pg / PGlite error, as far as the app reads it. */
interface PgLikeError {
  code?: string;
  message?: string;
  cause?: unknown;
  errors?: unknown;
}

/** Socket-level failures node reports while connecting to or talking with the database. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL's own codes for the same: class 08 (connection exception) and the shutdown codes of
 * class 57 (admin shutdown, crash shutdown, cannot connect now, database dropped).
 */
const UNAVAILABLE_PG_CODES = /^(08[0-9A-Z]{3}|57P0[1-4])$/;

/**
 * What pg says, without a code, about a client whose connection broke: the query it was running
 * ("Connection terminated ..."), every later query or ROLLBACK sent on it ("... is not queryable"),
 * a pool that cannot hand out a client in time, and a pool already shut down.
 */
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|Cannot use a pool after calling end on the pool/i;

function isUnavailableItself(e: PgLikeError): boolean {
  const code = typeof e.code === "string" ? e.code : undefined;
  if (code !== undefined && (UNAVAILABLE_SOCKET_CODES.has(code) || UNAVAILABLE_PG_CODES.test(code))) {
    return true;
  }
  return UNAVAILABLE_MESSAGES.test(typeof e.message === "string" ? e.message : "");
}

/**
 * True when the database could not be reached or dropped the connection: worth a retry, not a bug.
 * Looks through `cause` and AggregateError's `errors` too (a few levels), since a failure can arrive
 * wrapped: a failed ROLLBACK on a dead client replaces the statement's own error, and a wrapper may
 * keep either as its cause.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== "object" || error === null) return false;
  const e = error as PgLikeError;
  if (isUnavailableItself(e)) return true;
  if (e.cause !== undefined && isDatabaseUnavailable(e.cause, depth + 1)) return true;
  return Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
