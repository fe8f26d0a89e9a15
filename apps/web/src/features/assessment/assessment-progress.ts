import type { AssessmentChoice, AssessmentProgress, AssessmentQuestion } from "@leadcoach/api/schemas";
import { removeStoredKeys } from "../../lib/browser-storage";

/**
 * Answers in progress, by question id; each is the chosen option's opaque id. The browser never holds
 * an option's value: the server maps ids back to values, saves the answers so far and scores the submit.
 */
export type AssessmentAnswers = Record<string, string>;

type QuestionShape = Pick<AssessmentQuestion, "id" | "options">;

/** The saved answers that still match a question and one of its options; anything else is dropped. */
export function answersFromProgress(
  progress: Pick<AssessmentProgress, "choices">,
  questions: readonly QuestionShape[],
): AssessmentAnswers {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const answers: AssessmentAnswers = {};
  for (const { questionId, optionId } of progress.choices) {
    if (byId.get(questionId)?.options.some((option) => option.id === optionId))
      answers[questionId] = optionId;
  }
  return answers;
}

/** Where to resume: the first unanswered question, or the last one when every question is answered. */
export function resumeIndex(
  questions: readonly Pick<QuestionShape, "id">[],
  answers: AssessmentAnswers,
): number {
  const index = questions.findIndex((question) => answers[question.id] === undefined);
  return index === -1 ? Math.max(questions.length - 1, 0) : index;
}

/** The answers as the server takes them (saveProgress and submitChoices), in question order. */
export function toChoices(
  questions: readonly Pick<QuestionShape, "id">[],
  answers: AssessmentAnswers,
): AssessmentChoice[] {
  return questions.flatMap((question) => {
    const optionId = answers[question.id];
    return optionId === undefined ? [] : [{ questionId: question.id, optionId }];
  });
}

/** The old client kept answers in progress (as values) under `assessment-progress-{userId}`. */
const LEGACY_PREFIX = "assessment-progress-";

/** Removes the old browser-only progress: it lives on the server now, and it held the options' values. */
export function removeLegacyAssessmentProgress(storage: Storage | undefined): string[] {
  return removeStoredKeys(storage, LEGACY_PREFIX, "Could not clear the old assessment progress");
}
