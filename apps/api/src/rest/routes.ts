import type { createCaller } from "@leadcoach/api";
import type { FastifyRequest } from "fastify";
import type { UploadKind } from "../plugins/body-limits";

type Caller = ReturnType<typeof createCaller>;

export interface RestRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  /** Calls the procedure behind the path; input is validated there, as on /trpc. */
  call: (api: Caller, request: FastifyRequest) => Promise<unknown>;
  status?: number;
  /** Answers without a session (sign-up, sign-in, logout); every other row refuses anonymous callers before reading a body. */
  public?: true;
  /** Carries an upload, so a signed-in caller may send a larger body: `true` the avatar, "screenshot" a bug screenshot. */
  upload?: UploadKind;
}

/** The body as the procedure's input (a JSON object, checked by the adapter); the procedure's zod schema checks the rest. */
const body = (request: FastifyRequest) => (request.body ?? {}) as never;
/** The body with path parameters merged in (e.g. PATCH /api/goals/:goalId). */
const bodyWith = (request: FastifyRequest, extra: Record<string, number>) =>
  ({ ...(request.body ?? {}), ...extra }) as never;
/** A numeric path parameter; a non-numeric one becomes NaN, which the procedure's schema refuses with 400. */
const id = (request: FastifyRequest, name: string) =>
  Number((request.params as Record<string, string>)[name]);
/** A query-string parameter. */
const query = (request: FastifyRequest, name: string) =>
  (request.query as Record<string, string | undefined>)[name];

/** An optional numeric query parameter; a non-numeric one becomes NaN, which the schema refuses. */
const optionalNumber = (value: string | undefined) =>
  value === undefined || value === "" ? undefined : Number(value);

