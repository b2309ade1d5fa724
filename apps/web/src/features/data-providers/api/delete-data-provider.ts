import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { dataProviderKeys, invalidateDataProviderList } from '@/shared/resources/data-providers';

export function deleteDataProvider(id: string): Promise<void> {
  return http.delete(`/data_providers/${id}`);
}

export function useDeleteDataProvider(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDataProvider,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: dataProviderKeys.detail(projectId, id) });
      return invalidateDataProviderList(queryClient, projectId);
    },
  });
}
