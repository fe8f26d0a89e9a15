import { describe, expect, it } from "vitest";
import { parseIcs } from "./ics";

const calendar = (...events: string[][]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    ...events.flatMap((e) => ["BEGIN:VEVENT", ...e, "END:VEVENT"]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");

describe("reading .ics files", () => {
  it("reads UTC times, folded lines, escaped text and an https URL", () => {
    const { events, skipped } = parseIcs(
      calendar([
        "UID:abc-1",
        "SUMMARY:Practice: feedback\\, the SBI way",
        "DESCRIPTION:First line\\nsecond line with a long text that a calendar app",
        "  folded onto the next line",
        "DTSTART:20261121T090000Z",
        "DTEND:20261121T093000Z",
        "URL:https://meet.example.com/abc",
        "BEGIN:VALARM",
        "SUMMARY:not the event's title",
        "TRIGGER:-PT10M",
        "END:VALARM",
      ]),
    );
    expect(skipped).toEqual([]);
    expect(events).toEqual([
      {
        uid: "abc-1",
        title: "Practice: feedback, the SBI way",
        description: "First line\nsecond line with a long text that a calendar app folded onto the next line",
        start: new Date("2026-11-21T09:00:00Z"),
        end: new Date("2026-11-21T09:30:00Z"),
        meetingUrl: "https://meet.example.com/abc",
        recurring: false,
      },
    ]);
  });

  it("places TZID and floating times in their zone, across a DST change, and reads DURATION", () => {
    const { events } = parseIcs(
      calendar(
        ["SUMMARY:Winter", "DTSTART;TZID=Europe/Berlin:20261121T090000", "DURATION:PT1H30M"],
        [
          "SUMMARY:Summer",
          'DTSTART;TZID="America/New_York":20260701T090000',
          "DTEND;TZID=America/New_York:20260701T100000",
        ],
        ["SUMMARY:Floating", "DTSTART:20261121T090000", "DURATION:P1D"],
        ["SUMMARY:Recurring", "DTSTART:20261121T090000Z", "DTEND:20261121T091500Z", "RRULE:FREQ=WEEKLY"],
      ),
      "Asia/Tokyo",
    );
    expect(events.map((e) => [e.title, e.start.toISOString(), e.end.toISOString(), e.recurring])).toEqual([
      ["Winter", "2026-11-21T08:00:00.000Z", "2026-11-21T09:30:00.000Z", false],
      ["Summer", "2026-07-01T13:00:00.000Z", "2026-07-01T14:00:00.000Z", false],
      ["Floating", "2026-11-21T00:00:00.000Z", "2026-11-22T00:00:00.000Z", false],
      ["Recurring", "2026-11-21T09:00:00.000Z", "2026-11-21T09:15:00.000Z", true],
    ]);
  });

  it("skips what cannot become an activity, saying why", () => {
    const { events, skipped } = parseIcs(
      calendar(
        ["SUMMARY:Holiday", "DTSTART;VALUE=DATE:20261224", "DTEND;VALUE=DATE:20261225"],
        ["SUMMARY:Called off", "STATUS:CANCELLED", "DTSTART:20261121T090000Z", "DTEND:20261121T100000Z"],
        ["SUMMARY:Open-ended", "DTSTART:20261121T090000Z"],
        ["SUMMARY:Backwards", "DTSTART:20261121T100000Z", "DTEND:20261121T090000Z"],
        ["SUMMARY:Odd zone", "DTSTART;TZID=W. Europe Standard Time:20261121T090000", "DURATION:PT1H"],
        ["DTSTART:20261121T090000Z", "DTEND:20261121T100000Z"],
        [
          "SUMMARY:Plain link",
          "DTSTART:20261121T090000Z",
          "DTEND:20261121T100000Z",
          "URL:http://insecure.example.com",
        ],
      ),
    );
    expect(skipped).toEqual([
      { title: "Holiday", reason: "it is an all-day event; an activity needs a start and end time" },
      { title: "Called off", reason: "it was cancelled" },
      { title: "Open-ended", reason: "it has no end (DTEND or DURATION)" },
      { title: "Backwards", reason: "it ends before it starts" },
      { title: "Odd zone", reason: 'unknown time zone "W. Europe Standard Time"' },
      { title: "(no title)", reason: "it has no title (SUMMARY)" },
    ]);
    expect(events).toMatchObject([{ title: "Plain link", meetingUrl: null }]);
  });

  it("reads files with bare LF line endings", () => {
    const text = calendar(["SUMMARY:Unix", "DTSTART:20261121T090000Z", "DTEND:20261121T100000Z"]).replaceAll(
      "\r\n",
      "\n",
    );
    expect(parseIcs(text).events).toHaveLength(1);
  });
});
