import type { DB } from "@leadcoach/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import {
  FEEDBACK_UNAVAILABLE_MESSAGE,
  type FeedbackForm,
  type ReviewItem,
  type ZFeedbackFormInput,
  type ZSubmitFeedbackInput,
} from "../../schemas/feedback";
import { insertActivityEvent } from "../activity/queries";
import { reserveAttempt } from "../auth/rate-limit";
import type { ServiceDeps, Visitor } from "../deps";
import { cancelPendingEmails } from "../email/outbox";
import { createNotification } from "../notifications/create";
import { formatFeedbackDate } from "../feedback/emails";
import { FEEDBACK_EMAIL_KINDS } from "../feedback/invite";
import { feedbackAnsweredMessage } from "../feedback/notification-texts";
import {
  completePendingFeedbackRequest,
  findFeedbackRequestByTokenHash,
  findFeedbackRequestState,
  incrementCycleResponseCount,
  insertFeedbackResponse,
} from "../feedback/queries";
import { hashSecretToken } from "../../lib/secret-token";
import { onFeedbackAnswered } from "../progress-events";
import { holdAccount } from "../people/queries";
import { findInstrumentItems, lockCycle } from "../reviews-360/queries";
import { releaseIfDue } from "../reviews-360/releases";

const MINUTE_MS = 60_000;
/** Form loads per client address per minute: generous for people, a wall for token guessing. */
export const FEEDBACK_FORM_LOADS_PER_IP_PER_MINUTE = 120;
/** Submits per client address per minute. */
export const FEEDBACK_SUBMITS_PER_IP_PER_MINUTE = 20;
export const TOO_MANY_FEEDBACK_ATTEMPTS =
  "Too many attempts from your network. Please wait a minute and try again.";

export const FEEDBACK_ALREADY_SUBMITTED = "Feedback for this link has already been submitted. Thank you!";
export const FEEDBACK_WITHDRAWN = "This feedback request was withdrawn.";
/** The requester's account is deactivated: the link stops, and works again if it is reactivated. */
export const FEEDBACK_ON_HOLD =
  "This feedback request is on hold, so it can't be answered right now. The link may work again later.";
export function feedbackLinkExpiredMessage(expiresAt: Date, requesterName: string): string {
  return `This feedback link expired on ${formatFeedbackDate(expiresAt)}. Ask ${requesterName} to send a new one.`;
}

async function limitPerIp(deps: ServiceDeps, visitor: Visitor, action: "form" | "submit", limit: number) {
  const window = { key: `feedback-${action}:ip:${visitor.ip}`, windowMs: MINUTE_MS };
  if (!(await reserveAttempt(deps.db, [[window, limit]], deps.now()))) {
    throw new AppError("TOO_MANY_REQUESTS", TOO_MANY_FEEDBACK_ATTEMPTS);
  }
}

type LinkRequest = NonNullable<Awaited<ReturnType<typeof findFeedbackRequestByTokenHash>>>;

/**
 * Why a link cannot be answered, as the reviewer should read it; null when it can. A link nobody
 * issued gets the same answer as no link at all, so guessing learns nothing.
 */
function unusableLink(
  state: {
    status: LinkRequest["status"];
    expiresAt: Date;
    cycleId: number | null;
    cycleStatus: string | null;
    requesterActive: boolean;
  },
  requesterName: string,
  now: Date,
): AppError | null {
  if (state.status === "cancelled") return new AppError("NOT_FOUND", FEEDBACK_WITHDRAWN);
  if (state.cycleId !== null && state.cycleStatus !== "active")
    return new AppError("NOT_FOUND", FEEDBACK_WITHDRAWN);
  if (state.status === "completed") return new AppError("CONFLICT", FEEDBACK_ALREADY_SUBMITTED);
  if (state.status === "expired" || state.expiresAt.getTime() <= now.getTime()) {
    return new AppError("NOT_FOUND", feedbackLinkExpiredMessage(state.expiresAt, requesterName));
  }
  // An open link of a deactivated requester, said without why: a reviewer need not learn that.
  if (!state.requesterActive) return new AppError("NOT_FOUND", FEEDBACK_ON_HOLD);
  return null;
}

async function requireOpenLink(db: DB, tokenHash: string, now: Date): Promise<LinkRequest> {
  const request = await findFeedbackRequestByTokenHash(db, tokenHash);
  if (!request) throw new AppError("NOT_FOUND", FEEDBACK_UNAVAILABLE_MESSAGE);
  const problem = unusableLink(request, request.requesterName, now);
  if (problem) throw problem;
  return request;
}

async function reviewItems(db: DB): Promise<ReviewItem[]> {
  const rows = await findInstrumentItems(db);
  return rows.map(({ skillKey, skillName, categoryName, behaviour }) => ({
    skillKey,
    skillName,
    categoryName,
    behaviour,
  }));
}

/** GET /api/peer-feedback/form?token=: what the reviewer sees for a link that can still be answered. */
export async function loadFeedbackForm(
  deps: ServiceDeps,
  visitor: Visitor,
  input: z.output<typeof ZFeedbackFormInput>,
): Promise<FeedbackForm> {
  await limitPerIp(deps, visitor, "form", FEEDBACK_FORM_LOADS_PER_IP_PER_MINUTE);
  const request = await requireOpenLink(deps.db, hashSecretToken(input.token), deps.now());
  const isCycle = request.cycleId !== null;
  return {
    requesterName: request.requesterName,
    relationship: request.relationship,
    message: request.message,
    expiresAt: request.expiresAt.toISOString(),
    reviewItems: isCycle ? await reviewItems(deps.db) : null,
    cycleTitle: isCycle ? request.cycleTitle : null,
  };
}

