import type { ProjectData } from '@salespulse/contract/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { PROJECT_STALE_MS, projectKeys } from './project-keys';

export function getProjectData(projectId: string, signal?: AbortSignal): Promise<ProjectData> {
  return http.get<ProjectData>(`/projects/${projectId}/data`, { signal });
}

export function projectDataQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.data(projectId),
    queryFn: ({ signal }) => getProjectData(projectId, signal),
    staleTime: PROJECT_STALE_MS,
  });
}

/**
 * The selected project's data, or nothing without a session: error pages use the hooks built on
 * this one too, and an unauthenticated call would bounce the visitor to login.
 */
export function useProjectData<T = ProjectData>(select?: (data: ProjectData) => T) {
  const projectId = useSessionStore((state) => state.projectId);
  const signedIn = useAuthStore((state) => state.token !== null);
  return useQuery({
    ...projectDataQueryOptions(projectId ?? ''),
    enabled: projectId !== null && signedIn,
    select,
  });
}
