import type { HydraCollection } from '@salespulse/contract/common';
import { PROVIDER_USER_PAGE_SIZE, type ProviderUser } from '@salespulse/contract/provider-users';
import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { toQueryString } from '@/shared/api/query-string';
import { projectKeys } from '@/shared/session/project-keys';

export type ProviderUserListParams = { dataProviderId: string; unmappedOnly: boolean };

export const providerUserKeys = {
  all: (projectId: string) => [...projectKeys.all, projectId, 'provider-users'] as const,
  list: (projectId: string, params: ProviderUserListParams) => [...providerUserKeys.all(projectId), params] as const,
};

export function getProviderUsers(
  projectId: string,
  { dataProviderId, unmappedOnly }: ProviderUserListParams,
  page: number,
  signal?: AbortSignal,
) {
  const query = toQueryString({
    dataProvider: `/api/data_providers/${dataProviderId}`,
    itemsPerPage: PROVIDER_USER_PAGE_SIZE,
    mapped: unmappedOnly ? 'false' : undefined,
    page,
  });
  return http.get<HydraCollection<ProviderUser>>(`/projects/${projectId}/provider_users${query}`, { signal });
}

export function useProviderUsers(projectId: string, params: ProviderUserListParams) {
  return useInfiniteQuery({
    queryKey: providerUserKeys.list(projectId, params),
    queryFn: ({ pageParam, signal }) => getProviderUsers(projectId, params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PROVIDER_USER_PAGE_SIZE < last['hydra:totalItems'] ? pages.length + 1 : undefined),
  });
}
