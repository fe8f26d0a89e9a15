// Wall-clock hours in a person's IANA time zone, with the runtime's Intl data (no library: a few
// functions, used where mail and calendar entries are timed at a local hour).

import { isTimeZone } from "../schemas/time-zone-names";

/** The zone a person's mail and calendar entries are timed in: theirs, or UTC until one is named. */
export function zoneOf(timeZone: string | null): string {
  return timeZone && isTimeZone(timeZone) ? timeZone : "UTC";
}

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** How far the wall clock in `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: number, timeZone: string): number {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    wallClocks.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the clock in `timeZone` shows `hour`:00 on `day`; on a day the clocks skip that hour, the
 * moment after the gap.
 */
export function zonedInstant(day: string, hour: number, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000;
  const first = wall - offsetMs(wall, timeZone);
  const second = wall - offsetMs(first, timeZone);
  // The offset changed between the two guesses: keep the one whose clock reads the hour, else (a
  // skipped hour, neither does) the later.
  if (second === first || wall - offsetMs(second, timeZone) === second) return new Date(second);
  return new Date(Math.max(first, second));
}
