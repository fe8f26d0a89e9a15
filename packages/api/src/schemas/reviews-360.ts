import { z } from "zod";
import { reviewCycleStatuses } from "./domain";
import { ZBehaviourRatings, ZFeedbackRelationship, ZReviewerEmail, ZReviewItem } from "./feedback";
import { ZRecordId } from "./record-id";

/**
 * 360 reviews: a cycle, the caller's self-assessment on the short instrument (one observable behaviour
 * per skill, rated 1 to 5), reviewers invited through feedback requests linked to the cycle, and a
 * report that compares self and reviewers. The thresholds below are the whole anonymity policy; see
 * docs/reviews-360.md.
 */

/** Reviewer figures (averages, comments, relationship groups) stay hidden until this many have answered. */
export const MIN_REVIEWERS_FOR_REPORT = 3;
/** A relationship group (managers, peers...) is shown on its own only with at least this many answers. */
export const MIN_REVIEWERS_PER_GROUP = 3;
/**
 * The report (overall, and each relationship group) changes only when at least this many new answers
 * join it, so no answer can be recovered by comparing two views.
 */
export const MIN_NEW_ANSWERS_PER_RELEASE = 3;
/** The cycle's 'remind those who have not answered' goes out at most once per this many hours. */
export const REVIEW_REMINDER_INTERVAL_HOURS = 24;
/**
 * A blind spot is a skill the caller rates themselves at least this much higher (on the 1-5 scale) than
 * their reviewers' average; a hidden strength at least this much lower. One point is one whole step of
 * the scale (e.g. "Usually" against "Sometimes or often"): smaller differences are within the noise of
 * three to five raters.
 */
export const REVIEW_GAP_THRESHOLD = 1;
/** A cycle's end date lies at most this many days ahead. */
export const REVIEW_CYCLE_MAX_DAYS = 365;
export const DEFAULT_REVIEW_TARGET = 5;
export const MIN_REVIEW_TARGET = 3;
export const MAX_REVIEW_TARGET = 20;
/** Reviewers one invitation call may name (each one is e-mailed). */
export const MAX_REVIEWERS_PER_INVITE = 20;
/** The list shows at most this many cycles, newest first. */
export const MAX_REVIEW_CYCLES_LISTED = 50;

export const ZReviewCycleStatus = z.enum(reviewCycleStatuses);

export const reviewCycleStatusLabels = {
  active: "In progress",
  completed: "Closed",
  cancelled: "Cancelled",
} as const satisfies Record<z.infer<typeof ZReviewCycleStatus>, string>;

/** How often the behaviour is seen: the scale of every 360 item, for self and reviewers alike. */
export const reviewBehaviourScale = [
  { value: 1, label: "Rarely" },
  { value: 2, label: "Sometimes" },
  { value: 3, label: "Often" },
  { value: 4, label: "Usually" },
  { value: 5, label: "Consistently" },
] as const;

