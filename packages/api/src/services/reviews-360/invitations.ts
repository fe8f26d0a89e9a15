import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import {
  REVIEW_REMINDER_INTERVAL_HOURS,
  type ReviewCycleDetail,
  type ZInviteReviewersInput,
  type ZReviewCycleIdInput,
} from "../../schemas/reviews-360";
import type { ServiceDeps, SessionUser } from "../deps";
import { inviteReviewer } from "../feedback/invite";
import { cancelPendingEmails, enqueueEmail } from "../email/outbox";
import { feedbackLinkExpiry } from "../feedback/tokens";
import { changeOwnCycle, cycleEnd, cycleOpenProblem, nextReminderTime } from "./cycles";
import { findLatestReminderEmail, findOpenCycleInvitationIds, markCycleReminded } from "./queries";

/**
 * Invites reviewers to the cycle: one feedback request per reviewer, linked to the cycle, each with its
 * e-mail (and reminder) queued. All or nothing: one refusal (the daily limit, an address already
 * invited) leaves no request and no e-mail behind.
 */
export async function inviteReviewers(
  deps: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZInviteReviewersInput>,
): Promise<ReviewCycleDetail> {
  const now = deps.now();
  const ownEmail = caller.email.toLowerCase();
  if (input.reviewers.some((r) => r.reviewerEmail.toLowerCase() === ownEmail)) {
    throw new AppError("BAD_REQUEST", "You cannot invite yourself: your own view is the self-assessment.");
  }
  return changeOwnCycle(deps.db, caller, input.cycleId, now, async (trx, cycle) => {
    assertCycleOpen(cycle, now);
    for (const reviewer of input.reviewers) {
      await inviteReviewer(
        trx,
        deps,
        { id: caller.id, name: caller.name, email: caller.email },
        {
          reviewerEmail: reviewer.reviewerEmail,
          reviewerName: reviewer.reviewerName ?? null,
          relationship: reviewer.relationship,
          message: input.message ?? null,
          // A 360 link lives as long as the cycle, whatever its length.
          cycle: {
            id: cycle.id,
            title: cycle.title,
            linkExpiresAt: cycle.endDate ? cycleEnd(cycle.endDate) : feedbackLinkExpiry(now),
          },
        },
      );
    }
  });
}

function assertCycleOpen(cycle: { status: string; endDate: Date | null }, now: Date): void {
  const problem = cycleOpenProblem(cycle, now);
  if (problem) throw new AppError("CONFLICT", problem);
}

export const NOBODY_TO_REMIND =
  "There is no one to remind: every open invitation has been answered or has lapsed.";
export function reminderTooSoon(next: Date): string {
  return `You can remind reviewers once every ${REVIEW_REMINDER_INTERVAL_HOURS} hours. The next reminder can go out after ${next.toISOString().slice(0, 16).replace("T", " ")} UTC.`;
}

/**
 * 'Remind those who have not answered': re-sends the reminder e-mail (the one queued with each
 * invitation, which carries its link) to every invitation of the cycle still open, at most once per
 * REVIEW_REMINDER_INTERVAL_HOURS per cycle. The subject learns nothing about who was reminded: the
 * cycle shows counts only. The cycle's row lock makes two clicks at once send one round.
 */
export async function remindReviewers(
  deps: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZReviewCycleIdInput>,
): Promise<ReviewCycleDetail> {
  const now = deps.now();
  return changeOwnCycle(deps.db, caller, input.cycleId, now, async (trx, cycle) => {
    assertCycleOpen(cycle, now);
    const next = nextReminderTime(cycle.lastRemindedAt, now);
    if (next) throw new AppError("TOO_MANY_REQUESTS", reminderTooSoon(next));
    const open = await findOpenCycleInvitationIds(trx, cycle.id, now);
    let sent = 0;
    for (const requestId of open) {
      const email = await findLatestReminderEmail(trx, requestId);
      if (!email) continue;
      // This one replaces the reminder still scheduled, if any: one nudge, not two.
      await cancelPendingEmails(trx, requestId, ["feedback_reminder"]);
      await enqueueEmail(trx, {
        to: email.toAddress,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody ?? "",
        kind: "feedback_reminder",
        feedbackRequestId: requestId,
        sendAfter: now,
      });
      sent++;
    }
    if (sent === 0) throw new AppError("CONFLICT", NOBODY_TO_REMIND);
    await markCycleReminded(trx, cycle.id, now);
  });
}
