import type { DataProvider } from '@salespulse/contract/data-providers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { storeDataProvider } from '@/shared/resources/data-providers';

export function syncDataProvider(id: string): Promise<DataProvider> {
  return http.post<DataProvider>(`/data_providers/${id}/sync`);
}

export function useSyncDataProvider(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => syncDataProvider(id),
    onSuccess: (provider) => storeDataProvider(queryClient, projectId, provider),
  });
}
