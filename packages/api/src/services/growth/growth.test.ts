import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error";
import type { GrowthMeasure } from "../../schemas/program-reports";
import { BAD_SCALE_STEP, growthReport, MIXED_MEASURES, pairedGrowth, type PairedScore } from "./growth";
import { tCdf, tQuantile } from "./t-distribution";

const pairs = (pre: number[], post: number[]) => pre.map((p, i) => ({ pre: p, post: post[i] ?? NaN }));

describe("t distribution", () => {
  // scipy 1.17.1: stats.t.ppf(0.975, df) and stats.t.cdf(2, df).
  it.each([
    [1, 12.706204736174694, 0.8524163823495667],
    [2, 4.302652729749462, 0.908248290463863],
    [4, 2.7764451051977934, 0.9419417382415922],
    [5, 2.5705818356363146, 0.9490302605850708],
    [29, 2.045229642132703, 0.9725281814085164],
    [1000, 1.9623390808264083, 0.9771148267533741],
  ])("df %i matches scipy", (df, quantile, cdfAt2) => {
    expect(tQuantile(0.975, df)).toBeCloseTo(quantile, 9);
    expect(tCdf(2, df)).toBeCloseTo(cdfAt2, 12);
    expect(tQuantile(0.025, df)).toBeCloseTo(-quantile, 9);
  });
});

describe("pairedGrowth", () => {
  it("matches figures worked by hand on six people", () => {
    // Changes 1, 1, 0, 1, 1, -1: mean 3/6 = 0.5; squared deviations 4 x 0.25 + 0.25 + 2.25 = 3.5,
    // SD = sqrt(3.5 / 5) = 0.83666; d_z = 0.5 / 0.83666 = 0.59761; CI = 0.5 ± 2.57058 x 0.83666 / sqrt(6).
    // Pre SD = sqrt(2.8333 / 5) = 0.75277, SE of a difference = sqrt(2) x 0.75277 x sqrt(1 - 0.8) = 0.47610,
    // so a change of 1 (RCI 2.10) is reliable and 0 or -1 is not: 4 of 6.
    const figures = pairedGrowth(pairs([3, 2, 4, 3, 2, 3], [4, 3, 4, 4, 3, 2]));
    if (figures.kind !== "measured") throw new Error("expected figures");
    expect(figures).toMatchObject({ n: 6, meanChange: 0.5, reliablyImprovedShare: 4 / 6 });
    expect(figures.ci95.low).toBeCloseTo(0.5 - (2.5705818 * Math.sqrt(0.7)) / Math.sqrt(6), 6);
    expect(figures.ci95.high).toBeCloseTo(0.5 + (2.5705818 * Math.sqrt(0.7)) / Math.sqrt(6), 6);
    expect(figures.cohensDz).toBeCloseTo(0.5 / Math.sqrt(0.7), 12);
  });

  it("matches scipy on twelve people", () => {
    // scipy 1.17.1: r = stats.ttest_rel(post, pre); r.confidence_interval(0.95);
    // d.mean() / np.std(d, ddof=1); ((d / (sqrt(2) * np.std(pre, ddof=1) * sqrt(0.2))) > 1.96).sum().
    const pre = [2.5, 3.1, 1.8, 4.0, 3.3, 2.2, 2.9, 3.6, 1.5, 2.7, 3.0, 2.4];
    const post = [3.4, 3.0, 2.9, 4.2, 4.1, 2.0, 3.8, 3.9, 2.8, 2.6, 3.5, 3.7];
    const figures = pairedGrowth(pairs(pre, post));
    if (figures.kind !== "measured") throw new Error("expected figures");
    expect(figures.meanChange).toBeCloseTo(0.575, 12);
    expect(figures.ci95.low).toBeCloseTo(0.2258093201285405, 10);
    expect(figures.ci95.high).toBeCloseTo(0.9241906798714596, 10);
    expect(figures.cohensDz).toBeCloseTo(1.0462408972358654, 10);
    expect(figures.reliablyImprovedShare).toBe(5 / 12);
  });

  it("gives figures for exactly five people and nothing for four", () => {
    const five = pairs([1, 2, 3, 4, 5], [2, 2, 4, 5, 5]);
    expect(pairedGrowth(five)).toMatchObject({ kind: "measured", n: 5, meanChange: 0.6 });
    expect(pairedGrowth(five.slice(0, 4))).toEqual({ kind: "too-few", n: 4 });
  });

  it("gives a zero-width interval and no effect size when everyone changed the same", () => {
    const figures = pairedGrowth(pairs([1, 2, 3, 4, 5], [2, 3, 4, 5, 6]));
    expect(figures).toMatchObject({ meanChange: 1, ci95: { low: 1, high: 1 }, cohensDz: null });
  });

  it("gives no reliable-change share when everyone started equal (no spread to size the noise)", () => {
    const figures = pairedGrowth(pairs([3, 3, 3, 3, 3], [4, 3, 5, 3, 4]));
    expect(figures).toMatchObject({ kind: "measured", reliablyImprovedShare: null });
  });

  it("counts a tie (no change) as not improved", () => {
    const figures = pairedGrowth(pairs([1, 2, 3, 4, 5], [1, 2, 3, 4, 5]));
    expect(figures).toMatchObject({ meanChange: 0, cohensDz: null, reliablyImprovedShare: 0 });
  });
});

