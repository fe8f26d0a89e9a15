import { z } from "zod";

/**
 * The IANA time zones offered in settings: this runtime's list (the browser's in the web app), with
 * 'UTC', which some engines leave out of it.
 */
export const timeZones: readonly string[] = [
  ...new Set(["UTC", ...Intl.supportedValuesOf("timeZone")]),
].sort();

/** Names already accepted: building a formatter to test a name costs more than the dashboard's SQL does. */
const acceptedZones = new Set(timeZones);

/**
 * A listed zone or one of its IANA aliases. Engines disagree on which name is canonical (Node 20 lists
 * 'Asia/Calcutta' and 'Europe/Kiev', a current browser reports 'Asia/Kolkata' and 'Europe/Kyiv'), so a
 * name the runtime's time zone data resolves is accepted, not only the exact names of its list. Offsets
 * ('+05:00') are not zone names.
 */
function isTimeZone(value: string): boolean {
  if (acceptedZones.has(value)) return true;
  if (!/^[A-Za-z]/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
  } catch {
    return false;
  }
  // Bounded: only names the runtime accepts get in, and there are a few hundred of them.
  acceptedZones.add(value);
  return true;
}

export const UNKNOWN_TIME_ZONE =
  "Unknown time zone: pick one from the list, such as 'Europe/Berlin' or 'America/New_York'.";

/** An IANA time zone name ('Europe/Berlin'): days (streaks) are counted and mail is timed in it. */
export const ZTimeZone = z.string().trim().min(1).max(64).refine(isTimeZone, UNKNOWN_TIME_ZONE);

export const ZSetTimeZoneInput = z.object({ timeZone: ZTimeZone });
export type SetTimeZoneInput = z.input<typeof ZSetTimeZoneInput>;
export const ZTimeZoneSetting = z.object({ timeZone: z.string().nullable() });
