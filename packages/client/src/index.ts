/**
 * @leadcoach/client: a typed LeadCoach API client for scripts, on tRPC. Every procedure of the
 * server's router is there with its input and output types (`client.goals.list.query({ userId })`),
 * calls made together travel in one HTTP request, and failures reject with `LeadCoachClientError`.
 * See docs/client.md.
 */
import type { AppRouter } from "@leadcoach/api";
import type { WEB_TRPC_MAX_BATCH_ITEMS } from "@leadcoach/api/schemas";
import { createTRPCClient, httpBatchLink, type TRPCClient } from "@trpc/client";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { errorLink, refuseNonJson } from "./errors";

export { LeadCoachClientError, type LeadCoachErrorCode } from "./errors";
export type { AppRouter };

/** The client: `client.<router>.<procedure>.query(input)` for reads, `.mutate(input)` for changes. */
export type LeadCoachClient = TRPCClient<AppRouter>;
/** Input types by procedure: `RouterInputs["calendar"]["create"]`. */
export type RouterInputs = inferRouterInputs<AppRouter>;
/** Output types by procedure: `RouterOutputs["goals"]["list"]`. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export interface ClientOptions {
  /** The LeadCoach address, e.g. "https://leadcoach.example.com" (its /trpc endpoint is used). */
  url: string;
  /** A personal access token created in Settings (sent as `Authorization: Bearer`). */
  token: string;
  /** How long one HTTP request may take before the calls in it fail; 30 seconds unless given. */
  timeoutMs?: number;
  /** The fetch to use (a proxy-aware one, a test's); the global fetch unless given. */
  fetch?: typeof fetch;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * The most calls one HTTP request carries: the web app's batch size, which the server guarantees to
 * accept whatever its TRPC_MAX_BATCH_SIZE (typed against that constant, so the two cannot drift).
 */
export const MAX_BATCH_ITEMS: typeof WEB_TRPC_MAX_BATCH_ITEMS = 4;

/** The /trpc endpoint of a LeadCoach address; a URL that already ends in /trpc is taken as it is. */
export function trpcEndpoint(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError(
      `"${url}" is not a URL; give the LeadCoach address, like https://leadcoach.example.com`,
    );
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw new TypeError(
      `The LeadCoach address must start with https:// or http://, not ${parsed.protocol}//`,
    );
  }
  if (parsed.search || parsed.hash) {
    throw new TypeError("The LeadCoach address cannot carry a query string or a #fragment");
  }
  const path = parsed.pathname.replace(/\/+$/, "");
  return `${parsed.origin}${path.endsWith("/trpc") ? path : `${path}/trpc`}`;
}

function checkedToken(token: string): string {
  const trimmed = token.trim();
  if (trimmed === "") throw new TypeError("The access token is empty; create one in Settings");
  // A header value cannot hold a line break or a space; a token with one was pasted wrong.
  if (/\s/.test(trimmed))
    throw new TypeError("The access token contains spaces or line breaks; paste it again");
  return trimmed;
}

/**
 * A typed client for the LeadCoach server. Calls started in the same tick are batched into one
 * request of up to `MAX_BATCH_ITEMS` calls (reads as GET, changes as POST). Nothing is retried: a
 * change that timed out may still have been made, so the caller decides.
 */
export function createClient(options: ClientOptions): LeadCoachClient {
  const endpoint = trpcEndpoint(options.url);
  const authorization = `Bearer ${checkedToken(options.token)}`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0)
    throw new TypeError("timeoutMs must be a positive number");
  const baseFetch = options.fetch ?? fetch;
  return createTRPCClient<AppRouter>({
    links: [
      errorLink({ baseUrl: options.url, timeoutMs }),
      httpBatchLink({
        url: endpoint,
        maxItems: MAX_BATCH_ITEMS,
        maxURLLength: 2000,
        // No transformer, as the server has none: dates travel as ISO strings.
        headers: { authorization },
        // Each request gets the time limit on top of any signal tRPC passes (a caller's abort).
        fetch: (url: Parameters<typeof fetch>[0], init?: RequestInit) => {
          const timeout = AbortSignal.timeout(timeoutMs);
          const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
          return baseFetch(url, { ...init, signal }).then(refuseNonJson);
        },
      }),
    ],
  });
}
