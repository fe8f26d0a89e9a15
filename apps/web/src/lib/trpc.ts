import type { AppRouter } from "@leadcoach/api";
import { WEB_TRPC_MAX_BATCH_ITEMS } from "@leadcoach/api/schemas";
import { httpBatchLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";

/** Typed React hooks for every procedure of the API (`trpc.auth.session.useQuery()` ...). */
export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** Procedures whose requests are sent with `keepalive` (each well under the browser's 64 KiB limit). */
const KEEPALIVE_PATHS = ["assessment.saveProgress"];

function urlOf(input: string | URL | Request): string {
  if (typeof input === "string") return input;
  return input instanceof URL ? input.href : input.url;
}

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: "/trpc",
        maxURLLength: 2000,
        // The server refuses to start with TRPC_MAX_BATCH_SIZE below this, so every batch is accepted.
        maxItems: WEB_TRPC_MAX_BATCH_ITEMS,
        // No transformer: dates travel as ISO strings.
        // keepalive lets the assessment's last save outlive the page being closed (its body is small).
        fetch: (input, init) =>
          fetch(input, {
            ...init,
            credentials: "same-origin",
            keepalive: KEEPALIVE_PATHS.some((path) => urlOf(input).includes(path)),
          }),
      }),
    ],
  });
}
