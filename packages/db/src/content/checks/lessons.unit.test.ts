import { describe, expect, it } from "vitest";
import type { LessonContent, LessonStep } from "../lesson-schema";
import { ROLE_PLAY_POINTS } from "../../domain";
import { checkLessons, namedPoints, unearnedPointMessages } from "./lessons";

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

describe("gamification messages name only points the server awards", () => {
  const withMessage = (step: LessonStep, message: string): LessonStep => ({
    ...step,
    gamification: { type: "pattern_master", message, nonTechnicalMessage: "Nicely done." },
  });

  it("reads '+50', '50 XP', '50 points' and '50 pts', and nothing else with a number", () => {
    expect(namedPoints("+50 Empathy, then 30 XP, 20 points and +5 more; 7 pts")).toEqual([50, 30, 20, 5, 7]);
    expect(namedPoints("Three steps in 10 minutes, 2 people")).toEqual([]);
  });

  it("fails a message promising points no step awards, and passes the quiz's, role-play's and lesson's own", () => {
    const bad = lesson(
      "lesson-3",
      20,
      withMessage(even, "+50 Decision-Making Under Ambiguity for deciding."),
    );
    expect(unearnedPointMessages([bad])).toEqual([
      'lesson-3 step 2: the Technical gamification message "+50 Decision-Making Under Ambiguity for deciding." names 50 points, which the server does not award on this step (it awards 10, 100).',
    ]);
    expect(checkLessons([bad]).failures).toContain(unearnedPointMessages([bad])[0]);

    // The quiz's 10 points and the lesson's 100 (its last step completes it) are awarded here.
    const honest = lesson(
      "lesson-3",
      20,
      withMessage(even, "+10 for the right answer, 100 XP for the lesson."),
    );
    expect(unearnedPointMessages([honest])).toEqual([]);
    const reading = honest.steps[0];
    if (!reading) throw new Error("the lesson has a reading step");
    honest.steps[0] = withMessage(reading, `Worth ${ROLE_PLAY_POINTS} XP.`);
    expect(unearnedPointMessages([honest])).toEqual([
      expect.stringMatching(/^lesson-3 step 1: .* names 20 points, .* \(it awards none\)\.$/),
    ]);
  });
});
