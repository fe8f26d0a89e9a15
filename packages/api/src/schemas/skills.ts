import { z } from "zod";
import { skillStatuses } from "./domain";

/** A skill's status band from its latest score (see `skillStatusForScore`). */
export const ZSkillStatus = z.enum(skillStatuses);

export const ZSkillSummary = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
});

export const ZSkillCategory = z.object({
  id: z.number(),
  name: z.string(),
  shortLabel: z.string(),
  description: z.string(),
  color: z.string(),
  icon: z.string().nullable(),
  skills: z.array(ZSkillSummary),
});
export type SkillCategory = z.infer<typeof ZSkillCategory>;

export const ZSkillProgressItem = z.object({
  skillId: z.number(),
  skillName: z.string(),
  categoryId: z.number(),
  categoryName: z.string(),
  /** 0 when the skill has no score yet. */
  currentScore: z.number(),
  status: ZSkillStatus,
  /** ISO timestamp of the latest activity on the skill, or null. */
  lastActivity: z.string().nullable(),
  nextMilestone: z.string(),
});
export type SkillProgressItem = z.infer<typeof ZSkillProgressItem>;

export const ZSkillProgress = z.object({ skillProgress: z.array(ZSkillProgressItem) });
export type SkillProgress = z.infer<typeof ZSkillProgress>;
