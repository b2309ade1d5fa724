import { useQuery } from '@tanstack/react-query';
import { giftRequestKeys, GIFT_REQUESTS_STALE_MS } from './gift-request-keys';
import { getGiftRequests } from './get-gift-requests';

/**
 * Whether a pending request awaits: anybody's for gifts.responsible roles, one's own for the others
 * (the server already answers each with what they may see). One row is enough to know.
 */
export function useAnyPendingGiftRequest(projectId: string | null, enabled: boolean): boolean {
  const { data } = useQuery({
    queryKey: giftRequestKeys.anyPending(projectId ?? ''),
    queryFn: ({ signal }) => getGiftRequests(projectId ?? '', { statuses: ['pending'], page: 1, itemsPerPage: 1 }, signal),
    staleTime: GIFT_REQUESTS_STALE_MS,
    enabled: enabled && projectId !== null,
    // A dot in the sidebar is no reason to retry or to fail the page.
    retry: false,
    select: (answer) => answer['hydra:totalItems'] > 0,
  });
  return enabled && data === true;
}
