import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { type Day, type DayRange, earliestDay, monthOf } from './calendar-days';
import { Calendar } from './calendar';
import { formatRange } from './format-range';
import type { CalendarMode } from './range-selection';
import { ShortcutList } from './shortcut-list';

export type DatePickerProps = {
  mode: CalendarMode;
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** The last selectable day (for dashboards: today in the project's time zone). */
  max: Day;
  min?: Day;
  /** Today, as the shortcuts and the grid see it; by default `max`. */
  today?: Day;
  /** What is being chosen ("Date", "Period"): the trigger's and the popup's accessible name. */
  label: string;
  /** Offer the shortcuts (range mode shows all seven, single mode Today and Yesterday). */
  shortcuts?: boolean;
  className?: string;
};

const triggerClass =
  'inline-flex min-h-11 items-center gap-2 rounded-md border border-basic-border-strong bg-basic-surface px-3 text-sm ' +
  'font-medium text-txt shadow-card transition-colors hover:bg-basic-subtle data-[state=open]:border-accent';

/** A button showing the chosen day or period that opens the calendar in a popup. */
export function DatePicker({ mode, value, onChange, max, min, today = max, label, shortcuts = true, className }: DatePickerProps) {
  const { t } = useTranslation('calendar');
  const [open, setOpen] = useState(false);
  const lowest = min ?? earliestDay(monthOf(today).year);
  const choose = (range: DayRange) => {
    setOpen(false);
    onChange(range);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className={[triggerClass, className ?? ''].join(' ').trim()}
        aria-label={t('trigger', { label, value: formatRange(value) })}
      >
        <CalendarIcon />
        <span className="tabular-nums">{formatRange(value)}</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
          // The calendar puts focus on the chosen day itself. Above modals too, since a picker may sit in one.
          onOpenAutoFocus={(event) => event.preventDefault()}
          className="z-modal flex max-w-[calc(100vw-1rem)] gap-4 rounded-lg border border-basic-border bg-basic-raised p-4 text-txt shadow-pop data-[state=open]:animate-pop-in xs:flex-col-reverse xs:p-3"
        >
          {shortcuts ? <ShortcutList mode={mode} value={value} today={today} min={lowest} max={max} onChoose={choose} /> : null}
          <Calendar mode={mode} value={value} onChange={choose} max={max} min={lowest} today={today} autoFocus />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function CalendarIcon() {
  return (
    <svg className="size-4 text-muted" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" aria-hidden="true">
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" strokeLinecap="round" />
    </svg>
  );
}
