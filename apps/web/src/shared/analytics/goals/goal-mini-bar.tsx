import type { GoalProgress } from '@salespulse/contract/goals';
import { useTranslation } from '@/shared/i18n/use-translation';
import { barShare, goalProgressText } from './goal-format';
import { paceFills } from './goal-pace-badge';

type GoalMiniBarProps = {
  progress: GoalProgress;
  currency: string;
  /** Whose goal it is, for the accessible name ("Anna: Won amount … 62 % …"). */
  owner?: string;
  /** Larger type and a thicker bar, for the wall screen. */
  size?: 'table' | 'tv';
};

/**
 * A goal's progress inside a table cell or a wall-screen row: a thin bar coloured by pace with a
 * tick at the expected value, and the percent with the pace in words beside it (colour is never
 * the only cue). The whole sentence is the progress bar's accessible text.
 */
export function GoalMiniBar({ progress, currency, owner, size = 'table' }: GoalMiniBarProps) {
  const { t } = useTranslation('analytics');
  const text = goalProgressText(progress, currency, t);
  const label = owner ? `${owner}: ${text}` : text;
  const status = progress.met ? t('goals.met') : t(`goals.pace.${progress.pace}`);
  const tv = size === 'tv';
  return (
    <div className="flex w-full min-w-0 flex-col gap-0.5" data-pace={progress.met ? 'met' : progress.pace} title={label}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={progress.target}
        aria-valuenow={Math.min(progress.fact, progress.target)}
        aria-valuetext={label}
        className={`relative w-full overflow-hidden rounded-full bg-basic-subtle ring-1 ring-basic-border ring-inset ${tv ? 'h-2.5' : 'h-1.5'}`}
      >
        <div
          className={`h-full rounded-full ${paceFills[progress.met ? 'ahead' : progress.pace]}`}
          style={{ width: `${barShare(progress.fact, progress.target)}%` }}
        />
        <div
          aria-hidden="true"
          className="absolute inset-y-0 w-0.5 -translate-x-1/2 bg-txt"
          style={{ left: `${barShare(progress.expected, progress.target)}%` }}
        />
      </div>
      <span
        aria-hidden="true"
        className={`truncate text-txt-secondary tabular-nums ${tv ? 'text-base 2xl:text-sm' : 'text-[0.6875rem] leading-tight'}`}
      >
        {Math.round(progress.percent)}% · {status}
      </span>
    </div>
  );
}
