import type { LeadProcessingRequest, LeadProcessingResponse } from '@salespulse/contract/analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { managersRequest } from '@/shared/analytics/analytics-request';
import type { FilterState } from '@/shared/analytics/filter-state';
import { ANALYTICS_STALE_MS, analyticsKeys } from '@/shared/live/analytics-keys';
import type { DealLists } from '../lib/lead-rows';

export const leadProcessingKeys = {
  all: (projectId: string) => [...analyticsKeys.all(projectId), 'lead-processing'] as const,
  answer: (projectId: string, request: LeadProcessingRequest | null) => [...leadProcessingKeys.all(projectId), request] as const,
  deals: (projectId: string, request: LeadProcessingRequest | null) => [...leadProcessingKeys.all(projectId), 'deals', request] as const,
};

export function getLeadProcessing(request: LeadProcessingRequest, signal?: AbortSignal) {
  return http.post<LeadProcessingResponse>('/analytics/lead_processing', request, { signal });
}

/**
 * Spec §5: nothing is asked before the work-hour defaults are known (the filters stay undefined
 * until the project's settings arrive), so the first answer already counts the right hours.
 */
export function useLeadProcessing(projectId: string, filters: FilterState | undefined) {
  const request = filters ? managersRequest(projectId, filters) : null;
  return useQuery({
    queryKey: leadProcessingKeys.answer(projectId, request),
    queryFn: ({ signal }) => getLeadProcessing(request!, signal),
    enabled: request !== null,
    staleTime: ANALYTICS_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/**
 * The deal lists behind one row's counts, asked for when its dialog opens: the board's answer carries
 * no lists (a month of a large team is about 100,000 deals), so the same filters are sent again with
 * `dealsOf`, the row's employee (null: "No owner"). `employee` undefined: no dialog, nothing asked.
 */
export function useLeadDeals(projectId: string, filters: FilterState | undefined, employee: string | null | undefined) {
  const request = filters && employee !== undefined ? { ...managersRequest(projectId, filters), dealsOf: employee } : null;
  return useQuery({
    queryKey: leadProcessingKeys.deals(projectId, request),
    queryFn: ({ signal }) => getLeadProcessing(request!, signal),
    enabled: request !== null,
    staleTime: ANALYTICS_STALE_MS,
    select: (answer): DealLists => {
      // The row is missing when the filters no longer show it: then it has no deals to list.
      const row = answer.employees.find((r) => r.employee === employee);
      return { processedDeals: row?.processedDeals ?? [], participatedDeals: row?.participatedDeals ?? [] };
    },
  });
}
