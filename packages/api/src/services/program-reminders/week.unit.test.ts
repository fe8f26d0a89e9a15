import { describe, expect, it } from "vitest";
import { zonedInstant, zoneOf } from "../../lib/zoned-time";
import { localMonday, nextReminderAt } from "./week";

describe("a program e-mail's Monday morning, in the person's zone", () => {
  it("finds the instant a local wall clock shows the hour, across offsets and daylight saving", () => {
    expect(zonedInstant("2026-11-30", 8, "Europe/Berlin").toISOString()).toBe("2026-11-30T07:00:00.000Z");
    expect(zonedInstant("2026-06-01", 8, "Europe/Berlin").toISOString()).toBe("2026-06-01T06:00:00.000Z");
    expect(zonedInstant("2026-11-30", 8, "America/Los_Angeles").toISOString()).toBe(
      "2026-11-30T16:00:00.000Z",
    );
    expect(zonedInstant("2026-11-30", 8, "Asia/Kolkata").toISOString()).toBe("2026-11-30T02:30:00.000Z");
    expect(zonedInstant("2026-11-30", 8, "UTC").toISOString()).toBe("2026-11-30T08:00:00.000Z");
    // New York skips 02:00-03:00 on 8 March 2026: 02:30 does not exist, the moment after the gap is used.
    expect(zonedInstant("2026-03-08", 2, "America/New_York").toISOString()).toBe("2026-03-08T07:00:00.000Z");
  });

  it("takes the week's Monday from the local date, not UTC's", () => {
    // Sunday 29 November 20:00 UTC is already Monday 30 November in Auckland (UTC+13).
    expect(localMonday(new Date("2026-11-29T20:00:00Z"), "Pacific/Auckland")).toBe("2026-11-30");
    expect(localMonday(new Date("2026-11-29T20:00:00Z"), "UTC")).toBe("2026-11-23");
    // Monday 30 November 03:00 UTC is still Sunday in Los Angeles.
    expect(localMonday(new Date("2026-11-30T03:00:00Z"), "America/Los_Angeles")).toBe("2026-11-23");
  });

  it("is this Monday's morning until it passes, then next Monday's", () => {
    const berlin = (at: string) => nextReminderAt(new Date(at), "Europe/Berlin").toISOString();
    expect(berlin("2026-11-26T12:00:00Z")).toBe("2026-11-30T07:00:00.000Z");
    expect(berlin("2026-11-30T06:59:59Z")).toBe("2026-11-30T07:00:00.000Z");
    expect(berlin("2026-11-30T07:00:00Z")).toBe("2026-12-07T07:00:00.000Z");
    // Across the end of summer time (25 October 2026): 08:00 CEST, then 08:00 CET.
    expect(berlin("2026-10-20T12:00:00Z")).toBe("2026-10-26T07:00:00.000Z");
    expect(berlin("2026-10-14T12:00:00Z")).toBe("2026-10-19T06:00:00.000Z");
  });

  it("times mail in UTC for someone without a zone, or with one the runtime does not know", () => {
    expect(zoneOf(null)).toBe("UTC");
    expect(zoneOf("Mars/Olympus_Mons")).toBe("UTC");
    expect(zoneOf("Europe/Berlin")).toBe("Europe/Berlin");
  });
});
