import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { useLengthLimit } from '@/shared/lib/use-length-limit';

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  /** Says what the field takes and how long it may be; the error replaces it. */
  hint: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

// TextField is one line; a description or a comment wants a few. Same look, same error wiring.
export function TextAreaField({ label, hint, error, ref, onPaste, onBeforeInput, onChange, ...props }: TextAreaFieldProps) {
  const id = useId();
  const limit = useLengthLimit<HTMLTextAreaElement>(props.maxLength, { onPaste, onBeforeInput, onChange });
  const messageId = `${id}-message`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-txt">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={messageId}
        className={[
          'block w-full resize-y rounded-md border bg-basic-surface px-3 py-2 text-sm text-txt shadow-card outline-none',
          'transition-[color,border-color,box-shadow] duration-150 placeholder:text-muted focus:ring-3 xs:text-base',
          error
            ? 'border-error focus:border-error focus:ring-error/25'
            : 'border-basic-border-strong hover:border-muted focus:border-accent focus:ring-accent-ring/25',
        ].join(' ')}
        {...props}
        {...limit.handlers}
      />
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-error-text">
          {error}
        </p>
      ) : (
        <p id={messageId} className="text-xs text-muted">
          {limit.notice ? <span role="status">{limit.notice}</span> : hint}
        </p>
      )}
    </div>
  );
}
