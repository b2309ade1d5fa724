import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useLengthLimit } from '@/shared/lib/use-length-limit';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

const inputBase =
  'block w-full min-h-11 rounded-md border bg-basic-surface px-3 py-2 text-sm text-txt shadow-card ' +
  'transition-[color,border-color,box-shadow] duration-150 placeholder:text-muted ' +
  'outline-none focus-visible:outline-none focus:ring-3 ' +
  'disabled:cursor-not-allowed disabled:bg-basic-subtle disabled:text-muted ' +
  // Below 16px iOS zooms into the field on focus.
  'xs:text-base';

const inputValid = 'border-basic-border-strong hover:border-muted focus:border-accent focus:ring-accent-ring/25';

const inputInvalid = 'border-error focus:border-error focus:ring-error/25';

export function TextField({
  label,
  error,
  hint,
  type = 'text',
  id,
  className,
  ref,
  onPaste,
  onBeforeInput,
  onChange,
  ...inputProps
}: TextFieldProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const limit = useLengthLimit<HTMLInputElement>(inputProps.maxLength, { onPaste, onBeforeInput, onChange });
  const shownHint = limit.notice ? <span role="status">{limit.notice}</span> : hint;
  const describedBy = [error ? errorId : '', shownHint ? hintId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['flex flex-col gap-1.5', className ?? ''].join(' ').trim()}>
      <label htmlFor={inputId} className="text-sm font-medium text-txt">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={[inputBase, error ? inputInvalid : inputValid, isPassword ? 'pr-11' : ''].join(' ')}
          {...inputProps}
          {...limit.handlers}
        />
        {isPassword && (
          <button
            type="button"
            aria-label={revealed ? t('actions.hidePassword') : t('actions.showPassword')}
            aria-pressed={revealed}
            aria-controls={inputId}
            onClick={() => setRevealed((value) => !value)}
            className={
              'absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted ' +
              'hover:text-txt focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-ring'
            }
          >
            <EyeIcon crossed={revealed} />
          </button>
        )}
      </div>
      {shownHint && !error && (
        <p id={hintId} className="text-xs text-muted">
          {shownHint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-error-text">
          {error}
        </p>
      )}
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg className="size-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" strokeLinecap="round" />}
    </svg>
  );
}
