import { z } from "zod";
import { ZFeedbackRelationship } from "./feedback";
import { ZRecordId } from "./record-id";
import { REVIEW_CYCLE_MAX_DAYS } from "./reviews-360";

/**
 * Admin-run 360 cycles ('campaigns'): one 360 cycle per participant of a program or member of a group,
 * with a nomination deadline and a release time. Admins see counts only (people, nominated, invited,
 * answered), never an answer or a result; the subject sees no result before the release (see
 * docs/reviews-360.md).
 */

/** A campaign's participant nominates at least this many reviewers, and at most the next. */
export const CAMPAIGN_MIN_NOMINEES = 3;
export const CAMPAIGN_MAX_NOMINEES = 12;
/** The most people one campaign opens cycles for. */
export const MAX_CAMPAIGN_PEOPLE = 5000;
export const MAX_CAMPAIGN_NAME_LENGTH = 200;
export const MAX_REVIEW_CAMPAIGNS_LISTED = 100;
/** An admin may remind a campaign's reviewers once per this many hours. */
export const CAMPAIGN_REMINDER_INTERVAL_HOURS = 24;

export const CAMPAIGN_NOT_FOUND = "That 360 campaign no longer exists.";
export const CAMPAIGN_AUDIENCE_REQUIRED = "Choose a program or a group (one of them).";
export const RELEASE_BEFORE_DEADLINE = "The release date must not come before the nomination deadline.";

export function campaignTooLarge(count: number): string {
  return `A campaign opens at most ${MAX_CAMPAIGN_PEOPLE.toLocaleString("en")} people's 360 reviews; this one has ${count.toLocaleString("en")}. Split it by group.`;
}

const ZCampaignTime = z.iso.datetime({ offset: true, error: "Please choose a date and time" });

const DAY_MS = 24 * 60 * 60 * 1000;

/** The rules on the two dates that depend on the time (the form and the server share them). */
export function reviewCampaignDatesProblem(
  input: { nominationDeadline: string; releaseAt: string },
  now: Date,
): { field: "nominationDeadline" | "releaseAt"; message: string } | null {
  const deadline = new Date(input.nominationDeadline).getTime();
  const release = new Date(input.releaseAt).getTime();
  if (release <= now.getTime())
    return { field: "releaseAt", message: "The release date must be in the future." };
  if (deadline <= now.getTime()) {
    return { field: "nominationDeadline", message: "The nomination deadline must be in the future." };
  }
  if (release < deadline) return { field: "releaseAt", message: RELEASE_BEFORE_DEADLINE };
  if (release > now.getTime() + REVIEW_CYCLE_MAX_DAYS * DAY_MS) {
    return { field: "releaseAt", message: `The release date must be within ${REVIEW_CYCLE_MAX_DAYS} days.` };
  }
  return null;
}

export const ZCreateReviewCampaignInput = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, "Please enter a name")
      .max(MAX_CAMPAIGN_NAME_LENGTH, `Names are at most ${MAX_CAMPAIGN_NAME_LENGTH} characters`),
    programId: ZRecordId.nullish().transform((v) => v ?? null),
    groupId: ZRecordId.nullish().transform((v) => v ?? null),
    nominationDeadline: ZCampaignTime,
    releaseAt: ZCampaignTime,
    /** Participants with an active manager send their reviewer list to that manager for approval first. */
    managerApproval: z.boolean().default(false),
  })
  .refine((v) => (v.programId === null) !== (v.groupId === null), {
    message: CAMPAIGN_AUDIENCE_REQUIRED,
    path: ["programId"],
  })
  .refine((v) => new Date(v.releaseAt).getTime() >= new Date(v.nominationDeadline).getTime(), {
    message: RELEASE_BEFORE_DEADLINE,
    path: ["releaseAt"],
  });
export type CreateReviewCampaignInput = z.input<typeof ZCreateReviewCampaignInput>;

export const ZReviewCampaignIdInput = z.object({ campaignId: ZRecordId });
export type ReviewCampaignIdInput = z.infer<typeof ZReviewCampaignIdInput>;

export const reviewCampaignStatuses = ["nominating", "collecting", "released", "closed"] as const;
export const ZReviewCampaignStatus = z.enum(reviewCampaignStatuses);
export type ReviewCampaignStatus = z.infer<typeof ZReviewCampaignStatus>;
export const reviewCampaignStatusLabels: Record<ReviewCampaignStatus, string> = {
  nominating: "Nominating",
  collecting: "Collecting answers",
  released: "Released",
  closed: "Closed",
};

export const ZReviewCampaignAudience = z.object({
  kind: z.enum(["program", "group"]),
  id: z.number(),
  name: z.string(),
});

/** A campaign with its counts: aggregates only, never a person's answers or results. */
export const ZReviewCampaignSummary = z.object({
  id: z.number(),
  name: z.string(),
  /** Null when the program or group has since been deleted. */
  audience: ZReviewCampaignAudience.nullable(),
  status: ZReviewCampaignStatus,
  nominationDeadline: z.string(),
  releaseAt: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  /** Whether participants with an active manager send their reviewer list to that manager first. */
  managerApproval: z.boolean(),
  /** People with a 360 review in the campaign. */
  peopleCount: z.number(),
  /** People who have nominated at least CAMPAIGN_MIN_NOMINEES reviewers. */
  nominatedCount: z.number(),
  /** Reviewers invited (not withdrawn), all people together. */
  invitedCount: z.number(),
  /** Reviewers who have answered, all people together. */
  answeredCount: z.number(),
});
export type ReviewCampaignSummary = z.infer<typeof ZReviewCampaignSummary>;

