import type { FeedbackRequest, FeedbackRequestStatus } from "@leadcoach/api/schemas";
import type { BadgeTone } from "../../components/tone-badge";

/** Each status's badge (ToneBadge keeps the text readable in both schemes). */
export const requestStatusBadges: Record<FeedbackRequestStatus, BadgeTone> = {
  pending: { label: "Pending", color: "blue" },
  completed: { label: "Completed", color: "green" },
  expired: { label: "Expired", color: "orange" },
  cancelled: { label: "Cancelled", color: "gray" },
};

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