/** The documented REST paths, one line each. */
export const restRoutes: RestRoute[] = [
  {
    method: "POST",
    url: "/api/auth/signup",
    call: (api, r) => api.auth.signup(body(r)),
    status: 201,
    public: true,
  },
  { method: "POST", url: "/api/auth/login", call: (api, r) => api.auth.login(body(r)), public: true },
  { method: "POST", url: "/api/logout", call: (api) => api.auth.logout(), public: true },
  {
    method: "POST",
    url: "/api/auth/forgot-password",
    call: (api, r) => api.auth.forgotPassword(body(r)),
    public: true,
  },
  {
    method: "POST",
    url: "/api/auth/reset-password",
    call: (api, r) => api.auth.resetPassword(body(r)),
    public: true,
  },
  { method: "GET", url: "/api/auth/user", call: (api) => api.auth.me() },
  {
    method: "PUT",
    url: "/api/profile/update",
    call: (api, r) => api.profile.update(body(r)),
    upload: true,
  },
  {
    method: "GET",
    url: "/api/dashboard",
    call: (api, r) => api.dashboard.summary({ timeZone: query(r, "timeZone") }),
  },
  { method: "GET", url: "/api/user/skill-progress", call: (api) => api.skills.progress() },
  { method: "GET", url: "/api/skills", call: (api) => api.skills.categories(), public: true },
  { method: "GET", url: "/api/assessment/status", call: (api) => api.assessment.status() },
  { method: "POST", url: "/api/assessment/submit", call: (api, r) => api.assessment.submit(body(r)) },
  {
    method: "GET",
    url: "/api/assessment/results",
    call: (api, r) => api.assessment.results({ assessmentId: optionalNumber(query(r, "assessmentId")) }),
  },
  {
    method: "GET",
    url: "/api/assessment/history",
    call: (api, r) =>
      api.assessment.history({
        limit: optionalNumber(query(r, "limit")),
        before: optionalNumber(query(r, "before")),
      }),
  },
  { method: "GET", url: "/api/coaching-recommendations", call: (api) => api.recommendations.list() },
  { method: "POST", url: "/api/ai/generate-recommendations", call: (api) => api.recommendations.generate() },
  {
    method: "DELETE",
    url: "/api/coaching-recommendations/:id",
    call: (api, r) => api.recommendations.dismiss({ id: id(r, "id") }),
  },
  { method: "GET", url: "/api/lessons", call: (api) => api.lessons.list() },
  {
    method: "GET",
    url: "/api/user-lessons/:userId",
    call: (api, r) => api.lessons.progress({ userId: id(r, "userId") }),
  },
  { method: "POST", url: "/api/user-lessons", call: (api, r) => api.lessons.createProgress(body(r)) },
  {
    method: "PATCH",
    url: "/api/user-lessons/:progressId",
    call: (api, r) => api.lessons.updateProgress(bodyWith(r, { progressId: id(r, "progressId") })),
  },
  {
    method: "GET",
    url: "/api/goals/:userId",
    call: (api, r) => api.goals.list({ userId: id(r, "userId") }),
  },
  {
    method: "PATCH",
    url: "/api/goals/:goalId",
    call: (api, r) => api.goals.update(bodyWith(r, { goalId: id(r, "goalId") })),
  },
  {
    method: "GET",
    url: "/api/calendar/:userId",
    call: (api, r) => api.calendar.list({ userId: id(r, "userId") }),
  },
  { method: "GET", url: "/api/peer-feedback/requests", call: (api) => api.peerFeedback.requests() },
  {
    method: "POST",
    url: "/api/peer-feedback/requests",
    call: (api, r) => api.peerFeedback.createRequest(body(r)),
    status: 201,
  },
  {
    method: "POST",
    url: "/api/peer-feedback/requests/:id/resend",
    call: (api, r) => api.peerFeedback.resendRequest({ id: id(r, "id") }),
  },
  {
    method: "POST",
    url: "/api/peer-feedback/requests/:id/cancel",
    call: (api, r) => api.peerFeedback.cancelRequest({ id: id(r, "id") }),
  },
  { method: "GET", url: "/api/peer-feedback/responses", call: (api) => api.peerFeedback.responses() },
  {
    method: "GET",
    url: "/api/peer-feedback/form",
    call: (api, r) => api.peerFeedback.form({ token: query(r, "token") as never }),
    public: true,
  },
  {
    method: "POST",
    url: "/api/peer-feedback/submit",
    call: (api, r) => api.peerFeedback.submit(body(r)),
    public: true,
  },
  // Administration (admin dashboard, per-user view).
  { method: "GET", url: "/api/admin/analytics", call: (api) => api.admin.analytics() },
  { method: "GET", url: "/api/admin/demo-credentials", call: (api) => api.admin.demoCredentials() },
  {
    method: "GET",
    url: "/api/admin/user/:userId/dashboard",
    call: (api, r) => api.admin.userDashboard({ userId: id(r, "userId") }),
  },
  // Analytics and reports.
  {
    method: "GET",
    url: "/api/analytics/engagement",
    call: (api, r) => api.analytics.engagement({ start: query(r, "start"), end: query(r, "end") }),
  },
  { method: "GET", url: "/api/analytics/skills", call: (api) => api.analytics.skills() },
  {
    method: "GET",
    url: "/api/analytics/platform",
    call: (api, r) =>
      api.analytics.platform({
        metricType: query(r, "metricType") as never,
        start: query(r, "start"),
        end: query(r, "end"),
      }),
  },
  { method: "GET", url: "/api/analytics/cohorts", call: (api) => api.analytics.cohorts() },
  { method: "GET", url: "/api/analytics/retention", call: (api) => api.analytics.retention() },
  {
    method: "GET",
    url: "/api/reports",
    call: (api, r) =>
      api.analytics.report({
        reportType: (query(r, "reportType") ?? query(r, "type")) as never,
        start: query(r, "start"),
        end: query(r, "end"),
      }),
  },
  // Bug reports. The fixed paths come before '/:id' (the screenshot image: plugins/bug-screenshots.ts).
  {
    method: "POST",
    url: "/api/bug-reports",
    call: (api, r) => api.bugReports.create(body(r)),
    status: 201,
    upload: "screenshot",
  },
  { method: "GET", url: "/api/bug-reports/my-reports", call: (api) => api.bugReports.myReports() },
  { method: "GET", url: "/api/bug-reports/summary/stats", call: (api) => api.bugReports.summary() },
  {
    method: "GET",
    url: "/api/bug-reports",
    call: (api, r) =>
      api.bugReports.list({
        status: (query(r, "status") || undefined) as never,
        severity: (query(r, "severity") || undefined) as never,
        limit: optionalNumber(query(r, "limit")),
        offset: optionalNumber(query(r, "offset")),
      }),
  },
  {
    method: "GET",
    url: "/api/bug-reports/:id",
    call: (api, r) => api.bugReports.byId({ id: id(r, "id") }),
  },
  {
    method: "PUT",
    url: "/api/bug-reports/:id",
    call: (api, r) => api.bugReports.update(bodyWith(r, { id: id(r, "id") })),
  },
  {
    method: "POST",
    url: "/api/bug-reports/:id/comments",
    call: (api, r) => api.bugReports.addComment(bodyWith(r, { id: id(r, "id") })),
    status: 201,
  },
  {
    method: "POST",
    url: "/api/bug-reports/:id/resolve",
    call: (api, r) => api.bugReports.resolve(bodyWith(r, { id: id(r, "id") })),
  },
];
