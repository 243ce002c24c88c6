import { QueryClient } from "@tanstack/react-query";

/**
 * Spec section 9: no refetch on an interval or on focus, data never goes
 * stale by itself (the app invalidates after each change), and no retries.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });
}
