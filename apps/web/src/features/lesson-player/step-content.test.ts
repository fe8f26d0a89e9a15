import { describe, expect, it } from "vitest";
import {
  explanationFor,
  gamificationSummary,
  isContentStyle,
  quizWording,
  rolePlayFeedbackWording,
  simulationWording,
  stepText,
  type LessonQuiz,
  type LessonSimulation,
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
    expect(
      gamificationSummary(
        { type: "skill_point", skill: "Listening", points: 30, message: "m", nonTechnicalMessage: "s" },
        "technical",
      )?.headline,
    ).toBe("Skill point");
    expect(
      gamificationSummary(
        { type: "skill_point", skill: "Listening", points: 30, message: "m", nonTechnicalMessage: "s" },
        "simple",
      )?.detail,
    ).toBe(
      "Practice towards Listening. Your Listening score does not change now: it moves at your next re-check, when you retake the assessment or answer a skill pulse on a goal.",
    );
    expect(
      gamificationSummary(
        {
          type: "achievement",
          title: "Held the Room",
          description: "d",
          badge: "B",
          points: 100,
          message: "m",
          nonTechnicalMessage: "s",
        },
        "technical",
      ),
    ).toEqual({
      kind: "achievement",
      headline: "Achievement: Held the Room",
      detail: "d",
      badge: "B",
      message: "m",
    });
    expect(
      gamificationSummary(
        { type: "efficiency_bonus", points: 30, message: "m", nonTechnicalMessage: "s" },
        "technical",
      )?.headline,
    ).toBe("Efficiency bonus");
    expect(
      gamificationSummary({ type: "pattern_master", message: "m", nonTechnicalMessage: "s" }, "technical")
        ?.headline,
    ).toBe("Pattern master");
    expect(
      gamificationSummary({ type: "progress_unlock", message: "m", nonTechnicalMessage: "s" }, "technical"),
    ).toEqual({
      kind: "progress_unlock",
      headline: "Progress unlocked",
      message: "m",
    });
  });

  it("speaks the chosen wording", () => {
    const reward = { type: "progress_unlock" as const, message: "Tech", nonTechnicalMessage: "Plain" };
    expect(gamificationSummary(reward, "simple")?.message).toBe("Plain");
    expect(gamificationSummary(reward, "technical")?.message).toBe("Tech");
  });

  it("no longer shows combo multipliers", () => {
    const combo = JSON.parse('{"type":"combo_multiplier","multiplier":2,"message":"Combo x2"}') as Parameters<
      typeof gamificationSummary
    >[0];
    expect(gamificationSummary(combo, "technical")).toBeNull();
  });
});

describe("role-play wording", () => {
  const simulation: LessonSimulation = {
    scenario: "Tech scene",
    nonTechnicalScenario: "Plain scene",
    participants: [
      { name: "Sam", statement: "Tech words", nonTechnicalStatement: "Plain words", emotions: ["tired"] },
      { name: "Ana", statement: "Tech too", nonTechnicalStatement: "Plain too", emotions: ["calm"] },
    ],
    challenge: "Tech challenge",
    nonTechnicalChallenge: "Plain challenge",
  };

  it("uses the Simple scene, statements and challenge in Simple wording", () => {
    expect(simulationWording(simulation, "simple")).toEqual({
      scenario: "Plain scene",
      challenge: "Plain challenge",
      participants: [
        { name: "Sam", statement: "Plain words", emotions: ["tired"] },
        { name: "Ana", statement: "Plain too", emotions: ["calm"] },
      ],
    });
    expect(simulationWording(simulation, "technical").participants[0]?.statement).toBe("Tech words");
  });

  it("words the model answer and rubric", () => {
    const feedback = {
      modelAnswer: "Tech model",
      nonTechnicalModelAnswer: "Plain model",
      rubric: [{ criterion: "Tech line", nonTechnicalCriterion: "Plain line" }],
    };
    expect(rolePlayFeedbackWording(feedback, "simple")).toEqual({
      modelAnswer: "Plain model",
      rubric: ["Plain line"],
    });
    expect(rolePlayFeedbackWording(feedback, "technical").rubric).toEqual(["Tech line"]);
  });
});
