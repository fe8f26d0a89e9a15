import type { LessonDetail } from "@leadcoach/api/schemas";

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

/** What a gamification callout says: a headline, an optional detail line and an optional badge. */
export interface GamificationSummary {
  headline: string;
  detail?: string;
  badge?: string;
  message?: string;
}

function withPoints(label: string, points: number | undefined): string {
  return points ? `${label} +${points} XP` : label;
}

export function gamificationSummary(gamification: StepGamification): GamificationSummary {
  const message = gamification.message;
  switch (gamification.type) {
    case "progress_unlock":
      return { headline: "Progress unlocked", message };
    case "skill_point":
      return { headline: `+${gamification.points} XP skill point`, detail: gamification.skill, message };
    case "combo_multiplier":
      return { headline: `${gamification.multiplier}x combo`, message };
    case "achievement":
      return {
        headline: `Achievement: ${gamification.title} +${gamification.points} XP`,
        detail: gamification.description,
        badge: gamification.badge,
        message,
      };
    case "pattern_master":
      return { headline: withPoints("Pattern master", gamification.points), message };
    case "efficiency_bonus":
      return { headline: withPoints("Efficiency bonus", gamification.points), message };
  }
}
