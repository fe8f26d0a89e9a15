import type { AppRouter } from "@leadcoach/api";
import { TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";

/** The tRPC code of a failed call, as the server's error data carries it ("NOT_FOUND", ...). */
export type LeadCoachErrorCode = NonNullable<TRPCClientError<AppRouter>["data"]>["code"];

/**
 * Every failed call of a client from `createClient` rejects with this. `status` is the HTTP status
 * the server answered that call with (each call of a batch has its own), `message` the server's
 * readable sentence ("Goal not found", "Please sign in to continue." ...). When no answer came
 * (the server is down, the address is wrong, the time limit passed) `status` is null and `message`
 * says what to check.
 *
 * It is a `TRPCClientError`, so `isTRPCClientError` and tRPC tooling still recognise it.
 */
export class LeadCoachClientError extends TRPCClientError<AppRouter> {
  /** The HTTP status of this call's answer; null when the server did not answer. */
  readonly status: number | null;
  /** The tRPC error code; null when the server did not answer. */
  readonly code: LeadCoachErrorCode | null;
  /** The procedure that failed, e.g. "goals.list". */
  readonly path: string;

  constructor(
    message: string,
    options: {
      status: number | null;
      code: LeadCoachErrorCode | null;
      path: string;
      cause: TRPCClientError<AppRouter>;
    },
  ) {
    const { cause } = options;
    super(message, { cause, meta: cause.meta, result: cause.shape ? { error: cause.shape } : undefined });
    // TRPCClientError pins its own prototype; restore ours so `instanceof LeadCoachClientError` holds.
    Object.setPrototypeOf(this, LeadCoachClientError.prototype);
    this.name = "LeadCoachClientError";
    this.status = options.status;
    this.code = options.code;
    this.path = options.path;
  }
}

/** An answer that is not JSON: not the LeadCoach API (a proxy's error page, another site at that address). */
export class NotApiResponseError extends Error {
  override name = "NotApiResponseError";
  constructor(readonly status: number) {
    super(`The answer (HTTP ${status}) is not JSON`);
  }
}

/** Fails a request whose answer is not JSON before tRPC tries to read it, keeping its status. */
export function refuseNonJson(response: Response): Response {
  const type = response.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    // The body is not read: release it so the connection can be reused.
    void response.body?.cancel();
    throw new NotApiResponseError(response.status);
  }
  return response;
}

export interface ErrorContext {
  /** The server address the caller gave, for messages that tell them what to check. */
  baseUrl: string;
  timeoutMs: number;
}

/** An error and its causes, outermost first: undici puts the system error (ECONNREFUSED ...) two levels down. */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  while (current instanceof Error && chain.length < 5) {
    chain.push(current);
    current = current.cause;
  }
  if (current !== undefined && !(current instanceof Error)) chain.push(current);
  return chain;
}

function systemErrorCode(error: unknown): string | null {
  for (const item of causes(error)) {
    if (typeof item === "object" && item !== null && "code" in item && typeof item.code === "string")
      return item.code;
  }
  return null;
}

function responseStatus(meta: Record<string, unknown> | undefined): number | null {
  const response = meta?.response;
  return response instanceof Response ? response.status : null;
}

/** A failure as a `LeadCoachClientError` whose message a person can act on. */
export function toClientError(
  error: TRPCClientError<AppRouter>,
  op: { path: string; type: "query" | "mutation" | "subscription" },
  context: ErrorContext,
): LeadCoachClientError {
  const { path } = op;
  if (error instanceof LeadCoachClientError) return error;
  const { data } = error;
  if (data) {
    // The server answered: its status and its own sentence, as they are.
    return new LeadCoachClientError(error.message, {
      status: data.httpStatus,
      code: data.code,
      path,
      cause: error,
    });
  }
  const chain = causes(error.cause);
  const timedOut = chain.some((item) => item instanceof Error && item.name === "TimeoutError");
  if (timedOut) {
    const seconds = Math.round(context.timeoutMs / 100) / 10;
    const maybeDone = op.type === "mutation" ? "; the change may still have been made" : "";
    return new LeadCoachClientError(
      `LeadCoach at ${context.baseUrl} did not answer ${path} within ${seconds} s${maybeDone}.`,
      { status: null, code: null, path, cause: error },
    );
  }
  const notApi = chain.find((item) => item instanceof NotApiResponseError);
  if (notApi instanceof NotApiResponseError || error.cause instanceof SyntaxError) {
    const status = notApi instanceof NotApiResponseError ? notApi.status : responseStatus(error.meta);
    const answered = status === null ? "answered" : `answered ${status}`;
    return new LeadCoachClientError(
      `The server at ${context.baseUrl} ${answered} with something other than the LeadCoach API. Check the URL.`,
      { status, code: null, path, cause: error },
    );
  }
  const status = responseStatus(error.meta);
  if (status !== null) {
    // A JSON refusal from the HTTP layer before tRPC (a body over the size limit ...): its own words.
    return new LeadCoachClientError(error.message, { status, code: null, path, cause: error });
  }
  // The system error's code (ECONNREFUSED, ENOTFOUND ...), or the innermost reason ("bad port").
  const innermost = chain.at(-1);
  const detail =
    systemErrorCode(error.cause) ??
    (chain.length > 1 && innermost instanceof Error ? innermost.message : null);
  return new LeadCoachClientError(
    `Could not reach LeadCoach at ${context.baseUrl}${detail ? ` (${detail})` : ""}. Check the URL and that the server is running.`,
    { status: null, code: null, path, cause: error },
  );
}

/** A link that turns every failure below it into a `LeadCoachClientError`. */
export function errorLink(context: ErrorContext): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) =>
        next(op).subscribe({
          next: (value) => observer.next(value),
          error: (error) => observer.error(toClientError(error, op, context)),
          complete: () => observer.complete(),
        }),
      );
}
