import dayjs from "dayjs";

/** A range of whole calendar days, both ends included, as the calendars hold them ("YYYY-MM-DD"). */
export interface DayRange {
  start: string;
  end: string;
}

const DAY_FORMAT = "YYYY-MM-DD";

/** A day of the browser's calendar as "YYYY-MM-DD". */
export function dayOf(date: Date): string {
  return dayjs(date).format(DAY_FORMAT);
}

/** The last `days` days, today included: the screen's default range. */
export function lastDays(now: Date, days: number): DayRange {
  return {
    start: dayjs(now)
      .subtract(days - 1, "day")
      .format(DAY_FORMAT),
    end: dayOf(now),
  };
}

/** The number of days in the range, both ends included. */
export function rangeLengthInDays(range: DayRange): number {
  return dayjs(range.end).diff(dayjs(range.start), "day") + 1;
}

/** The period of the same length that ends the day before this one starts. */
export function previousRange(range: DayRange): DayRange {
  const start = dayjs(range.start);
  return {
    start: start.subtract(rangeLengthInDays(range), "day").format(DAY_FORMAT),
    end: start.subtract(1, "day").format(DAY_FORMAT),
  };
}

/** A picked range in order: an end before the start moves the start back to it. */
export function orderedRange(range: DayRange): DayRange {
  return range.end < range.start ? { start: range.end, end: range.start } : range;
}

/** "Nov 1, 2026 - Nov 30, 2026", the range button's text. */
export function rangeLabel(range: DayRange): string {
  const format = (day: string) => dayjs(day).format("MMM D, YYYY");
  return `${format(range.start)} - ${format(range.end)}`;
}

function periodName(days: number): string {
  return days === 1 ? "previous day" : `previous ${days} days`;
}

/**
 * How a figure compares with the previous period of the same length, from the server's comparison:
 * "+12% from previous 30 days", "-5% from previous 7 days", "No change from previous 30 days". When the
 * previous period had none (no percentage can be computed) it says so rather than inventing one.
 */
export function changeCaption(
  comparison: { current: number; previous: number; changePercent: number | null },
  days: number,
): string {
  const period = periodName(days);
  const { current, previous, changePercent } = comparison;
  if (changePercent === null || previous === 0) {
    return current === previous ? `No change from ${period}` : `None in the ${period}`;
  }
  if (changePercent === 0) return `No change from ${period}`;
  return `${changePercent > 0 ? "+" : ""}${changePercent}% from ${period}`;
}

/** The exported report's file name: `{reportType}-{YYYY-MM-DD}.json`, dated by the browser's calendar. */
export function reportFileName(reportType: string, now: Date): string {
  return `${reportType}-${dayOf(now)}.json`;
}

/** The first `cap` rows of a list, as the screen shows them. */
export function firstRows<T>(rows: readonly T[], cap: number): T[] {
  return rows.slice(0, Math.max(0, cap));
}

/** A number with thousands separators. */
export function formatCount(value: number): string {
  return new Intl.NumberFormat("en-US").format(value);
}

/** A percentage rounded to one decimal at most: "12.5%", "40%". */
export function formatPercent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}

/** Minutes rounded to one decimal at most: "12.5 min". */
export function formatMinutes(minutes: number): string {
  return `${Math.round(minutes * 10) / 10} min`;
}

/** A day ("2026-11-03" or an instant) as "Nov 3, 2026". */
export function formatDay(day: string | Date): string {
  return dayjs(day).format("MMM D, YYYY");
}

/** A registration month ("2026-11" or a date) as "Nov 2026". */
export function formatMonth(month: string | Date): string {
  return dayjs(month).format("MMM YYYY");
}

/** How many rows each list shows; the server sends at most 10 skills and 5 performers as well. */
export const ANALYTICS_DISPLAY_CAPS = {
  engagementDays: 7,
  skillRows: 10,
  topPerformers: 5,
  retentionMonths: 6,
} as const;

/** A cohort's group as the list names it: "department: Engineering". */
export function cohortGroupLabel(cohort: { cohortType: string; cohortValue: string }): string {
  return `${cohort.cohortType}: ${cohort.cohortValue}`;
}

/**
 * The Skill Improvement card's caption. The server measures improvement since each user's first
 * assessment, not per period, so there is no previous period to compare with: the caption says what
 * the figure covers instead.
 */
export function skillImprovementCaption(skillsTracked: number): string {
  return `Since first assessment, across ${skillsTracked} ${skillsTracked === 1 ? "skill" : "skills"}`;
}
