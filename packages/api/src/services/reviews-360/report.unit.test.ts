import { describe, expect, it } from "vitest";
import type { ReviewInstrumentItem } from "../../schemas/reviews-360";
import { computeReviewReport, findGaps, ratingMeans, type ReviewAnswer } from "./report";

const item = (skillId: number, skillKey: string, categoryKey: string): ReviewInstrumentItem => ({
  skillId,
  skillKey,
  skillName: `Skill ${skillKey}`,
  categoryKey,
  categoryName: `Category ${categoryKey}`,
  behaviour: `Does ${skillKey}`,
});

const items = [item(1, "a", "x"), item(2, "b", "x"), item(3, "c", "y"), item(4, "d", "y")];

function answer(
  ratings: Record<string, number>,
  overrides: Partial<Omit<ReviewAnswer, "ratings">> = {},
): ReviewAnswer {
  return {
    relationship: "peer",
    ratings,
    overallRating: 4,
    strengths: null,
    areasForImprovement: null,
    additionalComments: null,
    ...overrides,
  };
}

const self = { ratings: { a: 5, b: 3, c: 2, d: 4 }, overallSelfRating: 4 };

describe("computeReviewReport", () => {
  it("hides every reviewer figure below 3 answers", () => {
    const report = computeReviewReport({
      cycleId: 7,
      items,
      self,
      answers: [
        answer({ a: 1, b: 1, c: 1, d: 1 }, { strengths: "Listens well" }),
        answer({ a: 2, b: 2, c: 2, d: 2 }, { areasForImprovement: "Write more" }),
      ],
      previous: null,
    });
    expect(report.released).toBe(false);
    expect(report.responseCount).toBe(2);
    expect(report.minimumResponses).toBe(3);
    expect(report.skills.map((s) => [s.self, s.others, s.gap])).toEqual([
      [5, null, null],
      [3, null, null],
      [2, null, null],
      [4, null, null],
    ]);
    expect(report.categories.map((c) => [c.self, c.others])).toEqual([
      [4, null],
      [3, null],
    ]);
    expect(report.overall).toEqual({ self: 4, others: null });
    expect(report.blindSpots).toEqual([]);
    expect(report.hiddenStrengths).toEqual([]);
    expect(report.relationships).toEqual([]);
    expect(report.comments).toEqual({ strengths: [], areasForImprovement: [], additionalComments: [] });
    expect(JSON.stringify(report)).not.toMatch(/Listens well|Write more/);
  });

  it("computes averages, gaps, blind spots and hidden strengths from known answers", () => {
    const report = computeReviewReport({
      cycleId: 7,
      items,
      self,
      answers: [
        answer({ a: 3, b: 4, c: 4, d: 4 }, { overallRating: 3 }),
        answer({ a: 4, b: 4, c: 3, d: 4 }, { overallRating: 4 }),
        answer({ a: 3, b: 3, c: 4, d: 5 }, { overallRating: 4 }),
      ],
      previous: null,
    });
    expect(report.released).toBe(true);
    // a: (3+4+3)/3 = 3.33, self 5, gap 1.67 -> blind spot
    // b: (4+4+3)/3 = 3.67, self 3, gap -0.67 -> neither
    // c: (4+3+4)/3 = 3.67, self 2, gap -1.67 -> hidden strength
    // d: (4+4+5)/3 = 4.33, self 4, gap -0.33
    expect(report.skills.map((s) => [s.skillKey, s.self, s.others, s.gap])).toEqual([
      ["a", 5, 3.33, 1.67],
      ["b", 3, 3.67, -0.67],
      ["c", 2, 3.67, -1.67],
      ["d", 4, 4.33, -0.33],
    ]);
    // x: self (5+3)/2 = 4, others (3+4+4+4+3+3)/6 = 3.5; y: self 3, others (4+4+3+4+4+5)/6 = 4
    expect(report.categories).toEqual([
      { categoryKey: "x", categoryName: "Category x", self: 4, others: 3.5, gap: 0.5, previousOthers: null },
      { categoryKey: "y", categoryName: "Category y", self: 3, others: 4, gap: -1, previousOthers: null },
    ]);
    expect(report.overall).toEqual({ self: 4, others: 3.67 });
    expect(report.blindSpots).toEqual([
      {
        skillId: 1,
        skillKey: "a",
        skillName: "Skill a",
        categoryName: "Category x",
        self: 5,
        others: 3.33,
        gap: 1.67,
      },
    ]);
    expect(report.hiddenStrengths).toEqual([
      {
        skillId: 3,
        skillKey: "c",
        skillName: "Skill c",
        categoryName: "Category y",
        self: 2,
        others: 3.67,
        gap: -1.67,
      },
    ]);
  });

  it("counts a gap of exactly the threshold, and nothing smaller", () => {
    const answers = [answer({ a: 4, b: 2 }), answer({ a: 4, b: 2 }), answer({ a: 4, b: 3 })];
    const report = computeReviewReport({
      cycleId: 1,
      items: items.slice(0, 2),
      self: { ratings: { a: 5, b: 3 }, overallSelfRating: null },
      answers,
      previous: null,
    });
    // a: others 4, gap exactly 1 -> blind spot; b: others 2.33, gap 0.67 -> not.
    expect(report.blindSpots.map((g) => [g.skillKey, g.gap])).toEqual([["a", 1]]);
    expect(report.hiddenStrengths).toEqual([]);
  });

  it("orders gaps largest first", () => {
    const skills = [
      { gap: 1.2, key: "p" },
      { gap: 2.5, key: "q" },
      { gap: -3, key: "r" },
      { gap: -1, key: "s" },
    ].map(({ gap, key }, i) => ({
      ...item(i, key, "x"),
      self: 3 + gap,
      others: 3,
      gap,
      previousOthers: null,
    }));
    expect(findGaps(skills, "blindSpot").map((g) => g.skillKey)).toEqual(["q", "p"]);
    expect(findGaps(skills, "hiddenStrength").map((g) => g.skillKey)).toEqual(["r", "s"]);
  });

  it("shows relationship groups only with 3 answers of their own", () => {
    const report = computeReviewReport({
      cycleId: 1,
      items,
      self: null,
      answers: [
        answer({ a: 5, b: 5, c: 5, d: 5 }, { relationship: "manager" }),
        answer({ a: 2, b: 2, c: 4, d: 4 }, { relationship: "peer" }),
        answer({ a: 3, b: 3, c: 4, d: 4 }, { relationship: "peer" }),
        answer({ a: 4, b: 4, c: 4, d: 4 }, { relationship: "peer" }),
        answer({ a: 1, b: 1, c: 1, d: 1 }, { relationship: "direct_report" }),
        answer({ a: 1, b: 1, c: 1, d: 1 }, { relationship: "direct_report" }),
      ],
      previous: null,
    });
    expect(report.relationships).toEqual([
      {
        relationship: "peer",
        count: 3,
        average: 3.5,
        categories: [
          { categoryKey: "x", categoryName: "Category x", average: 3 },
          { categoryKey: "y", categoryName: "Category y", average: 4 },
        ],
      },
    ]);
    expect(report.ungroupedCount).toBe(3);
    // Without a self-assessment there is no gap to speak of.
    expect(report.selfAssessmentCompleted).toBe(false);
    expect(report.skills.every((s) => s.self === null && s.gap === null && s.others !== null)).toBe(true);
    expect(report.blindSpots).toEqual([]);
    expect(report.hiddenStrengths).toEqual([]);
  });

  it("pools comments without authors, in alphabetical order, blanks dropped", () => {
    const report = computeReviewReport({
      cycleId: 1,
      items,
      self,
      answers: [
        answer({}, { strengths: "Zeal for quality", additionalComments: "  " }),
        answer({}, { strengths: "calm in incidents", areasForImprovement: "Delegate more" }),
        answer({}, { strengths: "Asks good questions", areasForImprovement: null }),
      ],
      previous: null,
    });
    expect(report.comments).toEqual({
      strengths: ["Asks good questions", "calm in incidents", "Zeal for quality"],
      areasForImprovement: ["Delegate more"],
      additionalComments: [],
    });
    // Ratings that are missing or out of range count for nothing.
    expect(report.skills.every((s) => s.others === null)).toBe(true);
  });

  it("ignores invalid ratings but keeps the valid ones", () => {
    const report = computeReviewReport({
      cycleId: 1,
      items: items.slice(0, 1),
      self: { ratings: { a: 9 }, overallSelfRating: null },
      answers: [answer({ a: 4 }), answer({ a: 0 }), answer({ a: 2 }), answer({ a: 3.5 })],
      previous: null,
    });
    expect(report.skills[0]).toMatchObject({ self: null, others: 3, gap: null });
  });

  it("compares with the previous released cycle", () => {
    const previousAnswers = [
      answer({ a: 2, b: 2, c: 3, d: 3 }),
      answer({ a: 2, b: 3, c: 3, d: 3 }),
      answer({ a: 2, b: 2, c: 3, d: 4 }),
    ];
    const current = [
      answer({ a: 4, b: 4, c: 4, d: 4 }),
      answer({ a: 4, b: 4, c: 4, d: 4 }),
      answer({ a: 4, b: 4, c: 4, d: 4 }),
    ];
    const report = computeReviewReport({
      cycleId: 2,
      items,
      self,
      answers: current,
      previous: { id: 1, title: "Spring", createdAt: "2026-03-01T00:00:00.000Z", answers: previousAnswers },
    });
    expect(report.previousCycle).toEqual({
      id: 1,
      title: "Spring",
      createdAt: "2026-03-01T00:00:00.000Z",
      responseCount: 3,
    });
    expect(report.skills.map((s) => s.previousOthers)).toEqual([2, 2.33, 3, 3.33]);
    expect(report.categories.map((c) => c.previousOthers)).toEqual([2.17, 3.17]);

    const locked = computeReviewReport({
      cycleId: 2,
      items,
      self,
      answers: current.slice(0, 2),
      previous: { id: 1, title: "Spring", createdAt: "2026-03-01T00:00:00.000Z", answers: previousAnswers },
    });
    expect(locked.previousCycle).toBeNull();
    expect(locked.skills.every((s) => s.previousOthers === null)).toBe(true);
  });
});

describe("ratingMeans", () => {
  it("averages each key's valid ratings (whole numbers 1 to 5) and leaves out keys without one", () => {
    expect(
      ratingMeans([
        { a: 1, b: 5, c: 0, d: "4" },
        { a: 2, b: 2.5, c: 6, e: null },
        { a: 4, b: 3 },
      ]),
    ).toEqual({ a: 7 / 3, b: 4 });
    expect(ratingMeans([])).toEqual({});
  });
});
