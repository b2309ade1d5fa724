import type { QuotaUsage } from '@salespulse/contract/billing';
import type { HydraCollection } from '@salespulse/contract/common';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { billingKeys } from './billing-keys';

function toEmployeeQuota(answer: HydraCollection<QuotaUsage>): QuotaUsage | null {
  return answer['hydra:member'].find((usage) => usage.quota === 'employees') ?? null;
}

/** How many active managers the project has, and how many its running subscription allows. */
export function useEmployeeQuota(projectId: string) {
  return useQuery({
    queryKey: billingKeys.quota(projectId),
    queryFn: ({ signal }) => http.get<HydraCollection<QuotaUsage>>(`/projects/${projectId}/quota_usages`, { signal }),
    select: toEmployeeQuota,
  });
}
