import { appLink } from "../../lib/app-link";
import type { ScheduledActivity } from "../../schemas/calendar";

/** What an event in the .ics export and the feed is made of: the activity and its revision. */
export type IcsActivity = Pick<
  ScheduledActivity,
  "id" | "type" | "title" | "description" | "startTime" | "endTime" | "relatedId" | "meetingUrl" | "status"
> & {
  /** How many times the activity changed (SEQUENCE). */
  sequence: number;
  /** Its last change (LAST-MODIFIED), ISO. */
  updatedAt: string;
};

export interface IcsOptions {
  calName: string;
  appUrl: string;
  /** This installation's random id: part of every UID, so two installations never share one. */
  instanceId: string;
  /** A display alarm before each activity (the person's 'Calendar reminders' setting). */
  reminders: boolean;
}

/** How long before the start the reminder goes off. */
export const REMINDER_MINUTES_BEFORE = 15;
const PRODUCT_ID = "-//LeadCoach//Activity Schedule//EN";
/** Content lines are at most this many octets, CRLF excluded (longer ones are folded). */
const MAX_LINE_OCTETS = 75;

const typeLabels: Record<IcsActivity["type"], string> = {
  skill_practice: "Skill practice",
  lesson: "Lesson",
  meeting: "Meeting",
  other: "Other",
};

/** Where an activity takes the user: its meeting link, or the lesson it starts. */
export function activityLink(activity: IcsActivity, appUrl: string): string | undefined {
  if (activity.meetingUrl) return activity.meetingUrl;
  if (activity.type === "lesson" && activity.relatedId !== null) {
    return appLink(appUrl, `/lessons?start=${activity.relatedId}`);
  }
  return undefined;
}

/** The UID of an activity's event: the same for the same activity on this installation, forever. */
export function activityUid(activityId: number, instanceId: string): string {
  return `event-${activityId}-${instanceId}@leadcoach`;
}

/** 2026-11-21T09:30:00.000Z -> 20261121T093000Z (UTC, second precision). */
export function icsUtc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** A TEXT value: backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, "") // eslint-disable-line no-control-regex
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, "\\n");
}

/** A URI value: not escaped as text, but never allowed to break the line. */
function uriValue(value: string): string {
  return value.replace(/[\u0000-\u001F\u007F]/g, ""); // eslint-disable-line no-control-regex
}

/**
 * Folds a content line into pieces of at most 75 octets of UTF-8, each continuation starting with one
 * space, never inside a character.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    // A continuation's leading space counts towards its 75 octets.
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

/** What the description says: the activity's own text, then where to go. */
function eventDescription(activity: IcsActivity, link: string | undefined): string | undefined {
  const parts = [activity.description?.trim() ?? ""];
  if (activity.meetingUrl) parts.push(`Join the meeting: ${activity.meetingUrl}`);
  else if (link) parts.push(`Open the lesson: ${link}`);
  const text = parts.filter(Boolean).join("\n\n");
  return text === "" ? undefined : text;
}

function eventLines(activity: IcsActivity, options: IcsOptions): string[] {
  const link = activityLink(activity, options.appUrl);
  const description = eventDescription(activity, link);
  const lastModified = icsUtc(activity.updatedAt);
  const cancelled = activity.status === "cancelled";
  return [
    "BEGIN:VEVENT",
    `UID:${activityUid(activity.id, options.instanceId)}`,
    // Without a METHOD, DTSTAMP is the object's last revision: the same bytes until the activity changes.
    `DTSTAMP:${lastModified}`,
    `DTSTART:${icsUtc(activity.startTime)}`,
    `DTEND:${icsUtc(activity.endTime)}`,
    `SEQUENCE:${activity.sequence}`,
    `LAST-MODIFIED:${lastModified}`,
    `SUMMARY:${escapeText(activity.title)}`,
    ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
    // Google Calendar and Outlook ignore URL; the location is what they show as a clickable link.
    ...(activity.meetingUrl ? [`LOCATION:${escapeText(activity.meetingUrl)}`] : []),
    ...(link ? [`URL:${uriValue(link)}`] : []),
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    `CATEGORIES:${escapeText(typeLabels[activity.type])}`,
    ...(options.reminders && !cancelled
      ? [
          "BEGIN:VALARM",
          "ACTION:DISPLAY",
          `DESCRIPTION:${escapeText(activity.title)}`,
          `TRIGGER:-PT${REMINDER_MINUTES_BEFORE}M`,
          "END:VALARM",
        ]
      : []),
    "END:VEVENT",
  ];
}

/**
 * A VCALENDAR of the activities (RFC 5545): all times in UTC, one VEVENT each with a UID unique to
 * this installation, its SEQUENCE and LAST-MODIFIED; CRLF line ends, lines folded at 75 octets.
 */
export function buildCalendarIcs(activities: readonly IcsActivity[], options: IcsOptions): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    `X-WR-CALNAME:${escapeText(options.calName)}`,
    // How often a subscribed calendar should look again.
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...activities.flatMap((activity) => eventLines(activity, options)),
    "END:VCALENDAR",
  ];
  return lines.map((line) => `${foldLine(line)}\r\n`).join("");
}
