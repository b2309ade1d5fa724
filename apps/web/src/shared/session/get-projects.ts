import type { ProjectList } from '@salespulse/contract/projects';
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { toQueryString } from '@/shared/api/query-string';
import { PROJECT_STALE_MS, projectKeys, type ProjectListParams } from './project-keys';

export function getProjects(params: ProjectListParams, signal?: AbortSignal): Promise<ProjectList> {
  return http.get<ProjectList>(`/projects${toQueryString({ page: 1, ...params })}`, { signal });
}

export function projectListQueryOptions(params: ProjectListParams) {
  return queryOptions({
    queryKey: projectKeys.list(params),
    queryFn: ({ signal }) => getProjects(params, signal),
    staleTime: PROJECT_STALE_MS,
  });
}
