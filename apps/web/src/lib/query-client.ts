import { QueryClient } from "@tanstack/react-query";
import { applyStaleTimes, createFreshMutationCache, staleTimeByKind } from "./freshness";

/**
 * Data loading never retries and never refetches on window focus; mutations never retry. How long data
 * stays fresh, and what each mutation reloads, is the freshness policy (`freshness.ts`).
 */
export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    mutationCache: createFreshMutationCache(),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: staleTimeByKind.personal,
      },
      mutations: {
        retry: false,
      },
    },
  });
  applyStaleTimes(queryClient);
  return queryClient;
}
