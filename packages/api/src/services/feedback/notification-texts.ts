/**
 * The in-app notifications that name a reviewer, written in one place: the feedback services write them,
 * and an erasure rewrites the ones naming the erased person with `reviewer` null, so no name is left
 * behind in someone else's list.
 */

/** A single request answered without anonymity: the requester asked that person. */
export function feedbackAnsweredMessage(reviewer: string | null): string {
  return `${reviewer ?? "A reviewer"} answered your feedback request.`;
}

/** A request or 360 invitation that ran out unanswered. */
export function feedbackExpiredMessage(inCycle: boolean, reviewer: string | null): string {
  return (
    `Your ${inCycle ? "360 review invitation" : "feedback request"} to ${reviewer ?? "a reviewer"} ` +
    `expired unanswered. You can send a new link if you still want their view.`
  );
}
