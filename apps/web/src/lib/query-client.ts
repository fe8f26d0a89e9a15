import { QueryClient } from "@tanstack/react-query";

/**
 * Data loading never retries, never refetches on focus and treats loaded data as fresh until it is
 * invalidated; mutations never retry (spec 000 §7).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
