import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { type DayRange, daysBetween } from '@/shared/ui/calendar/calendar-days';
import { DatePicker } from '@/shared/ui/calendar/date-picker';

type DaysFieldProps = {
  /** A new contest chooses both days; an existing one only its last. */
  mode: 'range' | 'end';
  value: DayRange;
  onChange: (days: DayRange) => void;
  min: string;
  max: string;
  today: string;
  error?: string;
};

/** The shared calendar in a popup, with the length as a hint and a refusal (past, too long) below. */
export function DaysField({ mode, value, onChange, min, max, today, error }: DaysFieldProps) {
  const { t } = useTranslation('points');
  const messageId = `${useId()}-message`;
  const label = mode === 'range' ? t('contests.form.days') : t('contests.form.lastDay');
  return (
    <fieldset aria-describedby={messageId} className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-txt">{label}</legend>
      <DatePicker
        mode={mode === 'range' ? 'range' : 'single'}
        value={mode === 'range' ? value : { from: value.to, to: value.to }}
        onChange={(range) => onChange(mode === 'range' ? range : { from: value.from, to: range.to })}
        min={min}
        max={max}
        today={today}
        label={label}
        shortcuts={false}
        className={['w-fit', error ? 'border-error!' : ''].join(' ')}
      />
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-error-text">
          {error}
        </p>
      ) : (
        <p id={messageId} className="text-xs text-muted">
          {t('contests.form.daysHint', { count: daysBetween(value.from, value.to) + 1 })}
        </p>
      )}
    </fieldset>
  );
}
