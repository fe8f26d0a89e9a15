import { describe, expect, it } from "vitest";
import { daysRemaining } from "./days-remaining";

describe("daysRemaining", () => {
  const now = new Date("2026-11-21T10:00:00Z");

  it("is null without a target date", () => {
    expect(daysRemaining(null, now)).toBeNull();
  });

  it("rounds partial days up", () => {
    expect(daysRemaining("2026-11-22", now)).toBe(1); // 14 hours away
    expect(daysRemaining("2026-11-23", now)).toBe(2); // 38 hours away
    expect(daysRemaining("2026-12-21", now)).toBe(30);
    expect(daysRemaining("2026-11-22", new Date("2026-11-21T00:00:00Z"))).toBe(1); // exactly one day
    expect(daysRemaining("2026-11-22", new Date("2026-11-21T23:59:59Z"))).toBe(1);
  });

  it("is 0 on the day itself, never -0", () => {
    expect(Object.is(daysRemaining("2026-11-21", now), 0)).toBe(true);
    expect(Object.is(daysRemaining("2026-11-21", new Date("2026-11-21T00:00:00Z")), 0)).toBe(true);
  });

  it("is negative once the day has passed", () => {
    expect(daysRemaining("2026-11-20", now)).toBe(-1);
    expect(daysRemaining("2026-11-11", now)).toBe(-10);
  });
});
