/**
 * Pre/post growth of a cohort on one measure (docs/growth.md). The skills assessment's self-ratings,
 * the skill pulses' self-ratings and the 360's reviewer ratings are different measures: a report is
 * about exactly one, its type says which, and scores of another are refused.
 */
import { ANALYTICS_MIN_GROUP_SIZE } from "../../schemas/analytics";
import type { GrowthMeasure } from "../../schemas/program-reports";
import { AppError } from "../../lib/app-error";
import { tQuantile } from "./t-distribution";

/** A person's, skill's or category's id: the caller's own, text or number. */
export type GrowthKey = string | number;

/** One person's score on one skill at the start (pre) and the end (post) of a program. */
export interface PairedScore<M extends GrowthMeasure = GrowthMeasure> {
  measure: M;
  personId: GrowthKey;
  skillId: GrowthKey;
  categoryId: GrowthKey;
  pre: number;
  /** Null when the person was not measured at the end: they are left out, not counted as no change. */
  post: number | null;
}

/** Fewer people than this get no figures, so no person's change can be read off a small group. */
export const GROWTH_MIN_PEOPLE = ANALYTICS_MIN_GROUP_SIZE;

/**
 * The reliability assumed for a measure when the caller has no measured one: 0.80 is the usual
 * figure for short multi-item rating scales. It sets how large a person's change must be to count as
 * beyond the measurement's noise.
 */
export const DEFAULT_GROWTH_RELIABILITY = 0.8;

/** A change beyond this many standard errors of a difference is reliable at the 95% level. */
const RELIABLE_CHANGE_Z = 1.96;

/**
 * How large a person's own change must be to count as beyond the measurement's noise:
 * - `reliable-change`: the reliable change index (Jacobson & Truax), from the spread of the start
 *   scores and the measure's reliability;
 * - `scale-step`: a rise of at least `points` on the measure's own scale (a 360's reviewer mean, whose
 *   reliability is not known and whose raters change between cycles, uses one whole step).
 */
export type NoiseRule =
  { kind: "reliable-change"; reliability: number } | { kind: "scale-step"; points: number };

export const DEFAULT_NOISE: NoiseRule = { kind: "reliable-change", reliability: DEFAULT_GROWTH_RELIABILITY };

/** Means of a few ratings are not exact in binary: 4.333 - 3.333 must still count as one whole step. */
const STEP_TOLERANCE = 1e-9;

export type GrowthFigures =
  | { kind: "too-few"; n: number }
  | {
      kind: "measured";
      n: number;
      /** Mean of post - pre. */
      meanChange: number;
      /** 95% confidence interval of the mean change (t distribution, n - 1 degrees of freedom). */
      ci95: { low: number; high: number };
      /** Cohen's d for paired scores, d_z = mean change / SD of changes; null when every change is equal. */
      cohensDz: number | null;
      /**
       * Share (0..1) whose change is beyond the noise rule: a reliable change index above 1.96 (null when
       * everyone started equal), or a rise of at least the scale step.
       */
      reliablyImprovedShare: number | null;
    };

export interface GrowthReport<M extends GrowthMeasure> {
  measure: M;
  noise: NoiseRule;
  skills: { skillId: GrowthKey; figures: GrowthFigures }[];
  /** `skillIds`: the category's skills someone was scored on at both ends, in first-seen order. */
  categories: { categoryId: GrowthKey; skillIds: GrowthKey[]; figures: GrowthFigures }[];
}

export const MIXED_MEASURES =
  "The skills assessment, skill pulses and 360 reviewer ratings are different measures: report on one of them at a time.";
export const BAD_RELIABILITY = "The reliability must be above 0 and below 1.";
export const BAD_SCALE_STEP = "The scale step must be above 0.";

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** Sample standard deviation (n - 1 in the denominator). */
function sampleSd(values: readonly number[]): number {
  const m = mean(values);
  return Math.sqrt(values.reduce((sum, v) => sum + (v - m) ** 2, 0) / (values.length - 1));
}

