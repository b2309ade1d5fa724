import { PROPERTY_PAGE_MAX, type Property } from '@salespulse/contract/catalogue';
import type { HydraCollection } from '@salespulse/contract/common';
import { http } from '@/shared/api/http';
import { toQueryString } from '@/shared/api/query-string';

export function getProviderProperties(projectId: string, dataProviderId: string, signal?: AbortSignal) {
  // A provider's custom fields fit one page: the screens show them all at once.
  const query = toQueryString({ dataProvider: dataProviderId, itemsPerPage: PROPERTY_PAGE_MAX, page: 1 });
  return http.get<HydraCollection<Property>>(`/projects/${projectId}/properties${query}`, { signal });
}