describe("pairedGrowth with a scale step as the noise (reviewer means)", () => {
  const step = { kind: "scale-step", points: 1 } as const;
  // Five people's reviewer means on one skill (1-5 scale): 3.33 -> 4.33, 3 -> 3.75, 4 -> 4, 2 -> 3.33,
  // 3 -> 2.67. Changes 1, 0.75, 0, 1.33, -0.33: mean 2.75 / 5 = 0.55; squared deviations 0.2025 + 0.04 +
  // 0.3025 + 0.61361 + 0.78028 = 1.93889, SD = sqrt(1.93889 / 4) = 0.69622; d_z = 0.55 / 0.69622 = 0.78998;
  // CI = 0.55 ± 2.77645 x 0.69622 / sqrt(5) = 0.55 ± 0.86447. A whole step up: the 1 and the 1.33, 2 of 5.
  const pre = [10 / 3, 3, 4, 2, 3];
  const post = [13 / 3, 3.75, 4, 10 / 3, 8 / 3];

  it("matches figures worked by hand, counting a rise of exactly one step", () => {
    const figures = pairedGrowth(pairs(pre, post), step);
    if (figures.kind !== "measured") throw new Error("expected figures");
    expect(figures.n).toBe(5);
    expect(figures.meanChange).toBeCloseTo(0.55, 12);
    expect(figures.ci95.low).toBeCloseTo(0.55 - 0.864471, 5);
    expect(figures.ci95.high).toBeCloseTo(0.55 + 0.864471, 5);
    expect(figures.cohensDz).toBeCloseTo(0.78998, 5);
    // 13/3 - 10/3 is 0.9999999999999996 in binary: still one whole step.
    expect(figures.reliablyImprovedShare).toBe(2 / 5);
  });

  it("sizes the noise without the start scores' spread, so everyone starting equal still has a share", () => {
    const figures = pairedGrowth(pairs([3, 3, 3, 3, 3], [4, 3, 5, 3, 3.5]), step);
    expect(figures).toMatchObject({ kind: "measured", reliablyImprovedShare: 2 / 5 });
  });

  it("refuses a step that is not above 0", () => {
    expect(() => growthReport("reviewer-rating", [], { kind: "scale-step", points: 0 })).toThrow(
      BAD_SCALE_STEP,
    );
  });
});

describe("growthReport", () => {
  const score = (personId: string, skillId: string, categoryId: string, pre: number, post: number | null) =>
    ({ measure: "assessment-self-rating", personId, skillId, categoryId, pre, post }) as const;
  const people = ["a", "b", "c", "d", "e", "f"];

  it("reports per skill and per category, leaving out people without a post score", () => {
    const scores: PairedScore<"assessment-self-rating">[] = people.flatMap((p, i) => [
      score(p, "listening", "communication", 2, i === 5 ? null : 3),
      score(p, "feedback", "communication", 2, 4),
    ]);
    const report = growthReport("assessment-self-rating", scores);
    expect(report.skills.map((s) => s.skillId)).toEqual(["listening", "feedback"]);
    expect(report.categories[0]?.skillIds).toEqual(["listening", "feedback"]);
    expect(report.skills[0]?.figures).toMatchObject({ n: 5, meanChange: 1 });
    expect(report.skills[1]?.figures).toMatchObject({ n: 6, meanChange: 2 });
    // Person f's category score uses only feedback (the skill measured at both ends): change 2.
    expect(report.categories[0]?.figures).toMatchObject({ n: 6, meanChange: (5 * 1.5 + 2) / 6 });
  });

  it("says 'too few' when under five people have both scores", () => {
    const scores = people.map((p, i) => score(p, "listening", "communication", 2, i < 2 ? null : 3));
    expect(growthReport("assessment-self-rating", scores).skills[0]?.figures).toEqual({
      kind: "too-few",
      n: 4,
    });
  });

  it("refuses reviewer ratings or pulses in an assessment's report", () => {
    for (const other of ["reviewer-rating", "pulse-self-rating"] as const) {
      const mixed: PairedScore[] = [
        score("a", "listening", "communication", 2, 3),
        { ...score("b", "listening", "communication", 2, 3), measure: other },
      ];
      // A caller whose measure is only known at run time gets the union type; the run-time check holds.
      expect(() => growthReport<GrowthMeasure>("assessment-self-rating", mixed)).toThrow(
        new AppError("BAD_REQUEST", MIXED_MEASURES),
      );
      // @ts-expect-error the compiler refuses scores of another measure than the one named
      expect(() => growthReport("assessment-self-rating", [mixed[1]!])).toThrow(MIXED_MEASURES);
    }
  });
});
