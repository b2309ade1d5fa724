import { queryOptions, useQuery } from '@tanstack/react-query';
import { GOAL_PROGRESS_STALE_MS, GOALS_STALE_MS, type GoalListParams, type GoalProgressParams, goalKeys } from './keys';
import { getGoalProgress, getGoals } from './requests';

export function goalsQueryOptions(projectId: string, params: GoalListParams = {}) {
  return queryOptions({
    queryKey: goalKeys.list(projectId, params),
    queryFn: ({ signal }) => getGoals(projectId, params, signal),
    staleTime: GOALS_STALE_MS,
  });
}

/** The project's goals (every page), filtered by metric, scope and day when given. */
export function useGoals(projectId: string, params: GoalListParams = {}) {
  return useQuery(goalsQueryOptions(projectId, params));
}

export function goalProgressQueryOptions(projectId: string, params: GoalProgressParams = {}) {
  return queryOptions({
    queryKey: goalKeys.progressOf(projectId, params),
    queryFn: ({ signal }) => getGoalProgress(projectId, params, signal),
    staleTime: GOAL_PROGRESS_STALE_MS,
  });
}

/** Progress of the goals in the period holding `params.date` (today); `enabled` waits for the filters (e.g. "me"). */
export function useGoalProgress(projectId: string, params: GoalProgressParams = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...goalProgressQueryOptions(projectId, params), enabled: options.enabled ?? true });
}
