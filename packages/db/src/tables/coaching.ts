import type { ColumnType } from "kysely";
import type { CreatedAt, Id, NullableTimestamp } from "./columns";
import type { Priority } from "./learning";

export const recommendationTypes = ["daily_tip", "weekly_challenge", "skill_exercise", "general"] as const;
export type RecommendationType = (typeof recommendationTypes)[number];

export interface CoachingRecommendationsTable {
  id: Id;
  userId: number;
  skillId: number | null;
  lessonId: number | null;
  type: RecommendationType;
  title: string;
  content: string;
  /** The 'Why this?' explanation shown on the card. */
  reason: string | null;
  priority: ColumnType<Priority, Priority | undefined>;
  status: ColumnType<"pending" | "started" | "completed", "pending" | "started" | "completed" | undefined>;
  dueDate: NullableTimestamp;
  aiMetadata: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
}
