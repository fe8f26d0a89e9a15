import { describe, expect, it } from "vitest";
import { assessmentEntryFor, formatRetakeDay } from "../retake-availability";
import { describeChange, formatChange, nextStepFor, scoreMeaning } from "./results-content";

describe("the results' words", () => {
  it("explains an overall score in the skill status bands", () => {
    expect(scoreMeaning(80).status).toBe("Strong");
    expect(scoreMeaning(79).status).toBe("Improving");
    expect(scoreMeaning(60).status).toBe("Developing");
    expect(scoreMeaning(59).status).toBe("Needs Focus");
    expect(scoreMeaning(0).headline.length).toBeGreaterThan(10);
  });

  it("writes changes with a sign and in words", () => {
    expect([formatChange(5), formatChange(-3), formatChange(0)]).toEqual(["+5", "\u22123", "\u00b10"]);
    expect([describeChange(1), describeChange(-4), describeChange(0)]).toEqual([
      "up 1 point",
      "down 4 points",
      "no change",
    ]);
  });

  it("points to the first lesson, else the goals, else the skills", () => {
    expect(nextStepFor({ firstLessons: [{ id: 7, title: "Delegating" }], goals: [1] })).toEqual({
      label: "Start your first lesson: Delegating",
      to: "/lesson/7",
    });
    expect(nextStepFor({ firstLessons: [], goals: [1] }).to).toBe("/goals");
    expect(nextStepFor({ firstLessons: [], goals: [] }).to).toBe("/skills");
  });
});

describe("the entry to the assessment", () => {
  const now = new Date("2026-11-23T10:00:00");
  it("leads to the assessment unless the retake is locked, then to the results with the day it opens", () => {
    expect(assessmentEntryFor(undefined, now)).toEqual({ to: "/assessment", locked: false, caption: null });
    const open = {
      hasCompletedAssessment: true,
      canRetake: true,
      daysUntilRetake: 0,
      lastCompletedAt: "2026-01-01T10:00:00.000Z",
      retakeAvailableAt: "2026-04-01T10:00:00.000Z",
    };
    expect(assessmentEntryFor(open, now).to).toBe("/assessment");
    const locked = {
      ...open,
      canRetake: false,
      daysUntilRetake: 90,
      retakeAvailableAt: "2027-02-21T10:00:00.000Z",
    };
    expect(assessmentEntryFor(locked, now)).toEqual({
      to: "/assessment/results",
      locked: true,
      caption: "Available again on 21 Feb 2027",
    });
    expect(formatRetakeDay("2026-12-21T10:00:00", now)).toBe("21 Dec");
  });
});
