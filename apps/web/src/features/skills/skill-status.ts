import type { SkillStatus } from "@leadcoach/api/schemas";

/** Badge and bar colour per status: green for strong down to red for needs focus. */
export const skillStatusColors: Record<SkillStatus, string> = {
  Strong: "green",
  Improving: "blue",
  Developing: "yellow",
  "Needs Focus": "red",
  "Not Started": "gray",
};

/** The status band of a score, as the server assigns it (DECISIONS §2); used for chart colours. */
export function statusForScore(score: number | null | undefined): SkillStatus {
  if (score === null || score === undefined) return "Not Started";
  if (score >= 80) return "Strong";
  if (score >= 70) return "Improving";
  if (score >= 60) return "Developing";
  return "Needs Focus";
}

export function skillStatusColor(status: string): string {
  return skillStatusColors[status as SkillStatus] ?? "gray";
}
