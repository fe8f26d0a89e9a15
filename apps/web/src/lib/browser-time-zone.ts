import { ZTimeZone } from "@leadcoach/api/schemas";

/** The browser's IANA time zone, or undefined when it has none the server would accept. */
export function browserTimeZone(): string | undefined {
  try {
    const parsed = ZTimeZone.safeParse(Intl.DateTimeFormat().resolvedOptions().timeZone);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
