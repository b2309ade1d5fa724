import type { HydraCollection } from '@salespulse/contract/common';
import type { DistributionDecision, DistributionLog } from '@salespulse/contract/distribution';
import { DISTRIBUTION_LOG_PAGE_SIZE } from '@salespulse/contract/distribution-values';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { toQueryString } from '@/shared/api/query-string';
import { distributionKeys } from './distribution-keys';

/** The history's filters; each an IRI (or a decision), undefined for all. */
export type LogFilters = { distribution?: string; employee?: string; decision?: DistributionDecision; page: number };

export function getDistributionLogs(projectId: string, filters: LogFilters, signal?: AbortSignal) {
  const query = toQueryString({ ...filters, itemsPerPage: DISTRIBUTION_LOG_PAGE_SIZE });
  return http.get<HydraCollection<DistributionLog>>(`/projects/${projectId}/distribution_logs${query}`, { signal });
}

export function useDistributionLogs(projectId: string, filters: LogFilters) {
  return useQuery({
    queryKey: distributionKeys.logs(projectId, filters),
    queryFn: ({ signal }) => getDistributionLogs(projectId, filters, signal),
    // The rows stay on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
