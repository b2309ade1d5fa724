import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Hides the label visually but keeps it as the accessible name (e.g. a select inside a table row). */
  hideLabel?: boolean;
  ref?: Ref<HTMLSelectElement>;
};

const selectBase =
  'block w-full min-h-11 appearance-none rounded-md border bg-basic-surface py-2 pr-9 pl-3 text-sm text-txt shadow-card ' +
  'transition-[color,border-color,box-shadow] duration-150 outline-none focus-visible:outline-none focus:ring-3 ' +
  'disabled:cursor-not-allowed disabled:bg-basic-subtle disabled:text-muted xs:text-base';

const selectValid = 'border-basic-border-strong hover:border-muted focus:border-accent focus:ring-accent-ring/25';
const selectInvalid = 'border-error focus:border-error focus:ring-error/25';

// A native select: the platform's own picker is the most usable one on phones and for long lists
// (time zones, currencies), and it works with react-hook-form's register().
export function SelectField({ label, error, hint, hideLabel = false, id, className, children, ref, ...selectProps }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  const hintId = `${selectId}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['flex flex-col gap-1.5', className ?? ''].join(' ').trim()}>
      <label htmlFor={selectId} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-txt'}>
        {label}
      </label>
      <div className="relative">
        <select
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={[selectBase, error ? selectInvalid : selectValid].join(' ')}
          {...selectProps}
        >
          {children}
        </select>
        <svg
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
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
