import { FEEDBACK_UNAVAILABLE_MESSAGE, ZFeedbackToken } from "@leadcoach/api/schemas";
import { isNetworkError, mutationErrorMessage, type MutationErrorLike } from "../../lib/mutation-error";

export const INVALID_LINK_MESSAGE =
  "This feedback link is invalid or incomplete. Please check the URL and try again.";

/** The link's token when it has the shape of one of ours; null for a missing or malformed one. */
export function feedbackTokenFrom(value: string | null): string | null {
  if (value === null) return null;
  const parsed = ZFeedbackToken.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The 'Feedback Unavailable' text: the server's own message, else the documented one. */
export function unavailableMessage(error: MutationErrorLike): string {
  return mutationErrorMessage(error, FEEDBACK_UNAVAILABLE_MESSAGE);
}

function httpStatusOf(error: MutationErrorLike): number | null {
  const data = error.data as { httpStatus?: unknown } | null | undefined;
  return typeof data?.httpStatus === "number" ? data.httpStatus : null;
}

/**
 * Whether trying again could help: the server was unreachable or busy (5xx). A used, expired or unknown
 * link (4xx) stays unavailable, so the form is never reloaded on its own (no retry) and offers no retry.
 */
export function canRetryLoad(error: MutationErrorLike): boolean {
  if (isNetworkError(error)) return true;
  const status = httpStatusOf(error);
  return status !== null && status >= 500;
}
