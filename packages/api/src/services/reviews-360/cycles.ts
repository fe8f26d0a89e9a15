import type { DB } from "@leadcoach/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import {
  REVIEW_REMINDER_INTERVAL_HOURS,
  reviewEndDateProblem,
  type ReviewCycleDetail,
  type ReviewCycleSummary,
  type ReviewInvitation,
  type ZCreateReviewCycleInput,
  type ZReviewCycleIdInput,
} from "../../schemas/reviews-360";
import type { ServiceDeps, SessionUser } from "../deps";
import { cancelPendingEmails } from "../email/outbox";
import {
  cancelOpenCycleInvitations,
  findCycleInvitations,
  findCycles,
  findOwnCycle,
  findPendingCycleInvitationIds,
  findDueCampaignCyclesOf,
  findSelfAssessment,
  insertCycle,
  lockCycle,
  lockOwnCycle,
  markCycleCompleted,
  type CycleRow,
} from "./queries";
import { onReview360Completed } from "../progress-events";
import { releaseIfDue } from "./releases";

export const CYCLE_NOT_FOUND = "360 review not found";
export const cycleNotFound = () => new AppError("NOT_FOUND", CYCLE_NOT_FOUND);

const day = (at: Date | null) => (at ? at.toISOString().slice(0, 10) : null);

const HOUR_MS = 3_600_000;

/** When the cycle's reminder may next be sent; null when it may be sent now. */
export function nextReminderTime(lastRemindedAt: Date | null, now: Date): Date | null {
  if (!lastRemindedAt) return null;
  const next = new Date(lastRemindedAt.getTime() + REVIEW_REMINDER_INTERVAL_HOURS * HOUR_MS);
  return next.getTime() > now.getTime() ? next : null;
}

export function toCycleSummary(row: CycleRow, now: Date): ReviewCycleSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    selfAssessmentCompleted: row.selfAssessmentCompleted,
    targetResponseCount: row.targetResponseCount,
    responseCount: Number(row.responseCount ?? 0),
    invitedCount: Number(row.invitedCount ?? 0),
    pendingCount: Number(row.pendingCount ?? 0),
    reportReleased: Number(row.releaseCount ?? 0) > 0,
    lastRemindedAt: row.lastRemindedAt ? row.lastRemindedAt.toISOString() : null,
    nextReminderAt: nextReminderTime(row.lastRemindedAt, now)?.toISOString() ?? null,
    startDate: row.startDate.toISOString(),
    endDate: day(row.endDate),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    campaign:
      row.campaignId !== null && row.releaseAt && row.nominationDeadline
        ? { nominationDeadline: row.nominationDeadline.toISOString(), releaseAt: row.releaseAt.toISOString() }
        : null,
  };
}

export const CAMPAIGN_CYCLE_CLOSES_ITSELF =
  "This 360 review belongs to a campaign: it closes by itself when its results are released.";

/** 'Results are released on <date>': the UTC day and time, as the campaign's screen says it. */
export function campaignNotReleased(releaseAt: Date): string {
  return `Results are released on ${releaseAt.toISOString().slice(0, 16).replace("T", " ")} UTC.`;
}

/**
 * When a cycle ends: its end date's day has ended everywhere. endDate is stored as midnight UTC of its
 * day; that day has ended everywhere (UTC-12) 36 hours later. 360 links live until then.
 */
export function cycleEnd(endDate: Date): Date {
  return new Date(endDate.getTime() + 36 * HOUR_MS);
}

/** A cycle stops taking invitations once closed, or once the day after its end date has begun everywhere. */
export function cycleOpenProblem(cycle: { status: string; endDate: Date | null }, now: Date): string | null {
  if (cycle.status !== "active") return "This 360 review is closed.";
  if (cycle.endDate && now.getTime() >= cycleEnd(cycle.endDate).getTime()) {
    return "This 360 review has passed its end date. Close it, or start a new one.";
  }
  return null;
}

/** The caller's cycle, or 404 (also for someone else's: its existence is not revealed). */
export async function requireOwnCycle(
  db: DB,
  caller: SessionUser,
  cycleId: number,
  now: Date,
): Promise<CycleRow> {
  await releaseDueCampaignCyclesOf(db, caller.id, now);
  const row = await findOwnCycle(db, caller.id, cycleId, now);
  if (!row) throw cycleNotFound();
  return row;
}

