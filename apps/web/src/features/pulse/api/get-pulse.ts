import type { AnalyticsObjectType, PulseRequest, PulseResponse } from '@salespulse/contract/analytics';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { http } from '@/shared/api/http';
import { ANALYTICS_STALE_MS, analyticsKeys } from '@/shared/live/analytics-keys';
import type { DayRange } from '@/shared/ui/calendar/calendar-days';

export const pulseKeys = {
  all: (projectId: string) => [...analyticsKeys.all(projectId), 'pulse'] as const,
  /** `teamId` null: every team. */
  answer: (projectId: string, objectType: AnalyticsObjectType, range: DayRange, teamId: string | null = null) =>
    [...pulseKeys.all(projectId), objectType, range.from, range.to, teamId] as const,
};

export function getPulse(projectId: string, objectType: AnalyticsObjectType, date: DayRange, teamId: string | null, signal?: AbortSignal) {
  const body: PulseRequest = {
    project: `/api/projects/${projectId}`,
    objectType,
    date,
    ...(teamId ? { teams: [`/api/teams/${teamId}`] } : {}),
  };
  return http.post<PulseResponse>('/analytics/pulse', body, { signal });
}

export function pulseQueryOptions(projectId: string, objectType: AnalyticsObjectType, range: DayRange, teamId: string | null = null) {
  return queryOptions({
    queryKey: pulseKeys.answer(projectId, objectType, range, teamId),
    queryFn: ({ signal }) => getPulse(projectId, objectType, range, teamId, signal),
    staleTime: ANALYTICS_STALE_MS,
  });
}

type Narrow<T extends AnalyticsObjectType> = Extract<PulseResponse, { objectType: T }>;

/**
 * Spec section 7: one call per object type. Each answer is used as soon as it arrives; a new
 * period starts from nothing (its keys are new), while a live refetch keeps the shown answer.
 * Nothing is asked while the team is not known yet (`teamId` undefined, use-pulse-team.ts).
 */
export function usePulseAnswers(projectId: string, range: DayRange, teamId: string | null | undefined) {
  const [calls, deals, tasks] = useQueries({
    queries: (['call', 'deal', 'task'] as const).map((objectType) => ({
      ...pulseQueryOptions(projectId, objectType, range, teamId ?? null),
      enabled: teamId !== undefined,
    })),
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
