import {
  assessmentItems,
  assessmentItemsComplete,
  assessmentTopics,
  ASSESSMENT_ITEM_COUNT,
  IMPROVEMENT_THRESHOLD,
  MAX_ANSWER,
  OPTION_COUNT,
  scoreAssessment,
  seededRandom,
  shuffleOptions,
  validateAssessmentItems,
  type AssessmentItemSeed,
  type ScoredQuestion,
} from "../assessment/index";
import { skillCategories } from "../skill-catalog";

/** No option position may hold the best answer in more than this share of items. */
export const MAX_BEST_POSITION_SHARE = 0.3;
/** The best option may be the longest (by words) in at most this share of items. */
export const MAX_BEST_LONGEST_SHARE = 0.4;
/** An item whose longest option has more than this many times the words of its shortest is listed. */
export const LENGTH_RATIO_NOTE = 2;
/** Guessing must land here, give or take the tolerance, and never make a skill look fine. */
export const GUESSING_TARGET = 60;
export const GUESSING_TOLERANCE = 3;
export const RANDOM_RESPONDERS = 10_000;
export const SAME_POSITION_GROUP = 2_000;

export interface CheckResult {
  report: string[];
  failures: string[];
}

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / (values.length || 1);

/** The best option's index in authoring order (the order in the content file). */
function bestIndex(item: AssessmentItemSeed): number {
  return item.options.findIndex((o) => o.value === MAX_ANSWER);
}

/** What a population of simulated responders scores on average, overall and per skill. */
export interface PopulationScores {
  overall: number;
  skills: { key: string; mean: number }[];
}

function scoredQuestions(items: readonly AssessmentItemSeed[]): ScoredQuestion[] {
  const skillIndex = new Map(
    skillCategories()
      .flatMap((c) => c.skills)
      .map((s, i) => [s.key, i]),
  );
  const categoryIndex = new Map(skillCategories().map((c, i) => [c.key, i]));
  return items.map((item) => ({
    id: item.id,
    categoryId: categoryIndex.get(item.categoryKey) ?? -1,
    skillId: skillIndex.get(item.skillKey) ?? -1,
  }));
}

/**
 * Scores `count` simulated people with the server's scoring: person `n` answers each item with the
 * value `choose(n, item)` returns. Means of the overall and of each skill's percent.
 */
export function simulate(
  items: readonly AssessmentItemSeed[],
  count: number,
  choose: (person: number, item: AssessmentItemSeed) => number,
): PopulationScores {
  const questions = scoredQuestions(items);
  const skillKeys = skillCategories().flatMap((c) => c.skills.map((s) => s.key));
  const overall: number[] = [];
  const skillTotals = new Map<number, number>();
  for (let person = 0; person < count; person++) {
    const answers = new Map(items.map((item) => [item.id, String(choose(person, item))]));
    const scored = scoreAssessment(questions, answers);
    overall.push(scored.overall);
    for (const skill of scored.skills)
      skillTotals.set(skill.skillId, (skillTotals.get(skill.skillId) ?? 0) + skill.score);
  }
  return {
    overall: mean(overall),
    skills: [...skillTotals].map(([skillId, total]) => ({
      key: skillKeys[skillId] ?? String(skillId),
      mean: total / count,
    })),
  };
}

/** Random guessing, same-position answering (five groups, one per position) and the key itself. */
export function guessingFigures(items: readonly AssessmentItemSeed[]) {
  const random = seededRandom(20_261_123);
  const randomPeople = simulate(items, RANDOM_RESPONDERS, (_, item) => {
    const option = item.options[Math.floor(random() * item.options.length)];
    return option?.value ?? 1;
  });
  // Person n of group k always picks the k-th option as shown to them (their own shuffle, first attempt).
  const samePosition = Array.from({ length: OPTION_COUNT }, (_, position) =>
    simulate(items, SAME_POSITION_GROUP, (person, item) => {
      const userId = position * SAME_POSITION_GROUP + person + 1;
      const shown = shuffleOptions(item.options, { userId, attempt: 1, questionId: item.id });
      return shown[position]?.value ?? 1;
    }),
  );
  const keyed = simulate(items, 1, () => MAX_ANSWER);
  return { randomPeople, samePosition, keyed };
}

/** Whether guessing stays mid-scale: the overall mean near 60 and no skill mean at 70 or above. */
function guessingProblems(label: string, scores: PopulationScores): string[] {
  const problems: string[] = [];
  if (Math.abs(scores.overall - GUESSING_TARGET) > GUESSING_TOLERANCE)
    problems.push(
      `${label}: overall mean ${scores.overall.toFixed(1)}%, outside ${GUESSING_TARGET} +- ${GUESSING_TOLERANCE}.`,
    );
  const high = scores.skills.filter((s) => s.mean >= IMPROVEMENT_THRESHOLD);
  if (high.length)
    problems.push(
      `${label}: skill means at ${IMPROVEMENT_THRESHOLD}% or above: ${high.map((s) => `${s.key} ${s.mean.toFixed(1)}%`).join(", ")}.`,
    );
  return problems;
}

