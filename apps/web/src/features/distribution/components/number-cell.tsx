import { useId, type InputHTMLAttributes, type Ref } from 'react';

type NumberCellProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** The accessible name ("Weight of Rita"); the visible column label sits above on small screens. */
  label: string;
  shortLabel: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A number input inside a table row: named for screen readers, its error right below it. */
export function NumberCell({ label, shortLabel, error, ref, className, ...inputProps }: NumberCellProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['flex flex-col gap-1', className ?? ''].join(' ').trim()}>
      <span aria-hidden="true" className="hidden text-xs text-muted sm:block">
        {shortLabel}
      </span>
      <input
        ref={ref}
        id={id}
        type="number"
        inputMode="numeric"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={[
          'block min-h-11 w-full rounded-md border bg-basic-surface px-3 py-2 text-sm text-txt tabular-nums shadow-card outline-none',
          'placeholder:text-muted focus:ring-3 xs:text-base',
          error
            ? 'border-error focus:border-error focus:ring-error/25'
            : 'border-basic-border-strong hover:border-muted focus:border-accent focus:ring-accent-ring/25',
        ].join(' ')}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-error-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}
