import type { PulseQuestions } from "@leadcoach/api/schemas";
import { describe, expect, it } from "vitest";
import { pulseChoices, pulseComplete } from "./pulse-answers";

const questions: PulseQuestions["questions"] = [
  {
    id: "q31",
    text: "I hand over whole outcomes.",
    options: [
      { id: "Zk3_aa0Q1b2C3d4E", label: "Often" },
      { id: "p9-X8w7V6u5T4s3R", label: "Rarely" },
    ],
  },
  {
    id: "q32",
    text: "I agree how we check in.",
    options: [
      { id: "M1n2O3p4Q5r6S7t8", label: "Always" },
      { id: "u9V8w7X6y5Z4a3B2", label: "Never" },
    ],
  },
];

describe("the skill re-check's answers", () => {
  it("submits the chosen options' ids, in the questions' order, and nothing else", () => {
    const choices = pulseChoices(questions, { q32: "u9V8w7X6y5Z4a3B2", q31: "Zk3_aa0Q1b2C3d4E" });
    expect(choices).toEqual([
      { questionId: "q31", optionId: "Zk3_aa0Q1b2C3d4E" },
      { questionId: "q32", optionId: "u9V8w7X6y5Z4a3B2" },
    ]);
  });

  it("is complete only when every question has one of its own options", () => {
    expect(pulseComplete(questions, {})).toBe(false);
    expect(pulseComplete(questions, { q31: "Zk3_aa0Q1b2C3d4E" })).toBe(false);
    // Another question's option does not answer this one.
    expect(pulseComplete(questions, { q31: "Zk3_aa0Q1b2C3d4E", q32: "p9-X8w7V6u5T4s3R" })).toBe(false);
    expect(pulseComplete(questions, { q31: "p9-X8w7V6u5T4s3R", q32: "M1n2O3p4Q5r6S7t8" })).toBe(true);
  });

  it("leaves an unanswered question out (the server names it as missing)", () => {
    expect(pulseChoices(questions, { q31: "p9-X8w7V6u5T4s3R" })).toEqual([
      { questionId: "q31", optionId: "p9-X8w7V6u5T4s3R" },
    ]);
  });
});
