import type { HydraCollection } from '@salespulse/contract/common';
import type { DataProvider } from '@salespulse/contract/data-providers';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { dataProviderKeys } from './get-data-providers';

export function syncDataProvider(id: string): Promise<DataProvider> {
  return http.post<DataProvider>(`/data_providers/${id}/sync`);
}

/** Puts a provider's fresh state in the caches at once, so its Sync button and status follow without a refetch. */
export function storeProvider(queryClient: QueryClient, projectId: string, provider: DataProvider): void {
  queryClient.setQueryData(dataProviderKeys.detail(projectId, provider.id), provider);
  queryClient.setQueryData<HydraCollection<DataProvider>>(dataProviderKeys.list(projectId), (list) =>
    list ? { ...list, 'hydra:member': list['hydra:member'].map((item) => (item.id === provider.id ? provider : item)) } : list,
  );
}

export function useSyncDataProvider(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => syncDataProvider(id),
    onSuccess: (provider) => storeProvider(queryClient, projectId, provider),
  });
}
