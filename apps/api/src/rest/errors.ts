import { readableValidationMessage, validationIssues } from "@leadcoach/api";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";

const SOMETHING_WENT_WRONG = "Something went wrong.";

/**
 * A procedure's failure as an HTTP status and a `{ message }` a person can read. A 5xx never carries
 * what went wrong inside (that goes to the log), in any mode: only the 503's own advice to retry.
 */
export function restError(error: unknown): { status: number; message: string } {
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    const issues = status === 400 ? validationIssues(error.cause) : null;
    if (issues) return { status, message: readableValidationMessage(issues) };
    if (status === 503) return { status, message: error.message };
    if (status >= 500) return { status, message: SOMETHING_WENT_WRONG };
    return { status, message: error.message };
  }
  return { status: 500, message: SOMETHING_WENT_WRONG };
}
