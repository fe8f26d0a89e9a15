import { z } from "zod";
import {
  bugCategories,
  bugSeverities,
  bugStatuses,
  type BugCategory,
  type BugSeverity,
  type BugStatus,
} from "./domain";
import { ZRecordId } from "./record-id";

export const ZBugSeverity = z.enum(bugSeverities);
export const ZBugCategory = z.enum(bugCategories);
export const ZBugStatus = z.enum(bugStatuses);

/** The words a person reads for each severity, status and category (screens, filters, notifications). */
export const bugSeverityLabels: Record<BugSeverity, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
  critical: "Critical",
};
export const bugStatusLabels: Record<BugStatus, string> = {
  open: "Open",
  in_progress: "In Progress",
  resolved: "Resolved",
  closed: "Closed",
};
export const bugCategoryLabels: Record<BugCategory, string> = {
  ui: "User Interface",
  functionality: "Functionality",
  performance: "Performance",
  data: "Data",
  authentication: "Authentication",
  other: "Other",
};

export const BUG_TITLE_MAX = 200;
export const BUG_DESCRIPTION_MIN = 10;
export const BUG_DESCRIPTION_MAX = 10_000;
export const BUG_TEXT_MAX = 5_000;
export const BUG_COMMENT_MAX = 5_000;

/** A screenshot is a PNG, JPEG or WebP image of at most 5 MB, recognised by its first bytes. */
export const MAX_BUG_SCREENSHOT_BYTES = 5 * 1024 * 1024;
export const bugScreenshotContentTypes = ["image/png", "image/jpeg", "image/webp"] as const;
export type BugScreenshotContentType = (typeof bugScreenshotContentTypes)[number];
export const BUG_SCREENSHOT_TYPE_MESSAGE = "Screenshot must be a PNG, JPEG or WebP image";
export const BUG_SCREENSHOT_SIZE_MESSAGE = "Screenshot must be at most 5 MB";
/** The longest base64 text a 5 MB image takes (4 characters per 3 bytes). */
const MAX_SCREENSHOT_BASE64_CHARS = Math.ceil(MAX_BUG_SCREENSHOT_BYTES / 3) * 4;

/** Users may comment only on their own reports, and only while not closed. */
export const BUG_COMMENT_REFUSED_MESSAGE =
  "Users may comment only on their own reports, and only while not closed";
export const BUG_REPORT_NOT_FOUND_MESSAGE = "Bug report not found";

/** The image type its first bytes announce (PNG, JPEG, WebP), whatever its name or declared type. */
export function detectScreenshotType(bytes: Uint8Array): BugScreenshotContentType | null {
  const at = (i: number) => bytes[i] ?? -1;
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => at(i) === b)) return "image/png";
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return "image/jpeg";
  const ascii = (from: number, text: string) => [...text].every((c, i) => at(from + i) === c.charCodeAt(0));
  if (ascii(0, "RIFF") && ascii(8, "WEBP")) return "image/webp";
  return null;
}

/** The first bytes of a base64 text (enough for `detectScreenshotType`): `atob` exists in browsers and Node. */
function base64Head(base64: string): Uint8Array {
  try {
    return Uint8Array.from(atob(base64.slice(0, 16)), (c) => c.charCodeAt(0));
  } catch {
    return new Uint8Array();
  }
}

/** The base64 part of a data URL (`data:<any type>;base64,...`) or of a bare base64 text. */
export function screenshotBase64(value: string): string {
  const match = /^data:[^,;]*;base64,/.exec(value);
  return match ? value.slice(match[0].length) : value;
}

/** How many bytes a base64 text decodes to. */
export function base64ByteLength(base64: string): number {
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/**
 * An optional screenshot: a data URL or a bare base64 text ("" or null for none). Its declared type is
 * ignored: the image's own first bytes decide (the server checks them again on the decoded bytes).
 */
export const ZBugScreenshot = z
  .union([
    z
      .string()
      .max(MAX_SCREENSHOT_BASE64_CHARS + 100, BUG_SCREENSHOT_SIZE_MESSAGE)
      .refine(
        (v) => v === "" || /^(data:[^,;]*;base64,)?[A-Za-z0-9+/]+={0,2}$/.test(v),
        BUG_SCREENSHOT_TYPE_MESSAGE,
      )
      .refine(
        (v) => v === "" || base64ByteLength(screenshotBase64(v)) <= MAX_BUG_SCREENSHOT_BYTES,
        BUG_SCREENSHOT_SIZE_MESSAGE,
      )
      .refine(
        (v) => v === "" || detectScreenshotType(base64Head(screenshotBase64(v))) !== null,
        BUG_SCREENSHOT_TYPE_MESSAGE,
      ),
    z.null(),
  ])
  .transform((v) => (v ? v : null));

/** Optional free text: "" and null both mean none. */
const optionalText = (max: number, label: string) =>
  z
    .union([z.string().trim().max(max, `${label} is too long`), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

const requiredString = (message: string) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? message : undefined) });

