import { appLink } from "../../lib/app-link";
import type { ApiConfig } from "../../config";
import { AppError } from "../../lib/app-error";
import {
  NUDGE_ACCOUNT_INACTIVE,
  participantCursorAfter,
  PARTICIPANT_NOT_FOUND,
  PROGRAM_ARCHIVED,
  PROGRAM_NOT_FOUND,
  STALLED_BEHIND_WEEKS,
  STALLED_NO_STEP_DAYS,
  type ListParticipantsQuery,
  type NudgeInput,
  type NudgeResult,
  type Participant,
  type ParticipantPage,
} from "../../schemas/programs";
import { insertAuditEventBy } from "../audit/queries";
import type { ServiceDeps, SessionUser, SignedInVisitor } from "../deps";
import { isoDay, startOfUtcWeek } from "../digest/week";
import { enqueueEmail, type OutgoingEmail } from "../email/outbox";
import { composeEmail, oneLine } from "../email/render";
import {
  claimNudge,
  findEnrolmentForNudge,
  findParticipants,
  findProgram,
  type EngagementClock,
} from "./queries";

const DAY_MS = 86_400_000;

/** The stalled rules' cut-offs and this week's key, at `now` (days and weeks in UTC). */
export function engagementClock(now: Date): EngagementClock {
  const weekStart = startOfUtcWeek(now);
  return {
    today: isoDay(now),
    noStepSince: new Date(now.getTime() - STALLED_NO_STEP_DAYS * DAY_MS),
    behindBefore: isoDay(new Date(now.getTime() - STALLED_BEHIND_WEEKS * 7 * DAY_MS)),
    weekStart: isoDay(weekStart),
  };
}

type ParticipantRow = Awaited<ReturnType<typeof findParticipants>>[number];

function toParticipant(row: ParticipantRow): Participant {
  const lastStepAt = row.lastStepAt ? new Date(row.lastStepAt) : null;
  const lastLoginAt = row.lastLoginAt ? new Date(row.lastLoginAt) : null;
  const lastActivityAt =
    lastStepAt && lastLoginAt
      ? lastStepAt > lastLoginAt
        ? lastStepAt
        : lastLoginAt
      : (lastStepAt ?? lastLoginAt);
  return {
    userId: row.userId,
    name: row.name,
    email: row.email,
    startDate: row.startDate,
    stepsDone: Number(row.stepsDone),
    stepsDue: Number(row.stepsDue),
    stepsTotal: Number(row.stepsTotal),
    lastStepAt: lastStepAt?.toISOString() ?? null,
    lastActivityAt: lastActivityAt?.toISOString() ?? null,
    stalled: row.stalled,
    stalledReason: !row.stalled ? null : row.behind ? "behind" : "no_recent_step",
    nudgedThisWeek: row.nudgedThisWeek,
  };
}

/**
 * GET /api/admin/programs/{id}/participants: the people enrolled, by name, with their engagement
 * (steps done, due and in all, the last step and sign-in) and whether they stalled, and why.
 */
export async function listParticipants(
  { db, now }: ServiceDeps,
  _caller: SessionUser,
  input: ListParticipantsQuery,
): Promise<ParticipantPage> {
  if (!(await findProgram(db, input.programId))) throw new AppError("NOT_FOUND", PROGRAM_NOT_FOUND);
  const rows = await findParticipants(
    db,
    input.programId,
    engagementClock(now()),
    { stalledOnly: input.stalledOnly },
    input.cursor,
    input.limit + 1,
  );
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    participants: page.map(toParticipant),
    nextCursor: rows.length > input.limit && last ? participantCursorAfter(last.userId, last.sortName) : null,
  };
}

/** The nudge: a friendly reminder with the way back, and nothing about what the person wrote or did. */
function nudgeEmail(
  config: ApiConfig,
  to: { email: string; name: string },
  programName: string,
): OutgoingEmail {
  const product = config.mail.productName;
  return composeEmail(config, {
    to: to.email,
    subject: `Your program is waiting: ${programName}`,
    kind: "program_nudge",
    preheader: `Your next step in '${programName}' is ready when you are.`,
    heading: "Your program is waiting",
    paragraphs: [
      `Hi ${oneLine(to.name)},`,
      `Your next step in '${programName}' is ready. A step takes most people 15 to 30 minutes; ` +
        "picking up where you left off this week keeps the habits you are building within reach.",
      "Your program's admins see only which steps are done and when, never your answers or reflections.",
    ],
    action: { label: "Open my program", url: appLink(config.appUrl, "/program") },
    footnote: `You get this because you are enrolled in '${programName}' on ${product}.`,
  });
}

/**
 * POST /api/admin/programs/{id}/participants/{userId}/nudge: one e-mail per person per program per
 * week (Monday to Sunday, UTC). The week's row in `program_nudges` is inserted with `on conflict do
 * nothing` in the transaction that queues the e-mail and records the audit event, as the weekly digest
 * does: two admins at once send one, and the other learns it went already (`sent: false`).
 */
export async function nudgeParticipant(
  { db, config, now: clock }: ServiceDeps,
  caller: SignedInVisitor,
  input: NudgeInput,
): Promise<NudgeResult> {
  const now = clock();
  const nextNudgeFrom = isoDay(new Date(startOfUtcWeek(now).getTime() + 7 * DAY_MS));
  const enrolment = await findEnrolmentForNudge(db, input.programId, input.userId);
  if (!enrolment) {
    const program = await findProgram(db, input.programId);
    throw new AppError("NOT_FOUND", program ? PARTICIPANT_NOT_FOUND : PROGRAM_NOT_FOUND);
  }
  if (enrolment.archivedAt) throw new AppError("CONFLICT", PROGRAM_ARCHIVED);
  if (!enrolment.isActive) throw new AppError("CONFLICT", NUDGE_ACCOUNT_INACTIVE);
  const email = nudgeEmail(config, enrolment, enrolment.programName);
  const { weekStart } = engagementClock(now);
  const sent = await db.transaction().execute(async (trx) => {
    if (!(await claimNudge(trx, enrolment.enrolmentId, weekStart, now))) return false;
    await enqueueEmail(trx, { ...email, sendAfter: now });
    await insertAuditEventBy(trx, caller, {
      action: "program.nudged",
      subject: { type: "user", id: input.userId },
      detail: { programId: input.programId, weekStart },
      at: now,
    });
    return true;
  });
  return { sent, nextNudgeFrom };
}
