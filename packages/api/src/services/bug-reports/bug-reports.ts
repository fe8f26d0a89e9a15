import type { BugStatus, DB } from "@leadcoach/db";
import { AppError } from "../../lib/app-error";
import {
  BUG_COMMENT_REFUSED_MESSAGE,
  BUG_REPORT_NOT_FOUND_MESSAGE,
  bugStatusLabels,
  BUG_SCREENSHOT_SIZE_MESSAGE,
  BUG_SCREENSHOT_TYPE_MESSAGE,
  MAX_BUG_SCREENSHOT_BYTES,
  BUG_CSV_MAX_ROWS,
  BUG_REPORT_CSV_HEADER,
  MY_BUG_REPORTS_LIMIT,
  bugReportsCsvFileName,
  bugScreenshotFileName,
  bugScreenshotPath,
  detectScreenshotType,
  screenshotBase64,
  type AddBugCommentValues,
  type BugReport,
  type BugReportComment,
  type BugReportIdInput,
  type BugScreenshotFile,
  type BugReportList,
  type BugReportStats,
  type BugReportsCsvFile,
  type BugReportsCsvValues,
  type BugReportSummary,
  type BugScreenshotContentType,
  type CreateBugReportValues,
  type ListBugReportsValues,
  type ResolveBugReportValues,
  type UpdateBugReportValues,
} from "../../schemas/bug-reports";
import { DELETED_ACCOUNT_LABEL } from "../../schemas/account";
import { isAdminRole } from "../../schemas/domain";
import { recordAccess } from "../access-log/access-log";
import { insertActivityEvent } from "../activity/queries";
import { toCsvFile, type CsvValue } from "../../lib/csv";
import type { ServiceDeps, SessionUser } from "../deps";
import { createNotification } from "../notifications/create";
import {
  countBugReports,
  countBugReportsByState,
  findBugComments,
  findBugReport,
  findBugReportPage,
  findBugScreenshot,
  findUserBugReports,
  insertBugComment,
  insertBugReport,
  insertBugScreenshot,
  isActiveAdmin,
  lockBugReport,
  updateBugReportRow,
  type BugReportChanges,
  type BugReportRow,
} from "./queries";

type CommentRow = Awaited<ReturnType<typeof findBugComments>>[number];

function toComment(row: CommentRow): BugReportComment {
  return {
    id: row.id,
    bugReportId: row.bugReportId,
    userId: row.userId,
    userName: row.userName,
    comment: row.comment,
    isInternal: row.isInternal,
    isAdminResponse: isAdminRole(row.userRole),
    createdAt: row.createdAt.toISOString(),
  };
}

function toSummary(row: BugReportRow, commentCount: number): BugReportSummary {
  return {
    ...row,
    resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    commentCount,
  };
}

/** Reports with the comments this caller may see: internal ones only for an admin. */
async function withComments(db: DB, caller: SessionUser, rows: BugReportRow[]): Promise<BugReport[]> {
  const comments = await findBugComments(
    db,
    rows.map((r) => r.id),
    isAdminRole(caller.role),
  );
  return rows.map((row) => {
    const own = comments.filter((c) => c.bugReportId === row.id).map(toComment);
    return { ...toSummary(row, own.length), comments: own };
  });
}

/** The report if the caller may read it (its owner or an admin); 404 otherwise, so ids reveal nothing. */
async function readableReport(db: DB, caller: SessionUser, id: number): Promise<BugReport> {
  const row = await findBugReport(db, id);
  if (!row || (row.userId !== caller.id && !isAdminRole(caller.role))) {
    throw new AppError("NOT_FOUND", BUG_REPORT_NOT_FOUND_MESSAGE);
  }
  const [report] = await withComments(db, caller, [row]);
  return report as BugReport;
}

/** The decoded screenshot, refused unless its first bytes say PNG, JPEG or WebP and it fits in 5 MB. */
function decodeScreenshot(value: string): { contentType: BugScreenshotContentType; bytes: Buffer } {
  const bytes = Buffer.from(screenshotBase64(value), "base64");
  if (bytes.length > MAX_BUG_SCREENSHOT_BYTES) throw new AppError("BAD_REQUEST", BUG_SCREENSHOT_SIZE_MESSAGE);
  const contentType = detectScreenshotType(bytes);
  if (!contentType) throw new AppError("BAD_REQUEST", BUG_SCREENSHOT_TYPE_MESSAGE);
  return { contentType, bytes };
}

async function notifyStatusChange(
  db: DB,
  report: { id: number; userId: number | null; title: string },
  caller: SessionUser,
  status: BugStatus,
  at: Date,
): Promise<void> {
  // An erased reporter has nobody left to tell.
  if (report.userId === null || report.userId === caller.id) return;
  await createNotification(db, {
    userId: report.userId,
    kind: "bug_status_changed",
    title: "Bug report updated",
    message: `Your bug report "${report.title}" is now ${bugStatusLabels[status]}.`,
    actionUrl: "/my-bug-reports",
    at,
  });
}

