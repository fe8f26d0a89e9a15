import type { createCaller, ProcedurePath } from "@leadcoach/api";
import {
  accountExportFileName,
  BUG_REPORTS_EXPORT_URL,
  REPORT_CSV_URL,
  REPORT_PDF_URL,
  bugScreenshotContentTypes,
  ZAccountDataExport,
  ZAuditCsvFile,
  ZBugReport,
  ZBugReportList,
  ZBugReportsCsvFile,
  ZProgramReportCsvFile,
  ZProgramReportPdfFile,
  ZReportCsvFile,
  ZReportPdfFile,
  ZBugScreenshotFile,
  ZCalendarFeed,
  ZUserEmailsFile,
} from "@leadcoach/api/schemas";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import {
  BUG_SCREENSHOT_BODY_LIMIT,
  DIGEST_UNSUBSCRIBE_BODY_LIMIT,
  INVITATION_IMPORT_BODY_LIMIT,
  JSON_BODY_LIMIT,
  UPLOAD_BODY_LIMIT,
} from "../plugins/body-limits";

type Caller = ReturnType<typeof createCaller>;

/** A response header a row sets: what it holds, for the OpenAPI document. */
export interface RestHeader {
  description: string;
  type: "integer" | "string";
}

/**
 * A row whose answer is not the procedure's output as is: the documented body, plus response headers
 * (a list answers the bare array and its total in `X-Total-Count`). Build it with `restReply`, which
 * types `from` on the procedure's output schema.
 */
export interface RestReply {
  /** The procedure's `.output()` schema, which `from` reads (the OpenAPI document checks it is that one). */
  source: z.ZodType;
  /** The body's schema: the OpenAPI document describes it instead of the procedure's output. */
  body: z.ZodType;
  headers: Record<string, RestHeader>;
  /** The procedure's output as the body and the header values. */
  from: (output: unknown) => { body: unknown; headers: Record<string, string> };
}

/** A typed `RestReply`: `from` reads the output of `source` and sets exactly the declared headers. */
export function restReply<TSource extends z.ZodType, TBody extends z.ZodType, THeader extends string>(
  source: TSource,
  body: TBody,
  headers: Record<THeader, RestHeader>,
  from: (output: z.output<TSource>) => { body: z.output<TBody>; headers: Record<THeader, string> },
): RestReply {
  // The adapter hands `from` what the procedure answered, which its output schema (`source`) has parsed.
  return { source, body, headers, from: (output) => from(output as z.output<TSource>) };
}

/** What a file row answers: the file's name and contents, its type when the row allows several, more headers. */
export interface RestFileAnswer<TType extends string = string> {
  filename: string;
  /** Text (a CSV, JSON, iCalendar) or bytes (an image). */
  body: string | Buffer;
  /** One of the row's types; the first when left out. */
  type?: TType;
  headers?: Record<string, string>;
}

/**
 * A row whose answer is a file instead of JSON: a download (a CSV, the account's JSON), or one shown in
 * place (`inline`: the bug screenshot, the calendar feed). Build it with `restFile`.
 */
export interface RestFile {
  /** The procedure's `.output()` schema, which `from` reads (the OpenAPI document checks it is that one). */
  source: z.ZodType;
  /** Every Content-Type the file may have (the OpenAPI document lists them); the first is the default. */
  types: readonly [string, ...string[]];
  /** Shown in place (`Content-Disposition: inline`) rather than saved. */
  inline: boolean;
  from: (output: unknown) => RestFileAnswer;
}

/** A typed `RestFile`: `from` reads the output of `source` and names one of the declared types. */
export function restFile<TSource extends z.ZodType, const TType extends string>(
  source: TSource,
  options: { type: TType | readonly [TType, ...TType[]]; inline?: true },
  from: (output: z.output<TSource>) => RestFileAnswer<NoInfer<TType>>,
): RestFile {
  const types: readonly [TType, ...TType[]] =
    typeof options.type === "string" ? [options.type] : options.type;
  // As for `restReply`: what reaches `from` is the procedure's answer, parsed by `source`.
  return {
    source,
    types,
    inline: options.inline === true,
    from: (output) => from(output as z.output<TSource>),
  };
}

