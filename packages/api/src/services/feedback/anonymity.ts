import { feedbackRelationships, type FeedbackRelationship } from "@leadcoach/db";

/**
 * The rules that keep an anonymous answer from naming its author, as pure functions (see
 * docs/feedback.md). The requester knows whom they asked and, from the request list, who has
 * answered; what they must not learn is which answer is whose.
 */

/**
 * Which relationship groups may keep their label on anonymous answers, given the relationship of
 * each anonymous answer:
 * 1. a group with fewer than `minGroupSize` anonymous answers loses its label (a lone 'manager'
 *    answer names the manager);
 * 2. if the answers left without a label are themselves fewer than `minGroupSize` while other groups
 *    keep theirs, the smallest labelled groups lose theirs too, until the unlabelled answers are at
 *    least `minGroupSize` or no label is left. Otherwise the one unlabelled answer among 'peer' ones
 *    is, by elimination, the manager's again.
 */
export function labelledAnonymousGroups(
  relationships: readonly FeedbackRelationship[],
  minGroupSize: number,
): Set<FeedbackRelationship> {
  const counts = new Map<FeedbackRelationship, number>();
  for (const relationship of relationships) counts.set(relationship, (counts.get(relationship) ?? 0) + 1);

  const labelled = new Set<FeedbackRelationship>();
  let unlabelled = 0;
  for (const [relationship, count] of counts) {
    if (count >= minGroupSize) labelled.add(relationship);
    else unlabelled += count;
  }
  // Smallest groups first; ties in the order the forms list relationships, so the outcome is stable.
  const bySize = [...labelled].sort(
    (a, b) =>
      (counts.get(a) ?? 0) - (counts.get(b) ?? 0) ||
      feedbackRelationships.indexOf(a) - feedbackRelationships.indexOf(b),
  );
  for (const relationship of bySize) {
    if (unlabelled === 0 || unlabelled >= minGroupSize) break;
    labelled.delete(relationship);
    unlabelled += counts.get(relationship) ?? 0;
  }
  return labelled;
}

/** Midnight UTC of the day `date` falls on: an anonymous answer's time is shown to the day only. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** What the display order may look at: nothing that follows the order in which requests were answered. */
export interface OrderableAnswer {
  /** Already coarsened to the day for anonymous answers. */
  submittedAt: Date;
  overallRating: number;
  strengths: string | null;
  areasForImprovement: string | null;
  additionalComments: string | null;
  /** A tie-breaker that does not follow the answers' order of arrival (an opaque id for anonymous ones). */
  tieBreaker: string;
}

const text = (value: string | null) => value ?? "";
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Latest day first; within a day, by rating (best first), then by content and the opaque tie-breaker,
 * never by id or time, so two anonymous answers of one day cannot be told apart by their position.
 */
export function compareAnswersForDisplay(a: OrderableAnswer, b: OrderableAnswer): number {
  return (
    startOfUtcDay(b.submittedAt).getTime() - startOfUtcDay(a.submittedAt).getTime() ||
    b.overallRating - a.overallRating ||
    compareText(text(a.strengths), text(b.strengths)) ||
    compareText(text(a.areasForImprovement), text(b.areasForImprovement)) ||
    compareText(text(a.additionalComments), text(b.additionalComments)) ||
    compareText(a.tieBreaker, b.tieBreaker)
  );
}
