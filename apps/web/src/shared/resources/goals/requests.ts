import type { Goal, GoalProgress } from '@salespulse/contract/goals';
import { fetchAllPages } from '@/shared/api/fetch-all-pages';
import type { GoalListParams, GoalProgressParams } from './keys';

/** Every goal of the project that matches the filters (all pages). */
export function getGoals(projectId: string, params: GoalListParams = {}, signal?: AbortSignal): Promise<Goal[]> {
  return fetchAllPages<Goal>(`/projects/${projectId}/goals`, { metric: params.metric, scope: params.scope, date: params.date }, signal);
}

/** Each goal's progress in the period that holds `date` (today when absent), members' shares included. */
export function getGoalProgress(projectId: string, params: GoalProgressParams = {}, signal?: AbortSignal): Promise<GoalProgress[]> {
  return fetchAllPages<GoalProgress>(
    `/projects/${projectId}/goal_progress`,
    { date: params.date, metric: params.metric, scope: params.scope, team: params.team, employee: params.employee },
    signal,
  );
}
