import { format } from 'date-fns';
import { useTranslation } from '@/shared/i18n/use-translation';
import { type Day, firstOfMonth, monthOf, pickerYears, toDate } from './calendar-days';

export type MonthView = { year: number; month: number };

type CalendarHeaderProps = {
  view: MonthView;
  onViewChange: (view: MonthView) => void;
  min: Day;
  max: Day;
  currentYear: number;
};

const selectClass =
  'h-9 appearance-none rounded-md border border-basic-border-strong bg-basic-surface px-2.5 text-sm font-medium text-txt ' +
  'hover:border-muted focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent-ring';
const arrowClass =
  'inline-flex size-9 items-center justify-center rounded-md text-txt-secondary hover:bg-basic-subtle hover:text-txt ' +
  'disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent';

const monthIndexes = Array.from({ length: 12 }, (_, index) => index + 1);

function monthName(month: number): string {
  return format(new Date(2024, month - 1, 1), 'LLLL');
}

/** The shown month inside [min, max]: a year picked from the list keeps its month unless out of bounds. */
export function clampView(view: MonthView, min: Day, max: Day): MonthView {
  const first = firstOfMonth(view.year, view.month);
  if (first > max) return monthOf(max);
  if (first < firstOfMonth(monthOf(min).year, monthOf(min).month)) return monthOf(min);
  return view;
}

function shiftView({ year, month }: MonthView, months: number): MonthView {
  const index = year * 12 + month - 1 + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function CalendarHeader({ view, onViewChange, min, max, currentYear }: CalendarHeaderProps) {
  const { t } = useTranslation('calendar');
  const maxMonth = monthOf(max);
  const minMonth = monthOf(min);
  const atStart = view.year === minMonth.year && view.month === minMonth.month;
  const atEnd = view.year === maxMonth.year && view.month === maxMonth.month;
  const go = (next: MonthView) => onViewChange(clampView(next, min, max));

  return (
    <div className="flex items-center justify-between gap-1">
      <button
        type="button"
        className={arrowClass}
        aria-label={t('previousMonth')}
        disabled={atStart}
        onClick={() => go(shiftView(view, -1))}
      >
        <Chevron direction="left" />
      </button>
      <div className="flex items-center gap-1.5">
        <select
          aria-label={t('month')}
          className={selectClass}
          value={view.month}
          onChange={(event) => go({ year: view.year, month: Number(event.target.value) })}
        >
          {monthIndexes.map((month) => (
            <option
              key={month}
              value={month}
              disabled={
                firstOfMonth(view.year, month) > max || firstOfMonth(view.year, month) < firstOfMonth(minMonth.year, minMonth.month)
              }
            >
              {monthName(month)}
            </option>
          ))}
        </select>
        <select
          aria-label={t('year')}
          className={selectClass}
          value={view.year}
          onChange={(event) => go({ year: Number(event.target.value), month: view.month })}
        >
          {pickerYears(currentYear).map((year) => (
            <option key={year} value={year} disabled={year > maxMonth.year || year < minMonth.year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className={arrowClass} aria-label={t('nextMonth')} disabled={atEnd} onClick={() => go(shiftView(view, 1))}>
        <Chevron direction="right" />
      </button>
    </div>
  );
}

export function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg className="size-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The month a day is shown in, as the header's view. */
export function viewOf(day: Day): MonthView {
  return monthOf(day);
}

/** "March 2025", for the grid's accessible name. */
export function monthTitle(view: MonthView): string {
  return format(toDate(firstOfMonth(view.year, view.month)), 'LLLL yyyy');
}
