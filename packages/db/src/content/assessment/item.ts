/**
 * One situational-judgement item of the self-assessment: a concrete situation from engineering work and
 * five plausible actions, valued 1 to 5 by how an experienced engineering leader would rank them.
 */
export interface AssessmentOptionSeed {
  /** 5 is the best action, 1 the weakest; the five values of an item are 1..5 exactly once. */
  value: 1 | 2 | 3 | 4 | 5;
  label: string;
}

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

export interface AssessmentItemSeed {
  /** "q1".."q70" */
  id: string;
  /** A category key from skill-catalog.ts. */
  categoryKey: string;
  /** A skill key of that category. */
  skillKey: string;
  /** Catalogue topics this item covers, when any. */
  topics?: AssessmentTopic[];
  /** The situation, ending with the question put to the person. */
  text: string;
  /** Five options in authoring order (people see them shuffled). */
  options: AssessmentOptionSeed[];
  /** Why the key ranks the options as it does, so a reviewer can disagree with it. */
  rationale: string;
}
