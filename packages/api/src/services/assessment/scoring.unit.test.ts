import { describe, expect, it } from "vitest";
import {
  daysUntilRetake,
  describeAnswerProblems,
  findAnswerProblems,
  overallPercent,
  percentOf,
  scoreAnswer,
  scoreAssessment,
  type ScoredQuestion,
} from "./scoring";

/** The real bank's shape: 70 questions, four categories of 17/18/17/18, skills of 4-5 questions. */
function bank(): ScoredQuestion[] {
  const sizes = [17, 18, 17, 18];
  const questions: ScoredQuestion[] = [];
  let n = 0;
  sizes.forEach((size, c) => {
    for (let i = 0; i < size; i++) {
      n += 1;
      questions.push({ id: `q${n}`, categoryId: c + 1, skillId: (c + 1) * 10 + (i % 4) });
    }
  });
  return questions;
}

const allAnswers = (questions: ScoredQuestion[], answer: string) =>
  new Map(questions.map((q) => [q.id, answer]));

describe("scoreAnswer", () => {
  it("accepts '1'..'5' only", () => {
    expect(["1", "2", "3", "4", "5"].map(scoreAnswer)).toEqual([1, 2, 3, 4, 5]);
    for (const bad of ["0", "6", "", "4.5", "four", "11", "-1"]) expect(scoreAnswer(bad)).toBeNull();
  });
});

describe("percentOf and overallPercent", () => {
  it("rounds sum / (5 x n) x 100", () => {
    expect(percentOf([4, 4, 4])).toBe(80);
    expect(percentOf([5, 4, 4])).toBe(87); // 13/15 = 86.67
    expect(percentOf([3, 4])).toBe(70); // 7/10
    expect(percentOf([1, 2, 2])).toBe(33); // 5/15 = 33.3
    expect(percentOf([5, 5, 4, 4, 4, 4, 4, 3])).toBe(83); // 33/40 = 82.5 rounds up
    expect(percentOf([])).toBe(0);
  });

  it("averages the category percents and rounds", () => {
    expect(overallPercent([80, 80, 80, 80])).toBe(80);
    expect(overallPercent([70, 71, 70, 70])).toBe(70); // 70.25
    expect(overallPercent([70, 71, 71, 70])).toBe(71); // 70.5
    expect(overallPercent([])).toBe(0);
  });
});

describe("scoreAssessment", () => {
  it("all answers 4 gives 80 in every category, every skill and overall", () => {
    const questions = bank();
    const scored = scoreAssessment(questions, allAnswers(questions, "4"));
    expect(scored.overall).toBe(80);
    expect(scored.categories).toHaveLength(4);
    expect(scored.categories.every((c) => c.score === 80)).toBe(true);
    expect(scored.skills.every((s) => s.score === 80)).toBe(true);
    expect(scored.totalScore).toBe(280);
    expect(scored.maxScore).toBe(350);
  });

  it("scores categories and skills from their own questions", () => {
    const questions = bank();
    const answers = allAnswers(questions, "3");
    // Communication (q1-q17) all 5s: 100; the rest 3s: 60.
    for (let i = 1; i <= 17; i++) answers.set(`q${i}`, "5");
    const scored = scoreAssessment(questions, answers);
    expect(scored.categories.map((c) => c.score)).toEqual([100, 60, 60, 60]);
    expect(scored.overall).toBe(70);
    expect(scored.skills.find((s) => s.skillId === 10)?.score).toBe(100);
    expect(scored.skills.find((s) => s.skillId === 20)?.score).toBe(60);
    expect(scored.skills.find((s) => s.skillId === 10)?.answers[0]).toEqual({ questionId: "q1", score: 5 });
  });

  it("refuses to score an incomplete set", () => {
    const questions = bank();
    const answers = allAnswers(questions, "4");
    answers.delete("q9");
    expect(() => scoreAssessment(questions, answers)).toThrow(/q9/);
  });
});

describe("answer problems", () => {
  const questions = bank();
  const responses = (answer = "4") => questions.map((q) => ({ questionId: q.id, answer }));

  it("names the missing ids", () => {
    const some = responses().filter((r) => r.questionId !== "q12" && r.questionId !== "q40");
    expect(describeAnswerProblems(findAnswerProblems(questions, some))).toBe("Missing answers for: q12, q40");
  });

  it("refuses unknown ids, duplicates and answers outside 1..5", () => {
    expect(
      describeAnswerProblems(
        findAnswerProblems(questions, [...responses(), { questionId: "q71", answer: "3" }]),
      ),
    ).toBe("Unknown questions: q71");
    expect(
      describeAnswerProblems(
        findAnswerProblems(questions, [...responses(), { questionId: "q3", answer: "3" }]),
      ),
    ).toBe("More than one answer for: q3");
    const bad = responses().map((r) => (r.questionId === "q5" ? { ...r, answer: "7" } : r));
    expect(describeAnswerProblems(findAnswerProblems(questions, bad))).toMatch(/Invalid answers for: q5$/);
    expect(describeAnswerProblems(findAnswerProblems(questions, responses()))).toBeNull();
  });
});

describe("daysUntilRetake", () => {
  const completed = new Date("2026-01-01T12:00:00Z");
  const at = (iso: string) => new Date(iso);

  it("is 0 without an assessment and once the interval has passed", () => {
    expect(daysUntilRetake(null, at("2026-01-01T00:00:00Z"), 90)).toBe(0);
    expect(daysUntilRetake(completed, at("2026-04-01T12:00:00Z"), 90)).toBe(0);
    expect(daysUntilRetake(completed, at("2026-06-01T00:00:00Z"), 90)).toBe(0);
  });

  it("counts whole days, rounded up", () => {
    expect(daysUntilRetake(completed, completed, 90)).toBe(90);
    expect(daysUntilRetake(completed, at("2026-01-01T12:00:01Z"), 90)).toBe(90);
    expect(daysUntilRetake(completed, at("2026-01-02T12:00:00Z"), 90)).toBe(89);
    expect(daysUntilRetake(completed, at("2026-04-01T11:59:59Z"), 90)).toBe(1);
    expect(daysUntilRetake(completed, at("2026-03-31T13:00:00Z"), 90)).toBe(1);
  });
});
