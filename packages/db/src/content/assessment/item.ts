import { z } from "zod";

/**
 * One situational-judgement item of the self-assessment: a concrete situation from engineering work and
 * five plausible actions, valued 1 to 5 by how an experienced engineering leader would rank them.
 * Authored in assessment/<category>.yaml (see docs/assessment.md).
 */
export const ZAssessmentOptionSeed = z.strictObject({
  /** 5 is the best action, 1 the weakest; the five values of an item are 1..5 exactly once. */
  value: z.literal([1, 2, 3, 4, 5]),
  label: z.string(),
});

/** Topics the 70 items must cover besides their skills (each one at least once). */
export const assessmentTopics = [
  "hiring",
  "performance-problems",
  "career-conversations",
  "psychological-safety",
  "former-peers",
  "estimation",
  "technical-debt",
  "executive-presence",
] as const;
export type AssessmentTopic = (typeof assessmentTopics)[number];

export const ZAssessmentItemSeed = z.strictObject({
  /** "q1".."q70" */
  id: z.string(),
  /** A category key from skills.yaml. */
  categoryKey: z.string(),
  /** A skill key of that category. */
  skillKey: z.string(),
  /** Catalogue topics this item covers, when any. */
  topics: z.array(z.enum(assessmentTopics)).optional(),
  /** The situation, ending with the question put to the person. */
  text: z.string(),
  /** Five options in authoring order (people see them shuffled). */
  options: z.array(ZAssessmentOptionSeed),
  /** Why the key ranks the options as it does, so a reviewer can disagree with it. */
  rationale: z.string(),
});

export type AssessmentOptionSeed = z.infer<typeof ZAssessmentOptionSeed>;
export type AssessmentItemSeed = z.infer<typeof ZAssessmentItemSeed>;
