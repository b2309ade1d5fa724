import type { GoalProgress } from '@salespulse/contract/goals';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatPercent } from '../format';
import { barShare, formatGoalValue, goalMetricLabel, goalProgressText } from './goal-format';
import { GoalPaceBadge, paceFills } from './goal-pace-badge';

export type GoalProgressBarProps = {
  progress: GoalProgress;
  /** The project currency (amount metrics). */
  currency: string;
  /** What the goal is about, in place of the metric's name (e.g. a person's or a team's name). */
  label?: string;
  /** Also writes the projected end value. */
  showProjected?: boolean;
  /** false: the label is only in the accessible name (a row whose heading already names the goal). */
  showLabel?: boolean;
};

/**
 * A goal's progress in one compact row: the fact against the target as a bar, a tick at the value
 * expected by now, the pace as a word (so colour is never the only cue) and the percent. The bar
 * is a `progressbar` whose accessible name says it all in words.
 */
export function GoalProgressBar({ progress, currency, label, showProjected = false, showLabel = true }: GoalProgressBarProps) {
  const { t } = useTranslation('analytics');
  const value = (amount: number) => formatGoalValue(progress.metric, amount, currency, t);
  const text = goalProgressText(progress, currency, t, label);
  const expectedAt = barShare(progress.expected, progress.target);
  return (
    <div className="flex min-w-0 flex-col gap-1" data-pace={progress.pace}>
      <div className={`flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm ${showLabel ? 'justify-between' : 'justify-end'}`}>
        {showLabel ? (
          <span className="min-w-0 font-medium break-words text-txt">{label ?? goalMetricLabel(progress.metric, t)}</span>
        ) : null}
        <span className="flex flex-wrap items-center gap-2 tabular-nums">
          <span className="text-txt">{t('goals.ofTarget', { fact: value(progress.fact), target: value(progress.target) })}</span>
          <span className="text-txt-secondary">{formatPercent(progress.percent)}</span>
          <GoalPaceBadge pace={progress.pace} met={progress.met} />
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={text}
        aria-valuemin={0}
        aria-valuemax={progress.target}
        aria-valuenow={Math.min(progress.fact, progress.target)}
        aria-valuetext={text}
        className="relative h-2 w-full overflow-hidden rounded-full bg-basic-subtle ring-1 ring-basic-border ring-inset"
      >
        <div
          className={`h-full rounded-full ${paceFills[progress.pace]}`}
          style={{ width: `${barShare(progress.fact, progress.target)}%` }}
        />
        <div
          aria-hidden="true"
          title={t('goals.expected', { value: value(progress.expected) })}
          className="absolute inset-y-0 w-0.5 -translate-x-1/2 bg-txt"
          style={{ left: `${expectedAt}%` }}
        />
      </div>
      <div className="flex flex-wrap justify-between gap-x-3 text-xs text-txt-secondary tabular-nums">
        <span>{t('goals.expected', { value: value(progress.expected) })}</span>
        {showProjected ? <span>{t('goals.projected', { value: value(progress.projected) })}</span> : null}
      </div>
    </div>
  );
}