const optionalText = (max: number, label: string) =>
  z
    .union([z.string().trim().max(max, `${label} is at most ${max} characters`), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

// ---------------------------------------------------------------------------------------------------
// Dates

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const HOUR = 3_600_000;

/**
 * Why an end date cannot be used at `now`, or null when it can. "Today" is wherever the person is: the
 * date must come after the earliest date anywhere on Earth at `now` (UTC-12) and at most
 * REVIEW_CYCLE_MAX_DAYS after the latest (UTC+14), so the browser and the server agree whatever the
 * time zones. The server checks it with its clock; the create form with the browser's.
 */
export function reviewEndDateProblem(endDate: string, now: Date): string | null {
  if (!isCalendarDate(endDate)) return "End date must be a date like 2026-12-31";
  const earliestToday = utcDay(new Date(now.getTime() - 12 * HOUR));
  const latestToday = new Date(`${utcDay(new Date(now.getTime() + 14 * HOUR))}T00:00:00Z`);
  const latestEnd = utcDay(new Date(latestToday.getTime() + REVIEW_CYCLE_MAX_DAYS * 24 * HOUR));
  if (endDate <= earliestToday) return "End date must be after today";
  if (endDate > latestEnd) return "End date must be within a year";
  return null;
}

/** 'YYYY-MM-DD' (a full ISO timestamp keeps its date part). */
export const ZReviewEndDate = z
  .string({ error: "End date is required" })
  .trim()
  .min(1, "End date is required")
  .max(40)
  .transform((v) => v.slice(0, 10))
  .refine(isCalendarDate, "End date must be a date like 2026-12-31");

// ---------------------------------------------------------------------------------------------------
// Inputs

export const ZReviewCycleIdInput = z.object({ cycleId: ZRecordId });
export type ReviewCycleIdInput = z.infer<typeof ZReviewCycleIdInput>;

export const ZCreateReviewCycleInput = z.object({
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(200, "Title is too long"),
  description: optionalText(2000, "Description"),
  /** After today and at most a year away: `reviewEndDateProblem`, checked with the server's clock. */
  endDate: ZReviewEndDate,
  targetResponseCount: z
    .number({ error: "Target number of reviewers must be a number" })
    .int("Target number of reviewers must be a whole number")
    .min(MIN_REVIEW_TARGET, `Ask at least ${MIN_REVIEW_TARGET} reviewers: fewer answers are never shown`)
    .max(MAX_REVIEW_TARGET, `Ask at most ${MAX_REVIEW_TARGET} reviewers`)
    .default(DEFAULT_REVIEW_TARGET),
});
export type CreateReviewCycleInput = z.input<typeof ZCreateReviewCycleInput>;

/** One behaviour's rating, as a form field (the browser holds the radio's text and converts it). */
export const ZReviewItemRating = z
  .number({ error: "Choose how often you see this behaviour" })
  .int("Ratings go from 1 to 5")
  .min(1, "Ratings go from 1 to 5")
  .max(5, "Ratings go from 1 to 5");

/** The ratings of every instrument item (skill key -> 1..5); completeness is `reviewRatingsProblem`. */
export const ZReviewRatings = ZBehaviourRatings;

export const ZSubmitSelfAssessmentInput = z.object({
  cycleId: ZRecordId,
  ratings: ZReviewRatings,
  overallSelfRating: z
    .number()
    .int("Ratings go from 1 to 5")
    .min(1, "Ratings go from 1 to 5")
    .max(5, "Ratings go from 1 to 5")
    .nullish()
    .transform((v) => v ?? null),
  selfReflection: optionalText(4000, "Reflection"),
});
export type SubmitSelfAssessmentInput = z.input<typeof ZSubmitSelfAssessmentInput>;

export const ZReviewInvitee = z.object({
  reviewerEmail: ZReviewerEmail,
  reviewerName: optionalText(100, "Reviewer name"),
  relationship: ZFeedbackRelationship,
});
export type ReviewInvitee = z.input<typeof ZReviewInvitee>;

export const ZInviteReviewersInput = z.object({
  cycleId: ZRecordId,
  reviewers: z
    .array(ZReviewInvitee)
    .min(1, "Add at least one reviewer")
    .max(MAX_REVIEWERS_PER_INVITE, `Invite at most ${MAX_REVIEWERS_PER_INVITE} reviewers at a time`)
    .refine(
      (list) => new Set(list.map((r) => r.reviewerEmail.toLowerCase())).size === list.length,
      "Each reviewer can be invited only once",
    ),
  message: optionalText(2000, "Message"),
});
export type InviteReviewersInput = z.input<typeof ZInviteReviewersInput>;

// ---------------------------------------------------------------------------------------------------
// Rules on ratings, shared by the server and the forms

/** One item of the instrument: a skill's observable behaviour. */
export const ZReviewInstrumentItem = ZReviewItem.extend({
  skillId: z.number(),
  categoryKey: z.string(),
});
export type ReviewInstrumentItem = z.infer<typeof ZReviewInstrumentItem>;

/**
 * Why a set of ratings does not answer the instrument, or null when it does: every item rated once,
 * 1 to 5, and nothing else.
 */
export function reviewRatingsProblem(
  items: readonly Pick<ReviewInstrumentItem, "skillKey" | "skillName">[],
  ratings: Readonly<Record<string, unknown>>,
): string | null {
  const keys = new Set(items.map((item) => item.skillKey));
  const unknown = Object.keys(ratings).filter((key) => !keys.has(key));
  if (unknown.length > 0) return `Unknown items: ${unknown.slice(0, 5).join(", ")}`;
  const missing = items.filter((item) => {
    const value = ratings[item.skillKey];
    return typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > 5;
  });
  if (missing.length === 0) return null;
  if (missing.length === 1) return `Rate every behaviour: ${missing[0]?.skillName} is missing`;
  return `Rate every behaviour: ${missing.length} are missing (${missing
    .slice(0, 3)
    .map((m) => m.skillName)
    .join(", ")}${missing.length > 3 ? ", ..." : ""})`;
}

// ---------------------------------------------------------------------------------------------------
// Outputs

export const ZReviewCycleSummary = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  status: ZReviewCycleStatus,
  selfAssessmentCompleted: z.boolean(),
  targetResponseCount: z.number(),
  /** Reviewers who have answered (a count only: the list never says who). */
  responseCount: z.number(),
  /** Invitations sent and not withdrawn. */
  invitedCount: z.number(),
  /** Invitations that can still be answered (not answered, not expired, not withdrawn). */
  pendingCount: z.number(),
  /** True once a release exists (at least MIN_REVIEWERS_FOR_REPORT answers pooled). */
  reportReleased: z.boolean(),
  /** When the subject last sent 'remind those who have not answered'; null if never. */
  lastRemindedAt: z.string().nullable(),
  /** When the next reminder may be sent; null when it may be sent now. */
  nextReminderAt: z.string().nullable(),
  startDate: z.string(),
  /** 'YYYY-MM-DD'. */
  endDate: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  /**
   * Set when an admin's campaign opened this cycle: nominate reviewers before `nominationDeadline`;
   * no result is shown before `releaseAt` (never live).
   */
  campaign: z.object({ nominationDeadline: z.string(), releaseAt: z.string() }).nullable(),
});
export type ReviewCycleSummary = z.infer<typeof ZReviewCycleSummary>;

