import type { FeedbackRequest, FeedbackRequestStatus } from "@leadcoach/api/schemas";

/** The words of each status badge. */
export const requestStatusLabels = {
  pending: "Pending",
  completed: "Completed",
  expired: "Expired",
  cancelled: "Cancelled",
} as const satisfies Record<FeedbackRequestStatus, string>;

/** Each status's tone (ToneBadge keeps the text readable in both schemes). */
export const requestStatusColors = {
  pending: "blue",
  completed: "green",
  expired: "orange",
  cancelled: "gray",
} as const satisfies Record<FeedbackRequestStatus, string>;

/** Only a request still waiting for its answer can be withdrawn. */
export function canCancel(status: FeedbackRequestStatus): boolean {
  return status === "pending";
}

/** The expiry date means something only while the link is still open. */
export function showsExpiry(status: FeedbackRequestStatus): boolean {
  return status === "pending";
}

/** Who was asked: the name when the requester gave one (with the address under it), else the address. */
export function requestReviewer(request: Pick<FeedbackRequest, "reviewerName" | "reviewerEmail">): {
  name: string;
  email: string | null;
} {
  const name = request.reviewerName?.trim();
  return name ? { name, email: request.reviewerEmail } : { name: request.reviewerEmail, email: null };
}
