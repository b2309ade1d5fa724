import type { Package } from '@salespulse/contract/billing';
import type { HydraCollection } from '@salespulse/contract/common';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { billingKeys, PACKAGES_STALE_MS } from './billing-keys';

function toPackages(answer: HydraCollection<Package>): Package[] {
  return answer['hydra:member'];
}

/** Every package on offer, cheapest first as the server sorts them. */
export function usePackages() {
  return useQuery({
    queryKey: billingKeys.packages(),
    queryFn: ({ signal }) => http.get<HydraCollection<Package>>('/packages', { signal }),
    staleTime: PACKAGES_STALE_MS,
    select: toPackages,
  });
}
