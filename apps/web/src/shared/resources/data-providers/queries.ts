import type { HydraCollection } from '@salespulse/contract/common';
import type { DataProvider } from '@salespulse/contract/data-providers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataProviderKeys } from './keys';
import { getDataProviders } from './requests';

/** The list as the server answers it; a screen adds its own polling or selection to it. */
export function dataProviderListQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: dataProviderKeys.list(projectId),
    queryFn: ({ signal }) => getDataProviders(projectId, signal),
  });
}

const members = (collection: HydraCollection<DataProvider>) => collection['hydra:member'];
const byName = (collection: HydraCollection<DataProvider>) => collection['hydra:member'].toSorted((a, b) => a.name.localeCompare(b.name));

/** The project's providers in the server's order. */
export function useDataProviderList(projectId: string) {
  return useQuery({ ...dataProviderListQueryOptions(projectId), select: members });
}

/** By name, so the first one (shown by default) and the order of a picker are predictable. */
export function useDataProvidersByName(projectId: string) {
  return useQuery({ ...dataProviderListQueryOptions(projectId), select: byName });
}
