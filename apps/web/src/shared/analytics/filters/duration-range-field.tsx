import type { DurationRange } from '@salespulse/contract/analytics';
import { durationRangeSchema } from '@salespulse/contract/analytics';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

type DurationRangeFieldProps = {
  value: DurationRange | null;
  onChange: (range: DurationRange | null) => void;
};

const inputClass =
  'block min-h-11 w-24 rounded-md border border-basic-border-strong bg-basic-surface px-3 text-sm text-txt tabular-nums shadow-card ' +
  'placeholder:text-muted focus:border-accent focus:ring-3 focus:ring-accent-ring/25 focus:outline-none aria-invalid:border-error sm:w-full xs:text-base';

const toText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const toNumber = (text: string) => (text.trim() === '' ? null : Math.max(0, Math.trunc(Number(text))));

/** Spec §2: "Call duration (sec)", a from-to range applied when a field is left or Enter is pressed. */
export function DurationRangeField({ value, onChange }: DurationRangeFieldProps) {
  const { t } = useTranslation('analytics');
  const id = useId();
  const [min, setMin] = useState(toText(value?.min));
  const [max, setMax] = useState(toText(value?.max));
  const [shown, setShown] = useState(value);
  // The URL may change the range from outside (back button, reset): the fields follow it.
  if (shown !== value) {
    setShown(value);
    setMin(toText(value?.min));
    setMax(toText(value?.max));
  }
  const candidate = { min: toNumber(min), max: toNumber(max) };
  const valid = durationRangeSchema.safeParse(candidate).success && !Number.isNaN(candidate.min) && !Number.isNaN(candidate.max);

  const commit = () => {
    if (!valid) return;
    const next = candidate.min === null && candidate.max === null ? null : candidate;
    if ((next?.min ?? null) === (value?.min ?? null) && (next?.max ?? null) === (value?.max ?? null)) return;
    onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-1 sm:w-full">
      <span id={`${id}-label`} className="text-xs font-medium text-txt-secondary">
        {t('filters.duration')}
      </span>
      <div className="flex items-center gap-2">
        <input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className={inputClass}
          aria-label={t('filters.durationMin')}
          placeholder={t('filters.durationFrom')}
          value={min}
          aria-invalid={!valid || undefined}
          aria-describedby={!valid ? `${id}-error` : undefined}
          onChange={(e) => setMin(e.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <span aria-hidden="true" className="text-muted">
          –
        </span>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className={inputClass}
          aria-label={t('filters.durationMax')}
          placeholder={t('filters.durationTo')}
          value={max}
          aria-invalid={!valid || undefined}
          aria-describedby={!valid ? `${id}-error` : undefined}
          onChange={(e) => setMax(e.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
      </div>
      {!valid ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-error-text">
          {t('filters.durationInvalid')}
        </p>
      ) : null}
    </div>
  );
}
