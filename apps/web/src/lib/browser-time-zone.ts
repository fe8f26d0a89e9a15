import { isTimeZone } from "@leadcoach/api/schemas";

/** The browser's IANA time zone, or undefined when it has none the server would accept. */
export function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isTimeZone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}
