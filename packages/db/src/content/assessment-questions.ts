/**
 * The live self-assessment question bank, what the seed stores and the services read: the
 * situational-judgement items of ./assessment, without the reviewers' rationale. Ids are stable
 * ("q1".."q70") and grouped by category in catalog order: communication q1-q17, leadership-presence
 * q18-q35, emotional-intelligence q36-q52, problem-solving q53-q70.
 */
import { loadOnce } from "./content-files";
import { assessmentItems, type AssessmentOptionSeed } from "./assessment/index";

export type { AssessmentOptionSeed };

export interface AssessmentQuestionSeed {
  /** "q1".."q70" */
  id: string;
  /** A category key from skills.yaml. */
  categoryKey: string;
  /** A skill key of that category. */
  skillKey: string;
  text: string;
  /** Exactly 5, values 1..5 once each, in authoring order (people see them shuffled). */
  options: AssessmentOptionSeed[];
}

export const assessmentQuestions = loadOnce((): AssessmentQuestionSeed[] =>
  assessmentItems().map(({ id, categoryKey, skillKey, text, options }) => ({
    id,
    categoryKey,
    skillKey,
    text,
    options,
  })),
);
