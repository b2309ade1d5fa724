import type { Goal, GoalCreate, GoalPatch, GoalProgress } from '@salespulse/contract/goals';
import { GOAL_PROGRESS_PAGE_SIZE } from '@salespulse/contract/goals';
import type { HydraCollection } from '@salespulse/contract/common';
import { fetchAllPages } from '@/shared/api/fetch-all-pages';
import { http } from '@/shared/api/http';
import { toQueryString } from '@/shared/api/query-string';
import type { GoalListParams, GoalProgressParams } from './keys';

export function getGoals(projectId: string, params: GoalListParams, signal?: AbortSignal): Promise<Goal[]> {
  return fetchAllPages<Goal>(`/projects/${projectId}/goals`, { ...params }, signal);
}

/** Every progress row in one page (the server's page holds up to GOAL_PROGRESS_PAGE_SIZE rows), more pages when needed. */
export async function getGoalProgress(projectId: string, params: GoalProgressParams, signal?: AbortSignal): Promise<GoalProgress[]> {
  const path = `/projects/${projectId}/goal_progress`;
  const page = (number: number) =>
    http.get<HydraCollection<GoalProgress>>(`${path}${toQueryString({ ...params, itemsPerPage: GOAL_PROGRESS_PAGE_SIZE, page: number })}`, {
      signal,
    });
  const first = await page(1);
  const pages = Math.ceil(first['hydra:totalItems'] / GOAL_PROGRESS_PAGE_SIZE);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => page(index + 2)));
  return [first, ...rest].flatMap((answer) => answer['hydra:member']);
}

export function createGoal(body: GoalCreate): Promise<Goal> {
  return http.post<Goal>('/goals', body);
}

export function patchGoal(id: string, patch: GoalPatch): Promise<Goal> {
  return http.patch<Goal>(`/goals/${id}`, patch);
}

export function deleteGoal(id: string): Promise<void> {
  return http.delete(`/goals/${id}`);
}

/** A one-time goal's copy for the period right after it. */
export function copyGoalToNextPeriod(id: string): Promise<Goal> {
  return http.post<Goal>(`/goals/${id}/copy_next`, {});
}
