import { PROPERTY_PAGE_MAX, type Property } from '@salespulse/contract/catalogue';
import type { HydraCollection } from '@salespulse/contract/common';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { toQueryString } from '@/shared/api/query-string';
import { projectKeys } from '@/shared/session/project-keys';

export const propertyKeys = {
  all: (projectId: string) => [...projectKeys.all, projectId, 'properties'] as const,
  list: (projectId: string, dataProviderId: string) => [...propertyKeys.all(projectId), 'mapping', dataProviderId] as const,
};

/** After a property changes: the lists here, and the project data, where the analytics filters read them. */
export function refreshProperties(queryClient: QueryClient, projectId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: propertyKeys.all(projectId) }),
    queryClient.invalidateQueries({ queryKey: projectKeys.data(projectId) }),
  ]);
}

export function getProviderProperties(projectId: string, dataProviderId: string, signal?: AbortSignal) {
  // A provider's custom fields fit one page: the screen shows and edits them all at once.
  const query = toQueryString({ dataProvider: dataProviderId, itemsPerPage: PROPERTY_PAGE_MAX, page: 1 });
  return http.get<HydraCollection<Property>>(`/projects/${projectId}/properties${query}`, { signal });
}

export function useProviderProperties(projectId: string, dataProviderId: string) {
  return useQuery({
    queryKey: propertyKeys.list(projectId, dataProviderId),
    queryFn: ({ signal }) => getProviderProperties(projectId, dataProviderId, signal),
    select: (collection) => ({ properties: collection['hydra:member'], total: collection['hydra:totalItems'] }),
  });
}
