import { INTERNAL_ERROR_MESSAGE, publicErrorMessage } from "@leadcoach/api";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";

/**
 * A procedure's failure as an HTTP status and a `{ message }` a person can read: the status tRPC gives
 * the error and the sentence /trpc answers with (`publicErrorMessage`), so the two doors never differ.
 * A 5xx never carries what went wrong inside (that goes to the log), in any mode: only the 503's own
 * advice to retry.
 */
export function restError(error: unknown): { status: number; message: string } {
  if (error instanceof TRPCError) {
    return { status: getHTTPStatusCodeFromError(error), message: publicErrorMessage(error) };
  }
  return { status: 500, message: INTERNAL_ERROR_MESSAGE };
}
