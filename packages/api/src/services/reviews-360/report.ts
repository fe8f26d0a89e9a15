import type { FeedbackRelationship } from "@leadcoach/db";
import {
  MIN_NEW_ANSWERS_PER_RELEASE,
  MIN_REVIEWERS_FOR_REPORT,
  MIN_REVIEWERS_PER_GROUP,
  REVIEW_GAP_THRESHOLD,
  type ReviewCategoryResult,
  type ReviewGap,
  type ReviewInstrumentItem,
  type ReviewRelationshipGroup,
  type ReviewReport,
  type ReviewSkillResult,
} from "../../schemas/reviews-360";
import { feedbackRelationships } from "../../schemas/domain";

/**
 * The 360 report as pure arithmetic over the answers, so every figure can be checked by hand:
 * - a skill's `others` is the mean of the reviewers' ratings of its behaviour; a category's is the mean
 *   of all its items' ratings by all reviewers; `self` likewise from the self-assessment;
 * - averages are rounded to 2 decimals, and `gap = self - others` is taken from those rounded figures,
 *   so what the screen shows adds up;
 * - nothing about reviewers is computed below MIN_REVIEWERS_FOR_REPORT answers, and a relationship
 *   group appears only with MIN_REVIEWERS_PER_GROUP answers of its own;
 * - the answers given are the latest release's (which answers a release pools is `planRelease`'s
 *   business), so every figure here moves only from one release to the next.
 */

export interface ReviewAnswer {
  relationship: FeedbackRelationship;
  /** Behaviour ratings keyed by skill key (anything that is not an integer 1-5 is ignored). */
  ratings: Readonly<Record<string, unknown>>;
  overallRating: number;
  strengths: string | null;
  areasForImprovement: string | null;
  additionalComments: string | null;
}

export interface ReportInput {
  cycleId: number;
  items: readonly ReviewInstrumentItem[];
  self: { ratings: Readonly<Record<string, unknown>>; overallSelfRating: number | null } | null;
  /** The answers the figures pool: the latest release's (all of them when `release` is left out). */
  answers: readonly ReviewAnswer[];
  /**
   * The release shown and the cycle's counted answers. Left out (pure tests), every answer given is
   * pooled and released from MIN_REVIEWERS_FOR_REPORT on.
   */
  release?: {
    sequence: number;
    releasedAt: string;
    atClose: boolean;
    /** Each relationship group's own pool (a group is shown with MIN_REVIEWERS_PER_GROUP of its own). */
    groups: Partial<Record<FeedbackRelationship, readonly ReviewAnswer[]>>;
  } | null;
  /** Counted answers so far, pooled or not (defaults to the answers given). */
  countedAnswers?: number;
  /** The previous released cycle and its answers, for comparison. */
  previous: { id: number; title: string; createdAt: string; answers: readonly ReviewAnswer[] } | null;
}

export const round2 = (value: number) => Math.round(value * 100) / 100;

/** A stored rating when it is one (a whole number 1 to 5), else null: what every 360 figure counts. */
export function rating(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;
}

/**
 * Per answer key, the mean of the valid ratings (`rating`) the answers give it; keys without one are left
 * out. A release stores these for what it pools (the program report's reviewer figures read them).
 */
export function ratingMeans(answers: readonly Record<string, unknown>[]): Record<string, number> {
  const sums = new Map<string, { sum: number; n: number }>();
  for (const answer of answers) {
    for (const [key, value] of Object.entries(answer)) {
      const r = rating(value);
      if (r === null) continue;
      const total = sums.get(key) ?? { sum: 0, n: 0 };
      sums.set(key, { sum: total.sum + r, n: total.n + 1 });
    }
  }
  return Object.fromEntries([...sums].map(([key, { sum, n }]) => [key, sum / n]));
}

function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return round2(values.reduce((sum, v) => sum + v, 0) / values.length);
}

/** Every valid rating the answers give the items in `keys`. */
function ratingsFor(answers: readonly ReviewAnswer[], keys: readonly string[]): number[] {
  return answers.flatMap((answer) =>
    keys.map((key) => rating(answer.ratings[key])).filter((v): v is number => v !== null),
  );
}

function selfRatingsFor(self: ReportInput["self"], keys: readonly string[]): number[] {
  if (!self) return [];
  return keys.map((key) => rating(self.ratings[key])).filter((v): v is number => v !== null);
}

const gapOf = (self: number | null, others: number | null) =>
  self === null || others === null ? null : round2(self - others);

interface Category {
  key: string;
  name: string;
  keys: string[];
}

function categoriesOf(items: readonly ReviewInstrumentItem[]): Category[] {
  const byKey = new Map<string, Category>();
  for (const item of items) {
    const category = byKey.get(item.categoryKey) ?? {
      key: item.categoryKey,
      name: item.categoryName,
      keys: [],
    };
    category.keys.push(item.skillKey);
    byKey.set(item.categoryKey, category);
  }
  return [...byKey.values()];
}

/** Comments as a list without authors, in alphabetical order, blanks dropped. */
function pooled(values: readonly (string | null)[]): string[] {
  return values
    .map((v) => v?.trim() ?? "")
    .filter((v) => v.length > 0)
    .sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }) || (a < b ? -1 : a > b ? 1 : 0));
}

