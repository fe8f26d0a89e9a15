import { z } from "zod";
import { feedbackRelationships, feedbackRequestStatuses } from "./domain";
import { ZRecordId } from "./record-id";

/** A feedback link works for this many days after it is created (or resent). */
export const FEEDBACK_LINK_DAYS = 14;
/** Requests (and resends) one user may send per UTC day: each one e-mails someone. */
export const FEEDBACK_REQUESTS_PER_DAY = 50;
/** A relationship group with fewer anonymous answers than this is shown without its label. */
export const MIN_ANONYMOUS_GROUP_SIZE = 3;

export const ZFeedbackRelationship = z.enum(feedbackRelationships, {
  error: "Choose how the reviewer knows you",
});
export const ZFeedbackRequestStatus = z.enum(feedbackRequestStatuses);

/** A pending link can be sent again (the old one stops working); so can an expired one. */
export function canResendFeedbackRequest(status: z.infer<typeof ZFeedbackRequestStatus>): boolean {
  return status === "pending" || status === "expired";
}

/** The labels a person reads for each relationship (forms, badges, e-mails). */
export const feedbackRelationshipLabels = {
  manager: "Manager",
  peer: "Peer",
  direct_report: "Direct report",
  other: "Other",
} as const satisfies Record<z.infer<typeof ZFeedbackRelationship>, string>;

/** The relationship picker's choices (peer feedback requests and 360 invitations), in the stored order. */
export const feedbackRelationshipOptions = feedbackRelationships.map((value) => ({
  value,
  label: feedbackRelationshipLabels[value],
}));

/** The overall rating scale, best first, as the public form offers it. */
export const feedbackRatingOptions = [
  { value: 5, label: "Excellent", description: "Consistently exceeds expectations" },
  { value: 4, label: "Very Good", description: "Often exceeds expectations" },
  { value: 3, label: "Good", description: "Meets expectations" },
  { value: 2, label: "Fair", description: "Sometimes meets expectations" },
  { value: 1, label: "Needs Improvement", description: "Rarely meets expectations" },
] as const;

export const MISSING_RATING_MESSAGE = "Please provide an overall rating";
export const FEEDBACK_UNAVAILABLE_MESSAGE =
  "This feedback request is no longer available. It may have expired or already been completed.";

export const ZFeedbackRating = z
  .number({ error: MISSING_RATING_MESSAGE })
  .int(MISSING_RATING_MESSAGE)
  .min(1, MISSING_RATING_MESSAGE)
  .max(5, MISSING_RATING_MESSAGE);

const optionalText = (max: number, label: string) =>
  z
    .union([z.string().trim().max(max, `${label} is at most ${max} characters`), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

export const ZReviewerEmail = z
  .string({ error: "Reviewer email is required" })
  .trim()
  .min(1, "Reviewer email is required")
  .max(254, "That email address is too long")
  .pipe(z.email("Enter a valid email address, like name@company.com"));

export const ZCreateFeedbackRequestInput = z.object({
  reviewerEmail: ZReviewerEmail,
  reviewerName: optionalText(100, "Reviewer name"),
  relationship: ZFeedbackRelationship,
  message: optionalText(2000, "Message"),
});
export type CreateFeedbackRequestInput = z.input<typeof ZCreateFeedbackRequestInput>;

export const ZFeedbackRequestIdInput = z.object({ id: ZRecordId });

/** A sent request as its requester sees it; the link's token is never part of it. */
export const ZFeedbackRequest = z.object({
  id: z.number(),
  reviewerEmail: z.string(),
  reviewerName: z.string().nullable(),
  relationship: ZFeedbackRelationship,
  message: z.string().nullable(),
  /** 'expired' as soon as the link's time is up, swept or not. */
  status: ZFeedbackRequestStatus,
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The 360 cycle the request invites to, if any. */
  cycleId: z.number().nullable(),
});
export type FeedbackRequest = z.infer<typeof ZFeedbackRequest>;

/**
 * A received response. An anonymous one carries no reviewer name, no request id and, where its
 * relationship group is smaller than MIN_ANONYMOUS_GROUP_SIZE, no relationship either.
 */
export const ZFeedbackResponse = z.object({
  id: z.number(),
  request: z.object({
    reviewerName: z.string().nullable(),
    relationship: ZFeedbackRelationship.nullable(),
  }),
  overallRating: z.number(),
  strengths: z.string().nullable(),
  areasForImprovement: z.string().nullable(),
  additionalComments: z.string().nullable(),
  isAnonymous: z.boolean(),
  /** An anonymous response gives only the day it arrived, so its time cannot be matched to a request's. */
  submittedAt: z.string(),
});
export type FeedbackResponse = z.infer<typeof ZFeedbackResponse>;

/** A link's token: 32 random bytes in base64url (43 characters); anything else is not a link of ours. */
export const ZFeedbackToken = z
  .string({ error: "This feedback link is invalid or incomplete." })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, "This feedback link is invalid or incomplete.");

export const ZFeedbackFormInput = z.object({ token: ZFeedbackToken });

/** One behaviour a 360 reviewer rates, 1 to 5 (one per skill). */
export const ZReviewItem = z.object({
  skillKey: z.string(),
  skillName: z.string(),
  categoryName: z.string(),
  behaviour: z.string(),
});
export type ReviewItem = z.infer<typeof ZReviewItem>;

/** What the public form shows for a token. */
export const ZFeedbackForm = z.object({
  requesterName: z.string(),
  relationship: ZFeedbackRelationship,
  message: z.string().nullable(),
  expiresAt: z.string(),
  /** For a 360 invitation, the behaviours to rate as well; null for plain peer feedback. */
  reviewItems: z.array(ZReviewItem).nullable(),
  cycleTitle: z.string().nullable(),
});
export type FeedbackForm = z.infer<typeof ZFeedbackForm>;

/** Ratings of the 360 behaviours, keyed by skill key, each 1 to 5. */
export const ZBehaviourRatings = z
  .record(
    z.string().max(100),
    z.number().int().min(1, "Ratings go from 1 to 5").max(5, "Ratings go from 1 to 5"),
  )
  .refine((r) => Object.keys(r).length <= 50, "Too many ratings");

export const ZSubmitFeedbackInput = z.object({
  token: ZFeedbackToken,
  overallRating: ZFeedbackRating,
  strengths: optionalText(4000, "Strengths"),
  areasForImprovement: optionalText(4000, "Areas for development"),
  additionalComments: optionalText(4000, "Additional comments"),
  isAnonymous: z.boolean().default(true),
  /** Required, one per item, when the link is a 360 invitation; ignored otherwise. */
  behaviourRatings: ZBehaviourRatings.optional(),
});
export type SubmitFeedbackInput = z.input<typeof ZSubmitFeedbackInput>;
