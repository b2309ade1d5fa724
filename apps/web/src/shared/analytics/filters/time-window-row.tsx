import { type DateTimeRange, dateTimeRangeSchema } from '@salespulse/contract/analytics';
import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { IconClose } from '@/shared/ui/icons';
import { ALL_DAYS } from '../filter-defaults';

/** The first rule the window breaks, in the contract's words; undefined when it is valid. */
export function windowError(range: DateTimeRange): string | undefined {
  const parsed = dateTimeRangeSchema.safeParse(range);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

// A time input leaves the seconds out when they are zero.
const withSeconds = (value: string) => (value.length === 5 ? `${value}:00` : value);

const fieldClass =
  'block min-h-10 w-full rounded-md border border-basic-border-strong bg-basic-surface px-2 text-sm text-txt tabular-nums ' +
  'focus:border-accent focus:ring-3 focus:ring-accent-ring/25 focus:outline-none xs:text-base';

type TimeWindowRowProps = {
  range: DateTimeRange;
  /** "Range 1", "Exclusion 2": the group's name. */
  name: string;
  removeLabel: string;
  maxDay: string;
  onChange: (range: DateTimeRange) => void;
  onRemove: () => void;
};

export function TimeWindowRow({ range, name, removeLabel, maxDay, onChange, onRemove }: TimeWindowRowProps) {
  const { t } = useTranslation('analytics');
  const id = useId();
  const error = windowError(range);
  const days = new Set(range.daysOfWeek);
  const toggleDay = (day: number) =>
    onChange({
      ...range,
      daysOfWeek: days.has(day) ? range.daysOfWeek.filter((d) => d !== day) : [...range.daysOfWeek, day].sort((a, b) => a - b),
    });

  return (
    <fieldset
      className="relative flex flex-col gap-2 rounded-md border border-basic-border p-3"
      aria-label={name}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <div className="flex min-h-9 items-center pr-10">
        <span aria-hidden="true" className="text-sm font-semibold text-txt">
          {name}
        </span>
      </div>
      <div role="group" aria-label={t('time.days')} className="flex flex-wrap gap-1">
        {ALL_DAYS.map((day) => (
          <button
            key={day}
            type="button"
            aria-pressed={days.has(day)}
            aria-label={t(`weekdays.long.${day}`)}
            onClick={() => toggleDay(day)}
            className={[
              'min-h-9 min-w-11 rounded-md border px-1.5 text-xs font-semibold transition-colors',
              days.has(day)
                ? 'border-accent bg-accent-soft text-accent-text'
                : 'border-basic-border-strong text-txt-secondary hover:bg-basic-subtle',
            ].join(' ')}
          >
            {t(`weekdays.${day}`)}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-2">
        <label className="flex flex-col gap-1 text-xs font-medium text-txt-secondary">
          {t('time.fromTime')}
          <input
            type="time"
            step={60}
            required
            className={fieldClass}
            value={range.fromTime}
            onChange={(e) => e.target.value && onChange({ ...range, fromTime: withSeconds(e.target.value) })}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-txt-secondary">
          {t('time.toTime')}
          <input
            type="time"
            step={60}
            required
            className={fieldClass}
            value={range.toTime}
            onChange={(e) => e.target.value && onChange({ ...range, toTime: withSeconds(e.target.value) })}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-txt-secondary">
          {t('time.fromDate')}
          <input
            type="date"
            max={maxDay}
            className={fieldClass}
            value={range.fromDate ?? ''}
            onChange={(e) => onChange({ ...range, fromDate: e.target.value || null })}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-txt-secondary">
          {t('time.toDate')}
          <input
            type="date"
            max={maxDay}
            className={fieldClass}
            value={range.toDate ?? ''}
            onChange={(e) => onChange({ ...range, toDate: e.target.value || null })}
          />
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-error-text">
          {error}
        </p>
      ) : null}
      {/* Last in the row's tab order, drawn in its corner: opening the editor puts focus on the
          first control, which must not be a button that deletes the only window with one key. */}
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        className="absolute top-3 right-3 grid size-9 place-items-center rounded-md text-muted hover:bg-basic-subtle hover:text-txt"
      >
        <IconClose className="size-4" />
      </button>
    </fieldset>
  );
}