export interface RestRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  /** The procedure behind the path; its zod input and output schemas also make the OpenAPI document (src/openapi). */
  procedure: ProcedurePath;
  /**
   * Builds the procedure's input itself (query strings); without it the input is the path parameters
   * (numbers), merged over the JSON body for any method but GET. Either way the procedure validates it,
   * as on /trpc, so what this reads from the request needs no type of its own.
   */
  input?: (request: FastifyRequest) => unknown;
  status?: number;
  /** Answers without a session (sign-up, sign-in, logout); every other row refuses anonymous callers before reading a body. */
  public?: true;
  /**
   * The body this path takes when not the usual 64 KB (Fastify's own per-route limit): an upload's, which
   * the same procedure gets on /trpc too (`uploadLimits`), or a smaller one.
   */
  bodyLimit?: number;
  /**
   * Also takes a form body (the one-click unsubscribe of RFC 8058, which mail providers post as a form).
   * The form's fields are dropped: the input is the query string's fields, over a JSON body if one came.
   */
  formBody?: true;
  /** The URL carries a credential (a token): the route logs at warn only, so no info line holds it. */
  secretInUrl?: true;
  /** Answers a documented shape other than the procedure's output, and sets response headers. */
  reply?: RestReply;
  /** Answers a file to download instead of JSON. */
  file?: RestFile;
}

/** Path parameters as numbers (they are record ids); a non-numeric one becomes NaN, which the schema refuses with 400. */
function pathParams(request: FastifyRequest): Record<string, number> {
  const params = (request.params ?? {}) as Record<string, string>;
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, Number(value)]));
}

/** The query string's single values (a repeated name is an array, and is left out). */
function queryFields(request: FastifyRequest): Record<string, string> {
  const fields = Object.entries((request.query ?? {}) as Record<string, unknown>);
  return Object.fromEntries(
    fields.filter((field): field is [string, string] => typeof field[1] === "string"),
  );
}

/**
 * The input of a row without its own `input`: path parameters, over the JSON body (an object, checked by
 * the adapter) unless a GET; a form row's query fields come between the two.
 */
export function defaultInput(
  route: Pick<RestRoute, "method" | "formBody">,
  request: FastifyRequest,
): unknown {
  const params = pathParams(request);
  if (route.method === "GET") return Object.keys(params).length > 0 ? params : undefined;
  return { ...(request.body ?? {}), ...(route.formBody ? queryFields(request) : {}), ...params };
}

/** Calls the row's procedure with its input; the caller is tRPC's, so middleware and schemas run as on /trpc. */
export function callRoute(api: Caller, route: RestRoute, request: FastifyRequest): Promise<unknown> {
  const procedure = route.procedure
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], api) as (
    input: unknown,
  ) => Promise<unknown>;
  return procedure(route.input ? route.input(request) : defaultInput(route, request));
}

/** A path parameter as it came (a token, where the others are record ids). */
const param = (request: FastifyRequest, name: string) =>
  (request.params as Record<string, string | undefined>)[name];

/** A query-string parameter. */
const query = (request: FastifyRequest, name: string) =>
  (request.query as Record<string, string | undefined>)[name];

/** An optional numeric query parameter; a non-numeric one becomes NaN, which the schema refuses. */
const optionalNumber = (value: string | undefined) =>
  value === undefined || value === "" ? undefined : Number(value);

/** `?groupId=`: one group's members only (the people list and the analytics). */
const groupParam = (r: FastifyRequest) => optionalNumber(query(r, "groupId"));

/** The analytics' cohort: `?groupId=` (one group's members) or `?programId=` (one program's enrolled people). */
const cohortQuery = (r: FastifyRequest) => ({
  groupId: groupParam(r),
  programId: optionalNumber(query(r, "programId")),
});

/** A report and its downloads: `?reportType` (or `?type`), `&start&end&groupId|programId`. */
const reportQuery = (r: FastifyRequest) => ({
  reportType: query(r, "reportType") ?? query(r, "type"),
  start: query(r, "start"),
  end: query(r, "end"),
  ...cohortQuery(r),
});

