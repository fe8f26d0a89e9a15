import { describe, expect, it } from "vitest";
import {
  daysLeftLabel,
  formatCalendarDate,
  milestoneSummary,
  priorityLabel,
  toggleMilestone,
} from "./goal-display";

describe("daysLeftLabel", () => {
  const active = (daysRemaining: number | null) => ({
    status: "active" as const,
    daysRemaining,
    overdue: false,
  });
  it("counts the days left", () => {
    expect(daysLeftLabel(active(12))).toBe("12 days left");
    expect(daysLeftLabel(active(1))).toBe("1 day left");
  });
  it("says when it is due today or overdue (the server's overdue)", () => {
    expect(daysLeftLabel(active(0))).toBe("Due today");
    expect(daysLeftLabel({ status: "active", daysRemaining: -1, overdue: true })).toBe("Overdue");
    expect(daysLeftLabel({ status: "active", daysRemaining: -40, overdue: true })).toBe("Overdue");
  });
  it("never says a paused goal is overdue, and says nothing for a completed one", () => {
    expect(daysLeftLabel({ status: "paused", daysRemaining: -3, overdue: false })).toBe("Target date passed");
    expect(daysLeftLabel({ status: "paused", daysRemaining: 3, overdue: false })).toBe("3 days left");
    expect(daysLeftLabel({ status: "completed", daysRemaining: -3, overdue: false })).toBeNull();
  });
  it("says nothing without a target date", () => {
    expect(daysLeftLabel(active(null))).toBeNull();
  });
});

describe("milestones", () => {
  const now = new Date("2026-11-21T10:00:00Z");
  const list = [
    { description: "Read the book", completed: true, completedAt: "2026-11-01T09:00:00.000Z" },
    { description: "Run a 1:1", completed: false, completedAt: null },
  ];

  it("summarises x/y milestones", () => {
    expect(milestoneSummary(list)).toBe("1/2 milestones");
    expect(milestoneSummary([])).toBe("0/0 milestones");
  });

  it("stamps a newly completed milestone and clears an unchecked one", () => {
    const ticked = toggleMilestone(list, 1, true, now);
    expect(ticked[1]).toEqual({
      description: "Run a 1:1",
      completed: true,
      completedAt: "2026-11-21T10:00:00.000Z",
    });
    expect(ticked[0]).toBe(list[0]);
    const unticked = toggleMilestone(list, 0, false, now);
    expect(unticked[0]).toEqual({ description: "Read the book", completed: false, completedAt: null });
  });
});

describe("labels and dates", () => {
  it("defaults the priority to medium", () => {
    expect(priorityLabel(undefined)).toBe("Medium priority");
    expect(priorityLabel("high")).toBe("High priority");
  });
  it("formats a calendar date without shifting it", () => {
    expect(formatCalendarDate("2026-12-31")).toBe("Dec 31, 2026");
  });
});
