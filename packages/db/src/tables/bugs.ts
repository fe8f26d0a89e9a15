import type { ColumnType, Generated } from "kysely";
import type { CreatedAt, Id, NullableTimestamp } from "./columns";

export const bugSeverities = ["low", "medium", "high", "critical"] as const;
export const bugCategories = [
  "ui",
  "functionality",
  "performance",
  "data",
  "authentication",
  "other",
] as const;
export const bugStatuses = ["open", "in_progress", "resolved", "closed"] as const;
export type BugSeverity = (typeof bugSeverities)[number];
export type BugCategory = (typeof bugCategories)[number];
export type BugStatus = (typeof bugStatuses)[number];

export interface BugReportsTable {
  id: Id;
  userId: number;
  title: string;
  description: string;
  severity: ColumnType<BugSeverity, BugSeverity | undefined>;
  category: ColumnType<BugCategory, BugCategory | undefined>;
  stepsToReproduce: string | null;
  expectedBehavior: string | null;
  actualBehavior: string | null;
  browserInfo: string | null;
  deviceInfo: string | null;
  url: string | null;
  screenshot: string | null;
  status: ColumnType<BugStatus, BugStatus | undefined>;
  priority: ColumnType<BugSeverity, BugSeverity | undefined>;
  assignedTo: number | null;
  resolution: string | null;
  resolvedAt: NullableTimestamp;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface BugReportCommentsTable {
  id: Id;
  bugReportId: number;
  userId: number;
  comment: string;
  isInternal: Generated<boolean>;
  createdAt: CreatedAt;
}
