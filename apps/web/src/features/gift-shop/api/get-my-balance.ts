import type { HydraCollection } from '@salespulse/contract/common';
import type { PointBalance } from '@salespulse/contract/points';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { toQueryString } from '@/shared/api/query-string';
import { POINTS_STALE_MS, pointKeys } from '@/shared/resources/points';

/**
 * The caller's own balance. Under the project's point-balances key, so an award on the points
 * screen or a gift request refreshes it with every other copy.
 */
export function useMyBalance(projectId: string, employee: string | undefined) {
  return useQuery({
    queryKey: pointKeys.myBalance(projectId, employee),
    queryFn: ({ signal }) =>
      http.get<HydraCollection<PointBalance>>(
        `/projects/${projectId}/point_balances${toQueryString({ employee: [employee ?? ''], itemsPerPage: 1, page: 1 })}`,
        { signal },
      ),
    enabled: employee !== undefined,
    staleTime: POINTS_STALE_MS,
    select: (answer) => answer['hydra:member'][0]?.points ?? 0,
  });
}
