import { describe, expect, it } from "vitest";
import {
  assessmentCategorySplit,
  CHART_AXIS_DOMAIN,
  isSkillHistoryRange,
  wrapAxisLabel,
} from "./chart-content";

describe("CHART_AXIS_DOMAIN", () => {
  it("runs from 0 to 100 whatever the scores", () => {
    expect(CHART_AXIS_DOMAIN).toEqual([0, 100]);
  });
});

describe("wrapAxisLabel", () => {
  it("wraps at spaces without cutting words", () => {
    expect(wrapAxisLabel("Giving and Receiving Feedback", 14)).toEqual([
      "Giving and",
      "Receiving",
      "Feedback",
    ]);
    expect(wrapAxisLabel("Empathy", 14)).toEqual(["Empathy"]);
    expect(wrapAxisLabel("Decision-Making Under Ambiguity", 14)).toEqual([
      "Decision-",
      "Making Under",
      "Ambiguity",
    ]);
  });

  it("keeps a word longer than a line on its own line", () => {
    expect(wrapAxisLabel("Prioritisation matters", 8)).toEqual(["Prioritisation", "matters"]);
  });
});

describe("assessmentCategorySplit", () => {
  it("lists the 17/18/17/18 split of the 70 questions", () => {
    const area = (name: string, firstQuestion: number, lastQuestion: number) => ({
      categoryId: firstQuestion,
      name,
      shortLabel: name.split(" ")[0] ?? name,
      description: "",
      questionCount: lastQuestion - firstQuestion + 1,
      firstQuestion,
      lastQuestion,
    });
    const areas = [
      area("Communication", 1, 17),
      area("Leadership Presence", 18, 35),
      area("Emotional Intelligence", 36, 52),
      area("Problem Solving", 53, 70),
    ];
    expect(assessmentCategorySplit(areas)).toEqual([
      "Communication: questions 1-17",
      "Leadership Presence: questions 18-35",
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
