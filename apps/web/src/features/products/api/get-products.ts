import { PRODUCT_PAGE_SIZE, type Product } from '@salespulse/contract/catalogue';
import type { HydraCollection } from '@salespulse/contract/common';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { toQueryString } from '@/shared/api/query-string';
import { productKeys } from '@/shared/resources/products';

export type ProductListParams = { search: string; includeMerged: boolean };

export function getProducts(projectId: string, { search, includeMerged }: ProductListParams, page: number, signal?: AbortSignal) {
  const query = toQueryString({
    includeMerged: includeMerged ? 'true' : undefined,
    itemsPerPage: PRODUCT_PAGE_SIZE,
    name: search.trim(),
    page,
  });
  return http.get<HydraCollection<Product>>(`/projects/${projectId}/products${query}`, { signal });
}

export function useProducts(projectId: string, params: ProductListParams) {
  return useInfiniteQuery({
    queryKey: productKeys.search(projectId, params),
    queryFn: ({ pageParam, signal }) => getProducts(projectId, params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PRODUCT_PAGE_SIZE < last['hydra:totalItems'] ? pages.length + 1 : undefined),
    // The list stays on screen while a new search loads, instead of flashing a spinner per keystroke.
    placeholderData: keepPreviousData,
  });
}
