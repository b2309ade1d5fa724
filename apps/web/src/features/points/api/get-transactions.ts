import type { HydraCollection } from '@salespulse/contract/common';
import { POINT_TRANSACTION_PAGE_SIZE, type PointTransaction } from '@salespulse/contract/points';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { toQueryString } from '@/shared/api/query-string';
import { pointKeys } from '@/shared/resources/points';

/** Newest first; a representative gets their own transactions only (the server decides). */
export function getTransactions(projectId: string, page: number, signal?: AbortSignal) {
  const query = toQueryString({ itemsPerPage: POINT_TRANSACTION_PAGE_SIZE, page });
  return http.get<HydraCollection<PointTransaction>>(`/projects/${projectId}/point_transactions${query}`, { signal });
}

export function useTransactions(projectId: string, page: number) {
  return useQuery({
    queryKey: pointKeys.transactionPage(projectId, page),
    queryFn: ({ signal }) => getTransactions(projectId, page, signal),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}
