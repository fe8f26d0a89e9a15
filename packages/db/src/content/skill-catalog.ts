import { z } from "zod";
import { loadOnce, readContentFile } from "./content-files";

/**
 * The four assessment categories and their skills, authored in skills.yaml. Keys are stable identifiers
 * used by questions and lessons; the seed turns them into rows (ids follow file order, so keys never
 * change meaning).
 */
export const ZSkillSeed = z.strictObject({
  key: z.string().min(1),
  name: z.string().min(1),
  description: z.string().min(1),
  /**
   * The one behaviour the 360 instrument asks self and reviewers to rate for this skill: something a
   * colleague can see happen (or not), so a reviewer rates what they observed, not an impression.
   */
  reviewBehaviour: z.string().min(1),
});

export const ZCategorySeed = z.strictObject({
  key: z.string().min(1),
  name: z.string().min(1),
  /** The short label shown on the assessment intro and dashboard tooltip. */
  shortLabel: z.string().min(1),
  description: z.string().min(1),
  icon: z.string().min(1),
  color: z.string().min(1),
  sortOrder: z.number().int(),
  skills: z.array(ZSkillSeed).min(1),
});

export type SkillSeed = z.infer<typeof ZSkillSeed>;
export type CategorySeed = z.infer<typeof ZCategorySeed>;

export const skillCategories = loadOnce(() => readContentFile("skills.yaml", z.array(ZCategorySeed)));
