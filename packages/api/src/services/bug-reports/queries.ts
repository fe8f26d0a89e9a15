import type { BugCategory, BugSeverity, BugStatus, DB } from "@leadcoach/db";
import type { BugScreenshotContentType } from "../../schemas/bug-reports";
import { countOf, rowCount } from "../shared-queries";

function reportRows(db: DB) {
  return db
    .selectFrom("bugReports as b")
    .leftJoin("users as u", "u.id", "b.userId")
    .select([
      "b.id",
      "b.userId",
      "u.name as userName",
      "u.email as userEmail",
      "b.title",
      "b.description",
      "b.severity",
      "b.category",
      "b.status",
      "b.priority",
      "b.stepsToReproduce",
      "b.expectedBehavior",
      "b.actualBehavior",
      "b.url",
      "b.browserInfo",
      "b.deviceInfo",
      "b.screenshot",
      "b.assignedTo",
      "b.resolution",
      "b.resolvedAt",
      "b.createdAt",
      "b.updatedAt",
    ]);
}

export type BugReportRow = NonNullable<Awaited<ReturnType<typeof findBugReport>>>;

export async function findBugReport(db: DB, id: number) {
  return reportRows(db).where("b.id", "=", id).executeTakeFirst();
}

/** A user's newest reports first. */
export async function findUserBugReports(db: DB, userId: number, limit: number) {
  return reportRows(db)
    .where("b.userId", "=", userId)
    .orderBy("b.createdAt", "desc")
    .orderBy("b.id", "desc")
    .limit(limit)
    .execute();
}

export interface BugReportFilters {
  status?: BugStatus;
  severity?: BugSeverity;
}

function filtered(db: DB, filters: BugReportFilters) {
  let query = reportRows(db);
  if (filters.status) query = query.where("b.status", "=", filters.status);
  if (filters.severity) query = query.where("b.severity", "=", filters.severity);
  return query;
}

/** One page of every user's reports, newest first. */
export async function findBugReportPage(db: DB, filters: BugReportFilters, limit: number, offset: number) {
  return filtered(db, filters)
    .orderBy("b.createdAt", "desc")
    .orderBy("b.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countBugReports(db: DB, filters: BugReportFilters): Promise<number> {
  let query = db.selectFrom("bugReports as b");
  if (filters.status) query = query.where("b.status", "=", filters.status);
  if (filters.severity) query = query.where("b.severity", "=", filters.severity);
  return countOf(query.select(rowCount));
}

/** Comments of these reports, oldest first, with their author's name and role; internal ones only when asked. */
export async function findBugComments(db: DB, reportIds: number[], includeInternal: boolean) {
  if (reportIds.length === 0) return [];
  let query = db
    .selectFrom("bugReportComments as c")
    .leftJoin("users as u", "u.id", "c.userId")
    .select([
      "c.id",
      "c.bugReportId",
      "c.userId",
      "u.name as userName",
      "u.role as userRole",
      "c.comment",
      "c.isInternal",
      "c.createdAt",
    ])
    .where("c.bugReportId", "in", reportIds);
  if (!includeInternal) query = query.where("c.isInternal", "=", false);
  return query.orderBy("c.createdAt", "asc").orderBy("c.id", "asc").execute();
}

export interface NewBugReport {
  userId: number;
  title: string;
  description: string;
  severity: BugSeverity;
  category: BugCategory;
  stepsToReproduce: string | null;
  expectedBehavior: string | null;
  actualBehavior: string | null;
  url: string | null;
  browserInfo: string | null;
  deviceInfo: string | null;
  at: Date;
}

export async function insertBugReport(db: DB, report: NewBugReport): Promise<number> {
  const { at, ...values } = report;
  const row = await db
    .insertInto("bugReports")
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertBugScreenshot(
  db: DB,
  screenshot: { bugReportId: number; contentType: BugScreenshotContentType; bytes: Uint8Array },
): Promise<void> {
  await db
    .insertInto("bugReportScreenshots")
    .values({ ...screenshot, size: screenshot.bytes.length })
    .execute();
}

export async function findBugScreenshot(db: DB, bugReportId: number) {
  return db
    .selectFrom("bugReportScreenshots")
    .select(["contentType", "bytes", "size"])
    .where("bugReportId", "=", bugReportId)
    .executeTakeFirst();
}

/** The report's owner and status, locked for the rest of the transaction. */
export async function lockBugReport(db: DB, id: number) {
  return db
    .selectFrom("bugReports")
    .select(["id", "userId", "title", "status", "resolvedAt"])
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
}

export interface BugReportChanges {
  status?: BugStatus;
  priority?: BugSeverity;
  severity?: BugSeverity;
  category?: BugCategory;
  assignedTo?: number | null;
  resolution?: string | null;
  resolvedAt?: Date | null;
  screenshot?: string | null;
}

export async function updateBugReportRow(db: DB, id: number, changes: BugReportChanges, at: Date) {
  await db
    .updateTable("bugReports")
    .set({ ...changes, updatedAt: at })
    .where("id", "=", id)
    .execute();
}

export async function insertBugComment(
  db: DB,
  comment: { bugReportId: number; userId: number; comment: string; isInternal: boolean; at: Date },
): Promise<number> {
  const { at, ...values } = comment;
  const row = await db
    .insertInto("bugReportComments")
    .values({ ...values, createdAt: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether this id names an active admin or super admin (someone a report may be assigned to). */
export async function isActiveAdmin(db: DB, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("id")
    .where("id", "=", userId)
    .where("isActive", "=", true)
    .where("role", "in", ["admin", "super_admin"])
    .executeTakeFirst();
  return row !== undefined;
}

/** Counts over every report: open includes in_progress; critical is by severity, whatever the status. */
export async function countBugReportsByState(db: DB) {
  const row = await db
    .selectFrom("bugReports")
    .select((eb) => [
      eb.fn.countAll<number>().as("total"),
      eb.fn.count<number>("id").filterWhere("status", "in", ["open", "in_progress"]).as("open"),
      eb.fn.count<number>("id").filterWhere("status", "=", "resolved").as("resolved"),
      eb.fn.count<number>("id").filterWhere("severity", "=", "critical").as("critical"),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    open: Number(row.open),
    resolved: Number(row.resolved),
    critical: Number(row.critical),
  };
}
