import { useQuery } from '@tanstack/react-query';
import { dataProviderListQueryOptions } from '@/shared/resources/data-providers';
import { isSyncing, SYNC_POLL_MS } from '../lib/sync';

/** The shared provider list, which on this screen follows a sync under way and stops asking once every sync is done. */
export function useDataProviders(projectId: string) {
  return useQuery({
    ...dataProviderListQueryOptions(projectId),
    refetchInterval: (query) => (query.state.data?.['hydra:member'].some(isSyncing) ? SYNC_POLL_MS : false),
  });
}
