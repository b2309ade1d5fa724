import type { LeadProcessingRequest, LeadProcessingResponse } from '@salespulse/contract/analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { managersRequest } from '@/shared/analytics/analytics-request';
import type { FilterState } from '@/shared/analytics/filter-state';
import { ANALYTICS_STALE_MS, analyticsKeys } from '@/shared/live/analytics-keys';

export const leadProcessingKeys = {
  all: (projectId: string) => [...analyticsKeys.all(projectId), 'lead-processing'] as const,
  answer: (projectId: string, request: LeadProcessingRequest | null) => [...leadProcessingKeys.all(projectId), request] as const,
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
