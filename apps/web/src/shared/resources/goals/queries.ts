import { queryOptions, useQuery } from '@tanstack/react-query';
import { ANALYTICS_STALE_MS } from '@/shared/live/analytics-keys';
import { GOALS_STALE_MS, type GoalListParams, type GoalProgressParams, goalKeys } from './keys';
import { getGoalProgress, getGoals } from './requests';

export function goalsQueryOptions(projectId: string, params: GoalListParams = {}) {
  return queryOptions({
    queryKey: goalKeys.list(projectId, params),
    queryFn: ({ signal }) => getGoals(projectId, params, signal),
    staleTime: GOALS_STALE_MS,
  });
}

/** The project's goals (every page), filtered by metric, scope or a day their period holds. */
export function useGoals(projectId: string, params: GoalListParams = {}) {
  return useQuery(goalsQueryOptions(projectId, params));
}

export function goalProgressQueryOptions(projectId: string, params: GoalProgressParams = {}) {
  return queryOptions({
    queryKey: goalKeys.progressOf(projectId, params),
    queryFn: ({ signal }) => getGoalProgress(projectId, params, signal),
    staleTime: ANALYTICS_STALE_MS,
  });
}

/** Fact, target and pace of each goal (and each member's share of a split team goal) for the period holding `date`. */
export function useGoalProgress(projectId: string, params: GoalProgressParams = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...goalProgressQueryOptions(projectId, params), enabled: options.enabled ?? true });
}
