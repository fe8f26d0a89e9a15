import type { ColumnType } from "kysely";
import type { CreatedAt, Id, Json, NullableTimestamp, Timestamp } from "./columns";

export interface StoredAnswer {
  questionId: string;
  score: number;
}
export type CategoryScores = Record<string, number>;

export interface AssessmentsTable {
  id: Id;
  userId: number;
  type: ColumnType<string, string | undefined, string>;
  status: ColumnType<"in_progress" | "completed", "in_progress" | "completed" | undefined>;
  totalScore: number | null;
  maxScore: number | null;
  overallPercent: number | null;
  categoryScores: ColumnType<CategoryScores | null, string | null | undefined, string | null>;
  completedAt: NullableTimestamp;
  createdAt: CreatedAt;
  /** The skill chosen to focus on first when the weakest skills tied; null until chosen. */
  focusSkillId: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface AssessmentResultsTable {
  id: Id;
  assessmentId: number;
  skillId: number;
  score: number;
  maxScore: number;
  answers: Json<StoredAnswer[]>;
  needsImprovement: ColumnType<boolean, boolean | undefined>;
}

export interface UserSkillsTable {
  userId: number;
  skillId: number;
  currentScore: number;
  lastActivityAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ProgressSnapshotsTable {
  id: Id;
  userId: number;
  snapshotDate: ColumnType<Date, Date | string | undefined, Date | string>;
  overallScore: number;
  skillScores: Json<Record<string, number>>;
  completedLessons: ColumnType<number, number | undefined>;
  activeGoals: ColumnType<number, number | undefined>;
  streakDays: ColumnType<number, number | undefined>;
  createdAt: CreatedAt;
}

/** A person's assessment in progress: one row, replaced on each save, deleted by the submit. */
export interface AssessmentProgressTable {
  userId: number;
  /** Their completed assessments + 1 when the answers were saved; another attempt's row is ignored. */
  attempt: number;
  /** The answers so far, { questionId: value 1-5 }. */
  answers: Json<Record<string, number>>;
  updatedAt: Timestamp;
}

export type AssessmentTimestamp = Timestamp;
