import type { CallsRequest, CallsResponse } from '@salespulse/contract/analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { callsRequest } from '@/shared/analytics/analytics-request';
import type { FilterState } from '@/shared/analytics/filter-state';
import { ANALYTICS_STALE_MS, analyticsKeys } from '@/shared/live/analytics-keys';

export const callsKeys = {
  all: (projectId: string) => [...analyticsKeys.all(projectId), 'calls'] as const,
  answer: (projectId: string, request: CallsRequest | null) => [...callsKeys.all(projectId), request] as const,
};

export function getCalls(request: CallsRequest, signal?: AbortSignal) {
  return http.post<CallsResponse>('/analytics/calls', request, { signal });
}

export function useCalls(projectId: string, filters: FilterState | undefined) {
  const request = filters ? callsRequest(projectId, filters) : null;
  return useQuery({
    queryKey: callsKeys.answer(projectId, request),
    queryFn: ({ signal }) => getCalls(request!, signal),
    enabled: request !== null,
    staleTime: ANALYTICS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
