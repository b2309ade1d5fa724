import { format } from 'date-fns';
import { type KeyboardEvent, type Ref } from 'react';
import { type Day, type DayRange, monthWeeks, toDate, weekdayNames } from './calendar-days';
import type { MonthView } from './calendar-header';

type CalendarGridProps = {
  view: MonthView;
  label: string;
  focusedDay: Day;
  highlighted: DayRange | null;
  pendingStart: Day | null;
  today: Day;
  min: Day;
  max: Day;
  onSelect: (day: Day) => void;
  onHover: (day: Day | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, day: Day) => void;
  focusedRef: Ref<HTMLButtonElement>;
};

const shortNames = weekdayNames('EEEEEE');
const longNames = weekdayNames('EEEE');

function dayClass(day: Day, highlighted: DayRange | null, pendingStart: Day | null, today: Day): string {
  const inRange = highlighted !== null && day >= highlighted.from && day <= highlighted.to;
  const edge = highlighted !== null && (day === highlighted.from || day === highlighted.to);
  const classes = [
    'relative mx-auto flex size-9 items-center justify-center rounded-md text-sm tabular-nums transition-colors',
    'disabled:cursor-not-allowed disabled:text-muted disabled:opacity-45',
    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-ring',
  ];
  if (edge || day === pendingStart) classes.push('bg-accent font-semibold text-accent-fg hover:bg-accent-hover');
  else if (inRange) classes.push('bg-accent-soft text-accent-text hover:bg-accent-soft');
  else classes.push('text-txt hover:enabled:bg-basic-subtle');
  if (day === today && !edge) classes.push('font-semibold underline decoration-2 underline-offset-4');
  return classes.join(' ');
}

/** One month as an ARIA grid: a roving tab stop on the focused day, the keys handled by the caller. */
export function CalendarGrid(props: CalendarGridProps) {
  const { view, label, focusedDay, highlighted, pendingStart, today, min, max, onSelect, onHover, onKeyDown, focusedRef } = props;
  const monthPrefix = `${view.year}-${String(view.month).padStart(2, '0')}`;

  return (
    <table role="grid" aria-label={label} className="w-full border-collapse" onMouseLeave={() => onHover(null)}>
      <thead>
        <tr>
          {shortNames.map((name, index) => (
            <th key={name} scope="col" abbr={longNames[index]} className="pb-1 text-center text-xs font-medium text-muted">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(view.year, view.month).map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              if (!day.startsWith(monthPrefix)) return <td key={day} role="gridcell" />;
              const outOfBounds = day > max || day < min;
              const selected = highlighted !== null && day >= highlighted.from && day <= highlighted.to;
              return (
                <td key={day} role="gridcell" aria-selected={selected}>
                  <button
                    type="button"
                    ref={day === focusedDay ? focusedRef : undefined}
                    tabIndex={day === focusedDay ? 0 : -1}
                    disabled={outOfBounds}
                    aria-label={format(toDate(day), 'EEEE, d MMMM yyyy')}
                    aria-current={day === today ? 'date' : undefined}
                    data-day={day}
                    className={dayClass(day, highlighted, pendingStart, today)}
                    onClick={() => onSelect(day)}
                    onMouseEnter={() => onHover(day)}
                    onFocus={() => onHover(day)}
                    onKeyDown={(event) => onKeyDown(event, day)}
                  >
                    {Number(day.slice(8, 10))}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
