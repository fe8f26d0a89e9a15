import type { DB } from "@leadcoach/db";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import {
  CAMPAIGN_NOT_FOUND,
  CAMPAIGN_REMINDER_INTERVAL_HOURS,
  MAX_CAMPAIGN_PEOPLE,
  campaignTooLarge,
  reviewCampaignDatesProblem,
  type ReviewCampaignDetail,
  type ReviewCampaignOpenResult,
  type ReviewCampaignStatus,
  type ReviewCampaignSummary,
  type ZCreateReviewCampaignInput,
  type ZReviewCampaignIdInput,
  type ZReviewCampaignRemindResult,
} from "../../schemas/review-campaigns";
import { utcMinute } from "../../lib/days";
import { insertAuditEvent } from "../audit/queries";
import type { ServiceDeps, SessionUser, SignedInVisitor } from "../deps";
import { enqueueEmails } from "../email/outbox";
import { createNotifications } from "../notifications/create";
import { releaseCampaignCycle } from "../reviews-360/cycles";
import { resendReminder } from "../reviews-360/invitations";
import { campaignOpenedEmail, campaignOpenedNotification, type OpenedCampaign } from "./messages";
import {
  countAudience,
  findCampaign,
  findCampaigns,
  findOpenCampaignCycleIds,
  findContacts,
  findOpenCampaignInvitationIds,
  groupExists,
  insertCampaign,
  lockCampaign,
  markCampaignClosed,
  markCampaignReminded,
  openCampaignCycles,
  programExists,
  type CampaignRow,
} from "./queries";

const HOUR_MS = 3_600_000;
const campaignNotFound = () => new AppError("NOT_FOUND", CAMPAIGN_NOT_FOUND);

export const CAMPAIGN_NOBODY_TO_REMIND =
  "There is no one to remind: every reviewer has answered, or no one has been nominated yet.";
export function campaignReminderTooSoon(next: Date): string {
  return `Reviewers can be reminded once every ${CAMPAIGN_REMINDER_INTERVAL_HOURS} hours. The next reminder can go out after ${utcMinute(next)}.`;
}
export const CAMPAIGN_CLOSED = "This campaign is closed: it opens no more 360 reviews.";

function nextReminderTime(lastRemindedAt: Date | null, now: Date): Date | null {
  if (!lastRemindedAt) return null;
  const next = new Date(lastRemindedAt.getTime() + CAMPAIGN_REMINDER_INTERVAL_HOURS * HOUR_MS);
  return next.getTime() > now.getTime() ? next : null;
}

function statusOf(row: { closedAt: Date | null; releaseAt: Date; nominationDeadline: Date }, now: Date) {
  let status: ReviewCampaignStatus = "collecting";
  if (row.closedAt) status = "closed";
  else if (now.getTime() >= row.releaseAt.getTime()) status = "released";
  else if (now.getTime() < row.nominationDeadline.getTime()) status = "nominating";
  return status;
}

function toSummary(row: CampaignRow, now: Date): ReviewCampaignSummary {
  const audience =
    row.programId !== null
      ? { kind: "program" as const, id: row.programId, name: row.programName ?? "Program" }
      : row.groupId !== null
        ? { kind: "group" as const, id: row.groupId, name: row.groupName ?? "Group" }
        : null;
  return {
    id: row.id,
    name: row.name,
    audience,
    status: statusOf(row, now),
    nominationDeadline: row.nominationDeadline.toISOString(),
    releaseAt: row.releaseAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt ? row.closedAt.toISOString() : null,
    managerApproval: row.managerApproval,
    peopleCount: Number(row.peopleCount ?? 0),
    nominatedCount: Number(row.nominatedCount ?? 0),
    invitedCount: Number(row.invitedCount ?? 0),
    answeredCount: Number(row.answeredCount ?? 0),
  };
}

async function readCampaign(db: DB, campaignId: number, now: Date): Promise<ReviewCampaignDetail> {
  const row = await findCampaign(db, campaignId);
  if (!row) throw campaignNotFound();
  return {
    ...toSummary(row, now),
    lastRemindedAt: row.lastRemindedAt ? row.lastRemindedAt.toISOString() : null,
    nextReminderAt: nextReminderTime(row.lastRemindedAt, now)?.toISOString() ?? null,
  };
}

/** A cycle's end date (its reviewers' links live to the end of that day everywhere): the release's day. */
const releaseDay = (releaseAt: Date) => new Date(`${releaseAt.toISOString().slice(0, 10)}T00:00:00Z`);

type CampaignToOpen = OpenedCampaign & {
  id: number;
  programId: number | null;
  groupId: number | null;
};

