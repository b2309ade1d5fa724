import type { HydraCollection } from '@salespulse/contract/common';
import type { DataProvider } from '@salespulse/contract/data-providers';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { toQueryString } from '@/shared/api/query-string';
import { projectKeys } from '@/shared/session/project-keys';
import { isSyncing, SYNC_POLL_MS } from '../lib/sync';

// A project connects a handful of sources; one page of the server's maximum holds them all.
const PROVIDER_LIST_SIZE = 100;

export const dataProviderKeys = {
  all: (projectId: string) => [...projectKeys.all, projectId, 'data-providers'] as const,
  list: (projectId: string) => [...dataProviderKeys.all(projectId), 'list'] as const,
  detail: (projectId: string, id: string) => [...dataProviderKeys.all(projectId), 'detail', id] as const,
};

export function getDataProviders(projectId: string, signal?: AbortSignal) {
  const query = toQueryString({ itemsPerPage: PROVIDER_LIST_SIZE, page: 1 });
  return http.get<HydraCollection<DataProvider>>(`/projects/${projectId}/data_providers${query}`, { signal });
}

export function useDataProviders(projectId: string) {
  return useQuery({
    queryKey: dataProviderKeys.list(projectId),
    queryFn: ({ signal }) => getDataProviders(projectId, signal),
    // While a sync is under way the list follows it, and stops asking once every sync is done.
    refetchInterval: (query) => (query.state.data?.['hydra:member'].some(isSyncing) ? SYNC_POLL_MS : false),
  });
}
