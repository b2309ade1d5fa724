import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 7: "default retry 1". Every failed query is asked once more, whatever failed: a
 * network error, a 5xx and a 4xx alike (the spec names no exception; docs/decisions.md). Mutations
 * keep TanStack's default of no retry: sending a change twice is not the same as reading twice.
 */
export const DEFAULT_QUERY_RETRY = 1;

/**
 * Spec section 7: "suspense minimum stale time 1000 ms". TanStack Query 5 raises the stale time of
 * every suspense query to at least this (`ensureSuspenseTimers`), so a suspended screen does not ask
 * again for what it has just received; query-client.test.ts holds it to that.
 */
export const SUSPENSE_MIN_STALE_MS = 1000;

/** The app's query client settings, apart from the one instance so tests can build their own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: DEFAULT_QUERY_RETRY,
      },
    },
  });
}

export const queryClient = createQueryClient();
