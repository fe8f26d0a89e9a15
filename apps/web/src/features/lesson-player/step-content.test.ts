import { describe, expect, it } from "vitest";
import {
  explanationFor,
  gamificationSummary,
  isContentStyle,
  quizWording,
  stepText,
  type LessonQuiz,
} from "./step-content";

const quiz: LessonQuiz = {
  question: "Technical question?",
  nonTechnicalQuestion: "Plain question?",
  options: ["T-a", "T-b"],
  nonTechnicalOptions: ["P-a", "P-b"],
  points: 25,
};
const verdict = { correct: true, explanation: "Technical why", nonTechnicalExplanation: "Plain why" };

describe("wording", () => {
  it("switches content, quiz and explanation wording", () => {
    const step = { content: "Tech", nonTechnicalContent: "Plain" };
    expect(stepText(step, "technical")).toBe("Tech");
    expect(stepText(step, "simple")).toBe("Plain");
    expect(quizWording(quiz, "simple")).toEqual({ question: "Plain question?", options: ["P-a", "P-b"] });
    expect(quizWording(quiz, "technical")).toEqual({
      question: "Technical question?",
      options: ["T-a", "T-b"],
    });
    expect(explanationFor(verdict, "simple")).toBe("Plain why");
    expect(explanationFor(verdict, "technical")).toBe("Technical why");
  });

  it("recognises stored content styles", () => {
    expect(isContentStyle("simple")).toBe(true);
    expect(isContentStyle("Technical")).toBe(false);
    expect(isContentStyle(null)).toBe(false);
  });
});

describe("gamificationSummary", () => {
  it("describes each kind", () => {
    expect(gamificationSummary({ type: "skill_point", skill: "Listening", points: 30 }).headline).toBe(
      "+30 XP skill point",
    );
    expect(gamificationSummary({ type: "combo_multiplier", multiplier: 2 }).headline).toBe("2x combo");
    expect(
      gamificationSummary({
        type: "achievement",
        title: "Held the Room",
        description: "d",
        badge: "B",
        points: 100,
      }),
    ).toEqual({
      headline: "Achievement: Held the Room +100 XP",
      detail: "d",
      badge: "B",
      message: undefined,
    });
    expect(gamificationSummary({ type: "efficiency_bonus", points: 30 }).headline).toBe(
      "Efficiency bonus +30 XP",
    );
    expect(gamificationSummary({ type: "pattern_master" }).headline).toBe("Pattern master");
    expect(gamificationSummary({ type: "progress_unlock", message: "m" })).toEqual({
      headline: "Progress unlocked",
      message: "m",
    });
  });
});
