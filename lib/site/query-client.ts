import { QueryClient } from "@tanstack/react-query";

// Client-side data for the signed-in area (dashboard and later pages): one
// QueryClient per browser tab. Calls go through lib/site/api-client.ts.

/**
 * Spec section 9: queries never refetch on an interval or on window focus,
 * data never goes stale on its own (a change invalidates what it touched),
 * and neither queries nor mutations retry.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
}
