import { describe, expect, it } from "vitest";
import { programWeek } from "@leadcoach/api/days";
import { dueLabel, formatDay, todayIn, weekSpan } from "./program-dates";

describe("program dates", () => {
  it("spans a week from the start date, seven days each", () => {
    expect(weekSpan("2026-11-30", 1)).toEqual({ first: "2026-11-30", last: "2026-12-06" });
    expect(weekSpan("2026-11-30", 3)).toEqual({ first: "2026-12-14", last: "2026-12-20" });
  });

  it("reads today in the person's time zone, not the machine's", () => {
    const now = new Date("2026-12-06T23:30:00Z");
    expect(todayIn("UTC", now)).toBe("2026-12-06");
    expect(todayIn(null, now)).toBe("2026-12-06");
    // In Auckland it is already Monday: the person is in week 2 while UTC still says week 1.
    expect(todayIn("Pacific/Auckland", now)).toBe("2026-12-07");
    expect(todayIn("America/Los_Angeles", now)).toBe("2026-12-06");
    expect(programWeek("2026-11-30", 6, todayIn("Pacific/Auckland", now))).toBe(2);
    expect(programWeek("2026-11-30", 6, todayIn("UTC", now))).toBe(1);
  });

  it("says when a step is due, relative to today", () => {
    expect(dueLabel("2026-12-06", "2026-12-06")).toBe("Due today");
    expect(dueLabel("2026-12-06", "2026-12-05")).toBe("Due tomorrow (Sun, Dec 6)");
    expect(dueLabel("2026-12-06", "2026-12-02")).toBe("Due in 4 days (Sun, Dec 6)");
    expect(dueLabel("2026-12-20", "2026-12-02")).toBe("Due Sun, Dec 20");
    expect(dueLabel("2026-12-06", "2026-12-09")).toBe("Was due Sun, Dec 6");
    expect(formatDay("2026-12-06")).toBe("Dec 6, 2026");
  });
});
