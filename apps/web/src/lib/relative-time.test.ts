import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "./relative-time";

const now = new Date("2026-03-10T12:00:00Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe("formatRelativeTime", () => {
  it("says just now under a minute", () => {
    expect(formatRelativeTime(ago(20), now)).toBe("just now");
  });

  it("counts minutes, hours and days in the past", () => {
    expect(formatRelativeTime(ago(5 * 60), now)).toBe("5 minutes ago");
    expect(formatRelativeTime(ago(3 * 3600 + 100), now)).toBe("3 hours ago");
    expect(formatRelativeTime(ago(24 * 3600), now)).toBe("yesterday");
    expect(formatRelativeTime(ago(3 * 24 * 3600), now)).toBe("3 days ago");
  });

  it("handles the future and unreadable input", () => {
    expect(formatRelativeTime(new Date(now.getTime() + 2 * 3600 * 1000), now)).toBe("in 2 hours");
    expect(formatRelativeTime("not a date", now)).toBe("");
  });
});
