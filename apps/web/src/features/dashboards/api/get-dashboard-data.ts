import type { DashboardData, DashboardDataRequest } from '@salespulse/contract/dashboards';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { ANALYTICS_STALE_MS, analyticsKeys } from '@/shared/live/analytics-keys';
import type { DayRange } from '@/shared/ui/calendar/calendar-days';

// Under the analytics keys, so live activity refreshes a board like every other analytics screen.
export const dashboardDataKeys = {
  all: (projectId: string) => [...analyticsKeys.all(projectId), 'dashboards'] as const,
  data: (projectId: string, dashboardId: string, date: DayRange | undefined) =>
    [...dashboardDataKeys.all(projectId), dashboardId, date] as const,
};

export function getDashboardData(dashboardId: string, request: DashboardDataRequest, signal?: AbortSignal) {
  return http.post<DashboardData>(`/dashboards/${dashboardId}/data`, request, { signal });
}

/** Waits for the period (it needs the project's calendar); a new period's figures replace the shown ones in place. */
export function useDashboardData(projectId: string, dashboardId: string, date: DayRange | undefined, enabled = true) {
  return useQuery({
    queryKey: dashboardDataKeys.data(projectId, dashboardId, date),
    queryFn: ({ signal }) => getDashboardData(dashboardId, { date: date! }, signal),
    enabled: enabled && date !== undefined,
    staleTime: ANALYTICS_STALE_MS,
    // Another period of the same board keeps its figures on screen; another board starts afresh.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[4] === dashboardId ? keepPreviousData(previous) : undefined),
  });
}
