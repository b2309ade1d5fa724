import type { HydraCollection } from '@salespulse/contract/common';
import { MAX_ITEMS_PER_PAGE } from '@salespulse/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { toQueryString } from '@/shared/api/query-string';
import { projectKeys } from '@/shared/session/project-keys';

/** Spec section 3: a point balance is an employee and their points. */
type PointBalance = { employee: string; points: number };

/** Spec section 7: the points balance stays fresh for five minutes. */
const POINTS_STALE_MS = 5 * 60_000;

async function getPointBalances(projectId: string, signal?: AbortSignal): Promise<Map<string, number>> {
  const balances = new Map<string, number>();
  for (let page = 1; ; page++) {
    const query = toQueryString({ itemsPerPage: MAX_ITEMS_PER_PAGE, page });
    const answer = await http.get<HydraCollection<PointBalance>>(`/projects/${projectId}/point_balances${query}`, { signal });
    for (const { employee, points } of answer['hydra:member']) balances.set(employee, points);
    if (answer['hydra:member'].length === 0 || page * MAX_ITEMS_PER_PAGE >= answer['hydra:totalItems']) return balances;
  }
}

/** Point balances by employee IRI; asked for only while the gift shop is on (spec section 7). */
export function usePointBalances(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: projectKeys.pointBalances(projectId),
    queryFn: ({ signal }) => getPointBalances(projectId, signal),
    staleTime: POINTS_STALE_MS,
    enabled,
    retry: false,
  });
}
