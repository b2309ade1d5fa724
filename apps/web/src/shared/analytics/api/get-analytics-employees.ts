import type { Employee } from '@salespulse/contract/employees';
import { useQuery } from '@tanstack/react-query';
import { PROJECT_STALE_MS, projectKeys } from '@/shared/session/project-keys';
import { fetchAllPages } from './fetch-all-pages';

export const analyticsEmployeeKeys = {
  // Under the project's employee key, so changes made in the settings refresh this list too.
  list: (projectId: string) => [...projectKeys.all, projectId, 'employees', 'all'] as const,
};

/** Spec §4: analytics cover active and inactive employees, so both are listed. */
export function useAnalyticsEmployees(projectId: string) {
  return useQuery({
    queryKey: analyticsEmployeeKeys.list(projectId),
    queryFn: ({ signal }) => fetchAllPages<Employee>(`/projects/${projectId}/employees`, { status: ['active', 'inactive'] }, signal),
    // Spec §7: the employee list stays fresh for five minutes, as project data does.
    staleTime: PROJECT_STALE_MS,
  });
}
