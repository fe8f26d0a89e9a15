import type { DB, NominatedReviewer } from "@leadcoach/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import {
  REVIEWER_LIST_ALREADY_APPROVED,
  REVIEWER_LIST_ALREADY_RETURNED,
  REVIEWER_LIST_NOT_FOUND,
  REVIEWER_LIST_WAITING,
  alreadyInvited,
  type OwnReviewerList,
  type OwnReviewerListStatus,
  type ReviewerListToApprove,
  type ZReturnReviewerListInput,
  type ZReviewerListIdInput,
} from "../../schemas/review-campaigns";
import type { ReviewCycleDetail, ZInviteReviewersInput } from "../../schemas/reviews-360";
import type { ServiceDeps, SessionUser } from "../deps";
import { enqueueEmails } from "../email/outbox";
import { createNotification, createNotifications } from "../notifications/create";
import { changeOwnCycle, cycleNotFound } from "../reviews-360/cycles";
import {
  assertCycleOpen,
  assertNominationAllowed,
  assertNotInvitingSelf,
  inviteNominatedReviewers,
  nominationsClosed,
  sendCycleInvitations,
} from "../reviews-360/invitations";
import { lockCycle } from "../reviews-360/queries";
import {
  approvalRequestEmail,
  approvalRequestNotification,
  decisionNotification,
  type ListForApproval,
} from "./messages";
import {
  findActiveManagers,
  findCampaignOfCycle,
  findContacts,
  findInvitedAddresses,
  findOwnCampaignCycle,
  deleteReviewerList,
  findReviewerList,
  listsToApproveStatement,
  lockDecidingShare,
  markReviewerListDecided,
  saveReviewerList,
} from "./queries";

/**
 * A campaign's optional approval step: a participant with an active manager sends their reviewer list
 * to that manager, who approves it (the invitations go out then) or sends it back with a note. The
 * manager sees the names, addresses and relationships on the list and nothing else of the person.
 */

const listNotFound = () => new AppError("NOT_FOUND", REVIEWER_LIST_NOT_FOUND);

type StoredList = NonNullable<Awaited<ReturnType<typeof findReviewerList>>>;

/**
 * Where a list stands for its participant. A list still waiting is back with them once no manager it
 * was sent to may decide it (every such share withdrawn), and lapses once nominations close (the
 * deadline, or the campaign's close, came first): nobody on it is invited.
 */
function ownStatus(
  list: StoredList,
  cycle: { status: string; nominationDeadline: Date; closedAt: Date | null },
  now: Date,
): OwnReviewerListStatus {
  if (list.status !== "awaiting_approval") return list.status;
  if (cycle.status !== "active" || cycle.closedAt || now.getTime() >= cycle.nominationDeadline.getTime()) {
    return "lapsed";
  }
  return list.hasActiveApprover ? "awaiting_approval" : "withdrawn";
}

function nominated(reviewers: z.output<typeof ZInviteReviewersInput>["reviewers"]): NominatedReviewer[] {
  return reviewers.map((r) => ({
    reviewerEmail: r.reviewerEmail,
    reviewerName: r.reviewerName ?? null,
    relationship: r.relationship,
  }));
}

/**
 * A participant nominates reviewers on their campaign cycle (3 to 12 in all, before the deadline).
 * When the campaign asks for the manager's approval and the person has an active manager, the list
 * goes to that manager (or those managers) and nobody is invited yet; otherwise the invitations go
 * out now. Under the cycle's row lock, so two sends at once make one list.
 */
export async function nominateReviewers(
  deps: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZInviteReviewersInput>,
): Promise<ReviewCycleDetail> {
  const own = await findOwnCampaignCycle(deps.db, caller.id, input.cycleId);
  if (!own) throw cycleNotFound();
  if (!own.managerApproval) return inviteNominatedReviewers(deps, caller, input);
  const now = deps.now();
  assertNotInvitingSelf(caller, input.reviewers);
  return changeOwnCycle(deps.db, caller, input.cycleId, now, async (trx, cycle) => {
    const managers = await findActiveManagers(trx, caller.id);
    if (managers.length === 0) {
      // Nobody follows the person's progress: there is no one to approve, so no approval step (a list
      // that came back when its manager share was withdrawn is replaced by the invitations).
      await sendCycleInvitations(trx, deps, caller, cycle, input, { approvalDecided: true, now });
      await deleteReviewerList(trx, cycle.id);
      return;
    }
    assertCycleOpen(cycle, now);
    await assertNominationAllowed(trx, cycle.id, input.reviewers.length, now, true);
    const current = await findReviewerList(trx, cycle.id);
    if (current && ownStatus(current, { ...own, status: cycle.status }, now) === "awaiting_approval") {
      throw new AppError("CONFLICT", REVIEWER_LIST_WAITING);
    }
    const invited = await findInvitedAddresses(trx, cycle.id);
    const again = input.reviewers.find((r) => invited.has(r.reviewerEmail.toLowerCase()));
    if (again) throw new AppError("CONFLICT", alreadyInvited(again.reviewerEmail));
    await saveReviewerList(trx, {
      cycleId: cycle.id,
      reviewers: nominated(input.reviewers),
      message: input.message ?? null,
      shareIds: managers.map((m) => m.shareId),
      at: now,
    });
    await askManagers(trx, deps, managers, {
      cycleId: cycle.id,
      participantName: caller.name,
      campaignName: own.campaignName,
      nominationDeadline: own.nominationDeadline,
      reviewerCount: input.reviewers.length,
      submittedAt: now,
    });
  });
}

