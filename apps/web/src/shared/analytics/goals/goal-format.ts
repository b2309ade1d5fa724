import { goalAmountMetrics, type GoalMetric, type GoalPace } from '@salespulse/contract/goals';
import { translate } from '@/shared/i18n/translate';
import { formatCount, formatMoney, formatPercent } from '../format';

/** The i18n namespace of everything about goals (metric names, paces, the goal screens). */
export const GOALS_NS = 'goals';

/** What a goal's metric is called: "Won amount (net of refunds)". */
export function goalMetricLabel(metric: GoalMetric): string {
  return translate(GOALS_NS, `metrics.${metric}`);
}

/** The unit a target is typed in: the project currency, minutes, or a count. */
export type GoalUnit = 'currency' | 'minutes' | 'count';

export function goalUnitOf(metric: GoalMetric): GoalUnit {
  if (goalAmountMetrics.includes(metric)) return 'currency';
  return metric === 'callMinutes' ? 'minutes' : 'count';
}

/** A fact, target, expected or projected value in the metric's unit: "$12,300", "340 min", "42". */
export function formatGoalValue(metric: GoalMetric, value: number, currency: string): string {
  switch (goalUnitOf(metric)) {
    case 'currency':
      return formatMoney(value, currency);
    case 'minutes':
      return translate(GOALS_NS, 'units.minutes', { value: formatCount(value) });
    default:
      return formatCount(value);
  }
}

export function goalPaceLabel(pace: GoalPace): string {
  return translate(GOALS_NS, `pace.${pace}`);
}

/** What a progress bar says: the fact against the target, the percent, the pace and the expected value. */
export type GoalProgressFigures = {
  metric: GoalMetric;
  fact: number;
  target: number;
  percent: number;
  expected: number;
  pace: GoalPace;
  met: boolean;
};

/** "$12,300 of $20,000 (61.50%), behind — expected $14,100" (the bar's value text). */
export function goalProgressValueText(progress: GoalProgressFigures, currency: string): string {
  const format = (value: number) => formatGoalValue(progress.metric, value, currency);
  return translate(GOALS_NS, progress.met ? 'bar.valueTextMet' : 'bar.valueText', {
    fact: format(progress.fact),
    target: format(progress.target),
    percent: formatPercent(progress.percent),
    pace: goalPaceLabel(progress.pace).toLowerCase(),
    expected: format(progress.expected),
  });
}

/** "Won amount (net of refunds): $12,300 of $20,000 (61.50%), behind — expected $14,100" (its accessible name). */
export function goalProgressLabel(progress: GoalProgressFigures, currency: string, label = goalMetricLabel(progress.metric)): string {
  return translate(GOALS_NS, 'bar.label', { label, value: goalProgressValueText(progress, currency) });
}
