/** An instant as a date in the viewer's zone ('Nov 21, 2026'); the text itself when unreadable. */
export function formatInstantDate(value: string, timeZone?: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone,
  }).format(time);
}
