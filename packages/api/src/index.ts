export { appRouter, createCaller, type AppRouter } from "./root";
export type { Context, SessionControl, Logger } from "./context";
export { defaultApiConfig, type ApiConfig } from "./config";
export { findSessionUser, type SessionUser } from "./services/users/session-user";
export { pruneHits } from "./services/auth/rate-limit";
export type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
export { readableValidationMessage, validationIssues } from "./lib/zod-message";
export { isDatabaseUnavailable } from "@leadcoach/db";
export { calendarFeedForToken } from "./services/calendar/feed";