/** The page the problem happened on: a valid http(s) URL, or empty. */
export const ZBugUrl = z
  .union([
    z
      .string()
      .trim()
      .max(2_000, "URL is too long")
      .refine((v) => {
        if (v === "") return true;
        try {
          const url = new URL(v);
          return url.protocol === "http:" || url.protocol === "https:";
        } catch {
          return false;
        }
      }, "URL must be a valid URL"),
    z.null(),
  ])
  .optional()
  .transform((v) => (v ? v : null));

export const ZBugTitle = requiredString("Title is required")
  .trim()
  .min(1, "Title is required")
  .max(BUG_TITLE_MAX, "Title too long");
export const ZBugDescription = requiredString("Description must be at least 10 characters")
  .trim()
  .min(BUG_DESCRIPTION_MIN, "Description must be at least 10 characters")
  .max(BUG_DESCRIPTION_MAX, "Description is too long");
export const ZBugComment = requiredString("Comment is required")
  .trim()
  .min(1, "Comment is required")
  .max(BUG_COMMENT_MAX, "Comment is too long");

/** POST /api/bug-reports. The web form validates with this same schema. */
export const ZCreateBugReportInput = z.object({
  title: ZBugTitle,
  description: ZBugDescription,
  severity: ZBugSeverity.default("medium"),
  category: ZBugCategory.default("functionality"),
  stepsToReproduce: optionalText(BUG_TEXT_MAX, "Steps to reproduce"),
  expectedBehavior: optionalText(BUG_TEXT_MAX, "Expected behaviour"),
  actualBehavior: optionalText(BUG_TEXT_MAX, "Actual behaviour"),
  url: ZBugUrl,
  browserInfo: optionalText(1_000, "Browser information"),
  deviceInfo: optionalText(1_000, "Device information"),
  screenshot: ZBugScreenshot.optional().transform((v) => v ?? null),
});
export type CreateBugReportInput = z.input<typeof ZCreateBugReportInput>;
export type CreateBugReportValues = z.output<typeof ZCreateBugReportInput>;

export const ZBugReportIdInput = z.object({ id: ZRecordId });
export type BugReportIdInput = z.infer<typeof ZBugReportIdInput>;

/** POST /api/bug-reports/{id}/comments. `isInternal` is honoured for admins only. */
export const ZAddBugCommentInput = z.object({
  id: ZRecordId,
  comment: ZBugComment,
  isInternal: z.boolean().default(false),
});
export type AddBugCommentInput = z.input<typeof ZAddBugCommentInput>;
export type AddBugCommentValues = z.output<typeof ZAddBugCommentInput>;

/** PUT /api/bug-reports/{id}: an admin's changes; fields left out stay as they are. */
export const ZUpdateBugReportInput = z.object({
  id: ZRecordId,
  status: ZBugStatus.optional(),
  priority: ZBugSeverity.optional(),
  severity: ZBugSeverity.optional(),
  category: ZBugCategory.optional(),
  /** An admin's user id, or null to unassign. */
  assignedTo: ZRecordId.nullable().optional(),
  /** "" or null clears it. */
  resolution: z
    .union([z.string().trim().max(BUG_TEXT_MAX, "Resolution is too long"), z.null()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null)),
});
export type UpdateBugReportInput = z.input<typeof ZUpdateBugReportInput>;
export type UpdateBugReportValues = z.output<typeof ZUpdateBugReportInput>;

/** POST /api/bug-reports/{id}/resolve. */
export const ZResolveBugReportInput = z.object({
  id: ZRecordId,
  resolution: requiredString("Resolution is required")
    .trim()
    .min(1, "Resolution is required")
    .max(BUG_TEXT_MAX, "Resolution is too long"),
});
export type ResolveBugReportInput = z.input<typeof ZResolveBugReportInput>;
export type ResolveBugReportValues = z.output<typeof ZResolveBugReportInput>;

export const BUG_LIST_DEFAULT_LIMIT = 100;
export const BUG_LIST_MAX_LIMIT = 200;
/** How many of their own reports `myReports` returns (newest first). */
export const MY_BUG_REPORTS_LIMIT = 100;

/** The admin's filters: `all` or absent for no filter. */
const bugReportFilters = {
  status: z.union([ZBugStatus, z.literal("all")]).optional(),
  severity: z.union([ZBugSeverity, z.literal("all")]).optional(),
};

/** GET /api/bug-reports?status=&severity=&limit=&offset= (admin), newest first. */
export const ZListBugReportsInput = z
  .object({
    ...bugReportFilters,
    limit: z.number().int().min(1).max(BUG_LIST_MAX_LIMIT).default(BUG_LIST_DEFAULT_LIMIT),
    offset: z.number().int().min(0).max(1_000_000).default(0),
  })
  .default({ limit: BUG_LIST_DEFAULT_LIMIT, offset: 0 });
export type ListBugReportsInput = z.input<typeof ZListBugReportsInput>;
export type ListBugReportsValues = z.output<typeof ZListBugReportsInput>;

