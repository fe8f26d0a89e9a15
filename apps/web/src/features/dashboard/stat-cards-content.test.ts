import { describe, expect, it } from "vitest";
import { statCardsContent } from "./stat-cards-content";

describe("statCardsContent", () => {
  it("shows the documented prompts for zero values", () => {
    const cards = statCardsContent({ overallScore: 0, completedLessons: 0, activeGoals: 0, streakDays: 0 });
    expect(cards.map((card) => card.note)).toEqual([
      "Take assessment",
      "Start learning",
      "Set your goals",
      "Start your streak",
    ]);
    expect(cards.map((card) => card.promptHref)).toEqual([
      "/assessment",
      "/lessons",
      "/goals?create=true",
      "/lessons",
    ]);
  });

  it("shows values, targets and positive notes otherwise", () => {
    const [score, lessons, goals, streak] = statCardsContent({
      overallScore: 80,
      completedLessons: 5,
      activeGoals: 1,
      streakDays: 45,
    });
    expect(score).toMatchObject({
      value: "80%",
      progress: 80,
      note: "Across 4 core competencies",
      promptHref: null,
    });
    expect(lessons).toMatchObject({ value: "5", progress: 25, targetText: "of 20 lessons" });
    expect(goals).toMatchObject({ value: "1", progress: 20, note: "1 goal in progress" });
    expect(streak).toMatchObject({
      progress: 100,
      targetText: "of 30 days",
      note: "45 days in a row. Keep it going!",
    });
  });
});
