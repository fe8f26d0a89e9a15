const DAY_MS = 86_400_000;

/** The digest goes out from this hour (UTC) on Monday, so it lands at the start of the working day. */
export const DIGEST_SEND_HOUR_UTC = 8;

/** Weeks run Monday to Sunday, in UTC: the app stores no time zone per person. */
export interface DigestWeek {
  /** The Monday ('YYYY-MM-DD') of the week the digest sums up: its key in `digest_deliveries`. */
  weekStart: string;
  /** That week, as instants: [from, to). */
  from: Date;
  to: Date;
  /** The week ahead, [to, aheadTo): what is due. */
  aheadTo: Date;
  /** When this digest is regularly sent (Monday 08:00 UTC after the week): only people opted in before get it. */
  sendAt: Date;
}

export function isoDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Monday 00:00 UTC of the week `now` falls in. */
export function startOfUtcWeek(now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY_MS);
}

/**
 * The week whose digest is due at `now`: the one that ended last Sunday, once Monday 08:00 UTC has
 * passed; null before that on a Monday. A process that was down on Monday still sends it later that
 * week, never a week late.
 */
export function dueDigestWeek(now: Date): DigestWeek | null {
  const thisWeek = startOfUtcWeek(now);
  const sendAt = new Date(thisWeek.getTime() + DIGEST_SEND_HOUR_UTC * 3_600_000);
  if (now.getTime() < sendAt.getTime()) return null;
  const from = new Date(thisWeek.getTime() - 7 * DAY_MS);
  return {
    weekStart: isoDay(from),
    from,
    to: thisWeek,
    aheadTo: new Date(thisWeek.getTime() + 7 * DAY_MS),
    sendAt,
  };
}

const dayMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone: "UTC" });
const dayOnly = new Intl.DateTimeFormat("en-GB", { day: "numeric", timeZone: "UTC" });
const monthYear = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
const full = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** '16–22 November 2026', '30 November – 6 December 2026', '28 December 2026 – 3 January 2027'. */
export function formatWeekRange(week: DigestWeek): string {
  const first = week.from;
  const last = new Date(week.to.getTime() - DAY_MS);
  if (first.getUTCFullYear() !== last.getUTCFullYear()) return `${full.format(first)} – ${full.format(last)}`;
  if (first.getUTCMonth() !== last.getUTCMonth()) {
    return `${dayMonth.format(first)} – ${full.format(last)}`;
  }
  return `${dayOnly.format(first)}–${dayOnly.format(last)} ${monthYear.format(last)}`;
}

const weekday = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const clock = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "UTC",
});

/** 'Wed 25 Nov' for a 'YYYY-MM-DD' day or an instant. */
export function formatDay(day: string | Date): string {
  return weekday.format(typeof day === "string" ? new Date(`${day}T00:00:00Z`) : day);
}

/** 'Thu 26 Nov, 14:00 UTC' */
export function formatDayTime(instant: Date): string {
  return `${weekday.format(instant)}, ${clock.format(instant)} UTC`;
}
