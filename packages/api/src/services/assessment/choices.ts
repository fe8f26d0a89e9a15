import { AppError } from "../../lib/app-error";
import type { AssessmentChoice } from "../../schemas/assessment";
import type { findAssessmentQuestions } from "./queries";
import { resolveChoices, type AttemptKey } from "./option-ids";

type BankQuestion = Awaited<ReturnType<typeof findAssessmentQuestions>>[number];

export const ALREADY_SUBMITTED_MESSAGE =
  "This assessment was already submitted (perhaps in another tab). Reload the page to see where you are.";

/**
 * The values the chosen option ids stand for, for this person and attempt; a 400 naming the questions
 * when an id is not one of their options (forged, another person's, or another attempt's), or a 409
 * when the ids are those of the attempt just submitted (a second tab left open).
 */
export function valuesOfChoices(
  signingKey: string,
  owner: AttemptKey,
  questions: readonly BankQuestion[],
  choices: readonly AssessmentChoice[],
): Map<string, number> {
  const resolved = resolveChoices(signingKey, owner, questions, choices);
  if (resolved.unknownQuestions.length)
    throw new AppError("BAD_REQUEST", `Unknown questions: ${resolved.unknownQuestions.join(", ")}`);
  if (resolved.duplicates.length)
    throw new AppError("BAD_REQUEST", `More than one answer for: ${resolved.duplicates.join(", ")}`);
  if (resolved.unknownOptions.length) {
    const previous = { ...owner, attempt: owner.attempt - 1 };
    const ofPrevious =
      previous.attempt >= 1 &&
      resolveChoices(signingKey, previous, questions, choices).unknownOptions.length === 0;
    if (ofPrevious) throw new AppError("CONFLICT", ALREADY_SUBMITTED_MESSAGE);
    throw new AppError(
      "BAD_REQUEST",
      `These answers are not options of your assessment: ${resolved.unknownOptions.join(", ")}. Reload the page and answer them again.`,
    );
  }
  return resolved.values;
}
