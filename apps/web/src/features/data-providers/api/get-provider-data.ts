import type { DataProviderData } from '@salespulse/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { dataProviderKeys } from '@/shared/resources/data-providers';

export function getProviderData(id: string, signal?: AbortSignal) {
  return http.get<DataProviderData>(`/data_providers/${id}/data`, { signal });
}

/**
 * What the provider has brought in so far. Read again whenever the provider itself is (a sync
 * finishing changes both): `lastSuccessAt` is part of the key.
 */
export function useProviderData(projectId: string, id: string, lastSuccessAt: string | null) {
  return useQuery({
    queryKey: [...dataProviderKeys.detail(projectId, id), 'data', lastSuccessAt],
    queryFn: ({ signal }) => getProviderData(id, signal),
  });
}