export const ZBugReportComment = z.object({
  id: z.number(),
  bugReportId: z.number(),
  /** Null once the author erased their account. */
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  comment: z.string(),
  /** Always false in what a non-admin receives: internal comments never reach them. */
  isInternal: z.boolean(),
  /** Written by an admin: the reporter's view labels it 'Admin Response'. */
  isAdminResponse: z.boolean(),
  createdAt: z.string(),
});
export type BugReportComment = z.infer<typeof ZBugReportComment>;

/** A report without its comments (the admin list). */
export const ZBugReportSummary = z.object({
  id: z.number(),
  /** Null once the reporter erased their account; the report stays, without their name. */
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  severity: ZBugSeverity,
  category: ZBugCategory,
  status: ZBugStatus,
  priority: ZBugSeverity,
  stepsToReproduce: z.string().nullable(),
  expectedBehavior: z.string().nullable(),
  actualBehavior: z.string().nullable(),
  url: z.string().nullable(),
  browserInfo: z.string().nullable(),
  deviceInfo: z.string().nullable(),
  /** Where the screenshot is served (`/api/bug-reports/{id}/screenshot`), or null without one. */
  screenshot: z.string().nullable(),
  assignedTo: z.number().nullable(),
  resolution: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Comments the caller may see. */
  commentCount: z.number(),
});
export type BugReportSummary = z.infer<typeof ZBugReportSummary>;

/** A report as read, with the comments the caller may see (oldest first). */
export const ZBugReport = ZBugReportSummary.extend({ comments: z.array(ZBugReportComment) });
export type BugReport = z.infer<typeof ZBugReport>;

/**
 * The admin list through tRPC: one page of reports with every comment (internal ones included) and the
 * paging figures. GET /api/bug-reports answers the `reports` array itself, the total in `X-Total-Count`.
 */
export const ZBugReportList = z.object({
  reports: z.array(ZBugReport),
  /** Reports matching the filters, across all pages. */
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});
export type BugReportList = z.infer<typeof ZBugReportList>;

/** GET /api/bug-reports/summary/stats: open counts open and in_progress; critical is by severity. */
export const ZBugReportStats = z.object({
  total: z.number(),
  open: z.number(),
  resolved: z.number(),
  critical: z.number(),
});
export type BugReportStats = z.infer<typeof ZBugReportStats>;

/** The URL path a report's screenshot is served from. */
export function bugScreenshotPath(id: number): string {
  return `/api/bug-reports/${id}/screenshot`;
}

const screenshotExtensions: Record<BugScreenshotContentType, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

/** 'bug-report-<id>.<png|jpg|webp>': the name a report's screenshot is served under. */
export function bugScreenshotFileName(id: number, contentType: BugScreenshotContentType): string {
  return `bug-report-${id}.${screenshotExtensions[contentType]}`;
}

/**
 * A report's screenshot (`bugReports.screenshot`). The bytes travel as base64, which /trpc can carry as
 * JSON; `GET /api/bug-reports/{id}/screenshot` answers the image itself, with this type.
 */
export const ZBugScreenshotFile = z.object({
  filename: z.string(),
  contentType: z.enum(bugScreenshotContentTypes),
  base64: z.string(),
});
export type BugScreenshotFile = z.infer<typeof ZBugScreenshotFile>;

/** Where the admin's CSV is served (a file, beside the JSON REST table). */
export const BUG_REPORTS_EXPORT_URL = "/api/bug-reports/export";

/** GET /api/bug-reports/export?status=&severity= (admin): the filtered list as CSV, newest first. */
export const ZBugReportsCsvInput = z.object(bugReportFilters).default({});
export type BugReportsCsvInput = z.input<typeof ZBugReportsCsvInput>;
export type BugReportsCsvValues = z.output<typeof ZBugReportsCsvInput>;

/** The export holds at most this many reports (the newest); its `X-Total-Count` says how many matched. */
export const BUG_CSV_MAX_ROWS = 10_000;

/**
 * The export's columns: the documented eight first, in their order (User is now the reporter's name),
 * then what a triage spreadsheet needs to act on a report.
 */
export const BUG_REPORT_CSV_HEADER = [
  "ID",
  "Title",
  "Severity",
  "Category",
  "Status",
  "Created",
  "User",
  "Description",
  "User Email",
  "URL",
  "Steps to Reproduce",
  "Expected Behaviour",
  "Actual Behaviour",
] as const;

export const ZBugReportsCsvFile = z.object({
  /** 'bug-reports-YYYY-MM-DD.csv', the server's (UTC) day. */
  filename: z.string(),
  /** The whole file: byte-order mark, header, records (RFC 4180, formulas neutralised). */
  csv: z.string(),
  /** How many reports matched the filters; more than the file holds when it was capped. */
  total: z.number(),
  /** How many reports the file holds. */
  rows: z.number(),
});
export type BugReportsCsvFile = z.infer<typeof ZBugReportsCsvFile>;

/** 'bug-reports-YYYY-MM-DD.csv' for a day given as 'YYYY-MM-DD'. */
export function bugReportsCsvFileName(day: string): string {
  return `bug-reports-${day}.csv`;
}
