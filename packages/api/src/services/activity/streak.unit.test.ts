import { describe, expect, it } from "vitest";
import { localDay, previousDay, streakDays } from "./streak";

const at = (iso: string) => new Date(iso);

describe("localDay and previousDay", () => {
  it("reads the calendar day in a time zone", () => {
    expect(localDay(at("2026-03-10T23:30:00Z"), "UTC")).toBe("2026-03-10");
    expect(localDay(at("2026-03-10T23:30:00Z"), "Europe/Berlin")).toBe("2026-03-11");
    expect(localDay(at("2026-03-10T03:00:00Z"), "America/Los_Angeles")).toBe("2026-03-09");
    expect(localDay(at("2026-03-10T18:40:00Z"), "Asia/Kolkata")).toBe("2026-03-11");
  });

  it("steps back across month and year ends", () => {
    expect(previousDay("2026-03-01")).toBe("2026-02-28");
    expect(previousDay("2024-03-01")).toBe("2024-02-29");
    expect(previousDay("2026-01-01")).toBe("2025-12-31");
  });
});

describe("streakDays", () => {
  const now = at("2026-03-10T15:00:00Z");

  it("is 0 without actions, or when the last one was before yesterday", () => {
    expect(streakDays([], now)).toBe(0);
    expect(streakDays([at("2026-03-08T10:00:00Z"), at("2026-03-07T10:00:00Z")], now)).toBe(0);
  });

  it("counts consecutive days ending today", () => {
    const times = ["2026-03-10T08:00:00Z", "2026-03-09T20:00:00Z", "2026-03-08T01:00:00Z"].map(at);
    expect(streakDays(times, now)).toBe(3);
  });

  it("keeps a streak that ended yesterday alive", () => {
    const times = ["2026-03-09T08:00:00Z", "2026-03-08T08:00:00Z"].map(at);
    expect(streakDays(times, now)).toBe(2);
  });

  it("stops at the first gap and counts a day once however many actions it has", () => {
    const times = [
      "2026-03-10T08:00:00Z",
      "2026-03-10T09:00:00Z",
      "2026-03-10T10:00:00Z",
      "2026-03-09T08:00:00Z",
      // 2026-03-08 missing
      "2026-03-07T08:00:00Z",
      "2026-03-06T08:00:00Z",
    ].map(at);
    expect(streakDays(times, now)).toBe(2);
  });

  it("counts days in the user's time zone", () => {
    // 23:30 UTC on the 9th is already the 10th in Berlin; 00:30 UTC on the 9th is still the 8th in New York.
    const times = [at("2026-03-09T23:30:00Z"), at("2026-03-09T00:30:00Z")];
    const lateEvening = at("2026-03-10T10:00:00Z");
    expect(streakDays(times, lateEvening, "UTC")).toBe(1); // both on the 9th in UTC: one day, ending yesterday
    expect(streakDays(times, lateEvening, "Europe/Berlin")).toBe(2); // the 10th and the 9th
    expect(streakDays(times, lateEvening, "America/New_York")).toBe(2); // the 9th and the 8th, ending yesterday
    // Just after midnight in Tokyo a UTC-yesterday action is already two local days ago.
    expect(streakDays([at("2026-03-09T10:00:00Z")], at("2026-03-10T15:30:00Z"), "Asia/Tokyo")).toBe(0);
  });
});
