import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { type Day, type DayRange, clampDay, earliestDay, monthOf, shiftMonth } from './calendar-days';
import { CalendarGrid } from './calendar-grid';
import { CalendarHeader, type MonthView, monthTitle } from './calendar-header';
import { dayForKey } from './calendar-keys';
import { type CalendarMode, clickDay, previewRange } from './range-selection';

export type CalendarProps = {
  mode: CalendarMode;
  value: DayRange | null;
  onChange: (range: DayRange) => void;
  /** The last selectable day (for dashboards: today in the project's time zone). */
  max: Day;
  /** The first selectable day; by default the first of January of the year picker's first year. */
  min?: Day;
  /** Today, marked in the grid and the centre of the year picker; by default `max`. */
  today?: Day;
  /** Moves focus to the selected day on mount (a popup opening). */
  autoFocus?: boolean;
};

/** A month grid with month and year pickers; a single day or a range, never beyond `max`. */
export function Calendar({ mode, value, onChange, max, min, today = max, autoFocus = false }: CalendarProps) {
  const { t } = useTranslation('calendar');
  const currentYear = monthOf(today).year;
  const lowest = min ?? earliestDay(currentYear);
  const [focusedDay, setFocusedDay] = useState(() => clampDay(value?.to ?? today, lowest, max));
  const [view, setView] = useState<MonthView>(() => monthOf(focusedDay));
  const [pendingStart, setPendingStart] = useState<Day | null>(null);
  const [hovered, setHovered] = useState<Day | null>(null);
  const focusedRef = useRef<HTMLButtonElement>(null);
  // Focus follows the keyboard only; a mouse click or a picker change must not steal it.
  const moveFocus = useRef(autoFocus);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    focusedRef.current?.focus();
  }, [focusedDay, view]);

  const changeView = (next: MonthView) => {
    setView(next);
    // The roving tab stop must stay on a day of the shown month.
    const shown = monthOf(focusedDay);
    setFocusedDay(clampDay(shiftMonth(focusedDay, (next.year - shown.year) * 12 + next.month - shown.month), lowest, max));
  };

  const select = (day: Day) => {
    setFocusedDay(day);
    const outcome = clickDay(mode, pendingStart, day);
    if (outcome.kind === 'start') {
      setPendingStart(outcome.start);
      return;
    }
    setPendingStart(null);
    onChange(outcome.range);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: Day) => {
    const next = dayForKey(event, day, lowest, max);
    if (next === null) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocusedDay(next);
    setHovered(next);
    setView(monthOf(next));
  };

  return (
    <div className="flex w-72 flex-col gap-2 xs:w-full">
      <CalendarHeader view={view} onViewChange={changeView} min={lowest} max={max} currentYear={currentYear} />
      <CalendarGrid
        view={view}
        label={monthTitle(view)}
        focusedDay={focusedDay}
        highlighted={previewRange(value, pendingStart, hovered)}
        pendingStart={pendingStart}
        today={today}
        min={lowest}
        max={max}
        onSelect={select}
        onHover={setHovered}
        onKeyDown={onKeyDown}
        focusedRef={focusedRef}
      />
      <p className="min-h-5 text-xs text-muted" aria-live="polite">
        {pendingStart !== null ? t('chooseEnd') : ''}
      </p>
    </div>
  );
}