/** How many e-mails go in one statement of the opening (PostgreSQL takes 65,535 parameters). */
const EMAILS_PER_STATEMENT = 500;

/**
 * Opens the missing cycles of a locked, open campaign (up to MAX_CAMPAIGN_PEOPLE people in all) and
 * tells each person whose review it opened, in the same transaction: an in-app notification and one
 * e-mail with the deadline and the link to nominate. Only the cycles this statement inserted are told,
 * so a retried or concurrent opening (which inserts none of them again) tells nobody twice.
 */
async function openMissingCycles(trx: DB, deps: ServiceDeps, campaign: CampaignToOpen, now: Date) {
  const people = await countAudience(trx, campaign);
  if (people > MAX_CAMPAIGN_PEOPLE) throw new AppError("BAD_REQUEST", campaignTooLarge(people));
  const opened = await openCampaignCycles(trx, campaign, releaseDay(campaign.releaseAt), now);
  const cycleOf = new Map(opened.map((cycle) => [cycle.userId, cycle.id]));
  const contacts = await findContacts(
    trx,
    opened.map((cycle) => cycle.userId),
  );
  await createNotifications(
    trx,
    opened.map((cycle) => campaignOpenedNotification(cycle.userId, campaign, cycle.id, now)),
  );
  for (let start = 0; start < contacts.length; start += EMAILS_PER_STATEMENT) {
    await enqueueEmails(
      trx,
      contacts.slice(start, start + EMAILS_PER_STATEMENT).map((person) => ({
        ...campaignOpenedEmail(deps.config, person, campaign, cycleOf.get(person.id) ?? 0),
        sendAfter: now,
      })),
    );
  }
  return opened.length;
}

const campaignSubject = (id: number) => ({ type: "review_campaign", id });

/**
 * Creates a campaign for a program's participants or a group's members and opens one 360 cycle for each
 * of them, in one transaction (a refusal opens none) with its audit event and the participants' news.
 */
export async function createReviewCampaign(
  deps: ServiceDeps,
  caller: SignedInVisitor,
  input: z.output<typeof ZCreateReviewCampaignInput>,
): Promise<ReviewCampaignOpenResult> {
  const { db } = deps;
  const now = deps.now();
  const problem = reviewCampaignDatesProblem(input, now);
  if (problem) throw new AppError("BAD_REQUEST", problem.message);
  const { id, opened } = await db.transaction().execute(async (trx) => {
    if (input.programId !== null && !(await programExists(trx, input.programId))) {
      throw new AppError("BAD_REQUEST", "That program no longer exists (or is archived).");
    }
    if (input.groupId !== null && !(await groupExists(trx, input.groupId))) {
      throw new AppError("BAD_REQUEST", "That group no longer exists.");
    }
    const campaign = {
      name: input.name,
      programId: input.programId,
      groupId: input.groupId,
      nominationDeadline: new Date(input.nominationDeadline),
      releaseAt: new Date(input.releaseAt),
      managerApproval: input.managerApproval,
    };
    const campaignId = await insertCampaign(trx, { ...campaign, createdBy: caller.user.id, at: now });
    const people = await openMissingCycles(trx, deps, { id: campaignId, ...campaign }, now);
    await insertAuditEvent(trx, {
      action: "review_campaign.opened",
      actor: { userId: caller.user.id },
      subject: campaignSubject(campaignId),
      ip: caller.ip,
      detail: {
        programId: campaign.programId,
        groupId: campaign.groupId,
        people,
        managerApproval: campaign.managerApproval,
        nominationDeadline: input.nominationDeadline,
        releaseAt: input.releaseAt,
      },
      at: now,
    });
    return { id: campaignId, opened: people };
  });
  return { campaign: await readCampaign(db, id, now), opened };
}

/**
 * Opens a cycle for the people who joined the program or group since (idempotent: someone who already
 * has one in the campaign gets nothing twice). A closed campaign, or one past its deadline, opens none.
 */
export async function openReviewCampaignCycles(
  deps: ServiceDeps,
  caller: SignedInVisitor,
  input: z.output<typeof ZReviewCampaignIdInput>,
): Promise<ReviewCampaignOpenResult> {
  const { db } = deps;
  const now = deps.now();
  const opened = await db.transaction().execute(async (trx) => {
    const campaign = await lockCampaign(trx, input.campaignId);
    if (!campaign) throw campaignNotFound();
    if (campaign.closedAt || campaign.nominationDeadline.getTime() <= now.getTime()) {
      throw new AppError(
        "CONFLICT",
        "This campaign's nominations have closed: it opens no more 360 reviews.",
      );
    }
    const people = await openMissingCycles(trx, deps, campaign, now);
    await insertAuditEvent(trx, {
      action: "review_campaign.people_added",
      actor: { userId: caller.user.id },
      subject: campaignSubject(campaign.id),
      ip: caller.ip,
      detail: { people },
      at: now,
    });
    return people;
  });
  return { campaign: await readCampaign(db, input.campaignId, now), opened };
}

