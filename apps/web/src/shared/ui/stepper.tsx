import { type KeyboardEvent, type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

export type StepperProps = {
  label: string;
  /** The field's text: a form keeps what was typed, so a wrong value can be named by validation. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  min: number;
  max: number;
  step?: number;
  name?: string;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A number inside [min, max]; a text that is no number is left for validation to name. */
export function clampStep(text: string, min: number, max: number): string {
  const trimmed = text.trim();
  if (trimmed === '' || !Number.isFinite(Number(trimmed))) return text;
  return String(Math.min(max, Math.max(min, Number(trimmed))));
}

const buttonClass =
  'flex w-11 shrink-0 items-center justify-center text-lg font-semibold text-txt-secondary transition-colors ' +
  'hover:bg-basic-subtle hover:text-txt disabled:cursor-not-allowed disabled:text-muted disabled:hover:bg-transparent ' +
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-ring';

/**
 * The numeric stepper (spec section 5: it "clamps between min and max"): − and + move by `step`
 * and stop at the bounds (their button disabled there), so do the arrow keys, and a typed number
 * outside the bounds is brought to the nearest one when the field is left. A text input with the
 * spinbutton role rather than type=number: a wheel over it changes nothing, and the value is
 * announced with its bounds.
 */
export function Stepper({ label, value, onChange, onBlur, min, max, step = 1, name, hint, error, ref }: StepperProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const number = value.trim() === '' ? Number.NaN : Number(value);
  const known = Number.isFinite(number);
  const stepBy = (direction: 1 | -1) => {
    const from = known ? number : direction > 0 ? min - step : max + step;
    onChange(clampStep(String(from + direction * step), min, max));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const direction = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (direction === 0) return;
    event.preventDefault();
    stepBy(direction);
  };
  const describedBy = [error ? errorId : '', hint && !error ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-txt">
        {label}
      </label>
      <div
        className={[
          'flex min-h-11 overflow-hidden rounded-md border bg-basic-surface shadow-card focus-within:ring-3',
          error
            ? 'border-error focus-within:ring-error/25'
            : 'border-basic-border-strong focus-within:border-accent focus-within:ring-accent-ring/25',
        ].join(' ')}
      >
        <button
          type="button"
          className={buttonClass}
          aria-label={t('stepper.decrease', { label })}
          disabled={known && number <= min}
          onClick={() => stepBy(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          ref={ref}
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          role="spinbutton"
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={known ? number : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            const clamped = clampStep(value, min, max);
            if (clamped !== value) onChange(clamped);
            onBlur?.();
          }}
          className="min-w-0 flex-1 border-x border-basic-border bg-transparent px-3 py-2 text-center text-sm text-txt tabular-nums outline-none xs:text-base"
        />
        <button
          type="button"
          className={buttonClass}
          aria-label={t('stepper.increase', { label })}
          disabled={known && number >= max}
          onClick={() => stepBy(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-error-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}
