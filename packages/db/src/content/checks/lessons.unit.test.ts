import { describe, expect, it } from "vitest";
import type { LessonContent, LessonStep } from "../lesson-schema";
import { checkLessons } from "./lessons";

const filler = (count: number) => Array.from({ length: count }, () => "word").join(" ");

function quizStep(options: string[], correct: number): LessonStep {
  return {
    title: "Quiz",
    content: "Pick one.",
    nonTechnicalContent: "Pick one.",
    type: "quiz",
    icon: "quiz",
    quiz: {
      question: "Which?",
      nonTechnicalQuestion: "Which?",
      options,
      nonTechnicalOptions: options,
      correct,
      explanation: "Because.",
      nonTechnicalExplanation: "Because.",
      optionExplanations: options.map(() => "Why."),
      nonTechnicalOptionExplanations: options.map(() => "Why."),
      points: 10,
    },
  };
}

/** A lesson of about `minutes` minutes: reading filler plus one two-minute quiz. */
function lesson(slug: string, minutes: number, quiz: LessonStep): LessonContent {
  return {
    slug,
    title: slug,
    description: "d",
    difficulty: "beginner",
    skillKey: "delegation",
    objectives: ["a", "b"],
    points: 100,
    badge: "b",
    steps: [
      {
        title: "Read",
        content: filler((minutes - 2) * 200),
        nonTechnicalContent: "Simple.",
        type: "content",
        icon: "book",
      },
      quiz,
    ],
  };
}

const even = quizStep(["one two three", "four five six", "seven eight nine"], 1);

describe("checkLessons", () => {
  it("passes lessons of the right length with even options, and reports each lesson", () => {
    const { report, failures } = checkLessons([lesson("lesson-1", 35, even), lesson("lesson-3", 20, even)]);
    // Only the catalogue's size fails: two lessons stand in for it here.
    expect(failures).toEqual(["There are 2 lessons; at least 22 are needed."]);
    expect(report.some((line) => /^lesson-3 \| \d+ \| 18\.\d \| 2 \| 20$/.test(line))).toBe(true);
    expect(report.some((line) => line.startsWith("Lessons: 2"))).toBe(true);
  });

  it("fails lessons outside their minutes, lopsided options and a right answer that is usually longest", () => {
    const lopsided = quizStep(["short", "a much longer right answer here", "brief"], 1);
    const { failures } = checkLessons([lesson("lesson-2", 30, even), lesson("lesson-4", 40, lopsided)]);
    expect(failures).toEqual(
      expect.arrayContaining([
        "lesson-2 takes 30 minutes; it must take 45.",
        "lesson-4 takes 40 minutes; lessons take 15 to 30.",
        expect.stringMatching(/^lesson-4 step 2: the Technical options' longest has 6\.00x/),
        expect.stringMatching(/^The right answer is the longest option in 50% of quizzes/),
      ]),
    );
  });

  it("fails a catalogue with fewer lessons than the product promises", () => {
    const { failures } = checkLessons([lesson("lesson-5", 20, quizStep(["one two", "three four"], 0))]);
    expect(failures).toContain("There are 1 lessons; at least 22 are needed.");
  });
});
