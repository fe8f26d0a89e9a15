import type { Recommendation } from "@leadcoach/api/schemas";

type Priority = Recommendation["priority"];
type RecommendationType = Recommendation["type"];

export const priorityColors: Record<Priority, string> = { high: "red", medium: "yellow", low: "blue" };

export const priorityLabels: Record<Priority, string> = {
  high: "High priority",
  medium: "Medium priority",
  low: "Low priority",
};

export const typeLabels: Record<RecommendationType, string> = {
  daily_tip: "Daily tip",
  weekly_challenge: "Weekly challenge",
  skill_exercise: "Skill exercise",
  general: "General",
};

const dueFormat = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", year: "numeric" });

/** 'Due Mar 14, 2026', or null without a (readable) due date. */
export function formatDueDate(dueDate: string | null): string | null {
  if (!dueDate) return null;
  const date = new Date(dueDate);
  return Number.isNaN(date.getTime()) ? null : `Due ${dueFormat.format(date)}`;
}
