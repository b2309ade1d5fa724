import type { ManagersRequest, ManagersResponse } from '@salespulse/contract/analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { managersRequest } from '@/shared/analytics/analytics-request';
import type { FilterState } from '@/shared/analytics/filter-state';
import { ANALYTICS_STALE_MS, analyticsKeys } from '@/shared/live/analytics-keys';

export const managersKeys = {
  all: (projectId: string) => [...analyticsKeys.all(projectId), 'managers'] as const,
  answer: (projectId: string, request: ManagersRequest | null) => [...managersKeys.all(projectId), request] as const,
};

export function getManagers(request: ManagersRequest, signal?: AbortSignal) {
  return http.post<ManagersResponse>('/analytics/managers', request, { signal });
}

/** Waits for the filters (they need the project's calendar); a new answer replaces the shown one in place. */
export function useManagers(projectId: string, filters: FilterState | undefined) {
  const request = filters ? managersRequest(projectId, filters) : null;
  return useQuery({
    queryKey: managersKeys.answer(projectId, request),
    queryFn: ({ signal }) => getManagers(request!, signal),
    enabled: request !== null,
    staleTime: ANALYTICS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
