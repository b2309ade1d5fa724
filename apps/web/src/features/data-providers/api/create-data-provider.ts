import { iri } from '@salespulse/contract/common';
import type { CreatedDataProvider, DataProviderType } from '@salespulse/contract/data-providers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { invalidateDataProviderList } from '@/shared/resources/data-providers';

export type NewDataProvider = { type: DataProviderType; name: string };

export function createDataProvider(projectId: string, body: NewDataProvider): Promise<CreatedDataProvider> {
  return http.post<CreatedDataProvider>('/data_providers', { project: iri('projects', projectId), ...body });
}

export function useCreateDataProvider(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewDataProvider) => createDataProvider(projectId, body),
    onSuccess: () => invalidateDataProviderList(queryClient, projectId),
  });
}
