import { z } from "zod";
import { loadOnce, readContentFile } from "../content-files";
import { skillCategories } from "../skill-catalog";
import { assessmentTopics, ZAssessmentItemSeed, type AssessmentItemSeed } from "./item";

export * from "./item";
export * from "./scoring";
export * from "./shuffle";

/** How many items each category holds, in catalogue order; the bank is q1..q70 in that order. */
export const assessmentCategoryCounts: Record<string, number> = {
  communication: 17,
  "leadership-presence": 18,
  "emotional-intelligence": 17,
  "problem-solving": 18,
};
export const ASSESSMENT_ITEM_COUNT = Object.values(assessmentCategoryCounts).reduce((a, b) => a + b, 0);
export const OPTION_COUNT = 5;

/** The situational-judgement items in bank order (q1..q70), one file per category (assessment/<key>.yaml). */
export const assessmentItems = loadOnce(() =>
  Object.keys(assessmentCategoryCounts).flatMap((categoryKey) =>
    readContentFile(`assessment/${categoryKey}.yaml`, z.array(ZAssessmentItemSeed)),
  ),
);

/** True once the writers have filled every category file: the point at which the live bank switches over. */
export function assessmentItemsComplete(items: readonly AssessmentItemSeed[] = assessmentItems()): boolean {
  return items.length === ASSESSMENT_ITEM_COUNT;
}

/**
 * Everything wrong with a bank of items, one sentence each; empty when it is sound: q1..q70 in order,
 * the category counts, each skill of its category, five options valued 1..5 once each with labels,
 * a rationale, and every catalogue topic covered at least once.
 */
export function validateAssessmentItems(items: readonly AssessmentItemSeed[]): string[] {
  const problems: string[] = [];
  if (items.length !== ASSESSMENT_ITEM_COUNT)
    problems.push(`Expected ${ASSESSMENT_ITEM_COUNT} items, found ${items.length}.`);
  const skillsOf = new Map(skillCategories().map((c) => [c.key, new Set(c.skills.map((s) => s.key))]));
  const counts = new Map<string, number>();
  items.forEach((item, index) => {
    const where = `Item ${index + 1} (${item.id})`;
    if (item.id !== `q${index + 1}`) problems.push(`${where}: id should be q${index + 1}.`);
    counts.set(item.categoryKey, (counts.get(item.categoryKey) ?? 0) + 1);
    const skills = skillsOf.get(item.categoryKey);
    if (!skills) problems.push(`${where}: unknown category '${item.categoryKey}'.`);
    else if (!skills.has(item.skillKey))
      problems.push(`${where}: skill '${item.skillKey}' is not in category '${item.categoryKey}'.`);
    if (!item.text.trim()) problems.push(`${where}: empty text.`);
    if (!item.rationale.trim()) problems.push(`${where}: empty rationale.`);
    const values = item.options.map((o) => o.value).sort((a, b) => a - b);
    if (item.options.length !== OPTION_COUNT || values.some((v, i) => v !== i + 1))
      problems.push(`${where}: options must carry the values 1..5 once each.`);
    if (item.options.some((o) => !o.label.trim())) problems.push(`${where}: an option has no label.`);
    if (new Set(item.options.map((o) => o.label.trim())).size !== item.options.length)
      problems.push(`${where}: two options share a label.`);
  });
  // Categories come in catalogue order with their fixed counts, so the ids stay grouped as documented.
  let start = 0;
  for (const [categoryKey, count] of Object.entries(assessmentCategoryCounts)) {
    if ((counts.get(categoryKey) ?? 0) !== count)
      problems.push(
        `Category ${categoryKey}: expected ${count} items, found ${counts.get(categoryKey) ?? 0}.`,
      );
    const misplaced = items.slice(start, start + count).filter((item) => item.categoryKey !== categoryKey);
    if (misplaced.length && items.length === ASSESSMENT_ITEM_COUNT)
      problems.push(`Category ${categoryKey}: ${misplaced.map((i) => i.id).join(", ")} out of place.`);
    start += count;
  }
  const covered = new Set(items.flatMap((item) => item.topics ?? []));
  const missing = assessmentTopics.filter((topic) => !covered.has(topic));
  if (missing.length) problems.push(`Topics with no item: ${missing.join(", ")}.`);
  return problems;
}
