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
 * The skills chart's score axis: always 0 to 100. Scores run from 20 (every answer 1) to 100, so the
 * documents' 50-100 axis would cut off or hide real scores below 50, and an axis that moves with the
 * data makes a 55 look like a 20. A fixed axis from 0 keeps bar lengths proportional to the scores.
 */
export const CHART_AXIS_DOMAIN = [0, 100] as const;

/** The skills chart's height: one row per skill, so names never crowd each other. */
export function skillsChartHeight(rows: number): number {
  return Math.max(1, rows) * 44 + 40;
}

/**
 * Splits a label into lines of at most `maxLength` characters at spaces (or after hyphens); a single
 * longer word keeps its own line rather than being cut.
 */
export function wrapAxisLabel(label: string, maxLength: number): string[] {
  const words = label
    .trim()
    .split(/\s+/)
    .flatMap((word) => word.split(/(?<=-)/))
    .filter(Boolean);
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    const joiner = current === "" || current.endsWith("-") ? "" : " ";
    if (current !== "" && (current + joiner + word).length > maxLength) {
      lines.push(current);
      current = word;
    } else {
      current += joiner + word;
    }
  }
  if (current !== "") lines.push(current);
  return lines;
}

/**
 * The dashboard tooltip's question split, from the same source as the landing page and the intro, with
 * each category's full name as everywhere else.
 */
export function assessmentCategorySplit(areas: readonly AssessmentArea[]): string[] {
  return areas.map((area) => `${area.name}: questions ${area.firstQuestion}-${area.lastQuestion}`);
}
