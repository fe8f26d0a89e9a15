import type { DB, EmailKind, FeedbackRelationship } from "@leadcoach/db";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/errors";
import { FEEDBACK_REQUESTS_PER_DAY, type FeedbackRequest } from "../../schemas/feedback";
import { insertActivityEvent } from "../activity/queries";
import { reserveAttempt } from "../auth/rate-limit";
import type { ServiceDeps } from "../deps";
import { cancelPendingEmails, enqueueEmail } from "../email/outbox";
import { findUserEmail } from "../users/queries";
import { composeFeedbackReminderEmail, composeFirstEmail, type FeedbackEmailFacts } from "./emails";
import { expireOverdueRequestTo, insertFeedbackRequest, type FeedbackRequestRow } from "./queries";
import { feedbackLinkExpiry, feedbackReminderTime } from "./tokens";
import { newSecretToken } from "../../lib/secret-token";

const DAY_MS = 86_400_000;
/** Every e-mail a request can have waiting in the outbox. */
export const FEEDBACK_EMAIL_KINDS = [
  "feedback_request",
  "review_360_invitation",
  "feedback_reminder",
] as const satisfies readonly EmailKind[];

export const OPEN_REQUEST_INDEX = "peer_feedback_requests_open_reviewer_key";
export const TOO_MANY_FEEDBACK_REQUESTS = `You can send at most ${FEEDBACK_REQUESTS_PER_DAY} feedback requests (new or resent) a day. Please try again tomorrow.`;
export const CANNOT_ASK_YOURSELF =
  "You cannot ask yourself for feedback. Enter the e-mail address of someone you work with.";

export function openRequestExists(reviewerEmail: string): AppError {
  return new AppError("CONFLICT", `You already have an open feedback request to ${reviewerEmail}.`);
}

/** A request as its requester sees it: 'expired' as soon as its time is up, whether or not the sweep ran. */
export function toFeedbackRequest(row: FeedbackRequestRow, now: Date): FeedbackRequest {
  const overdue = row.status === "pending" && row.expiresAt.getTime() <= now.getTime();
  return {
    id: row.id,
    reviewerEmail: row.reviewerEmail,
    reviewerName: row.reviewerName,
    relationship: row.relationship,
    message: row.message,
    status: overdue ? "expired" : row.status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    cycleId: row.cycleId,
  };
}

/**
 * Counts one request (or resend) against the requester's daily allowance. The counter is reserved with
 * one `INSERT ... ON CONFLICT DO UPDATE ... RETURNING` in the caller's transaction, so concurrent
 * requests queue on the counter row and never all read a count below the limit; a request that fails
 * later rolls its reservation back with the transaction.
 */
export async function reserveFeedbackRequestQuota(trx: DB, requesterId: number, now: Date): Promise<void> {
  const window = { key: `feedback-requests:user:${requesterId}`, windowMs: DAY_MS };
  if (!(await reserveAttempt(trx, [[window, FEEDBACK_REQUESTS_PER_DAY]], now))) {
    throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_FEEDBACK_REQUESTS);
  }
}

/**
 * Puts a request's e-mails in the outbox, on the transaction that writes the request: the link goes out
 * now, the one reminder halfway to expiry. The raw token lives only in these two rows from here on (the
 * 360 reminder re-sends the reminder row's copy).
 */
export async function enqueueRequestEmails(
  trx: DB,
  deps: ServiceDeps,
  requestId: number,
  facts: FeedbackEmailFacts,
  sentAt: Date,
): Promise<void> {
  const first = composeFirstEmail(deps.config, facts);
  await enqueueEmail(trx, { ...first, feedbackRequestId: requestId, sendAfter: sentAt });
  const reminder = composeFeedbackReminderEmail(deps.config, facts);
  await enqueueEmail(trx, {
    ...reminder,
    feedbackRequestId: requestId,
    sendAfter: feedbackReminderTime(sentAt, facts.expiresAt),
  });
}

export interface ReviewerInvite {
  reviewerEmail: string;
  reviewerName: string | null;
  relationship: FeedbackRelationship;
  message: string | null;
  /**
   * The 360 cycle the reviewer is invited to; null for plain peer feedback. Its link lives until the
   * cycle ends (`linkExpiresAt`), not 14 days.
   */
  cycle: { id: number; title: string; linkExpiresAt: Date } | null;
}

/**
 * Asks one reviewer for feedback, on the caller's transaction `trx`: checks the requester's daily
 * allowance and that they are not asking themselves, stores the request (only the token's hash, a
 * 14-day expiry, a 360 link the cycle's end) unless an open request to that address (in that cycle) exists (409), and enqueues the
 * request e-mail (a 360 invitation when `cycle` is set) and its reminder. Used by the peer-feedback
 * screen and by the 360 invitations.
 */
export async function inviteReviewer(
  trx: DB,
  deps: ServiceDeps,
  requester: { id: number; name: string; email?: string },
  invite: ReviewerInvite,
): Promise<FeedbackRequest> {
  const now = deps.now();
  const reviewerEmail = invite.reviewerEmail.trim();
  const ownEmail = requester.email ?? (await findUserEmail(trx, requester.id));
  if (ownEmail !== undefined && ownEmail.toLowerCase() === reviewerEmail.toLowerCase()) {
    throw new AppError("BAD_REQUEST", CANNOT_ASK_YOURSELF);
  }
  await reserveFeedbackRequestQuota(trx, requester.id, now);

  // An overdue request the sweep has not reached yet no longer holds the address.
  const cycleId = invite.cycle?.id ?? null;
  for (const id of await expireOverdueRequestTo(trx, {
    requesterId: requester.id,
    reviewerEmail,
    cycleId,
    now,
  })) {
    await cancelPendingEmails(trx, id, FEEDBACK_EMAIL_KINDS);
  }

  const { token, tokenHash } = newSecretToken();
  const expiresAt = invite.cycle ? invite.cycle.linkExpiresAt : feedbackLinkExpiry(now);
  let row: FeedbackRequestRow | undefined;
  try {
    row = await insertFeedbackRequest(trx, {
      requesterId: requester.id,
      cycleId,
      reviewerEmail,
      reviewerName: invite.reviewerName,
      relationship: invite.relationship,
      message: invite.message,
      tokenHash,
      expiresAt,
      at: now,
    });
  } catch (error) {
    if (isUniqueViolation(error, OPEN_REQUEST_INDEX)) throw openRequestExists(reviewerEmail);
    throw error;
  }
  if (!row) throw openRequestExists(reviewerEmail);
  await insertActivityEvent(trx, {
    userId: requester.id,
    type: "feedback_requested",
    subject: "Asked for feedback",
    detail: { requestId: row.id, relationship: invite.relationship },
    at: now,
  });

  await enqueueRequestEmails(
    trx,
    deps,
    row.id,
    {
      requesterName: requester.name,
      reviewerEmail,
      reviewerName: invite.reviewerName,
      relationship: invite.relationship,
      message: invite.message,
      token,
      expiresAt,
      cycleTitle: invite.cycle?.title ?? null,
    },
    now,
  );
  return toFeedbackRequest(row, now);
}
