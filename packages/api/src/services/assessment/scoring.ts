/**
 * The assessment's arithmetic, free of I/O so it is tested on its own. Every score is
 * computed here from the chosen option; nothing a client sends as a "score" is trusted.
 */

// The pure arithmetic lives with the content, so the content check simulates responders with the
// same functions the server scores submissions with.
import { scoreAnswer, type ScoredQuestion } from "@leadcoach/db/content";
export {
  IMPROVEMENT_THRESHOLD,
  MAX_ANSWER,
  MIN_ANSWER,
  overallPercent,
  percentOf,
  scoreAnswer,
  scoreAssessment,
  type ScoredAssessment,
  type ScoredQuestion,
} from "@leadcoach/db/content";

export const DAY_MS = 86_400_000;

/** Whole days until a retake is allowed, rounded up; 0 when it already is. */
export function daysUntilRetake(lastCompletedAt: Date | null, now: Date, retakeDays: number): number {
  if (!lastCompletedAt) return 0;
  const allowedAt = lastCompletedAt.getTime() + retakeDays * DAY_MS;
  const remaining = allowedAt - now.getTime();
  return remaining > 0 ? Math.ceil(remaining / DAY_MS) : 0;
}

export interface AnswerProblems {
  unknown: string[];
  duplicate: string[];
  invalid: string[];
  missing: string[];
}

/** What is wrong with a set of answers against the question bank; all lists empty means it is complete. */
export function findAnswerProblems(
  questions: readonly ScoredQuestion[],
  responses: readonly { questionId: string; answer: string }[],
): AnswerProblems {
  const known = new Set(questions.map((q) => q.id));
  const seen = new Set<string>();
  const problems: AnswerProblems = { unknown: [], duplicate: [], invalid: [], missing: [] };
  for (const response of responses) {
    if (!known.has(response.questionId)) {
      problems.unknown.push(response.questionId);
      continue;
    }
    if (seen.has(response.questionId)) {
      if (!problems.duplicate.includes(response.questionId)) problems.duplicate.push(response.questionId);
      continue;
    }
    seen.add(response.questionId);
    if (scoreAnswer(response.answer) === null) problems.invalid.push(response.questionId);
  }
  problems.missing = questions.filter((q) => !seen.has(q.id)).map((q) => q.id);
  return problems;
}

/** The first problem as the sentence a 400 carries, or null when the answers are complete and valid. */
export function describeAnswerProblems(problems: AnswerProblems): string | null {
  if (problems.unknown.length) return `Unknown questions: ${problems.unknown.join(", ")}`;
  if (problems.duplicate.length) return `More than one answer for: ${problems.duplicate.join(", ")}`;
  if (problems.invalid.length)
    return `Answers must be a value from 1 to 5. Invalid answers for: ${problems.invalid.join(", ")}`;
  if (problems.missing.length) return `Missing answers for: ${problems.missing.join(", ")}`;
  return null;
}