export const ZReviewCampaignDetail = ZReviewCampaignSummary.extend({
  lastRemindedAt: z.string().nullable(),
  /** When reviewers may next be reminded; null when they may be now. */
  nextReminderAt: z.string().nullable(),
});
export type ReviewCampaignDetail = z.infer<typeof ZReviewCampaignDetail>;

/** What opening cycles did: people newly opened, and people who already had one in the campaign. */
export const ZReviewCampaignOpenResult = z.object({
  campaign: ZReviewCampaignDetail,
  opened: z.number(),
});
export type ReviewCampaignOpenResult = z.infer<typeof ZReviewCampaignOpenResult>;

/** The answer to 'remind': how many reviewers were e-mailed (never who, or whose). */
export const ZReviewCampaignRemindResult = z.object({
  campaign: ZReviewCampaignDetail,
  reminded: z.number(),
});

// ---------------------------------------------------------------------------------------------------
// Reviewer lists approved by the participant's manager

/** A manager's screen lists at most this many reviewer lists to approve, the nearest deadline first. */
export const MAX_REVIEWER_LISTS_TO_APPROVE = 50;
/** The most a manager's note on a list they send back holds. */
export const MAX_REVIEWER_LIST_NOTE_LENGTH = 500;

export const REVIEWER_LIST_NOT_FOUND = "There is no reviewer list waiting for your approval here.";
export const REVIEWER_LIST_ALREADY_APPROVED = "This reviewer list has already been approved.";
export const REVIEWER_LIST_ALREADY_RETURNED = "This reviewer list has already been sent back.";
export const REVIEWER_LIST_WAITING =
  "Your reviewer list is waiting for your manager's approval. You can change it if they send it back.";

export function alreadyInvited(email: string): string {
  return `${email} is already invited to this 360 review.`;
}

/**
 * Where a participant's list stands, as they see it: waiting for the manager, sent back with a note,
 * back with them because they withdrew every manager share it was sent under, lapsed (the deadline
 * came, or the campaign closed, before an approval), or approved (the invitations went out).
 */
export const ownReviewerListStatuses = [
  "awaiting_approval",
  "returned",
  "withdrawn",
  "lapsed",
  "approved",
] as const;
export const ZOwnReviewerListStatus = z.enum(ownReviewerListStatuses);
export type OwnReviewerListStatus = z.infer<typeof ZOwnReviewerListStatus>;
export const ownReviewerListStatusLabels: Record<OwnReviewerListStatus, string> = {
  awaiting_approval: "Waiting for your manager's approval",
  returned: "Sent back by your manager",
  withdrawn: "Back with you: you no longer share your progress with that manager",
  lapsed: "Not approved before nominations closed",
  approved: "Approved: your reviewers have been invited",
};

/** A reviewer as the participant nominated them: what the manager needs to approve the list. */
export const ZNominatedReviewer = z.object({
  reviewerEmail: z.string(),
  reviewerName: z.string().nullable(),
  relationship: ZFeedbackRelationship,
});
export type NominatedReviewer = z.infer<typeof ZNominatedReviewer>;

/** The participant's view of their campaign cycle's approval step. */
export const ZOwnReviewerList = z.object({
  /** Whether the campaign sends reviewer lists to the participant's manager first. */
  managerApproval: z.boolean(),
  /** Whether a list sent now goes to a manager (the campaign asks, and a manager follows the person). */
  goesToManager: z.boolean(),
  /** The latest list sent for approval, or null when none was. */
  list: z
    .object({
      status: ZOwnReviewerListStatus,
      reviewers: z.array(ZNominatedReviewer),
      message: z.string().nullable(),
      submittedAt: z.string(),
      decidedAt: z.string().nullable(),
      /** The manager's note when they sent it back. */
      note: z.string().nullable(),
    })
    .nullable(),
});
export type OwnReviewerList = z.infer<typeof ZOwnReviewerList>;

/** A list waiting for the caller's approval: whose, for which campaign, by when, and the reviewers. */
export const ZReviewerListToApprove = z.object({
  cycleId: z.number(),
  participantName: z.string(),
  campaignName: z.string(),
  nominationDeadline: z.string(),
  submittedAt: z.string(),
  reviewers: z.array(ZNominatedReviewer),
});
export type ReviewerListToApprove = z.infer<typeof ZReviewerListToApprove>;

export const ZReviewerListIdInput = z.object({ cycleId: ZRecordId });
export type ReviewerListIdInput = z.infer<typeof ZReviewerListIdInput>;

export const ZReturnReviewerListInput = z.object({
  cycleId: ZRecordId,
  note: z
    .string({ error: "Write a short note: what should change in the list?" })
    .trim()
    .min(1, "Write a short note: what should change in the list?")
    .max(MAX_REVIEWER_LIST_NOTE_LENGTH, `Notes are at most ${MAX_REVIEWER_LIST_NOTE_LENGTH} characters`),
});
export type ReturnReviewerListInput = z.input<typeof ZReturnReviewerListInput>;
