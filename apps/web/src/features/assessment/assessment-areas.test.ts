import { describe, expect, it } from "vitest";
import { ASSESSMENT_AREAS, ASSESSMENT_QUESTION_COUNT } from "./assessment-areas";

describe("assessment areas", () => {
  it("splits 70 questions 17/18/17/18 without gaps", () => {
    expect(ASSESSMENT_AREAS.map((area) => [area.label, area.questionCount])).toEqual([
      ["Communication", 17],
      ["Leadership", 18],
      ["Emotional Intelligence", 17],
      ["Problem Solving", 18],
    ]);
    expect(ASSESSMENT_QUESTION_COUNT).toBe(70);
    ASSESSMENT_AREAS.forEach((area, index) => {
      const previous = ASSESSMENT_AREAS[index - 1];
      expect(area.firstQuestion).toBe(previous ? previous.lastQuestion + 1 : 1);
    });
  });
});
