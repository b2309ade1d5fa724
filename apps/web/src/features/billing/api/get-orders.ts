import { ORDER_PAGE_SIZE, type Order } from '@salespulse/contract/billing';
import type { HydraCollection } from '@salespulse/contract/common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { toQueryString } from '@/shared/api/query-string';
import { billingKeys } from './billing-keys';

/** The project's orders, newest first. */
export function useOrders(projectId: string, page: number) {
  return useQuery({
    queryKey: billingKeys.orders(projectId, page),
    queryFn: ({ signal }) =>
      http.get<HydraCollection<Order>>(`/projects/${projectId}/orders${toQueryString({ itemsPerPage: ORDER_PAGE_SIZE, page })}`, {
        signal,
      }),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}
