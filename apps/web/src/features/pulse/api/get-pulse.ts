import type { AnalyticsObjectType, PulseRequest, PulseResponse } from '@salespulse/contract/analytics';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { ANALYTICS_STALE_MS, analyticsKeys } from '@/shared/live/analytics-keys';
import type { DayRange } from '@/shared/ui/calendar/calendar-days';

export const pulseKeys = {
  all: (projectId: string) => [...analyticsKeys.all(projectId), 'pulse'] as const,
  answer: (projectId: string, objectType: AnalyticsObjectType, range: DayRange) =>
    [...pulseKeys.all(projectId), objectType, range.from, range.to] as const,
};

export function getPulse(projectId: string, objectType: AnalyticsObjectType, date: DayRange, signal?: AbortSignal) {
  const body: PulseRequest = { project: `/api/projects/${projectId}`, objectType, date };
  return http.post<PulseResponse>('/analytics/pulse', body, { signal });
}

export function pulseQueryOptions(projectId: string, objectType: AnalyticsObjectType, range: DayRange) {
  return queryOptions({
    queryKey: pulseKeys.answer(projectId, objectType, range),
    queryFn: ({ signal }) => getPulse(projectId, objectType, range, signal),
    staleTime: ANALYTICS_STALE_MS,
  });
}

type Narrow<T extends AnalyticsObjectType> = Extract<PulseResponse, { objectType: T }>;

/**
 * Spec section 7: one call per object type. Each answer is used as soon as it arrives; a new
 * period starts from nothing (its keys are new), while a live refetch keeps the shown answer.
 */
export function usePulseAnswers(projectId: string, range: DayRange, enabled: boolean) {
  const [calls, deals, tasks] = useQueries({
    queries: (['call', 'deal', 'task'] as const).map((objectType) => ({ ...pulseQueryOptions(projectId, objectType, range), enabled })),
  });
  return {
    calls: calls!.data as Narrow<'call'> | undefined,
    deals: deals!.data as Narrow<'deal'> | undefined,
    tasks: tasks!.data as Narrow<'task'> | undefined,
    error: calls!.error ?? deals!.error ?? tasks!.error,
    fetching: calls!.isFetching || deals!.isFetching || tasks!.isFetching,
    updatedAt: Math.max(calls!.dataUpdatedAt, deals!.dataUpdatedAt, tasks!.dataUpdatedAt),
  };
}