/** POST /api/bug-reports: a new report is open with priority medium; the screenshot is stored beside it. */
export async function createBugReport(
  deps: ServiceDeps,
  caller: SessionUser,
  input: CreateBugReportValues,
): Promise<BugReport> {
  const screenshot = input.screenshot ? decodeScreenshot(input.screenshot) : null;
  const at = deps.now();
  const id = await deps.db.transaction().execute(async (trx) => {
    const { screenshot: _screenshot, ...fields } = input;
    const reportId = await insertBugReport(trx, { ...fields, userId: caller.id, at });
    if (screenshot) {
      await insertBugScreenshot(trx, { bugReportId: reportId, ...screenshot });
      await updateBugReportRow(trx, reportId, { screenshot: bugScreenshotPath(reportId) }, at);
    }
    await insertActivityEvent(trx, {
      userId: caller.id,
      type: "bug_reported",
      // Recent-activity lists (the admin dashboard) show the subject: the report's title stays out.
      subject: "Reported a bug",
      detail: { bugReportId: reportId, severity: input.severity, category: input.category },
      at,
    });
    return reportId;
  });
  return readableReport(deps.db, caller, id);
}

/** GET /api/bug-reports/my-reports: the caller's newest reports, with the comments they may see. */
export async function listMyBugReports(deps: ServiceDeps, caller: SessionUser): Promise<BugReport[]> {
  const rows = await findUserBugReports(deps.db, caller.id, MY_BUG_REPORTS_LIMIT);
  // Internal comments never reach a reporter here, even an admin reading their own reports' list.
  return withComments(deps.db, { ...caller, role: "user" }, rows);
}

/** GET /api/bug-reports/{id}. */
export async function getBugReport(
  deps: ServiceDeps,
  caller: SessionUser,
  input: BugReportIdInput,
): Promise<BugReport> {
  const report = await readableReport(deps.db, caller, input.id);
  // An admin opening someone's report goes to that person's access log (their own reading does not).
  if (report.userId !== null) await recordAccess(deps.db, caller, report.userId, "bug_report", deps.now());
  return report;
}

/**
 * POST /api/bug-reports/{id}/comments. A user comments on their own report while it is not closed,
 * never internally; an admin comments on any report and may mark the comment internal. A public admin
 * answer tells the reporter.
 */
export async function addBugComment(
  deps: ServiceDeps,
  caller: SessionUser,
  input: AddBugCommentValues,
): Promise<BugReport> {
  const admin = isAdminRole(caller.role);
  const at = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const report = await lockBugReport(trx, input.id);
    if (!report || (!admin && report.userId !== caller.id)) {
      throw new AppError("NOT_FOUND", BUG_REPORT_NOT_FOUND_MESSAGE);
    }
    if (!admin && report.status === "closed") throw new AppError("CONFLICT", BUG_COMMENT_REFUSED_MESSAGE);
    const isInternal = admin && input.isInternal;
    await insertBugComment(trx, {
      bugReportId: report.id,
      userId: caller.id,
      comment: input.comment,
      isInternal,
      at,
    });
    await updateBugReportRow(trx, report.id, {}, at);
    if (admin && !isInternal && report.userId !== null && report.userId !== caller.id) {
      await createNotification(trx, {
        userId: report.userId,
        kind: "bug_answered",
        title: "New answer to your bug report",
        message: `An admin answered your bug report "${report.title}".`,
        actionUrl: "/my-bug-reports",
        at,
      });
    }
  });
  return readableReport(deps.db, caller, input.id);
}

/** GET /api/bug-reports (admin): one page, newest first, filtered by status and severity, with comments. */
export async function listBugReports(
  deps: ServiceDeps,
  caller: SessionUser,
  input: ListBugReportsValues,
): Promise<BugReportList> {
  const filters = {
    status: input.status === "all" ? undefined : input.status,
    severity: input.severity === "all" ? undefined : input.severity,
  };
  const [rows, total] = await Promise.all([
    findBugReportPage(deps.db, filters, input.limit, input.offset),
    countBugReports(deps.db, filters),
  ]);
  return {
    reports: await withComments(deps.db, caller, rows),
    total,
    limit: input.limit,
    offset: input.offset,
  };
}

/** One report as the export's record, in the order of `BUG_REPORT_CSV_HEADER`. */
function csvRecord(row: BugReportRow): CsvValue[] {
  return [
    row.id,
    row.title,
    row.severity,
    row.category,
    row.status,
    row.createdAt,
    row.userId === null ? DELETED_ACCOUNT_LABEL : row.userName,
    row.description,
    row.userEmail,
    row.url,
    row.stepsToReproduce,
    row.expectedBehavior,
    row.actualBehavior,
  ];
}

