import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/http';

const MAX_RETRIES = 1;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      // A 4xx answer will not change on a second try; retrying only delays the error screen.
      retry: (failureCount, error) =>
        failureCount < MAX_RETRIES && !(error instanceof ApiError && error.status < 500),
    },
  },
});
