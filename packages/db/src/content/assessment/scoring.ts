/**
 * The assessment's arithmetic, free of I/O: the server scores submissions with it and the content check
 * simulates responders with it, so both measure the same thing. Every score is computed from the chosen
 * option's value; nothing a client sends as a "score" is trusted.
 */

export const MIN_ANSWER = 1;
export const MAX_ANSWER = 5;

/** Below this a skill "needs improvement" and gets a goal. */
export const IMPROVEMENT_THRESHOLD = 70;

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

export interface ScoredQuestion {
  id: string;
  categoryId: number;
  skillId: number;
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
