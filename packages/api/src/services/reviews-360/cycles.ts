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
  findSelfAssessment,
  insertCycle,
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
  };
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
 * Closes the cycle: no more invitations or answers. Invitations still open are withdrawn (their links
 * stop working) and their e-mails and reminders not yet sent are called off. A final release is made
 * only under the usual rule (at least 3 answers not yet pooled): the subject chooses when to close, so
 * pooling 1 or 2 leftover answers then would let them be recovered by subtraction. The report stays.
 */
export async function closeReviewCycle(
  { db, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZReviewCycleIdInput>,
): Promise<ReviewCycleDetail> {
  const now = clock();
  return changeOwnCycle(db, caller, input.cycleId, now, async (trx, cycle) => {
    if (cycle.status !== "active") throw new AppError("CONFLICT", "This 360 review is already closed.");
    const pending = await findPendingCycleInvitationIds(trx, cycle.id);
    await cancelOpenCycleInvitations(trx, cycle.id, now);
    for (const requestId of pending) {
      await cancelPendingEmails(trx, requestId, [
        "feedback_request",
        "feedback_reminder",
        "review_360_invitation",
      ]);
    }
    await releaseIfDue(trx, { id: cycle.id, userId: caller.id, title: cycle.title }, now, { atClose: true });
    await markCycleCompleted(trx, cycle.id, now);
    // The coaching loop: a finished 360 is a re-check of every skill.
    await onReview360Completed(trx, caller.id, cycle.id, now);
  });
}
