/**
 * The assessment's arithmetic, free of I/O so it is tested on its own. Every score is
 * computed here from the chosen option; nothing a client sends as a "score" is trusted.
 */

export const MIN_ANSWER = 1;
export const MAX_ANSWER = 5;
export const DAY_MS = 86_400_000;

/** The score of an answer ("1".."5"), or null when the answer is not one of the options. */
export function scoreAnswer(answer: string): number | null {
  if (!/^[1-5]$/.test(answer.trim())) return null;
  return Number(answer.trim());
}

/** round(sum / (5 x n) x 100); 0 for no scores. */
export function percentOf(scores: readonly number[]): number {
  if (scores.length === 0) return 0;
  const sum = scores.reduce((total, s) => total + s, 0);
  return Math.round((sum / (MAX_ANSWER * scores.length)) * 100);
}

/** The overall score: the mean of the category percents, rounded. */
export function overallPercent(categoryPercents: readonly number[]): number {
  if (categoryPercents.length === 0) return 0;
  return Math.round(categoryPercents.reduce((total, p) => total + p, 0) / categoryPercents.length);
}

/** Below this a skill "needs improvement" and gets a goal. */
export const IMPROVEMENT_THRESHOLD = 70;

/** Whole days until a retake is allowed, rounded up; 0 when it already is. */
export function daysUntilRetake(lastCompletedAt: Date | null, now: Date, retakeDays: number): number {
  if (!lastCompletedAt) return 0;
  const allowedAt = lastCompletedAt.getTime() + retakeDays * DAY_MS;
  const remaining = allowedAt - now.getTime();
  return remaining > 0 ? Math.ceil(remaining / DAY_MS) : 0;
}

export interface ScoredQuestion {
  id: string;
  categoryId: number;
  skillId: number;
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

export interface ScoredAssessment {
  totalScore: number;
  maxScore: number;
  overall: number;
  categories: { categoryId: number; score: number }[];
  skills: { skillId: number; score: number; answers: { questionId: string; score: number }[] }[];
}

/**
 * Scores a complete, valid set of answers. Categories and skills come out in the order their first
 * question appears in `questions` (the bank's position order).
 */
export function scoreAssessment(
  questions: readonly ScoredQuestion[],
  answers: ReadonlyMap<string, string>,
): ScoredAssessment {
  const byCategory = new Map<number, number[]>();
  const bySkill = new Map<number, { questionId: string; score: number }[]>();
  let totalScore = 0;
  for (const question of questions) {
    const answer = answers.get(question.id);
    const score = answer === undefined ? null : scoreAnswer(answer);
    if (score === null) throw new Error(`No valid answer for ${question.id}`);
    totalScore += score;
    const categoryScores = byCategory.get(question.categoryId) ?? [];
    categoryScores.push(score);
    byCategory.set(question.categoryId, categoryScores);
    const skillAnswers = bySkill.get(question.skillId) ?? [];
    skillAnswers.push({ questionId: question.id, score });
    bySkill.set(question.skillId, skillAnswers);
  }
  const categories = [...byCategory].map(([categoryId, scores]) => ({
    categoryId,
    score: percentOf(scores),
  }));
  return {
    totalScore,
    maxScore: MAX_ANSWER * questions.length,
    overall: overallPercent(categories.map((c) => c.score)),
    categories,
    skills: [...bySkill].map(([skillId, skillAnswers]) => ({
      skillId,
      score: percentOf(skillAnswers.map((a) => a.score)),
      answers: skillAnswers,
    })),
  };
}