/** The people list's search, filters, order and page: `?search&role&status&groupId&sort&order&cursor&limit`. */
const peopleQuery = (r: FastifyRequest) => ({
  search: query(r, "search"),
  role: query(r, "role") || undefined,
  status: query(r, "status") || undefined,
  groupId: groupParam(r),
  sort: query(r, "sort") || undefined,
  order: query(r, "order") || undefined,
  cursor: query(r, "cursor") || undefined,
  limit: optionalNumber(query(r, "limit")),
});

/** The audit trail's filters: `?action=...&actorEmail=...`, empty values meaning none. */
const auditFilter = (r: FastifyRequest) => ({
  action: query(r, "action") || undefined,
  actorEmail: query(r, "actorEmail") || undefined,
});

/** The documented REST paths, one line each. */
export const restRoutes: RestRoute[] = [
  {
    method: "POST",
    url: "/api/auth/signup",
    procedure: "auth.signup",
    status: 201,
    public: true,
  },
  { method: "POST", url: "/api/auth/login", procedure: "auth.login", public: true },
  // The second step of a sign-in that answered `second_factor` (the session cookie carries who).
  { method: "POST", url: "/api/auth/two-factor/verify", procedure: "twoFactor.verify", public: true },
  { method: "POST", url: "/api/logout", procedure: "auth.logout", public: true },
  {
    method: "POST",
    url: "/api/auth/forgot-password",
    procedure: "auth.forgotPassword",
    public: true,
  },
  {
    method: "POST",
    url: "/api/auth/reset-password",
    procedure: "auth.resetPassword",
    public: true,
  },
  { method: "GET", url: "/api/auth/user", procedure: "auth.me" },
  {
    method: "PUT",
    url: "/api/profile/update",
    procedure: "profile.update",
    bodyLimit: UPLOAD_BODY_LIMIT,
  },
  {
    method: "GET",
    url: "/api/dashboard",
    procedure: "dashboard.summary",
    input: (r) => ({ timeZone: query(r, "timeZone") }),
  },
  { method: "GET", url: "/api/user/skill-progress", procedure: "skills.progress" },
  { method: "GET", url: "/api/skills", procedure: "skills.categories", public: true },
  { method: "GET", url: "/api/assessment/status", procedure: "assessment.status" },
  { method: "POST", url: "/api/assessment/submit", procedure: "assessment.submit" },
  {
    method: "GET",
    url: "/api/assessment/results",
    procedure: "assessment.results",
    input: (r) => ({ assessmentId: optionalNumber(query(r, "assessmentId")) }),
  },
  {
    method: "GET",
    url: "/api/assessment/history",
    procedure: "assessment.history",
    input: (r) => ({
      limit: optionalNumber(query(r, "limit")),
      before: optionalNumber(query(r, "before")),
    }),
  },
  { method: "GET", url: "/api/coaching-recommendations", procedure: "recommendations.list" },
  { method: "POST", url: "/api/ai/generate-recommendations", procedure: "recommendations.generate" },
  {
    method: "DELETE",
    url: "/api/coaching-recommendations/:id",
    procedure: "recommendations.dismiss",
  },
  { method: "GET", url: "/api/lessons", procedure: "lessons.list" },
  {
    method: "GET",
    url: "/api/user-lessons/:userId",
    procedure: "lessons.progress",
  },
  { method: "POST", url: "/api/user-lessons", procedure: "lessons.createProgress" },
  {
    method: "PATCH",
    url: "/api/user-lessons/:progressId",
    procedure: "lessons.updateProgress",
  },
  {
    method: "GET",
    url: "/api/goals/:userId",
    procedure: "goals.list",
  },
  {
    method: "PATCH",
    url: "/api/goals/:goalId",
    procedure: "goals.update",
  },
  {
    method: "GET",
    url: "/api/calendar/:userId",
    procedure: "calendar.list",
  },
  // Calendar apps subscribe without a session: the token in the path is the credential.
  {
    method: "GET",
    url: "/api/calendar/feed/:token.ics",
    procedure: "calendar.feed",
    input: (r) => ({ token: param(r, "token") }),
    public: true,
    secretInUrl: true,
    file: restFile(ZCalendarFeed, { type: "text/calendar; charset=utf-8", inline: true }, (feed) => ({
      filename: feed.filename,
      body: feed.content,
      headers: { "cache-control": "private, no-cache" },
    })),
  },
  { method: "GET", url: "/api/peer-feedback/requests", procedure: "feedback.requests" },
  {
    method: "POST",
    url: "/api/peer-feedback/requests",
    procedure: "feedback.createRequest",
    status: 201,
  },
  {
    method: "POST",
    url: "/api/peer-feedback/requests/:id/resend",
    procedure: "feedback.resendRequest",
  },
  {
    method: "POST",
    url: "/api/peer-feedback/requests/:id/cancel",
    procedure: "feedback.cancelRequest",
  },
  { method: "GET", url: "/api/peer-feedback/responses", procedure: "feedback.responses" },
  {
    method: "GET",
    url: "/api/peer-feedback/form",
    procedure: "feedback.form",
    input: (r) => ({ token: query(r, "token") }),
    public: true,
  },
  {
    method: "POST",
    url: "/api/peer-feedback/submit",
    procedure: "feedback.submit",
    public: true,
  },
  // Administration (admin dashboard, per-user view).
  { method: "GET", url: "/api/admin/analytics", procedure: "admin.analytics" },
  { method: "GET", url: "/api/admin/demo-credentials", procedure: "admin.demoCredentials" },
  {
    method: "GET",
    url: "/api/admin/download-emails",
    procedure: "admin.userEmails",
    file: restFile(ZUserEmailsFile, { type: "text/csv; charset=utf-8" }, (file) => ({
      filename: file.filename,
      body: file.csv,
    })),
  },
  {
    method: "GET",
    url: "/api/admin/user/:userId/dashboard",
    procedure: "admin.userDashboard",
  },
  // Analytics and reports.
  {
    method: "GET",
    url: "/api/analytics/engagement",
    procedure: "analytics.engagement",
    input: (r) => ({ start: query(r, "start"), end: query(r, "end"), ...cohortQuery(r) }),
  },
  {
    method: "GET",
    url: "/api/analytics/skills",
    procedure: "analytics.skills",
    input: cohortQuery,
  },
  {
    method: "GET",
    url: "/api/analytics/platform",
    procedure: "analytics.platform",
    input: (r) => ({
      metricType: query(r, "metricType"),
      start: query(r, "start"),
      end: query(r, "end"),
      ...cohortQuery(r),
    }),
  },
  {
    method: "GET",
    url: "/api/analytics/cohorts",
    procedure: "analytics.cohorts",
    input: cohortQuery,
  },
  {
    method: "GET",
    url: "/api/analytics/retention",
    procedure: "analytics.retention",
    input: cohortQuery,
  },
  {
    method: "GET",
    url: "/api/reports",
    procedure: "analytics.report",
    input: reportQuery,
  },
  {
    method: "GET",
    url: REPORT_CSV_URL,
    procedure: "analytics.reportCsv",
    input: reportQuery,
    file: restFile(ZReportCsvFile, { type: "text/csv; charset=utf-8" }, (file) => ({
      filename: file.filename,
      body: file.csv,
    })),
  },
  {
    method: "GET",
    url: REPORT_PDF_URL,
    procedure: "analytics.reportPdf",
    input: reportQuery,
    file: restFile(ZReportPdfFile, { type: "application/pdf" }, (file) => ({
      filename: file.filename,
      body: Buffer.from(file.base64, "base64"),
    })),
  },
  // A program's report and its downloads (aggregates of 5 people or more only).
  { method: "GET", url: "/api/admin/programs/:programId/report", procedure: "programReports.get" },
  {
    method: "GET",
    url: "/api/admin/programs/:programId/report.csv",
    procedure: "programReports.csv",
    file: restFile(ZProgramReportCsvFile, { type: "text/csv; charset=utf-8" }, (file) => ({
      filename: file.filename,
      body: file.csv,
    })),
  },
  {
    method: "GET",
    url: "/api/admin/programs/:programId/report.pdf",
    procedure: "programReports.pdf",
    file: restFile(ZProgramReportPdfFile, { type: "application/pdf" }, (file) => ({
      filename: file.filename,
      body: Buffer.from(file.base64, "base64"),
    })),
  },
  // Bug reports. The fixed paths come before '/:id'.
  {
    method: "GET",
    url: BUG_REPORTS_EXPORT_URL,
    procedure: "bugReports.exportCsv",
    // Unknown filters are refused with a 400 naming the field, as for the list's.
    input: (r) => ({ status: query(r, "status") || undefined, severity: query(r, "severity") || undefined }),
    file: restFile(ZBugReportsCsvFile, { type: "text/csv; charset=utf-8" }, (file) => ({
      filename: file.filename,
      body: file.csv,
      // Reports matching the filters: more than the file's records when it was capped.
      headers: { "cache-control": "private, no-store", "x-total-count": String(file.total) },
    })),
  },
  {
    method: "POST",
    url: "/api/bug-reports",
    procedure: "bugReports.create",
    status: 201,
    bodyLimit: BUG_SCREENSHOT_BODY_LIMIT,
  },
  { method: "GET", url: "/api/bug-reports/my-reports", procedure: "bugReports.myReports" },
  { method: "GET", url: "/api/bug-reports/summary/stats", procedure: "bugReports.summary" },
  {
    method: "GET",
    url: "/api/bug-reports",
    procedure: "bugReports.list",
    input: (r) => ({
      status: query(r, "status") || undefined,
      severity: query(r, "severity") || undefined,
      limit: optionalNumber(query(r, "limit")),
      offset: optionalNumber(query(r, "offset")),
    }),
    // The documented client maps a bare array, as every other list answers; the page's total rides in a header.
    reply: restReply(
      ZBugReportList,
      z.array(ZBugReport),
      {
        "X-Total-Count": { description: "Reports matching the filters, across all pages.", type: "integer" },
      },
      (out) => ({ body: out.reports, headers: { "X-Total-Count": String(out.total) } }),
    ),
  },
  {
    method: "GET",
    url: "/api/bug-reports/:id",
    procedure: "bugReports.byId",
  },
  {
    method: "PUT",
    url: "/api/bug-reports/:id",
    procedure: "bugReports.update",
  },
  {
    method: "POST",
    url: "/api/bug-reports/:id/comments",
    procedure: "bugReports.addComment",
    status: 201,
  },
  {
    method: "POST",
    url: "/api/bug-reports/:id/resolve",
    procedure: "bugReports.resolve",
  },
  {
    method: "GET",
    url: "/api/bug-reports/:id/screenshot",
    procedure: "bugReports.screenshot",
    file: restFile(ZBugScreenshotFile, { type: bugScreenshotContentTypes, inline: true }, (image) => ({
      filename: image.filename,
      type: image.contentType,
      body: Buffer.from(image.base64, "base64"),
      // An uploaded file: never sniffed into something a browser would run, never kept by a cache.
      headers: { "x-content-type-options": "nosniff", "cache-control": "private, no-store" },
    })),
  },
  {
    method: "GET",
    url: "/api/account/export",
    procedure: "account.exportData",
    file: restFile(ZAccountDataExport, { type: "application/json; charset=utf-8" }, (data) => ({
      filename: accountExportFileName(data.exportedAt.slice(0, 10)),
      body: JSON.stringify(data, null, 2),
      headers: { "cache-control": "no-store" },
    })),
  },
  { method: "GET", url: "/api/account/deletion-requirements", procedure: "account.deletionRequirements" },
  {
    method: "DELETE",
    url: "/api/account",
    procedure: "account.deleteAccount",
    // The password travels in the body; the procedure validates it as on /trpc.
    input: (r) => r.body ?? {},
  },
  { method: "GET", url: "/api/admin/account-deletions", procedure: "account.deletions" },
  // The organisation: its settings (super admins), the sign-up policy's kind (anyone), the audit trail.
  { method: "GET", url: "/api/admin/settings", procedure: "organisation.settings" },
  { method: "PUT", url: "/api/admin/settings", procedure: "organisation.update" },
  { method: "GET", url: "/api/auth/signup-policy", procedure: "organisation.signUpPolicy", public: true },
  {
    method: "GET",
    url: "/api/admin/audit",
    procedure: "audit.list",
    input: (r) => ({
      ...auditFilter(r),
      limit: optionalNumber(query(r, "limit")),
      // The page after the one whose `nextCursor` this is.
      cursor: query(r, "cursor") || undefined,
    }),
  },
  {
    method: "GET",
    url: "/api/admin/audit/export",
    procedure: "audit.exportCsv",
    input: auditFilter,
    file: restFile(ZAuditCsvFile, { type: "text/csv; charset=utf-8" }, (file) => ({
      filename: file.filename,
      body: file.csv,
    })),
  },
  // Invitations: admins invite one person or a CSV file (previewed first), resend and revoke; the
  // invited person reads and accepts their link without a session.
  {
    method: "GET",
    url: "/api/admin/invitations",
    procedure: "invitations.list",
    input: (r) => ({ cursor: optionalNumber(query(r, "cursor")) }),
  },
  { method: "POST", url: "/api/admin/invitations", procedure: "invitations.invite", status: 201 },
  {
    method: "POST",
    url: "/api/admin/invitations/import",
    procedure: "invitations.import",
    bodyLimit: INVITATION_IMPORT_BODY_LIMIT,
  },
  { method: "POST", url: "/api/admin/invitations/:id/resend", procedure: "invitations.resend" },
  { method: "DELETE", url: "/api/admin/invitations/:id", procedure: "invitations.revoke" },
  {
    method: "GET",
    url: "/api/invitations/:token",
    procedure: "invitations.preview",
    input: (r) => ({ token: param(r, "token") }),
    public: true,
    secretInUrl: true,
  },
  { method: "POST", url: "/api/invitations/accept", procedure: "invitations.accept", public: true },
  // People and groups (admins): the people screen and the groups screen.
  { method: "GET", url: "/api/admin/people", procedure: "people.list", input: peopleQuery },
  // The bulk paths are fixed words, so they come before '/:id'.
  { method: "POST", url: "/api/admin/people/deactivate", procedure: "people.deactivateMany" },
  { method: "POST", url: "/api/admin/people/reactivate", procedure: "people.reactivateMany" },
  { method: "PATCH", url: "/api/admin/people/:id", procedure: "people.setRole" },
  { method: "POST", url: "/api/admin/people/:id/deactivate", procedure: "people.deactivate" },
  { method: "POST", url: "/api/admin/people/:id/reactivate", procedure: "people.reactivate" },
  {
    method: "POST",
    url: "/api/admin/people/:id/reset-second-factor",
    procedure: "people.resetSecondFactor",
  },
  {
    method: "GET",
    url: "/api/admin/groups",
    procedure: "groups.list",
    input: (r) => ({
      search: query(r, "search"),
      cursor: query(r, "cursor") || undefined,
      limit: optionalNumber(query(r, "limit")),
    }),
  },
  { method: "POST", url: "/api/admin/groups", procedure: "groups.create", status: 201 },
  { method: "GET", url: "/api/admin/groups/:id", procedure: "groups.get" },
  { method: "PATCH", url: "/api/admin/groups/:id", procedure: "groups.rename" },
  { method: "POST", url: "/api/admin/groups/:id/members", procedure: "groups.addMembers" },
  { method: "POST", url: "/api/admin/groups/:id/members/remove", procedure: "groups.removeMembers" },
  { method: "DELETE", url: "/api/admin/groups/:id", procedure: "groups.delete" },
  // RFC 8058 one-click unsubscribe: mail providers post a form, with no session, to the address in the
  // digest's List-Unsubscribe header, whose signed token is the credential. A JSON `{ "token" }` works too.
  {
    method: "POST",
    url: "/api/digest/unsubscribe",
    procedure: "digest.unsubscribe",
    public: true,
    formBody: true,
    bodyLimit: DIGEST_UNSUBSCRIBE_BODY_LIMIT,
    secretInUrl: true,
  },
];

/** The procedures that carry an upload, with their body limit: /trpc applies the same as the REST row. */
export const uploadLimits: ReadonlyMap<string, number> = new Map(
  restRoutes.flatMap((route) =>
    route.bodyLimit && route.bodyLimit > JSON_BODY_LIMIT ? [[route.procedure, route.bodyLimit] as const] : [],
  ),
);