/** Each manager the list went to is told, in the app and by e-mail, in the list's transaction. */
async function askManagers(
  trx: DB,
  deps: ServiceDeps,
  managers: readonly { managerId: number; email: string }[],
  list: ListForApproval,
): Promise<void> {
  const each = [...new Map(managers.map((m) => [m.managerId, m])).values()];
  await createNotifications(
    trx,
    each.map((m) => approvalRequestNotification(m.managerId, list)),
  );
  await enqueueEmails(
    trx,
    each.map((m) => ({ ...approvalRequestEmail(deps.config, m, list), sendAfter: list.submittedAt })),
  );
}

/** The caller's campaign cycle's approval step: whether it applies, and their latest list. */
export async function getOwnReviewerList(
  { db, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZReviewerListIdInput>,
): Promise<OwnReviewerList> {
  const now = clock();
  const own = await findOwnCampaignCycle(db, caller.id, input.cycleId);
  if (!own) throw cycleNotFound();
  const [managers, list] = await Promise.all([
    own.managerApproval ? findActiveManagers(db, caller.id) : [],
    findReviewerList(db, own.id),
  ]);
  return {
    managerApproval: own.managerApproval,
    goesToManager: own.managerApproval && managers.length > 0,
    list: list
      ? {
          status: ownStatus(list, own, now),
          reviewers: list.reviewers,
          message: list.message,
          submittedAt: list.submittedAt.toISOString(),
          decidedAt: list.decidedAt ? list.decidedAt.toISOString() : null,
          note: list.returnNote,
        }
      : null,
  };
}

/** The lists waiting for the caller's decision as a manager, the nearest deadline first. */
export async function listReviewerListsToApprove(
  { db, now }: ServiceDeps,
  caller: SessionUser,
): Promise<ReviewerListToApprove[]> {
  const rows = await listsToApproveStatement(db, caller.id, now()).execute();
  return rows.map((row) => ({
    cycleId: row.cycleId,
    participantName: row.participantName,
    campaignName: row.campaignName,
    nominationDeadline: row.nominationDeadline.toISOString(),
    submittedAt: row.submittedAt.toISOString(),
    reviewers: row.reviewers,
  }));
}

/**
 * A manager's decision on a list sent under one of their active shares (404 for anyone else, or once
 * the share is withdrawn). Under the cycle's row lock, then the share's: two approvals at once send one
 * set of invitations (the second is told it was approved), and a withdrawal waits for a decision in
 * progress or makes it a 404. Before the deadline only.
 */
async function decideReviewerList(
  deps: ServiceDeps,
  caller: SessionUser,
  cycleId: number,
  decision: { status: "approved" | "returned"; note: string | null },
): Promise<{ success: true }> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const cycle = await lockCycle(trx, cycleId);
    const share = cycle ? await lockDecidingShare(trx, cycleId, caller.id) : undefined;
    const list = share ? await findReviewerList(trx, cycleId) : undefined;
    const campaign = list ? await findCampaignOfCycle(trx, cycleId) : undefined;
    if (!cycle || !list || !campaign) throw listNotFound();
    if (list.status === "approved") throw new AppError("CONFLICT", REVIEWER_LIST_ALREADY_APPROVED);
    if (list.status === "returned") throw new AppError("CONFLICT", REVIEWER_LIST_ALREADY_RETURNED);
    if (ownStatus(list, { ...campaign, status: cycle.status }, now) === "lapsed") {
      const { closedAt, nominationDeadline } = campaign;
      const closedOn = closedAt && closedAt < nominationDeadline ? closedAt : nominationDeadline;
      throw new AppError("CONFLICT", nominationsClosed(closedOn));
    }
    if (decision.status === "approved") {
      const [participant] = await findContacts(trx, [cycle.userId]);
      if (!participant) throw listNotFound();
      await sendCycleInvitations(
        trx,
        deps,
        participant,
        cycle,
        { reviewers: list.reviewers, message: list.message },
        { approvalDecided: true, now },
      );
    }
    await markReviewerListDecided(trx, cycleId, { ...decision, at: now });
    await createNotification(trx, decisionNotification(cycle.userId, cycleId, { ...decision, at: now }));
  });
  return { success: true };
}

/** The manager approves the list: every reviewer on it is invited now, as the participant. */
export async function approveReviewerList(
  deps: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZReviewerListIdInput>,
): Promise<{ success: true }> {
  return decideReviewerList(deps, caller, input.cycleId, { status: "approved", note: null });
}

/** The manager sends the list back with a short note; the participant changes it and sends it again. */
export async function returnReviewerList(
  deps: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZReturnReviewerListInput>,
): Promise<{ success: true }> {
  return decideReviewerList(deps, caller, input.cycleId, { status: "returned", note: input.note });
}