/** The ratings a 360 answer must carry: one per review item, 1 to 5 (the schema checks the range). */
function requireBehaviourRatings(items: ReviewItem[], ratings: Record<string, number> | undefined) {
  const missing = items.filter((item) => ratings?.[item.skillKey] === undefined);
  if (missing.length > 0) {
    const names = missing.map((item) => item.skillName);
    const shown =
      names.length > 5 ? `${names.slice(0, 5).join(", ")} and ${names.length - 5} more` : names.join(", ");
    throw new AppError("BAD_REQUEST", `Please rate every behaviour from 1 to 5. Missing: ${shown}.`);
  }
  return Object.fromEntries(items.map((item) => [item.skillKey, ratings?.[item.skillKey] ?? 0]));
}

function receivedNotification(
  request: LinkRequest,
  isAnonymous: boolean,
): { title: string; message: string } {
  if (isAnonymous) {
    return { title: "New feedback received", message: "You received new anonymous feedback." };
  }
  return {
    title: "New feedback received",
    message: feedbackAnsweredMessage(request.reviewerName ?? request.reviewerEmail),
  };
}

/**
 * POST /api/peer-feedback/submit: stores the one answer a link allows. The request is completed by a
 * conditional update (`status = 'pending' and expires_at > now` and the same token hash) in the same
 * transaction as the answer, so of two racing submits exactly one is stored; the other gets 409.
 */
export async function submitFeedback(
  deps: ServiceDeps,
  visitor: Visitor,
  input: z.output<typeof ZSubmitFeedbackInput>,
): Promise<{ success: true }> {
  await limitPerIp(deps, visitor, "submit", FEEDBACK_SUBMITS_PER_IP_PER_MINUTE);
  const now = deps.now();
  const tokenHash = hashSecretToken(input.token);
  const request = await requireOpenLink(deps.db, tokenHash, now);
  const isCycle = request.cycleId !== null;
  // A 360 answer's ratings by skill key, the shape the 360 report reads (as the self-assessment's).
  const responses = isCycle
    ? requireBehaviourRatings(await reviewItems(deps.db), input.behaviourRatings)
    : {};

  await deps.db.transaction().execute(async (trx) => {
    // The requester's row, held until the answer commits: a deactivation either came first (the link is
    // on hold) or waits for this answer, so none is stored after the deactivation returns.
    const requester = await holdAccount(trx, request.requesterId);
    if (!requester?.isActive) throw new AppError("NOT_FOUND", FEEDBACK_ON_HOLD);
    // A 360 answer takes its cycle's lock first (as closing the cycle does, before the invitations), so
    // releases of one cycle happen one at a time and an answer never deadlocks with a close.
    const cycle = request.cycleId !== null ? await lockCycle(trx, request.cycleId) : undefined;
    if (request.cycleId !== null && cycle?.status !== "active") {
      throw new AppError("NOT_FOUND", FEEDBACK_WITHDRAWN);
    }
    if (!(await completePendingFeedbackRequest(trx, { requestId: request.id, tokenHash, now }))) {
      // Someone else's submit won, the link was resent or withdrawn, or time ran out meanwhile.
      const state = await findFeedbackRequestState(trx, request.id);
      const problem = state && unusableLink({ ...request, ...state }, request.requesterName, now);
      throw problem ?? new AppError("NOT_FOUND", FEEDBACK_UNAVAILABLE_MESSAGE);
    }
    const responseId = await insertFeedbackResponse(trx, {
      requestId: request.id,
      responses,
      overallRating: input.overallRating,
      strengths: input.strengths,
      areasForImprovement: input.areasForImprovement,
      additionalComments: input.additionalComments,
      isAnonymous: input.isAnonymous,
      at: now,
    });
    if (request.cycleId !== null) await incrementCycleResponseCount(trx, request.cycleId);
    // The requester's record; nothing about who answered (for a 360 answer, not even which invitation).
    await insertActivityEvent(trx, {
      userId: request.requesterId,
      type: "feedback_received",
      subject: "Received feedback",
      detail: cycle ? { cycleId: cycle.id } : { requestId: request.id, responseId },
      at: now,
    });
    await cancelPendingEmails(trx, request.id, FEEDBACK_EMAIL_KINDS);
    // The coaching loop: the requester's 'ask for feedback' milestones are done.
    await onFeedbackAnswered(trx, request.requesterId, request.id, now);
    if (cycle) {
      // The subject hears of 360 answers per release (3 new at least), never per answer.
      await releaseIfDue(trx, cycle, now, { atClose: false });
    } else {
      await createNotification(trx, {
        userId: request.requesterId,
        kind: "feedback_received",
        ...receivedNotification(request, input.isAnonymous),
        actionUrl: "/peer-feedback",
        dedupeKey: `feedback-received:${responseId}`,
        at: now,
      });
    }
  });
  return { success: true };
}
