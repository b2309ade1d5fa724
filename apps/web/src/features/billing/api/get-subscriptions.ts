import type { Subscription } from '@salespulse/contract/billing';
import type { HydraCollection } from '@salespulse/contract/common';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { billingKeys } from './billing-keys';

function toSubscriptions(answer: HydraCollection<Subscription>): Subscription[] {
  return answer['hydra:member'];
}

/**
 * The first page, latest end first: the running and upcoming periods are always on it. A project
 * that is not billed has none to ask for.
 */
export function useSubscriptions(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: billingKeys.subscriptions(projectId),
    queryFn: ({ signal }) => http.get<HydraCollection<Subscription>>(`/projects/${projectId}/subscriptions?page=1`, { signal }),
    enabled,
    select: toSubscriptions,
  });
}
