import { formatPercent } from '../format';
import { GoalPaceBadge, goalPaceFill } from './goal-pace-badge';
import { formatGoalValue, type GoalProgressFigures, goalMetricLabel, goalProgressLabel, goalProgressValueText } from './goal-format';

export type GoalProgressBarProps = {
  progress: GoalProgressFigures;
  /** The project currency (bill amount and payments are amounts). */
  currency: string;
  /** What the bar is about; the metric's name by default. */
  label?: string;
  /** Hides the visible heading line (the label), e.g. where a row already names the goal. */
  hideLabel?: boolean;
  className?: string;
};

const clampPercent = (value: number) => (Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0);

/**
 * A goal's progress at a glance: the fact against the target as a bar coloured by pace (and the
 * pace written out), a marker at the value expected by now, and the percent. The bar is a
 * `progressbar` whose accessible name reads the figures out, so the colour is never the only cue.
 */
export function GoalProgressBar({ progress, currency, label, hideLabel = false, className }: GoalProgressBarProps) {
  const name = label ?? goalMetricLabel(progress.metric);
  const format = (value: number) => formatGoalValue(progress.metric, value, currency);
  const filled = clampPercent(progress.percent);
  const expectedAt = progress.target > 0 ? clampPercent((progress.expected / progress.target) * 100) : 0;
  return (
    <div className={['flex min-w-0 flex-col gap-1.5', className ?? ''].join(' ').trim()}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
        {hideLabel ? null : <span className="min-w-0 truncate font-medium text-txt">{name}</span>}
        <span className="flex flex-wrap items-center gap-2">
          <span className="text-txt tabular-nums" aria-hidden="true">
            {format(progress.fact)} / {format(progress.target)}
          </span>
          <span className="font-semibold text-txt tabular-nums" aria-hidden="true">
            {formatPercent(progress.percent)}
          </span>
          <GoalPaceBadge pace={progress.pace} />
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={goalProgressLabel(progress, currency, name)}
        aria-valuemin={0}
        aria-valuemax={progress.target}
        aria-valuenow={Math.min(progress.fact, progress.target)}
        aria-valuetext={goalProgressValueText(progress, currency)}
        className="relative h-2.5 w-full overflow-visible rounded-full bg-basic-subtle ring-1 ring-basic-border ring-inset"
      >
        <div data-testid="goal-fill" className={`h-full rounded-full ${goalPaceFill[progress.pace]}`} style={{ width: `${filled}%` }} />
        <div
          data-testid="goal-expected"
          aria-hidden="true"
          title={format(progress.expected)}
          className="absolute -top-1 -bottom-1 w-0.5 -translate-x-1/2 rounded bg-txt"
          style={{ left: `${expectedAt}%` }}
        />
      </div>
    </div>
  );
}
