import type { HydraCollection } from '@salespulse/contract/common';
import { DASHBOARD_PAGE_SIZE, type Dashboard } from '@salespulse/contract/dashboards';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { toQueryString } from '@/shared/api/query-string';
import { DASHBOARDS_STALE_MS, dashboardKeys, type DashboardListParams } from './dashboard-keys';

export function getDashboards(projectId: string, { isEnabled }: DashboardListParams = {}, signal?: AbortSignal) {
  const query = toQueryString({
    isEnabled: isEnabled === undefined ? undefined : String(isEnabled),
    itemsPerPage: DASHBOARD_PAGE_SIZE,
    page: 1,
  });
  return http.get<HydraCollection<Dashboard>>(`/projects/${projectId}/dashboards${query}`, { signal });
}

/** The project's dashboards by name (one page of 50: more than a project builds). */
export function useDashboards(projectId: string | undefined, params: DashboardListParams = {}) {
  return useQuery({
    queryKey: dashboardKeys.list(projectId ?? '', params),
    queryFn: ({ signal }) => getDashboards(projectId ?? '', params, signal),
    enabled: Boolean(projectId),
    staleTime: DASHBOARDS_STALE_MS,
    select: (answer) => answer['hydra:member'],
  });
}

export function getDashboard(id: string, signal?: AbortSignal) {
  return http.get<Dashboard>(`/dashboards/${id}`, { signal });
}

export function useDashboard(projectId: string, id: string | undefined) {
  return useQuery({
    queryKey: dashboardKeys.detail(projectId, id ?? ''),
    queryFn: ({ signal }) => getDashboard(id ?? '', signal),
    enabled: Boolean(id),
    staleTime: DASHBOARDS_STALE_MS,
  });
}
