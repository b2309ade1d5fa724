import type { GoalMetric, GoalScope } from '@salespulse/contract/goals';
import { projectKeys } from '@/shared/session/project-keys';

/** A list of goals: only those of these metrics and scopes, and with a period holding `date`. */
export type GoalListParams = { metric?: readonly GoalMetric[]; scope?: readonly GoalScope[]; date?: string };

/** Progress read for one day (default today), narrowed to metrics, scopes, teams and employees (IRIs). */
export type GoalProgressParams = {
  date?: string;
  metric?: readonly GoalMetric[];
  scope?: readonly GoalScope[];
  team?: readonly string[];
  employee?: readonly string[];
};

/**
 * Every copy of a project's goals lives under `goalKeys.all`: the settings list, each screen's
 * progress (settings, personal settings, and the boards that show goals next). A goal saved
 * refreshes both families with `invalidateGoals`.
 */
export const goalKeys = {
  all: (projectId: string) => [...projectKeys.all, projectId, 'goals'] as const,
  lists: (projectId: string) => [...goalKeys.all(projectId), 'list'] as const,
  list: (projectId: string, params: GoalListParams) => [...goalKeys.lists(projectId), params] as const,
  progress: (projectId: string) => [...goalKeys.all(projectId), 'progress'] as const,
  progressOf: (projectId: string, params: GoalProgressParams) => [...goalKeys.progress(projectId), params] as const,
};

/** Goals change rarely; their progress moves with the pulse, so it is read again after a minute. */
export const GOALS_STALE_MS = 60_000;
export const GOAL_PROGRESS_STALE_MS = 60_000;
