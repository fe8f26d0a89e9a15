import type { ColumnType, Generated } from "kysely";
import type { BugCategory, BugSeverity, BugStatus } from "../domain";
import type { CreatedAt, Id, NullableTimestamp } from "./columns";

export interface BugReportsTable {
  id: Id;
  /** Null once the reporter erased their account: the report stays for the admins. */
  userId: number | null;
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
  /** Null once the author erased their account. */
  userId: number | null;
  comment: string;
  isInternal: Generated<boolean>;
  createdAt: CreatedAt;
}

/** A report's screenshot (at most one), served by `/api/bug-reports/{id}/screenshot`. */
export interface BugReportScreenshotsTable {
  bugReportId: number;
  contentType: "image/png" | "image/jpeg" | "image/webp";
  /** `pg` reads a Buffer, PGlite a Uint8Array: both are Uint8Arrays. */
  bytes: Uint8Array;
  size: number;
  createdAt: CreatedAt;
}
