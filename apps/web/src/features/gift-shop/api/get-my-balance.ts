import type { HydraCollection } from '@salespulse/contract/common';
import type { PointBalance } from '@salespulse/contract/points';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { toQueryString } from '@/shared/api/query-string';
import { projectKeys } from '@/shared/session/project-keys';

/** Spec section 7: the points balance stays fresh for five minutes. */
const BALANCE_STALE_MS = 5 * 60_000;

/**
 * The caller's own balance. Under the project's point-balances key, so an award on the points
 * screen or a gift request refreshes it with every other copy.
 */
export function useMyBalance(projectId: string, employee: string | undefined) {
  return useQuery({
    queryKey: [...projectKeys.pointBalances(projectId), 'mine', employee] as const,
    queryFn: ({ signal }) =>
      http.get<HydraCollection<PointBalance>>(`/projects/${projectId}/point_balances${toQueryString({ employee: [employee ?? ''], itemsPerPage: 1, page: 1 })}`, { signal }),
    enabled: employee !== undefined,
    staleTime: BALANCE_STALE_MS,
    select: (answer) => answer['hydra:member'][0]?.points ?? 0,
  });
}
