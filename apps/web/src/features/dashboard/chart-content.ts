import type { AssessmentArea } from "../assessment/use-assessment-areas";

export const skillHistoryRangeOptions = [
  { value: "6weeks", label: "6 weeks" },
  { value: "3months", label: "3 months" },
  { value: "6months", label: "6 months" },
] as const;

export type SkillHistoryRange = (typeof skillHistoryRangeOptions)[number]["value"];

export const DEFAULT_SKILL_HISTORY_RANGE: SkillHistoryRange = "6weeks";

export function isSkillHistoryRange(value: string): value is SkillHistoryRange {
  return skillHistoryRangeOptions.some((option) => option.value === value);
}

/**
 * The chart's y-axis runs from 50 to 100; it starts lower only when a score is 50 or less,
 * at the next ten below it, so every bar stays visible.
 */
export function chartFloor(scores: readonly number[]): number {
  const lowest = Math.min(...scores);
  if (!Number.isFinite(lowest) || lowest > 50) return 50;
  return Math.max(0, Math.ceil(lowest / 10) * 10 - 10);
}

/** The dashboard tooltip's question split, from the same source as the landing page and the intro. */
export function assessmentCategorySplit(areas: readonly AssessmentArea[]): string[] {
  return areas.map((area) => `${area.shortLabel}: questions ${area.firstQuestion}-${area.lastQuestion}`);
}
