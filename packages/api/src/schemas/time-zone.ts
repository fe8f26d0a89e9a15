import { z } from "zod";
import { isTimeZone } from "./time-zone-names";

export const UNKNOWN_TIME_ZONE =
  "Unknown time zone: pick one from the list, such as 'Europe/Berlin' or 'America/New_York'.";

/** An IANA time zone name ('Europe/Berlin'): days (streaks) are counted and mail is timed in it. */
export const ZTimeZone = z.string().trim().min(1).max(64).refine(isTimeZone, UNKNOWN_TIME_ZONE);

export const ZSetTimeZoneInput = z.object({ timeZone: ZTimeZone });
export type SetTimeZoneInput = z.input<typeof ZSetTimeZoneInput>;
export const ZTimeZoneSetting = z.object({ timeZone: z.string().nullable() });
