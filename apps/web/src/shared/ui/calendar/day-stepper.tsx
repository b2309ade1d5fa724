import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { type Day, type DayRange, earliestDay, monthOf } from './calendar-days';
import { Chevron } from './calendar-header';
import { stepRange } from './step-range';

type DayStepperProps = {
  value: DayRange;
  onChange: (range: DayRange) => void;
  max: Day;
  min?: Day;
  today?: Day;
  /** The picker between the arrows. */
  children: ReactNode;
};

const arrowClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-basic-border-strong bg-basic-surface ' +
  'text-txt-secondary shadow-card transition-colors hover:bg-basic-subtle hover:text-txt disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-basic-surface';

/** Previous and next arrows around a date picker: a day (or a period of the same length) at a time. */
export function DayStepper({ value, onChange, max, min, today = max, children }: DayStepperProps) {
  const { t } = useTranslation('calendar');
  const lowest = min ?? earliestDay(monthOf(today).year);
  const previous = stepRange(value, -1, lowest, max);
  const next = stepRange(value, 1, lowest, max);
  const single = value.from === value.to;
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className={arrowClass}
        aria-label={t(single ? 'previousDay' : 'previousPeriod')}
        disabled={previous === null}
        onClick={() => previous && onChange(previous)}
      >
        <Chevron direction="left" />
      </button>
      {children}
      <button
        type="button"
        className={arrowClass}
        aria-label={t(single ? 'nextDay' : 'nextPeriod')}
        disabled={next === null}
        onClick={() => next && onChange(next)}
      >
        <Chevron direction="right" />
      </button>
    </div>
  );
}
