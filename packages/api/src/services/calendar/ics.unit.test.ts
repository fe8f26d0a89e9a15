import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildCalendarIcs, foldLine, type IcsActivity, type IcsOptions } from "./ics";

/** Parsed by Mozilla's ical.js, not by the code that wrote it. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return { calendar, events: calendar.getAllSubcomponents("vevent") };
}

const options: IcsOptions = {
  calName: "LeadCoach activities",
  appUrl: "https://coach.example/",
  instanceId: "0123456789abcdef0123456789abcdef",
  reminders: true,
};

const activities: IcsActivity[] = [
  {
    id: 7,
    type: "meeting",
    title: "1:1 with Sam, about hiring; part 2",
    description: "Bring the interview loop notes.\nSecond line.",
    startTime: "2026-11-21T09:30:00.000Z",
    endTime: "2026-11-21T10:15:00.000Z",
    relatedId: null,
    meetingUrl: "https://meet.example.com/abc-def",
    status: "scheduled",
    sequence: 3,
    updatedAt: "2026-11-20T08:01:02.345Z",
  },
  {
    id: 8,
    type: "lesson",
    title: "Explaining a Technical Trade-off",
    description: null,
    // Given with an offset: 23:00 in UTC+02:00 is 21:00 UTC.
    startTime: new Date("2026-12-01T23:00:00+02:00").toISOString(),
    endTime: new Date("2026-12-02T00:30:00+02:00").toISOString(),
    relatedId: 1,
    meetingUrl: null,
    status: "cancelled",
    sequence: 0,
    updatedAt: "2026-11-19T12:00:00.000Z",
  },
];

describe("buildCalendarIcs", () => {
  const text = buildCalendarIcs(activities, options);
  const { calendar, events } = parse(text);
  const [meeting, lesson] = events;

  it("produces a VCALENDAR with one VEVENT per activity, CRLF line ends and no line over 75 octets", () => {
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("LeadCoach activities");
    expect(events).toHaveLength(2);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("writes start and end in UTC, matching the ISO input", () => {
    for (const [index, activity] of activities.entries()) {
      const event = new ICAL.Event(events[index]);
      expect(event.startDate.toJSDate().toISOString()).toBe(activity.startTime);
      expect(event.endDate.toJSDate().toISOString()).toBe(activity.endTime);
      expect(event.startDate.zone?.tzid).toBe("UTC");
    }
  });

  it("puts the meeting link in LOCATION and DESCRIPTION too, which Google Calendar and Outlook show", () => {
    expect(meeting!.getFirstPropertyValue("summary")).toBe("1:1 with Sam, about hiring; part 2");
    expect(meeting!.getFirstPropertyValue("location")).toBe("https://meet.example.com/abc-def");
    expect(meeting!.getFirstPropertyValue("description")).toBe(
      "Bring the interview loop notes.\nSecond line.\n\nJoin the meeting: https://meet.example.com/abc-def",
    );
    expect(meeting!.getFirstPropertyValue("url")).toBe("https://meet.example.com/abc-def");
    expect(meeting!.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(lesson!.getFirstPropertyValue("url")).toBe("https://coach.example/lessons?start=1");
    expect(lesson!.getFirstPropertyValue("description")).toBe(
      "Open the lesson: https://coach.example/lessons?start=1",
    );
    expect(lesson!.hasProperty("location")).toBe(false);
    expect(lesson!.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("carries a UID unique to the installation, SEQUENCE and LAST-MODIFIED", () => {
    expect(meeting!.getFirstPropertyValue("uid")).toBe("event-7-0123456789abcdef0123456789abcdef@leadcoach");
    expect(meeting!.getFirstPropertyValue("sequence")).toBe(3);
    const lastModified = meeting!.getFirstPropertyValue("last-modified") as ICAL.Time;
    expect(lastModified.toJSDate().toISOString()).toBe("2026-11-20T08:01:02.000Z");
    expect(lesson!.getFirstPropertyValue("sequence")).toBe(0);
  });

  it("adds a display reminder 15 minutes before, except on a cancelled activity or when turned off", () => {
    const [alarm, ...more] = meeting!.getAllSubcomponents("valarm");
    expect(more).toEqual([]);
    expect(alarm!.getFirstPropertyValue("action")).toBe("DISPLAY");
    expect(alarm!.getFirstPropertyValue("description")).toBe("1:1 with Sam, about hiring; part 2");
    expect((alarm!.getFirstPropertyValue("trigger") as ICAL.Duration).toSeconds()).toBe(-15 * 60);
    expect(lesson!.getAllSubcomponents("valarm")).toEqual([]);

    const quiet = parse(buildCalendarIcs(activities, { ...options, reminders: false }));
    expect(quiet.events.flatMap((e) => e.getAllSubcomponents("valarm"))).toEqual([]);
  });

  it("folds long lines at 75 octets without splitting a character, and reads back the same text", () => {
    const title = `Retro: ${"café ☕ 👩🏽‍💻 ".repeat(12)}`.trim();
    const long = buildCalendarIcs([{ ...activities[0]!, title, description: "a\\b;c,d\r\ne" }], options);
    for (const line of long.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(long).not.toContain("\uFFFD");
    const [event] = parse(long).events;
    expect(event!.getFirstPropertyValue("summary")).toBe(title);
    expect(event!.getFirstPropertyValue("description")).toBe(
      "a\\b;c,d\ne\n\nJoin the meeting: https://meet.example.com/abc-def",
    );
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
  });

  it("produces an empty but valid calendar without activities", () => {
    const empty = parse(buildCalendarIcs([], options));
    expect(empty.events).toEqual([]);
    expect(empty.calendar.getFirstPropertyValue("prodid")).toBe("-//LeadCoach//Activity Schedule//EN");
  });
});
