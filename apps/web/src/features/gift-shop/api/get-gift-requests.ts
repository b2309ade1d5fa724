import type { HydraCollection } from '@salespulse/contract/common';
import { GIFT_REQUEST_PAGE_SIZE, type GiftRequest } from '@salespulse/contract/gifts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { toQueryString } from '@/shared/api/query-string';
import { GIFT_REQUESTS_STALE_MS, giftRequestKeys, type GiftRequestListParams } from './gift-request-keys';

/** Newest first; without gifts.responsible the server answers with the caller's own requests only. */
export function getGiftRequests(
  projectId: string,
  { statuses, employee, page, itemsPerPage = GIFT_REQUEST_PAGE_SIZE }: GiftRequestListParams,
  signal?: AbortSignal,
) {
  const query = toQueryString({ employee: employee ? [employee] : undefined, itemsPerPage, page, status: statuses });
  return http.get<HydraCollection<GiftRequest>>(`/projects/${projectId}/gift_requests${query}`, { signal });
}

export function useGiftRequests(projectId: string, params: GiftRequestListParams, enabled = true) {
  return useQuery({
    queryKey: giftRequestKeys.list(projectId, params),
    queryFn: ({ signal }) => getGiftRequests(projectId, params, signal),
    staleTime: GIFT_REQUESTS_STALE_MS,
    enabled,
    // The page on screen stays while the next one (or another filter) loads.
    placeholderData: keepPreviousData,
  });
}
