/**
 * The calendar of a program as the person lives it: days are `YYYY-MM-DD`, week 1 starts on the
 * enrolment's start date, and "today" is the day in the person's own time zone (the server counts in
 * UTC, which is a day off for part of the world around midnight). The day arithmetic is the server's
 * own (`@leadcoach/api/days`).
 */
import { addDays, daysBetween } from "@leadcoach/api/days";

function dayTime(day: string): number {
  return Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
}

/** Today's date in `timeZone` (an IANA name); in UTC when there is none. */
export function todayIn(timeZone: string | null | undefined, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: timeZone ?? "UTC",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** The first and last day of a program week. */
export function weekSpan(startDate: string, week: number): { first: string; last: string } {
  const first = addDays(startDate, (week - 1) * 7);
  return { first, last: addDays(first, 6) };
}

const shortDay = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const longDay = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** 'Mon, Dec 7'. */
export function formatShortDay(day: string): string {
  return shortDay.format(dayTime(day));
}

/** 'Dec 7, 2026'. */
export function formatDay(day: string): string {
  return longDay.format(dayTime(day));
}

/** A step's due date as the person reads it today: 'Due today', 'Due in 3 days (Fri, Dec 4)', 'Overdue since...'. */
export function dueLabel(dueDate: string, today: string): string {
  const days = daysBetween(today, dueDate);
  if (days === 0) return "Due today";
  if (days === 1) return `Due tomorrow (${formatShortDay(dueDate)})`;
  if (days > 1 && days < 7) return `Due in ${days} days (${formatShortDay(dueDate)})`;
  if (days < 0) return `Was due ${formatShortDay(dueDate)}`;
  return `Due ${formatShortDay(dueDate)}`;
}