/** To whom, never whether they answered: the cycle's counts say how many did. */
function toInvitation(row: Awaited<ReturnType<typeof findCycleInvitations>>[number]): ReviewInvitation {
  return {
    id: row.id,
    reviewerEmail: row.reviewerEmail,
    reviewerName: row.reviewerName,
    relationship: row.relationship,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The cycle with its invitations and the caller's self-assessment. */
export async function readCycleDetail(db: DB, caller: SessionUser, cycleId: number, now: Date) {
  const row = await requireOwnCycle(db, caller, cycleId, now);
  const [invitations, self] = await Promise.all([
    findCycleInvitations(db, row.id),
    findSelfAssessment(db, row.id),
  ]);
  const detail: ReviewCycleDetail = {
    ...toCycleSummary(row, now),
    // Withdrawn invitations (only ever at close, all together) stay listed: whom you asked.
    invitations: invitations.map(toInvitation),
    selfAssessment: self
      ? {
          ratings: self.responses,
          overallSelfRating: self.overallSelfRating,
          selfReflection: self.selfReflection,
          submittedAt: self.submittedAt.toISOString(),
        }
      : null,
  };
  return detail;
}

type LockedCycle = NonNullable<Awaited<ReturnType<typeof lockOwnCycle>>>;

/**
 * Runs `change` on the caller's cycle, locked for one transaction (404 when it is not theirs), then
 * reads the cycle as it now stands.
 */
export async function changeOwnCycle(
  db: DB,
  caller: SessionUser,
  cycleId: number,
  now: Date,
  change: (trx: DB, cycle: LockedCycle) => Promise<void>,
): Promise<ReviewCycleDetail> {
  await db.transaction().execute(async (trx) => {
    const cycle = await lockOwnCycle(trx, caller.id, cycleId);
    if (!cycle) throw cycleNotFound();
    await change(trx, cycle);
  });
  return readCycleDetail(db, caller, cycleId, now);
}

/** The caller's cycles, newest first (capped). */
export async function listReviewCycles(
  { db, now: clock }: ServiceDeps,
  caller: SessionUser,
): Promise<ReviewCycleSummary[]> {
  const now = clock();
  await releaseDueCampaignCyclesOf(db, caller.id, now);
  return (await findCycles(db, caller.id, now)).map((row) => toCycleSummary(row, now));
}

export async function getReviewCycle(
  { db, now }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZReviewCycleIdInput>,
): Promise<ReviewCycleDetail> {
  return readCycleDetail(db, caller, input.cycleId, now());
}

export async function createReviewCycle(
  { db, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZCreateReviewCycleInput>,
): Promise<ReviewCycleDetail> {
  const now = clock();
  const problem = reviewEndDateProblem(input.endDate, now);
  if (problem) throw new AppError("BAD_REQUEST", problem);
  const id = await insertCycle(db, {
    userId: caller.id,
    title: input.title,
    description: input.description ?? null,
    endDate: new Date(`${input.endDate}T00:00:00Z`),
    targetResponseCount: input.targetResponseCount,
    at: now,
  });
  return readCycleDetail(db, caller, id, now);
}

/**
 * Completes a cycle (its row locked by the caller): invitations still open are withdrawn (their links
 * stop working) and their e-mails and reminders not yet sent are called off. A final release is made
 * only under the usual rule (at least 3 answers not yet pooled): pooling 1 or 2 leftover answers would
 * let them be recovered by subtraction. The report stays.
 */
async function completeCycle(
  trx: DB,
  cycle: { id: number; userId: number; title: string },
  now: Date,
): Promise<void> {
  const pending = await findPendingCycleInvitationIds(trx, cycle.id);
  await cancelOpenCycleInvitations(trx, cycle.id, now);
  for (const requestId of pending) {
    await cancelPendingEmails(trx, requestId, [
      "feedback_request",
      "feedback_reminder",
      "review_360_invitation",
    ]);
  }
  await releaseIfDue(trx, cycle, now, { atClose: true });
  await markCycleCompleted(trx, cycle.id, now);
  // The coaching loop: a finished 360 is a re-check of every skill (and a program's 360 step).
  await onReview360Completed(trx, cycle.userId, cycle.id, now);
}

/**
 * Releases a campaign's cycle once its release time has come: the one release it ever makes (with at
 * least 3 answers; fewer release nothing), and the cycle completes. Anything else (not a campaign
 * cycle, not yet due, already completed) is left alone. Returns whether it completed the cycle.
 */
export async function releaseCampaignCycle(db: DB, cycleId: number, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const cycle = await lockCycle(trx, cycleId);
    if (!cycle || cycle.status !== "active" || !cycle.releaseAt) return false;
    if (cycle.releaseAt.getTime() > now.getTime()) return false;
    await completeCycle(trx, cycle, now);
    return true;
  });
}

/** The user's campaign cycles whose release time has passed are released before anything reads them. */
export async function releaseDueCampaignCyclesOf(db: DB, userId: number, now: Date): Promise<void> {
  for (const cycleId of await findDueCampaignCyclesOf(db, userId, now)) {
    await releaseCampaignCycle(db, cycleId, now);
  }
}

/**
 * Closes the cycle: no more invitations or answers (see `completeCycle`). The subject chooses when to
 * close, except a campaign's cycle, which closes at its release.
 */
export async function closeReviewCycle(
  { db, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZReviewCycleIdInput>,
): Promise<ReviewCycleDetail> {
  const now = clock();
  return changeOwnCycle(db, caller, input.cycleId, now, async (trx, cycle) => {
    if (cycle.status !== "active") throw new AppError("CONFLICT", "This 360 review is already closed.");
    if (cycle.campaignId !== null || cycle.releaseAt)
      throw new AppError("CONFLICT", CAMPAIGN_CYCLE_CLOSES_ITSELF);
    await completeCycle(trx, { id: cycle.id, userId: caller.id, title: cycle.title }, now);
  });
}
