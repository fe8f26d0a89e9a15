// Calendar days as 'YYYY-MM-DD' strings, for the server and the browser alike (`@leadcoach/api/days`:
// no zod, no Node, so a screen's first load can use it).

const DAY_MS = 86_400_000;

/** The UTC day of an instant. */
export function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`: positive when `to` is later, 0 on the same day. */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / DAY_MS,
  );
}

/**
 * The program week `today` falls in for an enrolment starting on `startDate`: 0 before the start,
 * 1..lengthWeeks, and the last week once the program is over.
 */
export function programWeek(startDate: string, lengthWeeks: number, today: string): number {
  const days = daysBetween(startDate, today);
  if (days < 0) return 0;
  return Math.min(lengthWeeks, Math.floor(days / 7) + 1);
}

/** An instant to the minute in UTC, as messages name deadlines: '2026-12-08 17:00 UTC'. */
export function utcMinute(instant: Date): string {
  return `${instant.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}
