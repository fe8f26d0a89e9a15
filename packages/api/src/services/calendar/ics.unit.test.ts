import { describe, expect, it } from "vitest";
import { buildCalendarIcs, type IcsActivity } from "./ics";

/** Reads an iCalendar text back: unfolds continuation lines and collects each VEVENT's properties. */
function parseIcs(text: string): { calendar: Map<string, string>; events: Map<string, string>[] } {
  const lines = text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
  const calendar = new Map<string, string>();
  const events: Map<string, string>[] = [];
  let current: Map<string, string> | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = new Map();
    else if (line === "END:VEVENT" && current) {
      events.push(current);
      current = null;
    } else {
      const colon = line.indexOf(":");
      const name = line.slice(0, colon).split(";")[0] ?? "";
      (current ?? calendar).set(name, line.slice(colon + 1));
    }
  }
  return { calendar, events };
}

/** 20261121T093000Z -> 2026-11-21T09:30:00.000Z */
function icsUtcToIso(value: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) throw new Error(`not a UTC date-time: ${value}`);
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!)).toISOString();
}

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
  },
];

describe("buildCalendarIcs", () => {
  const text = buildCalendarIcs(activities, {
    calName: "LeadCoach activities",
    appUrl: "https://coach.example/",
  });
  const { calendar, events } = parseIcs(text);

  it("produces a VCALENDAR with one VEVENT per activity", () => {
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
    expect(calendar.get("VERSION")).toBe("2.0");
    expect(calendar.get("X-WR-CALNAME")).toBe("LeadCoach activities");
    expect(events).toHaveLength(2);
  });

  it("writes start and end in UTC, matching the ISO input", () => {
    for (const [index, activity] of activities.entries()) {
      const event = events[index]!;
      expect(event.get("DTSTART")).toMatch(/Z$/);
      expect(icsUtcToIso(event.get("DTSTART")!)).toBe(new Date(activity.startTime).toISOString());
      expect(icsUtcToIso(event.get("DTEND")!)).toBe(new Date(activity.endTime).toISOString());
    }
    expect(events[1]!.get("DTSTART")).toBe("20261201T210000Z");
  });

  it("carries a stable UID, the title, description, link and status", () => {
    const [meeting, lesson] = events;
    expect(meeting!.get("UID")).toBe("event-7@leadcoach");
    expect(meeting!.get("SUMMARY")).toBe("1:1 with Sam\\, about hiring\\; part 2");
    expect(meeting!.get("DESCRIPTION")).toBe("Bring the interview loop notes.\\nSecond line.");
    expect(meeting!.get("URL")).toBe("https://meet.example.com/abc-def");
    expect(meeting!.get("STATUS")).toBe("CONFIRMED");
    expect(lesson!.get("UID")).toBe("event-8@leadcoach");
    expect(lesson!.get("URL")).toBe("https://coach.example/lessons?start=1");
    expect(lesson!.get("STATUS")).toBe("CANCELLED");
    expect(lesson!.has("DESCRIPTION")).toBe(false);
  });

  it("produces an empty but valid calendar without activities", () => {
    const empty = parseIcs(buildCalendarIcs([], { calName: "x", appUrl: "https://coach.example" }));
    expect(empty.events).toEqual([]);
    expect(empty.calendar.get("VERSION")).toBe("2.0");
  });
});
