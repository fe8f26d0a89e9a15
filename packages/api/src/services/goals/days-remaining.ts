const DAY_MS = 86_400_000;

/**
 * Whole days from `now` to a goal's target date (rounded up). The target date counts from the
 * start of that day in UTC, so on the day itself the answer is 0, the day before it is 1, and once the
 * day has passed it is negative (-1 the day after), which lets the UI say "overdue". Null without a date.
 */
export function daysRemaining(targetDate: string | null, now: Date): number | null {
  if (!targetDate) return null;
  const target = Date.parse(`${targetDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(target)) return null;
  const days = Math.ceil((target - now.getTime()) / DAY_MS);
  return days === 0 ? 0 : days; // no -0
}
