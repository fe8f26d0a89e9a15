import { describe, expect, it } from "vitest";
import { assessmentItems, assessmentItemsComplete } from "../assessment/index";
import { checkAssessment, guessingFigures } from "./assessment";
import { checkLessons } from "./lessons";

describe("pnpm content:check", () => {
  it("finds nothing wrong with the assessment bank", () => {
    expect(assessmentItemsComplete()).toBe(true);
    const { report, failures } = checkAssessment();
    expect(failures).toEqual([]);
    expect(report.join("\n")).toMatch(/Best option by position/);
  });

  it("finds nothing wrong with the lessons", () => {
    expect(checkLessons().failures).toEqual([]);
  });
});

describe("guessing on the assessment, scored by the server's own functions", () => {
  const { randomPeople, samePosition, keyed } = guessingFigures(assessmentItems());

  it("random responders land at 60 +- 3 overall and below 70 on every skill", () => {
    expect(Math.abs(randomPeople.overall - 60)).toBeLessThanOrEqual(3);
    expect(randomPeople.skills).toHaveLength(16);
    for (const skill of randomPeople.skills) expect(skill.mean).toBeLessThan(70);
  });

  it("each group always picking the same shown position lands there too", () => {
    expect(samePosition).toHaveLength(5);
    for (const group of samePosition) {
      expect(Math.abs(group.overall - 60)).toBeLessThanOrEqual(3);
      for (const skill of group.skills) expect(skill.mean).toBeLessThan(70);
    }
  });

  it("picking the keyed best everywhere scores 100", () => {
    expect(keyed.overall).toBe(100);
    expect(keyed.skills.every((s) => s.mean === 100)).toBe(true);
  });
});
