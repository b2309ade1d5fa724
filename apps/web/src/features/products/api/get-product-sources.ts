import { PRODUCT_SOURCE_PAGE_SIZE, type ProductSource } from '@salespulse/contract/catalogue';
import type { HydraCollection } from '@salespulse/contract/common';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { toQueryString } from '@/shared/api/query-string';
import { productSourceKeys } from './product-keys';

export function useProductSources(projectId: string) {
  return useQuery({
    queryKey: productSourceKeys.all(projectId),
    queryFn: ({ signal }) =>
      http.get<HydraCollection<ProductSource>>(
        `/projects/${projectId}/product_sources${toQueryString({ itemsPerPage: PRODUCT_SOURCE_PAGE_SIZE, page: 1 })}`,
        { signal },
      ),
    select: (answer) => answer['hydra:member'],
  });
}
