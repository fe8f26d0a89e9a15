import type { AppRouter } from "@leadcoach/api";
import { httpBatchLink } from "@trpc/client";
import { createTRPCReact } from "@trpc/react-query";
import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";

/** Typed React hooks for every procedure of the API (`trpc.auth.session.useQuery()` ...). */
export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** The server refuses requests that batch more calls than this (TRPC_MAX_BATCH_SIZE). */
const MAX_BATCH_ITEMS = 10;

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: "/trpc",
        maxURLLength: 2000,
        maxItems: MAX_BATCH_ITEMS,
        // No transformer: dates travel as ISO strings.
        fetch: (input, init) => fetch(input, { ...init, credentials: "same-origin" }),
      }),
    ],
  });
}
