import type { Subscription } from '@salespulse/contract/billing';
import type { HydraCollection } from '@salespulse/contract/common';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { toQueryString } from '@/shared/api/query-string';
import { billingKeys } from './billing-keys';

function toSubscriptions(answer: HydraCollection<Subscription>): Subscription[] {
  return answer['hydra:member'];
}

/**
 * The running and upcoming periods (what the plan card tells), however many expired ones came
 * before them; a hundred prepaid periods fit in the one page. A project that is not billed has
 * none to ask for.
 */
export function useSubscriptions(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: billingKeys.subscriptions(projectId),
    queryFn: ({ signal }) =>
      http.get<HydraCollection<Subscription>>(
        `/projects/${projectId}/subscriptions${toQueryString({ status: ['active', 'upcoming'], itemsPerPage: 100 })}`,
        { signal },
      ),
    enabled,
    select: toSubscriptions,
  });
}
