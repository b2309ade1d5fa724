import type { HydraCollection } from '@salespulse/contract/common';
import { DEFINITION_PAGE_MAX, type Definition } from '@salespulse/contract/definitions';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { toQueryString } from '@/shared/api/query-string';
import { projectKeys } from '@/shared/session/project-keys';

export const definitionKeys = {
  all: (projectId: string) => [...projectKeys.all, projectId, 'definitions'] as const,
  list: (projectId: string, dataProviderId: string) => [...definitionKeys.all(projectId), dataProviderId] as const,
};

export function getDefinitions(projectId: string, dataProviderId: string, signal?: AbortSignal) {
  // A provider's pipeline fits one page, so the screen shows and edits all its stages at once.
  const query = toQueryString({ dataProvider: dataProviderId, itemsPerPage: DEFINITION_PAGE_MAX, page: 1 });
  return http.get<HydraCollection<Definition>>(`/projects/${projectId}/definitions${query}`, { signal });
}

export function useDefinitions(projectId: string, dataProviderId: string) {
  return useQuery({
    queryKey: definitionKeys.list(projectId, dataProviderId),
    queryFn: ({ signal }) => getDefinitions(projectId, dataProviderId, signal),
    select: (collection) => collection['hydra:member'],
  });
}
