import {
  feedbackRatingOptions,
  feedbackRelationshipLabels,
  type FeedbackResponse,
} from "@leadcoach/api/schemas";
import { formatInstantDate } from "../lib/format-date";

/**
 * A received answer as its card shows it: the requester's 'Received Feedback' list and the reviewer's
 * preview of the same card. The preview may not have a rating yet.
 */
export type FeedbackResponseView = Omit<FeedbackResponse, "id" | "overallRating"> & {
  overallRating: number | null;
};

/** What an anonymous answer shows instead of a name. */
export const ANONYMOUS_REVIEWER = "Anonymous";
/** A named answer whose request carried no reviewer name. */
export const UNNAMED_REVIEWER = "Name not given";

/** The top of the rating scale (5), read from the scale itself. */
export const MAX_FEEDBACK_RATING = Math.max(...feedbackRatingOptions.map((option) => option.value));

/** The scale's option for a rating ('Very Good', 'Often exceeds expectations'), or null off the scale. */
export function ratingOption(rating: number | null | undefined) {
  return feedbackRatingOptions.find((option) => option.value === rating) ?? null;
}

/** '4 out of 5 · Very Good'; 'Not rated yet' without a rating. */
export function ratingSummary(rating: number | null | undefined): string {
  if (rating === null || rating === undefined) return "Not rated yet";
  const option = ratingOption(rating);
  const base = `${rating} out of ${MAX_FEEDBACK_RATING}`;
  return option ? `${base} · ${option.label}` : base;
}

/** Who wrote it: 'Anonymous' for an anonymous answer (whatever else it carries), else the reviewer's name. */
export function reviewerLabel(response: Pick<FeedbackResponseView, "isAnonymous" | "request">): string {
  if (response.isAnonymous) return ANONYMOUS_REVIEWER;
  const name = response.request.reviewerName?.trim();
  return name ? name : UNNAMED_REVIEWER;
}

/** 'Direct report' for 'direct_report'; null when the relationship is not given (or hidden). */
export function relationshipLabel(
  relationship: keyof typeof feedbackRelationshipLabels | null | undefined,
): string | null {
  return relationship ? feedbackRelationshipLabels[relationship] : null;
}

const calendarDateFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * 'Nov 21, 2026'. A day on its own ('2026-11-21', as an anonymous answer gives it) is read as that day
 * wherever the viewer is; an instant is shown as the day it was in the viewer's zone.
 */
export function formatFeedbackDate(value: string, timeZone?: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = Date.parse(`${value}T00:00:00Z`);
    return Number.isNaN(day) ? value : calendarDateFormat.format(day);
  }
  return formatInstantDate(value, timeZone);
}

/**
 * The day an answer arrived. An anonymous answer gives only its day (midnight UTC, so its time cannot be
 * matched to a request's): that day is shown as it is, wherever the viewer is.
 */
export function responseDay(response: Pick<FeedbackResponseView, "isAnonymous" | "submittedAt">): string {
  return formatFeedbackDate(response.isAnonymous ? response.submittedAt.slice(0, 10) : response.submittedAt);
}

/** The written parts of an answer and their labels, in the order the reviewer's form asks for them. */
export const writtenAnswerParts = [
  { field: "strengths", label: "Strengths" },
  { field: "areasForImprovement", label: "Areas for development" },
  { field: "additionalComments", label: "Additional comments" },
] as const;

export type WrittenAnswerField = (typeof writtenAnswerParts)[number]["field"];

/** The written parts of an answer that have text, in the order the form asks for them. */
export function writtenAnswers(
  response: Pick<FeedbackResponseView, WrittenAnswerField>,
): { label: string; text: string }[] {
  return writtenAnswerParts.flatMap(({ field, label }) => {
    const text = response[field]?.trim();
    return text ? [{ label, text }] : [];
  });
}
