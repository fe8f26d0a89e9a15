import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "../notifications/memory-storage.test-util";
import {
  answersFromProgress,
  removeLegacyAssessmentProgress,
  resumeIndex,
  toChoices,
} from "./assessment-progress";

const questions = ["q1", "q2", "q3"].map((id) => ({
  id,
  options: ["a", "b", "c", "d", "e"].map((letter) => ({ id: `${id}-${letter}`, label: `Option ${letter}` })),
}));

describe("answersFromProgress", () => {
  it("keeps the saved choices that are options of the questions shown, and drops the rest", () => {
    const progress = {
      choices: [
        { questionId: "q1", optionId: "q1-c" },
        { questionId: "q2", optionId: "q1-a" },
        { questionId: "q9", optionId: "q9-a" },
        { questionId: "q3", optionId: "q3-e" },
      ],
    };
    expect(answersFromProgress(progress, questions)).toEqual({ q1: "q1-c", q3: "q3-e" });
    expect(answersFromProgress({ choices: [] }, questions)).toEqual({});
  });
});

describe("resumeIndex", () => {
  it("resumes at the first unanswered question", () => {
    expect(resumeIndex(questions, {})).toBe(0);
    expect(resumeIndex(questions, { q1: "q1-a", q3: "q3-b" })).toBe(1);
  });

  it("stays on the last question when all are answered", () => {
    expect(resumeIndex(questions, { q1: "q1-a", q2: "q2-b", q3: "q3-c" })).toBe(2);
  });
});

describe("toChoices", () => {
  it("sends every answer in question order, as option ids", () => {
    expect(toChoices(questions, { q3: "q3-b", q1: "q1-d" })).toEqual([
      { questionId: "q1", optionId: "q1-d" },
      { questionId: "q3", optionId: "q3-b" },
    ]);
  });
});

describe("removeLegacyAssessmentProgress", () => {
  it("removes the old browser-only progress and nothing else", () => {
    const storage = createMemoryStorage({
      "assessment-progress-7": '{"answers":{"q1":"5"}}',
      "leadcoach-color-scheme": "dark",
    });
    expect(removeLegacyAssessmentProgress(storage)).toEqual(["assessment-progress-7"]);
    expect(storage.length).toBe(1);
    expect(removeLegacyAssessmentProgress(undefined)).toEqual([]);
  });
});
