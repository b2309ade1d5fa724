import type { HydraCollection } from '@salespulse/contract/common';
import { MAX_ITEMS_PER_PAGE } from '@salespulse/contract/constants';
import type { DataProvider } from '@salespulse/contract/data-providers';
import { fetchAllPages } from '@/shared/api/fetch-all-pages';
import { http } from '@/shared/api/http';
import { toQueryString } from '@/shared/api/query-string';

/** A project connects a handful of sources; one page of the server's maximum holds them all. */
export function getDataProviders(projectId: string, signal?: AbortSignal) {
  const query = toQueryString({ itemsPerPage: MAX_ITEMS_PER_PAGE, page: 1 });
  return http.get<HydraCollection<DataProvider>>(`/projects/${projectId}/data_providers${query}`, { signal });
}

export function getEveryDataProvider(projectId: string, signal?: AbortSignal): Promise<DataProvider[]> {
  return fetchAllPages<DataProvider>(`/projects/${projectId}/data_providers`, {}, signal);
}
