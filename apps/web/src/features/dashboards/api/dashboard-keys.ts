import { projectKeys } from '@/shared/session/project-keys';

export type DashboardListParams = { isEnabled?: boolean };

// Every copy of a project's dashboards lives under `all`, so one save refreshes the settings list,
// the sidebar's enabled boards and any open board.
export const dashboardKeys = {
  all: (projectId: string) => [...projectKeys.all, projectId, 'dashboards'] as const,
  list: (projectId: string, params: DashboardListParams = {}) => [...dashboardKeys.all(projectId), 'list', params] as const,
  detail: (projectId: string, id: string) => [...dashboardKeys.all(projectId), 'detail', id] as const,
};

/** Spec section 7: the dashboards stay fresh for five minutes. */
export const DASHBOARDS_STALE_MS = 5 * 60_000;
