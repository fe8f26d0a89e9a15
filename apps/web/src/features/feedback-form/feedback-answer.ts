import {
  feedbackRelationshipLabels,
  MIN_ANONYMOUS_GROUP_SIZE,
  MIN_REVIEWERS_FOR_REPORT,
  MIN_REVIEWERS_PER_GROUP,
  MISSING_RATING_MESSAGE,
  reviewRatingsProblem,
  ZSubmitFeedbackInput,
  type FeedbackForm,
  type ReviewItem,
} from "@leadcoach/api/schemas";
import type { FormErrors } from "@mantine/form";
import { z } from "zod";
import type { FeedbackResponseView } from "../../components/feedback-response-display";
import type { ToastOptions } from "../../lib/toast";

/** The public form as the browser holds it: radio values are text, nothing is chosen at first. */
export type FeedbackAnswerValues = {
  overallRating: string | null;
  strengths: string;
  areasForImprovement: string;
  additionalComments: string;
  isAnonymous: boolean;
  /** A 360 invitation's behaviour ratings by skill key; empty for plain peer feedback. */
  behaviourRatings: Record<string, string | null>;
};

const ZAnswer = ZSubmitFeedbackInput.omit({ token: true });

export function emptyFeedbackAnswer(items: readonly ReviewItem[] | null): FeedbackAnswerValues {
  return {
    overallRating: null,
    strengths: "",
    areasForImprovement: "",
    additionalComments: "",
    // The server's default: anonymous unless the reviewer unticks it.
    isAnonymous: ZAnswer.shape.isAnonymous.parse(undefined),
    behaviourRatings: Object.fromEntries((items ?? []).map((item) => [item.skillKey, null])),
  };
}

const toNumber = (value: string | null | undefined) => (value ? Number(value) : undefined);

/** The form error key of one behaviour's rating. */
export function behaviourErrorKey(skillKey: string): string {
  return `behaviourRatings.${skillKey}`;
}

/**
 * The public form's rules: the server's submit schema (without the token, which comes from the link),
 * with the radios' text turned into integers. A 360 invitation must rate each of its behaviours.
 */
export function feedbackAnswerSchema(items: readonly ReviewItem[] | null) {
  return ZAnswer.extend({
    overallRating: z.string().nullable().transform(toNumber).pipe(ZAnswer.shape.overallRating),
    behaviourRatings: z
      .record(z.string(), z.string().nullable())
      .transform((ratings, ctx) => {
        if (items === null) return undefined;
        const chosen: Record<string, number> = {};
        for (const item of items) {
          const value = toNumber(ratings[item.skillKey]);
          if (value === undefined) {
            ctx.addIssue({ code: "custom", message: "Please rate this behaviour", path: [item.skillKey] });
          } else {
            chosen[item.skillKey] = value;
          }
        }
        return chosen;
      })
      .pipe(ZAnswer.shape.behaviourRatings),
  });
}

export type CheckedFeedbackAnswer = z.output<ReturnType<typeof feedbackAnswerSchema>>;

/** The behaviours of a 360 invitation still without a rating, in the form's order. */
export function unratedBehaviours(
  items: readonly ReviewItem[] | null,
  values: Pick<FeedbackAnswerValues, "behaviourRatings">,
): ReviewItem[] {
  return (items ?? []).filter((item) => !values.behaviourRatings[item.skillKey]);
}

/** The toast for a submit the form refused: the overall rating first, then the 360 behaviours. */
export function answerFailureToast(
  errors: FormErrors,
  values: FeedbackAnswerValues,
  items: readonly ReviewItem[] | null,
): ToastOptions {
  if (errors.overallRating !== undefined) {
    return { title: "Missing Rating", message: MISSING_RATING_MESSAGE, variant: "destructive" };
  }
  const problem = reviewRatingsProblem(
    items ?? [],
    Object.fromEntries(
      Object.entries(values.behaviourRatings).flatMap(([key, value]) =>
        value ? [[key, Number(value)]] : [],
      ),
    ),
  );
  if (problem !== null) return { title: "Missing Ratings", message: problem, variant: "destructive" };
  const first = Object.values(errors).find((message) => typeof message === "string");
  return {
    title: "Check Your Answers",
    message: typeof first === "string" ? first : "Please check your answers",
    variant: "destructive",
  };
}

/** The day an answer sent now is dated, as the server dates an anonymous one: the UTC day, 'YYYY-MM-DD'. */
export function answerDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The card the requester will see for this answer as it stands: an anonymous answer carries no name
 * and, like every anonymous answer, only the day it arrived. A 360 answer is only ever shown without a
 * name.
 */
export function previewResponse(
  values: FeedbackAnswerValues,
  form: Pick<FeedbackForm, "relationship" | "reviewItems">,
  today: string,
): FeedbackResponseView {
  const text = (value: string) => value.trim() || null;
  return {
    request: { reviewerName: null, relationship: form.relationship },
    overallRating: toNumber(values.overallRating) ?? null,
    strengths: text(values.strengths),
    areasForImprovement: text(values.areasForImprovement),
    additionalComments: text(values.additionalComments),
    isAnonymous: form.reviewItems !== null || values.isAnonymous,
    submittedAt: today,
  };
}

/**
 * A 360 answer as its requester will see it: never as a card of its own (no name, relationship, day or
 * rating), only its words inside the report's pooled lists, under these titles, once enough answers are
 * pooled. The titles are the report's own.
 */
export function preview360Comments(values: FeedbackAnswerValues): { title: string; text: string }[] {
  return [
    { title: "Strengths", text: values.strengths.trim() },
    { title: "Areas for development", text: values.areasForImprovement.trim() },
    { title: "Other comments", text: values.additionalComments.trim() },
  ].filter((entry) => entry.text.length > 0);
}

/** What the preview cannot show by itself: who sees the name, when the label or a 360 answer is hidden. */
export function previewNotes(
  form: Pick<FeedbackForm, "requesterName" | "relationship" | "reviewItems">,
  isAnonymous: boolean,
): string[] {
  const group = feedbackRelationshipLabels[form.relationship].toLowerCase();
  if (form.reviewItems !== null) {
    return [
      `This is a 360 review: ${form.requesterName} sees reviewers' answers only once at least ${MIN_REVIEWERS_FOR_REPORT} reviewers have answered, pooled and without names.`,
      `Your ratings count only in averages; your words appear among the other reviewers' in alphabetical order, with no name, relationship or date.`,
      `Answers from the “${group}” group are shown as a group only when at least ${MIN_REVIEWERS_PER_GROUP} of them arrive in the same update.`,
    ];
  }
  if (isAnonymous) {
    return [
      `Your name and e-mail address are never shown: ${form.requesterName} sees “Anonymous”, and so does everyone else.`,
      `If fewer than ${MIN_ANONYMOUS_GROUP_SIZE} people in the “${group}” group answer anonymously, the relationship label is hidden too.`,
    ];
  }
  return [
    `${form.requesterName} sees your name with this answer (as they entered it when asking you, or else your e-mail address). Tick the anonymous box to hide it.`,
  ];
}

/** A 360 invitation's behaviours by category, categories in the order they first appear. */
export function itemsByCategory(
  items: readonly ReviewItem[],
): { categoryName: string; items: ReviewItem[] }[] {
  const groups: { categoryName: string; items: ReviewItem[] }[] = [];
  for (const item of items) {
    const group = groups.find((g) => g.categoryName === item.categoryName);
    if (group) group.items.push(item);
    else groups.push({ categoryName: item.categoryName, items: [item] });
  }
  return groups;
}
