/**
 * What a service throws when a request cannot be served: a code that says what kind of failure it is
 * and a sentence a person can act on. It knows nothing of tRPC or HTTP; `mapErrors` in trpc.ts turns
 * it into a tRPC error, whose HTTP status both /trpc and /api answer with.
 */
export const appErrorCodes = [
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "TOO_MANY_REQUESTS",
  "UNAVAILABLE",
] as const;

export type AppErrorCode = (typeof appErrorCodes)[number];

export class AppError extends Error {
  override readonly name = "AppError";
  readonly code: AppErrorCode;

  constructor(code: AppErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
