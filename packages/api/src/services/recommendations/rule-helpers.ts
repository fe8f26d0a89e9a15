import type { Priority } from "@leadcoach/db";

export const DAY_MS = 86_400_000;
const TITLE_MAX = 200;

/** Days until each type is due. */
export const dueInDays = { daily_tip: 1, weekly_challenge: 7, skill_exercise: 3, general: 14 } as const;

/** high below 60, medium 60-69, low otherwise. */
export function priorityForScore(score: number | null): Priority {
  if (score === null) return "medium";
  if (score < 60) return "high";
  if (score < 70) return "medium";
  return "low";
}

/** One step more urgent: low -> medium -> high. */
export function raisePriority(priority: Priority): Priority {
  return priority === "low" ? "medium" : "high";
}

/** A title cut to the stored limit. */
export const clip = (text: string) => (text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX - 1)}…` : text);

/** "1 response", "3 responses". */
export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

const urgency: Record<Priority, number> = { high: 0, medium: 1, low: 2 };

/**
 * Priorities spread by need: the weakest skill high, the second medium, the rest low, and never
 * more urgent than the score itself calls for (priorityForScore), so a strong weakest skill stays low.
 * `rank` is the skill's place among the scored skills, weakest first (ties in catalogue order).
 */
export function priorityForRank(rank: number, score: number | null): Priority {
  const byRank: Priority = rank === 0 ? "high" : rank === 1 ? "medium" : "low";
  const byScore = priorityForScore(score);
  return urgency[byRank] >= urgency[byScore] ? byRank : byScore;
}