/** Skills whose self rating differs from the reviewers' by at least the threshold, largest first. */
export function findGaps(
  skills: readonly ReviewSkillResult[],
  direction: "blindSpot" | "hiddenStrength",
  threshold = REVIEW_GAP_THRESHOLD,
): ReviewGap[] {
  const gaps: ReviewGap[] = [];
  for (const skill of skills) {
    if (skill.self === null || skill.others === null || skill.gap === null) continue;
    const size = direction === "blindSpot" ? skill.gap : -skill.gap;
    if (size < threshold) continue;
    gaps.push({
      skillId: skill.skillId,
      skillKey: skill.skillKey,
      skillName: skill.skillName,
      categoryName: skill.categoryName,
      self: skill.self,
      others: skill.others,
      gap: skill.gap,
    });
  }
  return gaps.sort((a, b) => Math.abs(b.gap) - Math.abs(a.gap) || a.skillName.localeCompare(b.skillName));
}

function relationshipGroups(
  answers: readonly ReviewAnswer[],
  pools: Partial<Record<FeedbackRelationship, readonly ReviewAnswer[]>> | null,
  categories: Category[],
  allKeys: string[],
) {
  const groups: ReviewRelationshipGroup[] = [];
  let grouped = 0;
  for (const relationship of feedbackRelationships) {
    const members = pools
      ? (pools[relationship] ?? [])
      : answers.filter((a) => a.relationship === relationship);
    if (members.length < MIN_REVIEWERS_PER_GROUP) continue;
    grouped += members.length;
    groups.push({
      relationship,
      count: members.length,
      average: mean(ratingsFor(members, allKeys)) ?? 0,
      categories: categories.map((c) => ({
        categoryKey: c.key,
        categoryName: c.name,
        average: mean(ratingsFor(members, c.keys)) ?? 0,
      })),
    });
  }
  return { groups, ungrouped: answers.length - grouped };
}

export function computeReviewReport(input: ReportInput): ReviewReport {
  const { items, self, answers } = input;
  const release = input.release === undefined ? null : input.release;
  const released =
    input.release === undefined ? answers.length >= MIN_REVIEWERS_FOR_REPORT : input.release !== null;
  const counted = input.countedAnswers ?? answers.length;
  const visible = released ? answers : [];
  const previous =
    input.previous && input.previous.answers.length >= MIN_REVIEWERS_FOR_REPORT && released
      ? input.previous
      : null;
  const categories = categoriesOf(items);
  const allKeys = items.map((item) => item.skillKey);

  const skills: ReviewSkillResult[] = items.map((item) => {
    const selfValue = mean(selfRatingsFor(self, [item.skillKey]));
    const others = released ? mean(ratingsFor(visible, [item.skillKey])) : null;
    return {
      skillId: item.skillId,
      skillKey: item.skillKey,
      skillName: item.skillName,
      categoryKey: item.categoryKey,
      categoryName: item.categoryName,
      behaviour: item.behaviour,
      self: selfValue,
      others,
      gap: gapOf(selfValue, others),
      previousOthers: previous ? mean(ratingsFor(previous.answers, [item.skillKey])) : null,
    };
  });

  const categoryResults: ReviewCategoryResult[] = categories.map((category) => {
    const selfValue = mean(selfRatingsFor(self, category.keys));
    const others = released ? mean(ratingsFor(visible, category.keys)) : null;
    return {
      categoryKey: category.key,
      categoryName: category.name,
      self: selfValue,
      others,
      gap: gapOf(selfValue, others),
      previousOthers: previous ? mean(ratingsFor(previous.answers, category.keys)) : null,
    };
  });

  const { groups, ungrouped } = released
    ? relationshipGroups(visible, release?.groups ?? null, categories, allKeys)
    : { groups: [], ungrouped: 0 };

  return {
    cycleId: input.cycleId,
    responseCount: counted,
    release: released
      ? {
          sequence: release?.sequence ?? 1,
          releasedAt: release?.releasedAt ?? "",
          answerCount: visible.length,
          atClose: release?.atClose ?? false,
        }
      : null,
    unpooledCount: Math.max(0, counted - visible.length),
    newAnswersPerRelease: MIN_NEW_ANSWERS_PER_RELEASE,
    minimumResponses: MIN_REVIEWERS_FOR_REPORT,
    released,
    selfAssessmentCompleted: self !== null,
    gapThreshold: REVIEW_GAP_THRESHOLD,
    categories: categoryResults,
    skills,
    overall: {
      self: self?.overallSelfRating ?? null,
      others: released ? mean(visible.map((a) => a.overallRating)) : null,
    },
    blindSpots: findGaps(skills, "blindSpot"),
    hiddenStrengths: findGaps(skills, "hiddenStrength"),
    relationships: groups,
    ungroupedCount: ungrouped,
    comments: {
      strengths: pooled(visible.map((a) => a.strengths)),
      areasForImprovement: pooled(visible.map((a) => a.areasForImprovement)),
      additionalComments: pooled(visible.map((a) => a.additionalComments)),
    },
    previousCycle: previous
      ? {
          id: previous.id,
          title: previous.title,
          createdAt: previous.createdAt,
          responseCount: previous.answers.length,
        }
      : null,
  };
}
