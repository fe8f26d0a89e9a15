import type { ColumnType } from "kysely";
import type { Priority, RecommendationStatus, RecommendationType } from "../domain";
import type { CreatedAt, Id, NullableTimestamp } from "./columns";

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
  /**
   * Its text, reason or priority rests on received peer feedback or a 360 result: the person's own,
   * so the admin per-user view leaves it out. Set by the generator.
   */
  drawsOnFeedback: ColumnType<boolean, boolean | undefined, boolean>;
  priority: ColumnType<Priority, Priority | undefined>;
  status: ColumnType<RecommendationStatus, RecommendationStatus | undefined>;
  dueDate: NullableTimestamp;
  aiMetadata: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
}
