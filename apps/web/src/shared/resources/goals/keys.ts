import type { GoalMetric, GoalScope } from '@salespulse/contract/goals';
import { analyticsKeys } from '@/shared/live/analytics-keys';
import { projectKeys } from '@/shared/session/project-keys';

/** The filters of `GET /projects/{id}/goals` (arrays as `metric[]`, `scope[]`). */
export type GoalListParams = { metric?: GoalMetric[]; scope?: GoalScope[]; date?: string };

/** The filters of `GET /projects/{id}/goal_progress` (IRIs for `team[]` and `employee[]`). */
export type GoalProgressParams = { date?: string; metric?: GoalMetric[]; scope?: GoalScope[]; team?: string[]; employee?: string[] };

/**
 * The goals themselves live under `goalKeys.all`; their progress is an analytics answer, so it
 * lives under `analyticsKeys.all` and live activity refreshes it on every screen with the others.
 */
export const goalKeys = {
  all: (projectId: string) => [...projectKeys.all, projectId, 'goals'] as const,
  lists: (projectId: string) => [...goalKeys.all(projectId), 'list'] as const,
  list: (projectId: string, params: GoalListParams) => [...goalKeys.lists(projectId), params] as const,
  progress: (projectId: string) => [...analyticsKeys.all(projectId), 'goal-progress'] as const,
  progressOf: (projectId: string, params: GoalProgressParams) => [...goalKeys.progress(projectId), params] as const,
};

export const GOALS_STALE_MS = 60_000;