/**
 * The assessment bank's content check: its structure, where the best answer sits and how long it is,
 * each item's option length ratio, topic coverage, and what guessing scores with the real scoring.
 */
export function checkAssessment(items: readonly AssessmentItemSeed[] = assessmentItems()): CheckResult {
  const report: string[] = [`Assessment: ${items.length} of ${ASSESSMENT_ITEM_COUNT} situational items.`];
  const failures = validateAssessmentItems(items).map((problem) => `Assessment: ${problem}`);
  if (!assessmentItemsComplete(items)) return { report, failures };

  const positions = Array.from({ length: OPTION_COUNT }, () => 0);
  for (const item of items) {
    const index = bestIndex(item);
    if (index >= 0) positions[index] = (positions[index] ?? 0) + 1;
  }
  report.push(
    `Best option by position (authoring order): ${positions.map((n, i) => `${i + 1}: ${n} (${percent(n / items.length)})`).join(", ")}.`,
  );
  positions.forEach((n, i) => {
    if (n / items.length > MAX_BEST_POSITION_SHARE)
      failures.push(
        `Assessment: position ${i + 1} holds the best option in ${percent(n / items.length)} of items (limit ${percent(MAX_BEST_POSITION_SHARE)}).`,
      );
  });

  // Longest means strictly more words than every other option; a tie for longest is reported apart.
  let longest = 0;
  let tiedLongest = 0;
  const ratios: { id: string; ratio: number }[] = [];
  for (const item of items) {
    const counts = item.options.map((o) => words(o.label));
    const best = counts[bestIndex(item)] ?? 0;
    const others = counts.filter((_, i) => i !== bestIndex(item));
    if (others.every((n) => best > n)) longest++;
    else if (others.every((n) => best >= n)) tiedLongest++;
    ratios.push({ id: item.id, ratio: Math.max(...counts) / Math.max(1, Math.min(...counts)) });
  }
  report.push(
    `Best option is the longest by words in ${longest} items (${percent(longest / items.length)}), tied for longest in ${tiedLongest}.`,
  );
  if (longest / items.length > MAX_BEST_LONGEST_SHARE)
    failures.push(
      `Assessment: the best option is the longest in ${percent(longest / items.length)} of items (limit ${percent(MAX_BEST_LONGEST_SHARE)}).`,
    );
  const sortedRatios = [...ratios].sort((a, b) => a.ratio - b.ratio);
  report.push(
    `Option length ratio (longest / shortest, words): median ${sortedRatios[Math.floor(items.length / 2)]?.ratio.toFixed(2)}, max ${sortedRatios[items.length - 1]?.ratio.toFixed(2)}.`,
  );
  const uneven = ratios.filter((r) => r.ratio > LENGTH_RATIO_NOTE);
  report.push(
    uneven.length
      ? `Items above ${LENGTH_RATIO_NOTE}x: ${uneven.map((r) => `${r.id} ${r.ratio.toFixed(2)}`).join(", ")}.`
      : `No item above ${LENGTH_RATIO_NOTE}x.`,
  );
  report.push(
    ...items.map(
      (item) => `  ${item.id} length ratio ${ratios.find((r) => r.id === item.id)?.ratio.toFixed(2)}`,
    ),
  );

  report.push(
    `Topics: ${assessmentTopics.map((topic) => `${topic} ${items.filter((i) => i.topics?.includes(topic)).length}`).join(", ")}.`,
  );

  const { randomPeople, samePosition, keyed } = guessingFigures(items);
  report.push(
    `Random responders (${RANDOM_RESPONDERS}): overall ${randomPeople.overall.toFixed(1)}%, highest skill mean ${Math.max(...randomPeople.skills.map((s) => s.mean)).toFixed(1)}%.`,
  );
  failures.push(...guessingProblems("Random responders", randomPeople).map((p) => `Assessment: ${p}`));
  const samePositionAll: PopulationScores = {
    overall: mean(samePosition.map((g) => g.overall)),
    skills: (samePosition[0]?.skills ?? []).map((skill) => ({
      key: skill.key,
      mean: mean(samePosition.map((g) => g.skills.find((s) => s.key === skill.key)?.mean ?? 0)),
    })),
  };
  report.push(
    `Same-position responders (${OPTION_COUNT} x ${SAME_POSITION_GROUP}): overall ${samePositionAll.overall.toFixed(1)}%; by position ${samePosition.map((g, i) => `${i + 1}: ${g.overall.toFixed(1)}%`).join(", ")}.`,
  );
  failures.push(
    ...guessingProblems("Same-position responders", samePositionAll).map((p) => `Assessment: ${p}`),
  );
  samePosition.forEach((group, i) =>
    failures.push(
      ...guessingProblems(`Responders always picking position ${i + 1}`, group).map(
        (p) => `Assessment: ${p}`,
      ),
    ),
  );
  report.push(`Keyed best everywhere: ${keyed.overall.toFixed(0)}%.`);
  if (keyed.overall !== 100)
    failures.push(`Assessment: the keyed best answers score ${keyed.overall}%, not 100%.`);
  return { report, failures };
}