/**
 * An invitation as its sender sees it: to whom, never whether that person answered (the cycle carries
 * counts only). Answers are only ever shown pooled, in the report.
 */
export const ZReviewInvitation = z.object({
  id: z.number(),
  reviewerEmail: z.string(),
  reviewerName: z.string().nullable(),
  relationship: ZFeedbackRelationship,
  createdAt: z.string(),
  /** The cycle's end: a 360 link lives as long as the cycle. */
  expiresAt: z.string(),
});
export type ReviewInvitation = z.infer<typeof ZReviewInvitation>;

export const ZSelfAssessment = z.object({
  ratings: z.record(z.string(), z.number()),
  overallSelfRating: z.number().nullable(),
  selfReflection: z.string().nullable(),
  submittedAt: z.string(),
});
export type SelfAssessment = z.infer<typeof ZSelfAssessment>;

export const ZReviewCycleDetail = ZReviewCycleSummary.extend({
  invitations: z.array(ZReviewInvitation),
  selfAssessment: ZSelfAssessment.nullable(),
});
export type ReviewCycleDetail = z.infer<typeof ZReviewCycleDetail>;

/** One skill of the report. `others`, `gap` and `previousOthers` are null until the report is released. */
export const ZReviewSkillResult = z.object({
  skillId: z.number(),
  skillKey: z.string(),
  skillName: z.string(),
  categoryKey: z.string(),
  categoryName: z.string(),
  behaviour: z.string(),
  self: z.number().nullable(),
  others: z.number().nullable(),
  /** self - others, rounded to 2 decimals. */
  gap: z.number().nullable(),
  /** Reviewers' average in the previous released cycle. */
  previousOthers: z.number().nullable(),
});
export type ReviewSkillResult = z.infer<typeof ZReviewSkillResult>;

