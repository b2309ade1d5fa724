export { chooseGoals, type GoalChoice } from './goal-choice';
export { barShare, formatGoalValue, goalMetricLabel, goalProgressText } from './goal-format';
export { GoalPaceBadge, paceFills, paceTones } from './goal-pace-badge';
export { GoalProgressBar, type GoalProgressBarProps } from './goal-progress-bar';
export { GoalMiniBar } from './goal-mini-bar';
