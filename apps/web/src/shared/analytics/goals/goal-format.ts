import { goalAmountMetrics, type GoalMetric, type GoalProgress } from '@salespulse/contract/goals';
import type { TranslateFn } from '@/shared/i18n/translate';
import { formatCount, formatMoney, formatPercent } from '../format';

/** A goal's value in its unit: the project currency for amounts, minutes for talk time, a count otherwise. */
export function formatGoalValue(metric: GoalMetric, value: number, currency: string, t: TranslateFn): string {
  if (goalAmountMetrics.includes(metric)) return formatMoney(value, currency);
  if (metric === 'callMinutes') return t('goals.minutes', { value: formatCount(value) });
  return formatCount(value);
}

/** The metric's name, e.g. "Won amount (net of refunds)" (namespace analytics). */
export function goalMetricLabel(metric: GoalMetric, t: TranslateFn): string {
  return t(`goals.metrics.${metric}`);
}

/** What a screen reader hears for a progress bar: "Bills: 12 of 20 (60.00%), Behind — expected 14". */
export function goalProgressText(progress: GoalProgress, currency: string, t: TranslateFn, label?: string): string {
  const value = (amount: number) => formatGoalValue(progress.metric, amount, currency, t);
  return t('goals.progressLabel', {
    metric: label ?? goalMetricLabel(progress.metric, t),
    fact: value(progress.fact),
    target: value(progress.target),
    percent: formatPercent(progress.percent),
    pace: t(`goals.pace.${progress.pace}`).toLowerCase(),
    expected: value(progress.expected),
  });
}

/** Where a value sits on a bar that runs from 0 to the target, in percent of its width (0–100). */
export function barShare(value: number, target: number): number {
  if (!(target > 0) || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, (value / target) * 100));
}
