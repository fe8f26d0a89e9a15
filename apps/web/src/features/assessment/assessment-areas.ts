/**
 * The four assessment categories and their question ranges (DECISIONS §2): the one source for the
 * landing page, the dashboard tooltip and the assessment intro, so all three agree.
 */
export interface AssessmentArea {
  /** Short label shown on screens. */
  label: string;
  /** The category's full name. */
  category: string;
  /** First and last question number (q1..q70). */
  firstQuestion: number;
  lastQuestion: number;
  questionCount: number;
  description: string;
}

function area(
  label: string,
  category: string,
  firstQuestion: number,
  lastQuestion: number,
  description: string,
): AssessmentArea {
  return {
    label,
    category,
    firstQuestion,
    lastQuestion,
    questionCount: lastQuestion - firstQuestion + 1,
    description,
  };
}

export const ASSESSMENT_AREAS: readonly AssessmentArea[] = [
  area(
    "Communication",
    "Communication",
    1,
    17,
    "Explaining technical ideas to any audience, listening actively and running productive meetings.",
  ),
  area(
    "Leadership",
    "Leadership Presence",
    18,
    35,
    "Setting direction, making decisions with incomplete information and earning your team's trust.",
  ),
  area(
    "Emotional Intelligence",
    "Emotional Intelligence",
    36,
    52,
    "Self-awareness, empathy and staying steady when the pressure is on.",
  ),
  area(
    "Problem Solving",
    "Problem Solving",
    53,
    70,
    "Framing problems, weighing trade-offs and helping the team reach good solutions together.",
  ),
];

export const ASSESSMENT_QUESTION_COUNT = ASSESSMENT_AREAS.reduce((sum, item) => sum + item.questionCount, 0);

/** The advertised time to complete the assessment. */
export const ASSESSMENT_MINUTES = 45;
