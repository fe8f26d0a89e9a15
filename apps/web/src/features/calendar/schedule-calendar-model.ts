import type { ScheduledActivity } from "@leadcoach/api/schemas";
import dayjs, { type Dayjs } from "dayjs";

export type CalendarView = "week" | "month";

/** Weeks start on Monday. */
export const WEEKDAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/** 'YYYY-MM-DD' in the viewer's time zone, as the list groups days. */
export function dayKey(day: Dayjs): string {
  return day.format("YYYY-MM-DD");
}

function startOfWeek(day: Dayjs): Dayjs {
  const start = day.startOf("day");
  return start.subtract((start.day() + 6) % 7, "day");
}

/** The days the grid shows: one week, or the whole weeks that cover the month of `anchor`. */
export function calendarDays(view: CalendarView, anchor: Dayjs): Dayjs[] {
  const first = view === "week" ? startOfWeek(anchor) : startOfWeek(anchor.startOf("month"));
  const last = view === "week" ? first.add(6, "day") : startOfWeek(anchor.endOf("month")).add(6, "day");
  const days: Dayjs[] = [];
  for (let day = first; !day.isAfter(last, "day"); day = day.add(1, "day")) days.push(day);
  return days;
}

/** The same day one week or month earlier (-1) or later (1). */
export function shiftPeriod(view: CalendarView, day: Dayjs, by: -1 | 1): Dayjs {
  return day.add(by, view === "week" ? "week" : "month");
}

/** 'November 2026', or the week's span: 'Nov 23 - 29, 2026'. */
export function periodTitle(view: CalendarView, anchor: Dayjs): string {
  if (view === "month") return anchor.format("MMMM YYYY");
  const first = startOfWeek(anchor);
  const last = first.add(6, "day");
  if (first.year() !== last.year()) return `${first.format("MMM D, YYYY")} - ${last.format("MMM D, YYYY")}`;
  if (first.month() !== last.month()) return `${first.format("MMM D")} - ${last.format("MMM D, YYYY")}`;
  return `${first.format("MMM D")} - ${last.format("D, YYYY")}`;
}

/** What a day's button says: 'Tuesday, November 24, 2026: 2 activities'. */
export function dayCellLabel(day: Dayjs, count: number): string {
  const what = count === 0 ? "no activities" : count === 1 ? "1 activity" : `${count} activities`;
  return `${day.format("dddd, MMMM D, YYYY")}: ${what}`;
}

/** Activities by the local day they start on, each day's in start order. */
export function activitiesByDayKey<T extends Pick<ScheduledActivity, "startTime">>(
  activities: readonly T[],
): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  const sorted = [...activities].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  for (const activity of sorted) {
    const key = dayKey(dayjs(activity.startTime));
    byDay.set(key, [...(byDay.get(key) ?? []), activity]);
  }
  return byDay;
}
