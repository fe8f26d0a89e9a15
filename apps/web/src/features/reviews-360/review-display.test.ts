import { describe, expect, it } from "vitest";
import {
  answeredPercent,
  answeredText,
  defaultReviewStep,
  formatDay,
  formatGap,
  formatScore,
  itemsByCategory,
  lockedReportText,
} from "./review-display";

const item = (skillKey: string, categoryKey: string) => ({
  skillId: 1,
  skillKey,
  skillName: skillKey,
  categoryKey,
  categoryName: categoryKey.toUpperCase(),
  behaviour: "b",
});

describe("360 display", () => {
  it("says how many answered and what the locked report waits for", () => {
    expect(answeredText({ responseCount: 2, targetResponseCount: 5 })).toBe("2 of 5 answered");
    expect(answeredPercent({ responseCount: 2, targetResponseCount: 5 })).toBe(40);
    expect(answeredPercent({ responseCount: 7, targetResponseCount: 5 })).toBe(100);
    expect(lockedReportText(1)).toBe("3 reviewers needed before results are shown (1 so far)");
  });

  it("opens a cycle on the first step still to do, the report once released", () => {
    const base = {
      selfAssessmentCompleted: false,
      reportReleased: false,
      status: "active" as const,
      invitedCount: 0,
    };
    expect(defaultReviewStep(base)).toBe("self");
    expect(defaultReviewStep({ ...base, selfAssessmentCompleted: true })).toBe("reviewers");
    expect(defaultReviewStep({ ...base, selfAssessmentCompleted: true, reportReleased: true })).toBe(
      "report",
    );
    expect(defaultReviewStep({ ...base, status: "completed" })).toBe("report");
  });

  it("formats scores and signed gaps on the 1-5 scale", () => {
    expect(formatScore(3.333)).toBe("3.3");
    expect(formatScore(null)).toBe("–");
    expect(formatGap(1.67)).toBe("+1.7");
    expect(formatGap(-0.33)).toBe("−0.3");
    expect(formatGap(0.01)).toBe("0.0");
    expect(formatGap(null)).toBe("–");
    expect(formatDay("2026-12-21")).toBe("Dec 21, 2026");
  });

  it("groups the instrument by category, keeping the server's order", () => {
    const groups = itemsByCategory([item("a", "x"), item("b", "x"), item("c", "y")]);
    expect(groups.map((g) => [g.categoryName, g.items.map((i) => i.skillKey)])).toEqual([
      ["X", ["a", "b"]],
      ["Y", ["c"]],
    ]);
  });
});
