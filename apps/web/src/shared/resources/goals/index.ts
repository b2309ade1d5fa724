export { invalidateGoals } from './cache';
export { GOAL_PROGRESS_STALE_MS, GOALS_STALE_MS, type GoalListParams, type GoalProgressParams, goalKeys } from './keys';
export { goalProgressQueryOptions, goalsQueryOptions, useGoalProgress, useGoals } from './queries';
export { getGoalProgress, getGoals } from './requests';
