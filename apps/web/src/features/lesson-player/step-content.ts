import type { LessonDetail, RolePlayResult } from "@leadcoach/api/schemas";

export type LessonStep = LessonDetail["steps"][number];
export type StepType = LessonStep["type"];
export type StepGamification = NonNullable<LessonStep["gamification"]>;
export type LessonQuiz = NonNullable<LessonStep["quiz"]>;

/** Simple (plain-language) or Technical wording of a lesson. */
export type ContentStyle = "simple" | "technical";
export const DEFAULT_CONTENT_STYLE: ContentStyle = "technical";

export function isContentStyle(value: unknown): value is ContentStyle {
  return value === "simple" || value === "technical";
}

/** The step text in the chosen wording (Technical when a step has no plain version). */
export function stepText(
  step: Pick<LessonStep, "content" | "nonTechnicalContent">,
  style: ContentStyle,
): string {
  return style === "simple" && step.nonTechnicalContent ? step.nonTechnicalContent : step.content;
}

export function quizWording(quiz: LessonQuiz, style: ContentStyle): { question: string; options: string[] } {
  if (style === "simple") {
    return {
      question: quiz.nonTechnicalQuestion || quiz.question,
      options: quiz.options.map((option, index) => quiz.nonTechnicalOptions[index] ?? option),
    };
  }
  return { question: quiz.question, options: quiz.options };
}

export function explanationFor(
  result: { explanation: string; nonTechnicalExplanation: string },
  style: ContentStyle,
): string {
  return style === "simple" && result.nonTechnicalExplanation
    ? result.nonTechnicalExplanation
    : result.explanation;
}

const stepTypeLabels: Record<StepType, string> = {
  content: "Content",
  quiz: "Quiz",
  simulation: "Simulation",
  application: "Application",
  exercise: "Exercise",
};

export function stepTypeLabel(type: StepType): string {
  return stepTypeLabels[type];
}

/** The reward kinds the player shows; any other kind (the retired combo multiplier) shows nothing. */
export type ShownRewardKind =
  "progress_unlock" | "skill_point" | "achievement" | "pattern_master" | "efficiency_bonus";

/** What a gamification callout says: a headline, an optional detail line and an optional badge. */
export interface GamificationSummary {
  kind: ShownRewardKind;
  headline: string;
  detail?: string;
  badge?: string;
  message?: string;
}

/**
 * The step's reward in the chosen wording; null for a kind the player no longer shows. Headlines name no
 * XP: the server awards XP for quizzes, role-plays and the finished lesson, and a callout must not promise
 * more.
 */
/**
 * What a skill point means: practice towards the skill, not a score change. Skill scores move only when
 * the skill is measured again (a retaken assessment, or the skill pulse a goal on it offers).
 */
export function skillPointDetail(skill: string): string {
  return `Practice towards ${skill}. Your ${skill} score does not change now: it moves at your next re-check, when you retake the assessment or answer a skill pulse on a goal.`;
}

export function gamificationSummary(
  gamification: StepGamification,
  style: ContentStyle,
): GamificationSummary | null {
  const message =
    style === "simple" ? (gamification.nonTechnicalMessage ?? gamification.message) : gamification.message;
  switch (gamification.type) {
    case "progress_unlock":
      return { kind: gamification.type, headline: "Progress unlocked", message };
    case "skill_point":
      return {
        kind: gamification.type,
        headline: "Skill point",
        detail: skillPointDetail(gamification.skill),
        message,
      };
    case "achievement":
      return {
        kind: gamification.type,
        headline: `Achievement: ${gamification.title}`,
        detail: gamification.description,
        badge: gamification.badge,
        message,
      };
    case "pattern_master":
      return {
        kind: gamification.type,
        headline: "Pattern master",
        message,
      };
    case "efficiency_bonus":
      return {
        kind: gamification.type,
        headline: "Efficiency bonus",
        message,
      };
    default:
      // Multipliers were promised but never awarded; the message is gone with them.
      return null;
  }
}

export type LessonSimulation = NonNullable<LessonStep["simulation"]>;

/** A role-play in the chosen wording (Technical where a Simple version is missing). */
export function simulationWording(simulation: LessonSimulation, style: ContentStyle) {
  const simple = style === "simple";
  return {
    scenario: (simple && simulation.nonTechnicalScenario) || simulation.scenario,
    challenge: (simple && simulation.nonTechnicalChallenge) || simulation.challenge,
    participants: simulation.participants.map((p) => ({
      name: p.name,
      emotions: p.emotions,
      statement: (simple && p.nonTechnicalStatement) || p.statement,
    })),
  };
}

/** A role-play's model answer and rubric in the chosen wording. */
export function rolePlayFeedbackWording(
  result: Pick<RolePlayResult, "modelAnswer" | "nonTechnicalModelAnswer" | "rubric">,
  style: ContentStyle,
): { modelAnswer: string | null; rubric: string[] } {
  const simple = style === "simple";
  return {
    modelAnswer: (simple && result.nonTechnicalModelAnswer) || result.modelAnswer,
    rubric: result.rubric.map((item) => (simple && item.nonTechnicalCriterion) || item.criterion),
  };
}
