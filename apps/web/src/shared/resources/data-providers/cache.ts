import type { HydraCollection } from '@salespulse/contract/common';
import type { DataProvider } from '@salespulse/contract/data-providers';
import type { QueryClient } from '@tanstack/react-query';
import { dataProviderKeys } from './keys';

/** After a provider is added, changed, authorized or removed: the shared list is asked again. */
export function invalidateDataProviderList(queryClient: QueryClient, projectId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: dataProviderKeys.list(projectId) });
}

/** Puts a provider's fresh state in the caches at once, so its Sync button and status follow without a refetch. */
export function storeDataProvider(queryClient: QueryClient, projectId: string, provider: DataProvider): void {
  queryClient.setQueryData(dataProviderKeys.detail(projectId, provider.id), provider);
  queryClient.setQueryData<HydraCollection<DataProvider>>(dataProviderKeys.list(projectId), (list) =>
    list ? { ...list, 'hydra:member': list['hydra:member'].map((item) => (item.id === provider.id ? provider : item)) } : list,
  );
}