export async function listReviewCampaigns(
  { db, now: clock }: ServiceDeps,
  _caller: SessionUser,
): Promise<ReviewCampaignSummary[]> {
  const now = clock();
  return (await findCampaigns(db)).map((row) => toSummary(row, now));
}

export async function getReviewCampaign(
  { db, now }: ServiceDeps,
  _caller: SessionUser,
  input: z.output<typeof ZReviewCampaignIdInput>,
): Promise<ReviewCampaignDetail> {
  return readCampaign(db, input.campaignId, now());
}

/** How many cycles a close releases in its own request; the background release does the rest. */
const RELEASED_ON_CLOSE = 200;

/**
 * Closes the campaign, at any time (mid-nomination too): every open cycle is released now and completes.
 * A cycle releases only with at least 3 answers (fewer release nothing). Closing again changes nothing
 * but finishing a close interrupted half-way. Each cycle is released in its own transaction (its own
 * lock, as an answer takes it); the trail gets the close (in its transaction) and one summary of the
 * cycles this request released.
 */
export async function closeReviewCampaign(
  { db, now: clock }: ServiceDeps,
  caller: SignedInVisitor,
  input: z.output<typeof ZReviewCampaignIdInput>,
): Promise<ReviewCampaignDetail> {
  const now = clock();
  const actor = { userId: caller.user.id };
  const subject = campaignSubject(input.campaignId);
  await db.transaction().execute(async (trx) => {
    const campaign = await lockCampaign(trx, input.campaignId);
    if (!campaign) throw campaignNotFound();
    if (campaign.closedAt) return;
    const due = await markCampaignClosed(trx, campaign.id, now);
    await insertAuditEvent(trx, {
      action: "review_campaign.closed",
      actor,
      subject,
      ip: caller.ip,
      detail: { cyclesDue: due },
      at: now,
    });
  });
  // Every cycle still open is due from now (markCampaignClosed). The first ones are released here; a
  // big campaign's rest within the background release's next run, or at once when their subject opens
  // /360, so the request stays short. This also finishes a close interrupted half-way.
  let released = 0;
  for (const cycleId of await findOpenCampaignCycleIds(db, input.campaignId, RELEASED_ON_CLOSE)) {
    if (await releaseCampaignCycle(db, cycleId, now)) released++;
  }
  if (released > 0) {
    await insertAuditEvent(db, {
      action: "review_campaign.released",
      actor,
      subject,
      ip: caller.ip,
      detail: { released },
      at: now,
    });
  }
  return readCampaign(db, input.campaignId, now);
}

/**
 * Re-sends the reminder e-mail to every reviewer of the campaign who has not answered (through the
 * outbox), at most once per CAMPAIGN_REMINDER_INTERVAL_HOURS per campaign. Nobody's subject is told
 * anything; the admin learns only how many e-mails went out.
 */
export async function remindReviewCampaign(
  { db, now: clock }: ServiceDeps,
  caller: SignedInVisitor,
  input: z.output<typeof ZReviewCampaignIdInput>,
): Promise<z.output<typeof ZReviewCampaignRemindResult>> {
  const now = clock();
  const reminded = await db.transaction().execute(async (trx) => {
    const campaign = await lockCampaign(trx, input.campaignId);
    if (!campaign) throw campaignNotFound();
    if (campaign.closedAt) throw new AppError("CONFLICT", CAMPAIGN_CLOSED);
    const next = nextReminderTime(campaign.lastRemindedAt, now);
    if (next) throw new AppError("TOO_MANY_REQUESTS", campaignReminderTooSoon(next));
    let sent = 0;
    for (const requestId of await findOpenCampaignInvitationIds(trx, campaign.id, now)) {
      if (await resendReminder(trx, requestId, now)) sent++;
    }
    if (sent === 0) throw new AppError("CONFLICT", CAMPAIGN_NOBODY_TO_REMIND);
    await markCampaignReminded(trx, campaign.id, now);
    await insertAuditEvent(trx, {
      action: "review_campaign.reminded",
      actor: { userId: caller.user.id },
      subject: campaignSubject(campaign.id),
      ip: caller.ip,
      detail: { reminded: sent },
      at: now,
    });
    return sent;
  });
  return { campaign: await readCampaign(db, input.campaignId, now), reminded };
}
