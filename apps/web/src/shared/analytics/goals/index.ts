export { chooseGoals, type GoalChoice } from './goal-choice';
export { barShare, formatGoalValue, goalMetricLabel, goalProgressText } from './goal-format';
export { GoalPaceBadge, paceFills, paceTones } from './goal-pace-badge';
export { GoalProgressBar, type GoalProgressBarProps } from './goal-progress-bar';
export {
  describeGoalPeriod,
  formatDay,
  formatMonth,
  formatPeriod,
  formatQuarter,
  formatRange,
  GOALS_NS,
  quarterOptions,
} from './goal-period';
export { GoalMiniBar } from './goal-mini-bar';
