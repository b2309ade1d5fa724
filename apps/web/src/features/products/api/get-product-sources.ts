import { PRODUCT_SOURCE_PAGE_SIZE, PROPERTY_PAGE_MAX, type ProductSource, type Property } from '@salespulse/contract/catalogue';
import type { HydraCollection } from '@salespulse/contract/common';
import type { DataProvider } from '@salespulse/contract/data-providers';
import { MAX_ITEMS_PER_PAGE } from '@salespulse/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { toQueryString } from '@/shared/api/query-string';
import { productKeys } from './product-keys';

export function useProductProviders(projectId: string) {
  return useQuery({
    queryKey: productKeys.providers(projectId),
    queryFn: ({ signal }) =>
      http.get<HydraCollection<DataProvider>>(`/projects/${projectId}/data_providers${toQueryString({ itemsPerPage: MAX_ITEMS_PER_PAGE, page: 1 })}`, { signal }),
    // By name, like every other provider picker.
    select: (answer) => answer['hydra:member'].toSorted((a, b) => a.name.localeCompare(b.name)),
  });
}

export function useProductSources(projectId: string) {
  return useQuery({
    queryKey: productKeys.sources(projectId),
    queryFn: ({ signal }) =>
      http.get<HydraCollection<ProductSource>>(`/projects/${projectId}/product_sources${toQueryString({ itemsPerPage: PRODUCT_SOURCE_PAGE_SIZE, page: 1 })}`, { signal }),
    select: (answer) => answer['hydra:member'],
  });
}

/** A provider's custom fields: the fields its product can come from. */
export function useProviderProperties(projectId: string, dataProviderId: string) {
  return useQuery({
    queryKey: productKeys.properties(projectId, dataProviderId),
    queryFn: ({ signal }) =>
      http.get<HydraCollection<Property>>(
        `/projects/${projectId}/properties${toQueryString({ dataProvider: dataProviderId, itemsPerPage: PROPERTY_PAGE_MAX, page: 1 })}`,
        { signal },
      ),
    select: (answer) => answer['hydra:member'],
  });
}
