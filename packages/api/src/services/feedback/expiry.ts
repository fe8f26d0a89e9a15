import type { ServiceDeps } from "../deps";
import { cancelPendingEmails } from "../email/outbox";
import { createNotification } from "../notifications/create";
import { FEEDBACK_EMAIL_KINDS } from "./invite";
import { feedbackExpiredMessage } from "./notification-texts";
import { expireOverdueFeedbackRequestBatch } from "./queries";

/** Requests expired per transaction, and transactions per run: one run's work stays bounded. */
export const EXPIRY_BATCH_SIZE = 100;
export const EXPIRY_MAX_BATCHES_PER_RUN = 20;

/**
 * The sweep (a background job): marks 'expired' the pending requests whose link ran out, calls off
 * their unsent e-mails (the reminder), and tells each requester once, in the app, that the request
 * went unanswered. Works in batches of EXPIRY_BATCH_SIZE, each in its own transaction that skips rows
 * another server's sweep holds; a run stops after EXPIRY_MAX_BATCHES_PER_RUN batches and the next
 * run picks up the rest. Reads already show such requests as expired (`toFeedbackRequest`); this
 * makes it stored, frees the address for a new request and sends the notification. Returns how many
 * requests it expired.
 */
export async function expireOverdueFeedbackRequests(
  deps: ServiceDeps,
  options: { batchSize?: number; maxBatches?: number } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? EXPIRY_BATCH_SIZE;
  const maxBatches = options.maxBatches ?? EXPIRY_MAX_BATCHES_PER_RUN;
  const now = deps.now();
  let total = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const expired = await deps.db.transaction().execute(async (trx) => {
      const rows = await expireOverdueFeedbackRequestBatch(trx, now, batchSize);
      for (const row of rows) {
        await cancelPendingEmails(trx, row.id, FEEDBACK_EMAIL_KINDS);
        const reviewer = row.reviewerName ? `${row.reviewerName} (${row.reviewerEmail})` : row.reviewerEmail;
        await createNotification(trx, {
          userId: row.requesterId,
          kind: "feedback_request_expiring",
          title: row.cycleId === null ? "Feedback request expired" : "360 review invitation expired",
          message: feedbackExpiredMessage(row.cycleId !== null, reviewer),
          actionUrl: row.cycleId === null ? "/peer-feedback" : "/360",
          // Once per link: a resent request that expires again is a new event.
          dedupeKey: `feedback-expired:${row.id}:${row.expiresAt.toISOString()}`,
          at: now,
        });
      }
      return rows.length;
    });
    total += expired;
    if (expired < batchSize) break;
  }
  return total;
}
