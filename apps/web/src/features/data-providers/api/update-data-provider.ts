import type { DataProvider, DataProviderPatch } from '@salespulse/contract/data-providers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { dataProviderKeys, invalidateDataProviderList } from '@/shared/resources/data-providers';

export function updateDataProvider(id: string, patch: DataProviderPatch): Promise<DataProvider> {
  return http.patch<DataProvider>(`/data_providers/${id}`, patch);
}

export function useUpdateDataProvider(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: DataProviderPatch }) => updateDataProvider(id, patch),
    onSuccess: (provider) => {
      queryClient.setQueryData(dataProviderKeys.detail(projectId, provider.id), provider);
      return invalidateDataProviderList(queryClient, projectId);
    },
  });
}
