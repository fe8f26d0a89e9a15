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
import type { ReviewCycleDetail, ZInviteReviewersInput } from "../../schemas/reviews-360";
import type { ServiceDeps, SessionUser } from "../deps";
import { cycleNotFound, releaseCampaignCycle } from "../reviews-360/cycles";
import { inviteReviewers, resendReminder } from "../reviews-360/invitations";
import {
  countAudience,
  findCampaign,
  findCampaigns,
  findOpenCampaignCycleIds,
  findOpenCampaignInvitationIds,
  findOwnCampaignCycle,
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
  return `Reviewers can be reminded once every ${CAMPAIGN_REMINDER_INTERVAL_HOURS} hours. The next reminder can go out after ${next.toISOString().slice(0, 16).replace("T", " ")} UTC.`;
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

/** Opens the missing cycles of a locked, open campaign (up to MAX_CAMPAIGN_PEOPLE people in all). */
async function openMissingCycles(
  trx: DB,
  campaign: { id: number; name: string; programId: number | null; groupId: number | null; releaseAt: Date },
  now: Date,
): Promise<number> {
  const people = await countAudience(trx, campaign);
  if (people > MAX_CAMPAIGN_PEOPLE) throw new AppError("BAD_REQUEST", campaignTooLarge(people));
  return openCampaignCycles(trx, campaign, releaseDay(campaign.releaseAt), now);
}

/**
 * Creates a campaign for a program's participants or a group's members and opens one 360 cycle for each
 * of them, in one transaction (a refusal opens none).
 */
export async function createReviewCampaign(
  { db, now: clock }: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZCreateReviewCampaignInput>,
): Promise<ReviewCampaignOpenResult> {
  const now = clock();
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
    };
    const campaignId = await insertCampaign(trx, { ...campaign, createdBy: caller.id, at: now });
    return { id: campaignId, opened: await openMissingCycles(trx, { id: campaignId, ...campaign }, now) };
  });
  return { campaign: await readCampaign(db, id, now), opened };
}

/**
 * Opens a cycle for the people who joined the program or group since (idempotent: someone who already
 * has one in the campaign gets nothing twice). A closed or released campaign opens none.
 */
export async function openReviewCampaignCycles(
  { db, now: clock }: ServiceDeps,
  _caller: SessionUser,
  input: z.output<typeof ZReviewCampaignIdInput>,
): Promise<ReviewCampaignOpenResult> {
  const now = clock();
  const opened = await db.transaction().execute(async (trx) => {
    const campaign = await lockCampaign(trx, input.campaignId);
    if (!campaign) throw campaignNotFound();
    if (campaign.closedAt || campaign.nominationDeadline.getTime() <= now.getTime()) {
      throw new AppError(
        "CONFLICT",
        "This campaign's nominations have closed: it opens no more 360 reviews.",
      );
    }
    return openMissingCycles(trx, campaign, now);
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
 * A cycle releases only with at least 3 answers (fewer release nothing). Closing again changes nothing.
 * Each cycle is released in its own transaction (its own lock, as an answer takes it).
 */
export async function closeReviewCampaign(
  { db, now: clock }: ServiceDeps,
  _caller: SessionUser,
  input: z.output<typeof ZReviewCampaignIdInput>,
): Promise<ReviewCampaignDetail> {
  const now = clock();
  await db.transaction().execute(async (trx) => {
    const campaign = await lockCampaign(trx, input.campaignId);
    if (!campaign) throw campaignNotFound();
    if (!campaign.closedAt) await markCampaignClosed(trx, campaign.id, now);
  });
  // Every cycle still open is due from now (markCampaignClosed). The first ones are released here; a
  // big campaign's rest within the background release's next run, or at once when their subject opens
  // /360, so the request stays short. This also finishes a close interrupted half-way.
  for (const cycleId of await findOpenCampaignCycleIds(db, input.campaignId, RELEASED_ON_CLOSE)) {
    await releaseCampaignCycle(db, cycleId, now);
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
  _caller: SessionUser,
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
    return sent;
  });
  return { campaign: await readCampaign(db, input.campaignId, now), reminded };
}

/**
 * A participant nominates reviewers on their campaign cycle: the 360 invitation (its limits and
 * e-mails), with the campaign's rules (3 to 12 in all, before the nomination deadline).
 */
export async function nominateReviewers(
  deps: ServiceDeps,
  caller: SessionUser,
  input: z.output<typeof ZInviteReviewersInput>,
): Promise<ReviewCycleDetail> {
  if (!(await findOwnCampaignCycle(deps.db, caller.id, input.cycleId))) throw cycleNotFound();
  return inviteReviewers(deps, caller, input);
}
