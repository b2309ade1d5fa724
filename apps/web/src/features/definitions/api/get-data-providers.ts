import type { HydraCollection } from '@salespulse/contract/common';
import type { DataProvider } from '@salespulse/contract/data-providers';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { toQueryString } from '@/shared/api/query-string';
import { projectKeys } from '@/shared/session/project-keys';

// A project has a handful of providers; one page holds them all.
const PROVIDERS_PER_PAGE = 100;

export const dataProviderKeys = {
  list: (projectId: string) => [...projectKeys.all, projectId, 'data-providers'] as const,
};

export function getDataProviders(projectId: string, signal?: AbortSignal) {
  const query = toQueryString({ itemsPerPage: PROVIDERS_PER_PAGE, page: 1 });
  return http.get<HydraCollection<DataProvider>>(`/projects/${projectId}/data_providers${query}`, { signal });
}

export function useDataProviders(projectId: string) {
  return useQuery({
    queryKey: dataProviderKeys.list(projectId),
    queryFn: ({ signal }) => getDataProviders(projectId, signal),
    // By name, so the first one (shown by default) and the order of the picker are predictable.
    select: (collection) => collection['hydra:member'].toSorted((a, b) => a.name.localeCompare(b.name)),
  });
}
