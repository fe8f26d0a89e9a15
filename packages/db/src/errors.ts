/** The shape of a pg / PGlite error, as far as the app reads it. */
interface PgLikeError {
  code?: string;
  message?: string;
}

/** Connection failures and server shutdowns: the database is away, not the request wrong. */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "57P01",
  "57P03",
  "08006",
  "08001",
  "08003",
]);

/** True when the database could not be reached or dropped the connection: worth a retry, not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as PgLikeError;
  return (
    (e?.code !== undefined && UNAVAILABLE_CODES.has(e.code)) ||
    /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED/i.test(
      e?.message ?? "",
    )
  );
}
