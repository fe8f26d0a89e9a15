import { isDatabaseUnavailable } from "@leadcoach/db";
import { TRPCError } from "@trpc/server";

/** Postgres error codes the app turns into 4xx/503 instead of a 500. */
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

/** Maps a database failure to an error a person can act on; anything unknown stays a 500. */
export function toTrpcError(error: unknown): TRPCError {
  if (error instanceof TRPCError) return error;
  const e = error as PgLikeError;
  if (e?.code === "23505") {
    return new TRPCError({ code: "CONFLICT", message: "That record already exists.", cause: error });
  }
  if (e?.code === "23503") {
    return new TRPCError({
      code: "BAD_REQUEST",
      message: "A referenced record does not exist.",
      cause: error,
    });
  }
  if (e?.code !== undefined && INVALID_VALUE_CODES.has(e.code)) {
    return new TRPCError({
      code: "BAD_REQUEST",
      message: "Some of the values are not allowed.",
      cause: error,
    });
  }
  if (isDatabaseUnavailable(error)) {
    return new TRPCError({
      code: "SERVICE_UNAVAILABLE",
      message: "The service is temporarily unavailable. Please try again in a moment.",
      cause: error,
    });
  }
  return new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: "Something went wrong.", cause: error });
}
