import { queryOptions, useQuery } from '@tanstack/react-query';
import { POINTS_STALE_MS, pointKeys } from './keys';
import { getEveryPointBalance } from './requests';

/** A screen that shows them its own way adds a `select` (the pulse board reads them by employee). */
export function everyPointBalanceQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: pointKeys.everyBalance(projectId),
    queryFn: ({ signal }) => getEveryPointBalance(projectId, signal),
    staleTime: POINTS_STALE_MS,
  });
}

/** Every employee's balance (zero ones included): the screen sorts and searches them itself. */
export function usePointBalances(projectId: string) {
  return useQuery(everyPointBalanceQueryOptions(projectId));
}