/**
 * GET /api/bug-reports/export (admin): the filtered reports, newest first, as a CSV file with the
 * reporter's name and e-mail; capped at `BUG_CSV_MAX_ROWS`, with the total so a capped file can say so.
 */
export async function exportBugReportsCsv(
  deps: ServiceDeps,
  _caller: SessionUser,
  input: BugReportsCsvValues,
): Promise<BugReportsCsvFile> {
  const filters = {
    status: input.status === "all" ? undefined : input.status,
    severity: input.severity === "all" ? undefined : input.severity,
  };
  const [rows, total] = await Promise.all([
    findBugReportPage(deps.db, filters, BUG_CSV_MAX_ROWS, 0),
    countBugReports(deps.db, filters),
  ]);
  return {
    filename: bugReportsCsvFileName(deps.now().toISOString().slice(0, 10)),
    csv: toCsvFile(BUG_REPORT_CSV_HEADER, rows.map(csvRecord)),
    total: Math.max(total, rows.length),
    rows: rows.length,
  };
}

/** GET /api/bug-reports/summary/stats (admin). */
export async function bugReportStats(deps: ServiceDeps, _caller: SessionUser): Promise<BugReportStats> {
  return countBugReportsByState(deps.db);
}

/** When a status is set: resolved or closed keeps the first resolution time; open or in progress clears it. */
function resolvedAtFor(status: BugStatus, current: Date | null, at: Date): Date | null {
  return status === "resolved" || status === "closed" ? (current ?? at) : null;
}

/** PUT /api/bug-reports/{id} (admin). A status change tells the reporter. */
export async function updateBugReport(
  deps: ServiceDeps,
  caller: SessionUser,
  input: UpdateBugReportValues,
): Promise<BugReport> {
  const at = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const report = await lockBugReport(trx, input.id);
    if (!report) throw new AppError("NOT_FOUND", BUG_REPORT_NOT_FOUND_MESSAGE);
    if (input.assignedTo !== undefined && input.assignedTo !== null) {
      if (!(await isActiveAdmin(trx, input.assignedTo))) {
        throw new AppError("BAD_REQUEST", "A bug report can only be assigned to an admin");
      }
    }
    const changes: BugReportChanges = {
      priority: input.priority,
      severity: input.severity,
      category: input.category,
      assignedTo: input.assignedTo,
      resolution: input.resolution,
    };
    if (input.status !== undefined) {
      changes.status = input.status;
      changes.resolvedAt = resolvedAtFor(input.status, report.resolvedAt, at);
    }
    await updateBugReportRow(trx, report.id, changes, at);
    if (input.status !== undefined && input.status !== report.status) {
      await notifyStatusChange(trx, report, caller, input.status, at);
    }
  });
  return readableReport(deps.db, caller, input.id);
}

/** POST /api/bug-reports/{id}/resolve (admin): resolved, with the resolution notes and the time. */
export async function resolveBugReport(
  deps: ServiceDeps,
  caller: SessionUser,
  input: ResolveBugReportValues,
): Promise<BugReport> {
  const at = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const report = await lockBugReport(trx, input.id);
    if (!report) throw new AppError("NOT_FOUND", BUG_REPORT_NOT_FOUND_MESSAGE);
    await updateBugReportRow(
      trx,
      report.id,
      { status: "resolved", resolution: input.resolution, resolvedAt: at },
      at,
    );
    if (report.status !== "resolved") await notifyStatusChange(trx, report, caller, "resolved", at);
  });
  return readableReport(deps.db, caller, input.id);
}

/**
 * The screenshot of a report the caller may read (its owner or an admin), for the image route in
 * apps/api; 404 when there is none or the report is not theirs.
 */
export async function getBugScreenshot(
  deps: ServiceDeps,
  caller: SessionUser,
  input: BugReportIdInput,
): Promise<{ contentType: BugScreenshotContentType; bytes: Uint8Array; size: number }> {
  const report = await findBugReport(deps.db, input.id);
  if (!report || (report.userId !== caller.id && !isAdminRole(caller.role))) {
    throw new AppError("NOT_FOUND", BUG_REPORT_NOT_FOUND_MESSAGE);
  }
  const screenshot = await findBugScreenshot(deps.db, input.id);
  if (!screenshot) throw new AppError("NOT_FOUND", "This bug report has no screenshot");
  if (report.userId !== null) await recordAccess(deps.db, caller, report.userId, "bug_report", deps.now());
  return screenshot;
}

/** The screenshot with its file name, its bytes as base64 so that /trpc can carry them as JSON. */
export async function getBugScreenshotFile(
  deps: ServiceDeps,
  caller: SessionUser,
  input: BugReportIdInput,
): Promise<BugScreenshotFile> {
  const image = await getBugScreenshot(deps, caller, input);
  const bytes = Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength);
  return {
    filename: bugScreenshotFileName(input.id, image.contentType),
    contentType: image.contentType,
    base64: bytes.toString("base64"),
  };
}