/** The share of `changes` beyond the noise rule, or null when the rule cannot be sized. */
function improvedBeyondNoise(
  pairs: readonly { pre: number; post: number }[],
  changes: readonly number[],
  noise: NoiseRule,
): number | null {
  if (noise.kind === "scale-step") {
    return changes.filter((c) => c >= noise.points - STEP_TOLERANCE).length / changes.length;
  }
  // Jacobson & Truax: SEM = SD(pre) * sqrt(1 - r); a difference of two scores has SE = sqrt(2) * SEM.
  const seDifference = Math.SQRT2 * sampleSd(pairs.map((p) => p.pre)) * Math.sqrt(1 - noise.reliability);
  if (seDifference === 0) return null;
  return changes.filter((c) => c / seDifference > RELIABLE_CHANGE_Z).length / changes.length;
}

function checkNoise(noise: NoiseRule) {
  if (noise.kind === "reliable-change" && !(noise.reliability > 0 && noise.reliability < 1)) {
    throw new AppError("BAD_REQUEST", BAD_RELIABILITY);
  }
  if (noise.kind === "scale-step" && !(noise.points > 0)) throw new AppError("BAD_REQUEST", BAD_SCALE_STEP);
}

/** The figures for one set of complete (pre, post) pairs, one pair per person. */
export function pairedGrowth(
  pairs: readonly { pre: number; post: number }[],
  noise: NoiseRule = DEFAULT_NOISE,
): GrowthFigures {
  const n = pairs.length;
  if (n < GROWTH_MIN_PEOPLE) return { kind: "too-few", n };
  const changes = pairs.map((p) => p.post - p.pre);
  const meanChange = mean(changes);
  const sdChange = sampleSd(changes);
  const halfWidth = (tQuantile(0.975, n - 1) * sdChange) / Math.sqrt(n);
  return {
    kind: "measured",
    n,
    meanChange,
    ci95: { low: meanChange - halfWidth, high: meanChange + halfWidth },
    cohensDz: sdChange === 0 ? null : meanChange / sdChange,
    reliablyImprovedShare: improvedBeyondNoise(pairs, changes, noise),
  };
}

/** Groups values by key, keeping first-seen order. */
function groupBy<T>(items: readonly T[], key: (item: T) => GrowthKey): Map<GrowthKey, T[]> {
  const groups = new Map<GrowthKey, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * Per skill and per category. A person's category score is the mean of their scores on the
 * category's skills they have both a pre and a post for, so the two ends compare the same skills.
 * `NoInfer` makes the compiler refuse scores of another measure than the one named.
 */
export function growthReport<M extends GrowthMeasure>(
  measure: M,
  scores: readonly PairedScore<NoInfer<M>>[],
  noise: NoiseRule = DEFAULT_NOISE,
): GrowthReport<M> {
  if (scores.some((s) => s.measure !== measure)) throw new AppError("BAD_REQUEST", MIXED_MEASURES);
  checkNoise(noise);
  const complete = scores.filter((s): s is typeof s & { post: number } => s.post !== null);
  // Each person's mean pre and post over the rows given (summed in order, as a mean of their list).
  const onePerPerson = (rows: typeof complete) => {
    const sums = new Map<GrowthKey, { pre: number; post: number; n: number }>();
    for (const r of rows) {
      const sum = sums.get(r.personId);
      if (sum) {
        sum.pre += r.pre;
        sum.post += r.post;
        sum.n += 1;
      } else sums.set(r.personId, { pre: r.pre, post: r.post, n: 1 });
    }
    return [...sums.values()].map((sum) => ({ pre: sum.pre / sum.n, post: sum.post / sum.n }));
  };
  return {
    measure,
    noise,
    skills: [...groupBy(complete, (s) => s.skillId)].map(([skillId, rows]) => ({
      skillId,
      figures: pairedGrowth(onePerPerson(rows), noise),
    })),
    categories: [...groupBy(complete, (s) => s.categoryId)].map(([categoryId, rows]) => ({
      categoryId,
      skillIds: [...groupBy(rows, (r) => r.skillId).keys()],
      figures: pairedGrowth(onePerPerson(rows), noise),
    })),
  };
}
