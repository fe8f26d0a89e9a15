/**
 * The events of an iCalendar (.ics) file, as far as an activity needs them: title, description,
 * start and end instants, an https meeting link. Enough of RFC 5545 for the files calendar apps export:
 * folded lines, escaped text, UTC, TZID and floating times, DTEND or DURATION. All-day, cancelled and
 * end-less events are reported as skipped; a recurring event contributes its first occurrence.
 */

export interface IcsEvent {
  uid: string | null;
  title: string;
  description: string | null;
  start: Date;
  end: Date;
  /** The event's URL when it is an https link (the only kind an activity accepts). */
  meetingUrl: string | null;
  /** It has an RRULE: only its first occurrence is here. */
  recurring: boolean;
}

export interface SkippedEvent {
  title: string;
  reason: string;
}

interface ContentLine {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** Undoes line folding: a line starting with a space or tab continues the previous one. */
function unfold(text: string): string[] {
  return text
    .replace(/\r\n|\r/g, "\n")
    .replace(/\n[ \t]/g, "")
    .split("\n");
}

/** `NAME;PARAM=value;PARAM="quoted:value":VALUE`; null for a line that is not one. */
function parseLine(line: string): ContentLine | null {
  let index = 0;
  let inQuotes = false;
  // The value starts after the first colon outside quotes.
  for (; index < line.length; index += 1) {
    const char = line[index];
    if (char === '"') inQuotes = !inQuotes;
    else if (char === ":" && !inQuotes) break;
  }
  if (index >= line.length) return null;
  const [rawName = "", ...rawParams] = line.slice(0, index).split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  const params: Record<string, string> = {};
  for (const param of rawParams) {
    const equals = param.indexOf("=");
    if (equals > 0)
      params[param.slice(0, equals).toUpperCase()] = param.slice(equals + 1).replace(/^"|"$/g, "");
  }
  return { name: rawName.toUpperCase(), params, value: line.slice(index + 1) };
}

/** TEXT values: \n or \N is a line break, \, \; and \\ are the characters themselves. */
function unescapeText(value: string): string {
  return value.replace(/\\([nN,;\\])/g, (_, char: string) => (char === "n" || char === "N" ? "\n" : char));
}

const partsFormat = new Map<string, Intl.DateTimeFormat>();

/** The time zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  let format = partsFormat.get(timeZone);
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
    partsFormat.set(timeZone, format);
  }
  const whole = Math.floor(instant / 1000) * 1000;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(format.formatToParts(whole).find((p) => p.type === type)?.value ?? Number.NaN);
  const local = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return local - whole;
}

/** A wall-clock time in a zone as an instant (a time skipped by a DST change moves forward, as calendars do). */
function zonedInstant(wallClockAsUtc: number, timeZone: string): Date {
  const first = wallClockAsUtc - offsetAt(wallClockAsUtc, timeZone);
  return new Date(wallClockAsUtc - offsetAt(first, timeZone));
}

/** Whether the runtime knows a time zone by this IANA name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

type ParsedTime = { kind: "instant"; at: Date } | { kind: "date" } | { kind: "invalid"; reason: string };

/** DTSTART/DTEND: `20261121T090000Z` (UTC), with TZID=Zone, or floating (read in `floatingZone`). */
function parseTime(line: ContentLine, floatingZone: string): ParsedTime {
  if (line.params.VALUE === "DATE" || /^\d{8}$/.test(line.value)) return { kind: "date" };
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(line.value);
  if (!match) return { kind: "invalid", reason: `cannot read the time "${line.value}"` };
  const [y = 0, mo = 1, d, h, mi, s] = match.slice(1, 7).map(Number);
  const wallClock = Date.UTC(y, mo - 1, d, h, mi, s);
  if (match[7] === "Z") return { kind: "instant", at: new Date(wallClock) };
  const zone = line.params.TZID ?? floatingZone;
  if (!isTimeZone(zone)) return { kind: "invalid", reason: `unknown time zone "${zone}"` };
  return { kind: "instant", at: zonedInstant(wallClock, zone) };
}

/** DURATION like PT45M, PT1H30M, P1D, P1W (a day counted as 24 hours). */
function parseDuration(value: string): number | null {
  const match = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(value);
  if (!match || value.endsWith("P") || value.endsWith("T")) return null;
  const [, sign, w, d, h, m, s] = match;
  const seconds =
    Number(w ?? 0) * 604_800 +
    Number(d ?? 0) * 86_400 +
    Number(h ?? 0) * 3600 +
    Number(m ?? 0) * 60 +
    Number(s ?? 0);
  return (sign === "-" ? -1 : 1) * seconds * 1000;
}

/**
 * The events of a calendar file. `floatingZone` (an IANA name) places times that name no zone;
 * the machine's own zone is what a calendar app would use.
 */
export function parseIcs(
  text: string,
  floatingZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
): { events: IcsEvent[]; skipped: SkippedEvent[] } {
  const events: IcsEvent[] = [];
  const skipped: SkippedEvent[] = [];
  // Properties of the VEVENT being read; components nested in it (VALARM) are passed over.
  let current: ContentLine[] | null = null;
  let nested = 0;
  for (const raw of unfold(text)) {
    const line = parseLine(raw);
    if (!line) continue;
    const component = line.value.toUpperCase();
    if (line.name === "BEGIN") {
      if (current) nested += 1;
      else if (component === "VEVENT") current = [];
    } else if (line.name === "END") {
      if (current && nested > 0) nested -= 1;
      else if (current && component === "VEVENT") {
        const result = toEvent(current, floatingZone);
        if ("reason" in result) skipped.push(result);
        else events.push(result);
        current = null;
      }
    } else if (current && nested === 0) {
      current.push(line);
    }
  }
  return { events, skipped };
}

function toEvent(lines: ContentLine[], floatingZone: string): IcsEvent | SkippedEvent {
  const get = (name: string) => lines.find((line) => line.name === name);
  const title = unescapeText(get("SUMMARY")?.value ?? "").trim();
  const skip = (reason: string): SkippedEvent => ({ title: title || "(no title)", reason });
  if (!title) return skip("it has no title (SUMMARY)");
  if (get("STATUS")?.value.toUpperCase() === "CANCELLED") return skip("it was cancelled");
  const startLine = get("DTSTART");
  if (!startLine) return skip("it has no start (DTSTART)");
  const start = parseTime(startLine, floatingZone);
  if (start.kind === "date") return skip("it is an all-day event; an activity needs a start and end time");
  if (start.kind === "invalid") return skip(start.reason);
  let end: Date;
  const endLine = get("DTEND");
  const durationLine = get("DURATION");
  if (endLine) {
    const parsed = parseTime(endLine, floatingZone);
    if (parsed.kind !== "instant")
      return skip(parsed.kind === "invalid" ? parsed.reason : "its end is a date only");
    end = parsed.at;
  } else if (durationLine) {
    const ms = parseDuration(durationLine.value);
    if (ms === null) return skip(`cannot read the duration "${durationLine.value}"`);
    end = new Date(start.at.getTime() + ms);
  } else {
    return skip("it has no end (DTEND or DURATION)");
  }
  if (end.getTime() <= start.at.getTime()) return skip("it ends before it starts");
  const description = unescapeText(get("DESCRIPTION")?.value ?? "").trim();
  const url = get("URL")?.value.trim() ?? "";
  return {
    uid: get("UID")?.value ?? null,
    title,
    description: description || null,
    start: start.at,
    end,
    meetingUrl: url.startsWith("https://") ? url : null,
    recurring: get("RRULE") !== undefined,
  };
}
