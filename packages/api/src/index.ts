export { appRouter, createCaller, type AppRouter } from "./root";
export {
  findProcedure,
  listProcedures,
  middlewaresOf,
  routerConfig,
  type ProcedureInfo,
  type ProcedurePath,
  type ProcedureType,
} from "./procedures";
export type { Context, Credential, SessionControl, Logger, TokenCredential } from "./context";
export { defaultApiConfig, type ApiConfig } from "./config";
export type { SessionUser } from "./services/deps";
export { findSessionUser, loadSession, type LoadedSession } from "./services/users/session-user";
export { pruneHits, pruneResetTokens } from "./services/auth/queries";
export type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
export { readableValidationMessage, validationIssues } from "./lib/zod-message";
export { AppError, type AppErrorCode } from "./lib/app-error";
export { INTERNAL_ERROR_MESSAGE, publicErrorMessage, TOKEN_SESSION_ONLY_MESSAGE, toTrpcError } from "./trpc";
export { isDatabaseUnavailable } from "@leadcoach/db";
export { SERVICE_UNAVAILABLE_MESSAGE } from "./lib/errors";
export { learningActivityTypes } from "./services/activity/streak";
export { authenticateBearer, type BearerAuthentication } from "./services/access-tokens/authenticate";
export { pruneAccessTokens } from "./services/access-tokens/queries";
export { noteSignIn } from "./services/sessions/sessions";
export { signInWithSso, type SsoClaims, type SsoSignInResult } from "./services/sso/sign-in";
export {
  acceptSamlAssertionOnce,
  openSamlRequestSentAt,
  rememberSamlRequest,
  SAML_REQUEST_MAX_AGE_MS,
  type SamlAssertionRefusal,
} from "./services/sso/saml";
export {
  afterFirstFactor,
  completeSignIn,
  effectiveSecondFactorPolicy,
  pendingSignIn,
  secondFactorRequirement,
} from "./services/auth/sign-in";
export { deliverDueEmails, type DeliveryOptions, type DeliveryResult } from "./services/email/worker";
export { logTransport, smtpTransport, type MailTransport } from "./services/email/transport";
export { expireOverdueFeedbackRequests } from "./services/feedback/expiry";
export { catchUpAnalytics, type CatchUpResult } from "./services/analytics/rollups";
export { sendWeeklyDigests, type DigestRunResult } from "./services/digest/send";
export { sendProgramReminders, type ProgramReminderRunResult } from "./services/program-reminders/send";
export { releaseDueCampaignCycles } from "./services/review-campaigns/release";
export { sendManagerSummaries, type ManagerSummaryRunResult } from "./services/manager-shares/summary";
export { sweepExpiredAuditEvents } from "./services/audit/audit";
/** SCIM 2.0 provisioning, for the app server's /scim/v2 plugin. */
export * as scim from "./services/scim";
