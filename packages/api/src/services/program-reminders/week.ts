import { addDays } from "../../lib/days";
import { zonedInstant } from "../../lib/zoned-time";
import { localDay } from "../activity/streak";

/** A program's weekly e-mail goes out from this hour of the person's Monday, in their time zone. */
export const PROGRAM_REMINDER_HOUR = 8;

/** The Monday ('YYYY-MM-DD') of the week `now` falls in, in `timeZone`. */
export function localMonday(now: Date, timeZone: string): string {
  const today = localDay(now, timeZone);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, -((weekday + 6) % 7));
}

/** When the next program e-mail is due after `now`: the coming Monday at PROGRAM_REMINDER_HOUR, local time. */
export function nextReminderAt(now: Date, timeZone: string): Date {
  const monday = localMonday(now, timeZone);
  const thisWeek = zonedInstant(monday, PROGRAM_REMINDER_HOUR, timeZone);
  return thisWeek > now ? thisWeek : zonedInstant(addDays(monday, 7), PROGRAM_REMINDER_HOUR, timeZone);
}
