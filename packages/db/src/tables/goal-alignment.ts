import type { ColumnType } from "kysely";
import type { CreatedAt, Id, NullableTimestamp } from "./columns";

/**
 * A goal an admin sets for a program or a group (exactly one of `programId` and `groupId`), which its
 * participants may align their own goals to. Archived while `archivedAt` is set; links to it stay.
 */
export interface SharedGoalsTable {
  id: Id;
  programId: number | null;
  groupId: number | null;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  createdBy: number | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  archivedAt: NullableTimestamp;
}

/** A person's goal linked to a shared goal: one per goal; `userId` is the goal's owner. */
export interface GoalAlignmentsTable {
  goalId: number;
  sharedGoalId: number;
  userId: number;
  alignedAt: CreatedAt;
}
