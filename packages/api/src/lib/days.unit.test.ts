import { describe, expect, it } from "vitest";
import { addDays, dayOf, daysBetween, programWeek } from "./days";

describe("calendar days", () => {
  it("adds days across months and years, and counts them both ways", () => {
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDays("2026-12-28", 7)).toBe("2027-01-04");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-12-28", "2027-01-04")).toBe(7);
    expect(daysBetween("2026-12-04", "2026-12-01")).toBe(-3);
    expect(daysBetween("2026-12-04", "2026-12-04")).toBe(0);
    expect(dayOf(new Date("2026-12-06T23:59:59Z"))).toBe("2026-12-06");
  });

  it("places a day in week 0 before the start, then 1..N, and holds the last week after the end", () => {
    expect(programWeek("2026-12-01", 4, "2026-11-30")).toBe(0);
    expect(programWeek("2026-12-01", 4, "2026-12-01")).toBe(1);
    expect(programWeek("2026-12-01", 4, "2026-12-07")).toBe(1);
    expect(programWeek("2026-12-01", 4, "2026-12-08")).toBe(2);
    expect(programWeek("2026-12-01", 4, "2027-03-01")).toBe(4);
  });
});
