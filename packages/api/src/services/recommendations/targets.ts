import type { RecommendationType } from "@leadcoach/db";

export type StartScreen = "dashboard" | "recommendations";

/** Each screen's documented mapping by type, used when a recommendation links no lesson or skill. */
const typeTargets: Record<StartScreen, Record<RecommendationType, string>> = {
  dashboard: {
    daily_tip: "/lessons",
    weekly_challenge: "/goals",
    skill_exercise: "/lessons",
    general: "/skills",
  },
  recommendations: {
    daily_tip: "/skills",
    weekly_challenge: "/lessons",
    skill_exercise: "/lessons",
    general: "/goals",
  },
};

/** Where Start leads: the linked lesson, else the linked skill's lessons, else the screen's type mapping. */
export function startTarget(
  recommendation: { type: string; lessonId: number | null; skillId: number | null },
  screen: StartScreen = "dashboard",
): string {
  if (recommendation.lessonId !== null) return `/lesson/${recommendation.lessonId}`;
  if (recommendation.skillId !== null) return `/lessons?skill=${recommendation.skillId}`;
  return typeTargets[screen][recommendation.type as RecommendationType] ?? "/lessons";
}
