import type { PointBalance } from '@salespulse/contract/points';
import { useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '@/shared/analytics/api/fetch-all-pages';
import { POINTS_STALE_MS, pointKeys } from './point-keys';

/** Every employee's balance (zero ones included): the screen sorts and searches them itself. */
export function useBalances(projectId: string) {
  return useQuery({
    queryKey: pointKeys.balances(projectId),
    queryFn: ({ signal }) => fetchAllPages<PointBalance>(`/projects/${projectId}/point_balances`, {}, signal),
    staleTime: POINTS_STALE_MS,
  });
}
