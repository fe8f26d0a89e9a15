import type { SkillStatus } from "@leadcoach/api/schemas";

/** Badge and bar colour per status: green for strong down to red for needs focus. */
export const skillStatusColors: Record<SkillStatus, string> = {
  Strong: "green",
  Improving: "blue",
  Developing: "yellow",
  "Needs Focus": "red",
  "Not Started": "gray",
};

export function skillStatusColor(status: string): string {
  return skillStatusColors[status as SkillStatus] ?? "gray";
}
