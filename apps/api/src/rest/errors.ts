import { readableValidationMessage, validationIssues } from "@leadcoach/api";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";

/** A procedure's failure as an HTTP status and a `{ message }` a person can read. */
export function restError(error: unknown, isProduction: boolean): { status: number; message: string } {
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    const issues = status === 400 ? validationIssues(error.cause) : null;
    if (issues) return { status, message: readableValidationMessage(issues) };
    if (status >= 500 && isProduction)
      return { status, message: status === 503 ? error.message : "Something went wrong." };
    return { status, message: error.message };
  }
  return { status: 500, message: "Something went wrong." };
}
