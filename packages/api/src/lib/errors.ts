import { isDatabaseUnavailable } from "@leadcoach/db";
import { AppError } from "./app-error";

export const SERVICE_UNAVAILABLE_MESSAGE =
  "The service is temporarily unavailable. Please try again in a moment.";

/** A PostgreSQL error, as node-postgres and PGlite report it. */
interface PgLikeError {
  code?: string;
  constraint?: string;
  message?: string;
}

/**
 * Values PostgreSQL refuses that validation should already have caught: text it cannot store (a NUL
 * character), numbers out of a column's range, malformed dates or text representations.
 */
const INVALID_VALUE_CODES = new Set(["23514", "22P02", "22007", "22008", "22021", "22003", "22P05", "54000"]);

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as PgLikeError;
  return e?.code === "23505" && (constraint === undefined || e.constraint === constraint);
}

/**
 * A failure as an `AppError`: an AppError as it is, a database failure a person can act on as its
 * AppError (409 for a duplicate, 400 for a value PostgreSQL refuses, 503 when the database is down),
 * and null for anything else, which stays a 500.
 */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const e = error as PgLikeError;
  if (e?.code === "23505") return new AppError("CONFLICT", "That record already exists.", { cause: error });
  if (e?.code === "23503") {
    return new AppError("BAD_REQUEST", "A referenced record does not exist.", { cause: error });
  }
  if (e?.code !== undefined && INVALID_VALUE_CODES.has(e.code)) {
    return new AppError("BAD_REQUEST", "Some of the values are not allowed.", { cause: error });
  }
  if (isDatabaseUnavailable(error)) {
    return new AppError("UNAVAILABLE", SERVICE_UNAVAILABLE_MESSAGE, { cause: error });
  }
  return null;
}
