import type { DataProvider } from '@salespulse/contract/data-providers';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { dataProviderKeys } from '@/shared/resources/data-providers';
import { isSyncing, SYNC_POLL_MS } from '../lib/sync';

export function getDataProvider(id: string, signal?: AbortSignal) {
  return http.get<DataProvider>(`/data_providers/${id}`, { signal });
}

export function useDataProvider(projectId: string, id: string) {
  return useQuery({
    queryKey: dataProviderKeys.detail(projectId, id),
    queryFn: ({ signal }) => getDataProvider(id, signal),
    refetchInterval: (query) => (query.state.data && isSyncing(query.state.data) ? SYNC_POLL_MS : false),
  });
}
