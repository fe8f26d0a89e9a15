import { describe, expect, it } from "vitest";
import { formatInstantDate } from "./format-date";

describe("formatInstantDate", () => {
  it("formats an instant in a time zone", () => {
    expect(formatInstantDate("2026-11-21T23:30:00Z", "UTC")).toBe("Nov 21, 2026");
    expect(formatInstantDate("2026-11-21T23:30:00Z", "Asia/Tokyo")).toBe("Nov 22, 2026");
  });
});
