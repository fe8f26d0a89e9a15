import type { DB } from "@leadcoach/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/errors";
import type {
  FeedbackRequest,
  ZCreateFeedbackRequestInput,
  ZFeedbackRequestIdInput,
} from "../../schemas/feedback";
import { canResendFeedbackRequest } from "../../schemas/feedback";
import type { ServiceDeps, SessionUser } from "../deps";
import { cancelPendingEmails } from "../email/outbox";
import {
  enqueueRequestEmails,
  FEEDBACK_EMAIL_KINDS,
  inviteReviewer,
  OPEN_REQUEST_INDEX,
  openRequestExists,
  reserveFeedbackRequestQuota,
  toFeedbackRequest,
} from "./invite";
import {
  findOwnFeedbackRequests,
  lockOwnFeedbackRequest,
  renewFeedbackRequestLink,
  setFeedbackRequestStatus,
} from "./queries";
import { feedbackLinkExpiry } from "./tokens";
import { newSecretToken } from "../../lib/secret-token";

/** A requester has a handful of requests; the cap keeps one answer bounded whatever happens. */
export const MAX_LISTED_FEEDBACK_REQUESTS = 200;

export const FEEDBACK_REQUEST_NOT_FOUND = "Feedback request not found";
const notFound = () => new AppError("NOT_FOUND", FEEDBACK_REQUEST_NOT_FOUND);
export const ALREADY_ANSWERED = "This feedback request has already been answered.";
export const WITHDRAWN_CANNOT_RESEND = "This feedback request was withdrawn. Send a new request instead.";

/** GET /api/peer-feedback/requests: the caller's requests outside any 360 cycle, newest first. */
export async function listFeedbackRequests(
  { db, now }: ServiceDeps,
  caller: SessionUser,
): Promise<FeedbackRequest[]> {
  const at = now();
  const rows = await findOwnFeedbackRequests(db, caller.id, MAX_LISTED_FEEDBACK_REQUESTS);
  return rows.map((row) => toFeedbackRequest(row, at));
}

/** POST /api/peer-feedback/requests: the request and its e-mails are stored in one transaction. */
export async function createFeedbackRequest(
  deps: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZCreateFeedbackRequestInput>,
): Promise<FeedbackRequest> {
  return deps.db.transaction().execute((trx) =>
    inviteReviewer(
      trx,
      { ...deps, db: trx },
      { id: caller.id, name: caller.name, email: caller.email },
      {
        reviewerEmail: input.reviewerEmail,
        reviewerName: input.reviewerName,
        relationship: input.relationship,
        message: input.message,
        cycle: null,
      },
    ),
  );
}

/**
 * The caller's peer-feedback request, locked for the rest of the transaction; 404 when it is not theirs.
 * A 360 invitation is not a peer-feedback request: its answer (or not) must stay unknown to the
 * subject, so it is not found here before anything about its state is said. The cycle's 'remind those
 * who have not answered' is the 360 way to resend, and closing the cycle withdraws its invitations.
 */
async function lockOwnPeerRequest(trx: DB, callerId: number, requestId: number) {
  const request = await lockOwnFeedbackRequest(trx, callerId, requestId);
  if (!request || request.cycleId !== null) throw notFound();
  return request;
}

/**
 * A new link for a pending or expired request: the old link stops working at once, the new one works
 * for 14 days, and the reviewer gets a new e-mail (the unsent e-mails and the reminder of the old link
 * are called off, a new reminder is queued). Counts against the daily allowance like a new request.
 */
export async function resendFeedbackRequest(
  deps: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZFeedbackRequestIdInput>,
): Promise<FeedbackRequest> {
  const now = deps.now();
  let reviewerEmail = "that address";
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const request = await lockOwnPeerRequest(trx, caller.id, input.id);
      reviewerEmail = request.reviewerEmail;
      if (!canResendFeedbackRequest(request.status)) {
        throw new AppError(
          "CONFLICT",
          request.status === "completed" ? ALREADY_ANSWERED : WITHDRAWN_CANNOT_RESEND,
        );
      }
      await reserveFeedbackRequestQuota(trx, caller.id, now);

      const { token, tokenHash } = newSecretToken();
      const expiresAt = feedbackLinkExpiry(now);
      const renewed = await renewFeedbackRequestLink(trx, request.id, { tokenHash, expiresAt });
      await cancelPendingEmails(trx, request.id, FEEDBACK_EMAIL_KINDS);
      await enqueueRequestEmails(
        trx,
        deps,
        request.id,
        {
          requesterName: caller.name,
          reviewerEmail: request.reviewerEmail,
          reviewerName: request.reviewerName,
          relationship: request.relationship,
          message: request.message,
          token,
          expiresAt,
          cycleTitle: null,
        },
        now,
      );
      return toFeedbackRequest(renewed, now);
    });
  } catch (error) {
    // An expired request made pending again while a newer request to the same address is open.
    if (isUniqueViolation(error, OPEN_REQUEST_INDEX)) throw openRequestExists(reviewerEmail);
    throw error;
  }
}

/**
 * Withdraws a request: its link stops working and its unsent e-mails (the reminder included) are called
 * off. Withdrawing a withdrawn request changes nothing; an answered one cannot be withdrawn.
 */
export async function cancelFeedbackRequest(
  deps: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZFeedbackRequestIdInput>,
): Promise<FeedbackRequest> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const request = await lockOwnPeerRequest(trx, caller.id, input.id);
    if (request.status === "cancelled") return toFeedbackRequest(request, now);
    if (request.status === "completed") throw new AppError("CONFLICT", ALREADY_ANSWERED);
    const cancelled = await setFeedbackRequestStatus(trx, request.id, "cancelled");
    await cancelPendingEmails(trx, request.id, FEEDBACK_EMAIL_KINDS);
    return toFeedbackRequest(cancelled, now);
  });
}