export const ZReviewCategoryResult = z.object({
  categoryKey: z.string(),
  categoryName: z.string(),
  self: z.number().nullable(),
  others: z.number().nullable(),
  gap: z.number().nullable(),
  previousOthers: z.number().nullable(),
});
export type ReviewCategoryResult = z.infer<typeof ZReviewCategoryResult>;

export const ZReviewGap = z.object({
  skillId: z.number(),
  skillKey: z.string(),
  skillName: z.string(),
  categoryName: z.string(),
  self: z.number(),
  others: z.number(),
  gap: z.number(),
});
export type ReviewGap = z.infer<typeof ZReviewGap>;

/** A relationship group with at least MIN_REVIEWERS_PER_GROUP answers. */
export const ZReviewRelationshipGroup = z.object({
  relationship: ZFeedbackRelationship,
  count: z.number(),
  /** The group's average over every item. */
  average: z.number(),
  categories: z.array(z.object({ categoryKey: z.string(), categoryName: z.string(), average: z.number() })),
});
export type ReviewRelationshipGroup = z.infer<typeof ZReviewRelationshipGroup>;

/** The release a report shows: figures change only from one release to the next. */
export const ZReviewRelease = z.object({
  sequence: z.number(),
  releasedAt: z.string(),
  /** Answers the figures pool. */
  answerCount: z.number(),
  /** Made when the cycle closed. */
  atClose: z.boolean(),
});
export type ReviewRelease = z.infer<typeof ZReviewRelease>;

export const ZReviewReport = z.object({
  cycleId: z.number(),
  /**
   * Answers that count (distinct reviewer addresses, never the subject's own): the released figures
   * pool `release.answerCount` of them; before the first release, how many so far.
   */
  responseCount: z.number(),
  /** The release shown; null before the first. */
  release: ZReviewRelease.nullable(),
  /**
   * Counted answers not in the figures: while the cycle is open, waiting for the next release; once it
   * is closed, those that arrived too late to pool (fewer than MIN_NEW_ANSWERS_PER_RELEASE).
   */
  unpooledCount: z.number(),
  /** New answers needed before the figures change. */
  newAnswersPerRelease: z.number(),
  minimumResponses: z.number(),
  /** False until responseCount reaches minimumResponses: every reviewer figure below is then empty. */
  released: z.boolean(),
  selfAssessmentCompleted: z.boolean(),
  gapThreshold: z.number(),
  categories: z.array(ZReviewCategoryResult),
  skills: z.array(ZReviewSkillResult),
  overall: z.object({
    self: z.number().nullable(),
    /** Reviewers' average overall rating (1-5). */
    others: z.number().nullable(),
  }),
  /** Self at least `gapThreshold` above reviewers, largest gap first. */
  blindSpots: z.array(ZReviewGap),
  /** Self at least `gapThreshold` below reviewers, largest gap first. */
  hiddenStrengths: z.array(ZReviewGap),
  relationships: z.array(ZReviewRelationshipGroup),
  /** Answers in groups too small to show on their own (they count in every average above). */
  ungroupedCount: z.number(),
  /**
   * The reviewers' words, pooled over the whole release (never per group), without names, in
   * alphabetical order (never the order they arrived in).
   */
  comments: z.object({
    strengths: z.array(z.string()),
    areasForImprovement: z.array(z.string()),
    additionalComments: z.array(z.string()),
  }),
  /** The latest earlier cycle with a released report, for comparison. */
  previousCycle: z
    .object({ id: z.number(), title: z.string(), createdAt: z.string(), responseCount: z.number() })
    .nullable(),
});
export type ReviewReport = z.infer<typeof ZReviewReport>;
