// No zod here: the browser checks its own zone on the first load, which must not load zod.

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
export function isTimeZone(value: string): boolean {
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
