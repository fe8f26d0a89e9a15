import type { RecommendationType } from "@leadcoach/db";

export type StartScreen = "dashboard" | "recommendations";

/** Pages a recommendation may link to besides a lesson or a skill (kept in its `aiMetadata.link`). */
export const recommendationLinks = ["/peer-feedback", "/calendar", "/goals"] as const;
export type RecommendationLink = (typeof recommendationLinks)[number];

/** The stored link of a recommendation, if it is one of ours. */
export function linkOf(aiMetadata: Record<string, unknown> | null): RecommendationLink | null {
  const link = aiMetadata?.link;
  return recommendationLinks.find((l) => l === link) ?? null;
}

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

/**
 * Where Start leads: the linked lesson, else the linked page (asking for feedback leads to
 * /peer-feedback, a practice milestone to /calendar, a re-check to /goals), else the linked skill's lessons, else the screen's type mapping.
 */
export function startTarget(
  recommendation: {
    type: string;
    lessonId: number | null;
    skillId: number | null;
    link?: RecommendationLink | null;
  },
  screen: StartScreen = "dashboard",
): string {
  if (recommendation.lessonId !== null) return `/lesson/${recommendation.lessonId}`;
  if (recommendation.link) return recommendation.link;
  if (recommendation.skillId !== null) return `/lessons?skill=${recommendation.skillId}`;
  return typeTargets[screen][recommendation.type as RecommendationType] ?? "/lessons";
}
