import { describe, expect, it } from "vitest";
import { assessmentCategorySplit, chartFloor, isSkillHistoryRange } from "./chart-content";

describe("chartFloor", () => {
  it("keeps the documented 50-100 axis unless a score is lower", () => {
    expect(chartFloor([80, 65, 51])).toBe(50);
    expect(chartFloor([])).toBe(50);
    expect(chartFloor([80, 50])).toBe(40);
    expect(chartFloor([72, 43])).toBe(40);
    expect(chartFloor([40])).toBe(30);
    expect(chartFloor([3])).toBe(0);
    expect(chartFloor([0])).toBe(0);
  });
});

describe("assessmentCategorySplit", () => {
  it("lists the 17/18/17/18 split of the 70 questions", () => {
    const area = (shortLabel: string, firstQuestion: number, lastQuestion: number) => ({
      categoryId: firstQuestion,
      name: shortLabel,
      shortLabel,
      description: "",
      questionCount: lastQuestion - firstQuestion + 1,
      firstQuestion,
      lastQuestion,
    });
    const areas = [
      area("Communication", 1, 17),
      area("Leadership", 18, 35),
      area("Emotional Intelligence", 36, 52),
      area("Problem Solving", 53, 70),
    ];
    expect(assessmentCategorySplit(areas)).toEqual([
      "Communication: questions 1-17",
      "Leadership: questions 18-35",
      "Emotional Intelligence: questions 36-52",
      "Problem Solving: questions 53-70",
    ]);
  });
});

describe("isSkillHistoryRange", () => {
  it("accepts the three ranges only", () => {
    expect(isSkillHistoryRange("3months")).toBe(true);
    expect(isSkillHistoryRange("1year")).toBe(false);
  });
});
