import type { DB } from "@leadcoach/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import { utcMinute } from "../../lib/days";
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
import {
  findCampaignNominations,
  findLatestReminderEmail,
  findOpenCycleInvitationIds,
  markCycleReminded,
} from "./queries";
import { CAMPAIGN_MAX_NOMINEES, CAMPAIGN_MIN_NOMINEES } from "../../schemas/review-campaigns";

export const CAMPAIGN_LIST_GOES_TO_MANAGER =
  "This campaign sends your reviewer list to your manager for approval first: nominate your reviewers on your campaign's 360 page.";

/**
 * Invites reviewers to the caller's cycle (`reviews360.invite`). A campaign whose lists go to the
 * participant's manager first takes nominations only through `reviewCampaigns.nominate` (409).
 */
export async function inviteReviewers(
  deps: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZInviteReviewersInput>,
): Promise<ReviewCycleDetail> {
  return inviteToOwnCycle(deps, caller, input, { approvalDecided: false });
}

/**
 * The same for a campaign's nomination once its approval step has decided the invitations go out now
 * (no approval asked, or no active manager to ask).
 */
export async function inviteNominatedReviewers(
  deps: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZInviteReviewersInput>,
): Promise<ReviewCycleDetail> {
  return inviteToOwnCycle(deps, caller, input, { approvalDecided: true });
}

/** The caller may not invite themselves: their own view is the self-assessment (400). */
export function assertNotInvitingSelf(
  caller: { email: string },
  reviewers: readonly { reviewerEmail: string }[],
) {
  const ownEmail = caller.email.toLowerCase();
  if (reviewers.some((r) => r.reviewerEmail.toLowerCase() === ownEmail)) {
    throw new AppError("BAD_REQUEST", "You cannot invite yourself: your own view is the self-assessment.");
  }
}

async function inviteToOwnCycle(
  deps: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZInviteReviewersInput>,
  options: { approvalDecided: boolean },
): Promise<ReviewCycleDetail> {
  const now = deps.now();
  assertNotInvitingSelf(caller, input.reviewers);
  return changeOwnCycle(deps.db, caller, input.cycleId, now, async (trx, cycle) => {
    await sendCycleInvitations(trx, deps, caller, cycle, input, { ...options, now });
  });
}

/**
 * Invites reviewers to a locked cycle on `trx`, as `requester` (the cycle's subject): one feedback
 * request per reviewer, linked to the cycle, each with its e-mail (and reminder) queued. All or
 * nothing: one refusal (the daily limit, an address already invited, a campaign's rules) leaves no
 * request and no e-mail behind.
 */
export async function sendCycleInvitations(
  trx: DB,
  deps: ServiceDeps,
  requester: { id: number; name: string; email: string },
  cycle: { id: number; title: string; status: string; endDate: Date | null; campaignId: number | null },
  input: Pick<z.output<typeof ZInviteReviewersInput>, "reviewers" | "message">,
  options: { approvalDecided: boolean; now: Date },
): Promise<void> {
  const { now } = options;
  assertCycleOpen(cycle, now);
  if (cycle.campaignId !== null) {
    await assertNominationAllowed(trx, cycle.id, input.reviewers.length, now, options.approvalDecided);
  }
  for (const reviewer of input.reviewers) {
    await inviteReviewer(
      trx,
      deps,
      { id: requester.id, name: requester.name, email: requester.email },
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
}

export function nominationsClosed(deadline: Date): string {
  return `Nominations for this 360 review closed on ${utcMinute(deadline)}.`;
}
export const TOO_FEW_NOMINEES = `Nominate at least ${CAMPAIGN_MIN_NOMINEES} reviewers: fewer answers never show in your results.`;
export function tooManyNominees(already: number): string {
  return `Nominate at most ${CAMPAIGN_MAX_NOMINEES} reviewers in all (${already} so far).`;
}

/**
 * A campaign's cycle takes nominations until its deadline (409 after), and holds 3 to 12 reviewers in
 * all: the first nomination names at least 3 of them. A campaign whose lists go to the manager first
 * invites only once its approval step has decided (`approvalDecided`).
 */
export async function assertNominationAllowed(
  trx: DB,
  cycleId: number,
  adding: number,
  now: Date,
  approvalDecided: boolean,
): Promise<void> {
  const nominations = await findCampaignNominations(trx, cycleId);
  if (!nominations) return;
  if (nominations.managerApproval && !approvalDecided) {
    throw new AppError("CONFLICT", CAMPAIGN_LIST_GOES_TO_MANAGER);
  }
  if (now.getTime() >= nominations.nominationDeadline.getTime()) {
    throw new AppError("CONFLICT", nominationsClosed(nominations.nominationDeadline));
  }
  const already = Number(nominations.invitedCount ?? 0);
  if (already + adding < CAMPAIGN_MIN_NOMINEES) throw new AppError("BAD_REQUEST", TOO_FEW_NOMINEES);
  if (already + adding > CAMPAIGN_MAX_NOMINEES) throw new AppError("BAD_REQUEST", tooManyNominees(already));
}

export function assertCycleOpen(cycle: { status: string; endDate: Date | null }, now: Date): void {
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
      if (await resendReminder(trx, requestId, now)) sent++;
    }
    if (sent === 0) throw new AppError("CONFLICT", NOBODY_TO_REMIND);
    await markCycleReminded(trx, cycle.id, now);
  });
}

/**
 * Re-sends an open invitation's reminder e-mail now (the queued copy carries its link: the token is
 * stored hashed), replacing the one still scheduled. False when there is no copy to re-send.
 */
export async function resendReminder(trx: DB, requestId: number, now: Date): Promise<boolean> {
  const email = await findLatestReminderEmail(trx, requestId);
  if (!email) return false;
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
  return true;
}
