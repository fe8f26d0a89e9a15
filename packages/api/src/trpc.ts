import { initTRPC, TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { Context } from "./context";
import type { AppErrorCode } from "./lib/app-error";
import { isAdminRole } from "./schemas/domain";
import { toAppError } from "./lib/errors";
import { readableValidationMessage, validationIssues } from "./lib/zod-message";

/** What a 5xx says, on /trpc and /api alike; the detail goes to the log. */
export const INTERNAL_ERROR_MESSAGE = "Something went wrong.";

/**
 * The one table from a service's `AppError` to tRPC; the HTTP status follows from the tRPC code
 * (`getHTTPStatusCodeFromError`), so /trpc and the REST adapter answer the same.
 */
export const trpcCodeForAppError = {
  BAD_REQUEST: "BAD_REQUEST", // 400
  UNAUTHORIZED: "UNAUTHORIZED", // 401
  FORBIDDEN: "FORBIDDEN", // 403
  NOT_FOUND: "NOT_FOUND", // 404
  CONFLICT: "CONFLICT", // 409
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS", // 429
  UNAVAILABLE: "SERVICE_UNAVAILABLE", // 503
} as const satisfies Record<AppErrorCode, TRPCError["code"]>;

/** Any failure as a tRPC error: an AppError or a known database failure by the table, anything else a 500. */
export function toTrpcError(error: unknown): TRPCError {
  if (error instanceof TRPCError) return error;
  const appError = toAppError(error);
  if (!appError)
    return new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: INTERNAL_ERROR_MESSAGE, cause: error });
  return new TRPCError({
    code: trpcCodeForAppError[appError.code],
    message: appError.message,
    cause: appError,
  });
}

/**
 * The sentence a failed call answers with, on /trpc (the error formatter) and /api (`restError`):
 * validation issues as one readable sentence, a 503's advice to retry, and for any other 5xx only
 * "Something went wrong.", in every mode.
 */
export function publicErrorMessage(error: TRPCError): string {
  const issues = error.code === "BAD_REQUEST" ? validationIssues(error.cause) : null;
  if (issues) return readableValidationMessage(issues);
  if (error.code === "SERVICE_UNAVAILABLE") return error.message;
  return getHTTPStatusCodeFromError(error) >= 500 ? INTERNAL_ERROR_MESSAGE : error.message;
}

/**
 * What a procedure declares about itself. `sessionOnly`: it acts on the browser session or on the
 * credentials themselves (sign-in and out, password change, creating access tokens), so a personal access
 * token may never call it, whatever its scope.
 */
export interface ProcedureMeta {
  sessionOnly?: boolean;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      return {
        ...shape,
        // Internal failures keep their detail in the log, never in a response.
        message: publicErrorMessage(error),
        data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/**
 * Failures leave every procedure in one shape: validation issues become one readable sentence, a
 * service's `AppError` becomes its tRPC error (`trpcCodeForAppError`), and database failures become
 * 409/400/503 instead of a 500.
 */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (result.ok) return result;
  const { error } = result;
  const issues = error.code === "BAD_REQUEST" ? validationIssues(error.cause) : null;
  if (issues)
    throw new TRPCError({
      code: "BAD_REQUEST",
      message: readableValidationMessage(issues),
      cause: error.cause,
    });
  if (error.code === "INTERNAL_SERVER_ERROR") {
    const mapped = toTrpcError(error.cause ?? error);
    if (mapped.code !== "INTERNAL_SERVER_ERROR") throw mapped;
  }
  return result;
});

/** True when any string (or key) in a JSON-like value holds a NUL, which PostgreSQL text cannot store. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 32 || typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item, depth + 1));
}

/** One rule for every procedure's free text, before any schema runs. */
const refuseNul = t.middleware(async ({ getRawInput, next }) => {
  // A body that is not JSON fails here only if the procedure reads input, so leave it to the procedure.
  const input = await getRawInput().catch(() => undefined);
  if (containsNul(input)) {
    throw new TRPCError({ code: "BAD_REQUEST", message: "Text cannot contain the NUL character (\\u0000)." });
  }
  return next();
});

export const TOKEN_SESSION_ONLY_MESSAGE =
  "This can only be done signed in to the app, not with an access token.";
export const TOKEN_READ_ONLY_MESSAGE =
  "This access token is read-only. Create a token with read and write access to make changes.";
export const TOKEN_NOT_ADMIN_MESSAGE =
  "This access token does not grant admin access. An admin can create one that does in Settings.";

/**
 * A personal access token acts within its scope, on every procedure alike: never on a session-only one,
 * and a read-only token on no mutation at all. Runs before input validation, so a refused call learns
 * nothing about its input.
 */
const enforceTokenScope = t.middleware(({ ctx, meta, type, next }) => {
  if (ctx.credential.kind !== "token") return next();
  if (meta?.sessionOnly) throw new TRPCError({ code: "FORBIDDEN", message: TOKEN_SESSION_ONLY_MESSAGE });
  if (type !== "query" && ctx.credential.scope !== "write") {
    throw new TRPCError({ code: "FORBIDDEN", message: TOKEN_READ_ONLY_MESSAGE });
  }
  return next();
});

/** Admin and super-admin procedures take a token only when it says so, on top of the owner's role. */
const enforceTokenAdmin = t.middleware(({ ctx, next }) => {
  if (ctx.credential.kind === "token" && !ctx.credential.admin) {
    throw new TRPCError({ code: "FORBIDDEN", message: TOKEN_NOT_ADMIN_MESSAGE });
  }
  return next();
});

export const publicProcedure = t.procedure.use(mapErrors).use(refuseNul).use(enforceTokenScope);

/** Public, and never with an access token (sign-up, sign-in and out, password reset). */
export const publicSessionOnlyProcedure = publicProcedure.meta({ sessionOnly: true });

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in to continue." });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Signed in through the app itself, never with an access token (password change, access tokens' creation). */
export const sessionOnlyProcedure = protectedProcedure.meta({ sessionOnly: true });

export const adminProcedure = protectedProcedure
  .use(({ ctx, next }) => {
    if (!isAdminRole(ctx.user.role)) {
      throw new TRPCError({ code: "FORBIDDEN", message: "You don't have permission to access this page." });
    }
    return next({ ctx });
  })
  .use(enforceTokenAdmin);

export const superAdminProcedure = protectedProcedure
  .use(({ ctx, next }) => {
    if (ctx.user.role !== "super_admin") {
      throw new TRPCError({ code: "FORBIDDEN", message: "Only a super admin can do this." });
    }
    return next({ ctx });
  })
  .use(enforceTokenAdmin);

export type ProtectedContext = Context & { user: NonNullable<Context["user"]> };
