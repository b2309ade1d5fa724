export { invalidateGoals } from './cache';
export { GOALS_STALE_MS, goalKeys, type GoalListParams, type GoalProgressParams } from './keys';
export { goalProgressQueryOptions, goalsQueryOptions, useGoalProgress, useGoals } from './queries';
export { copyGoalToNextPeriod, createGoal, deleteGoal, getGoalProgress, getGoals, patchGoal } from './requests';
