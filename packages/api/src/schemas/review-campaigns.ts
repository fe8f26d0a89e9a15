import { z } from "zod";
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
