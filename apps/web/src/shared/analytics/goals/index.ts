export {
  formatGoalValue,
  GOALS_NS,
  goalMetricLabel,
  goalPaceLabel,
  goalProgressLabel,
  goalProgressValueText,
  type GoalProgressFigures,
  type GoalUnit,
  goalUnitOf,
} from './goal-format';
export { GoalPaceBadge, goalPaceFill, goalPaceTone } from './goal-pace-badge';
export { GoalProgressBar, type GoalProgressBarProps } from './goal-progress-bar';
export { describeGoalPeriod, formatDay, formatMonth, formatPeriod, formatQuarter, formatRange, quarterOptions } from './goal-period';
