import { useId, type Ref, type TextareaHTMLAttributes } from 'react';

type GiftDescriptionFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint: string; error?: string; ref?: Ref<HTMLTextAreaElement> };

// The shared TextField is one line; a description wants a few. Same look, same error wiring.
export function GiftDescriptionField({ label, hint, error, ref, ...props }: GiftDescriptionFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-txt">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={messageId}
        className={[
          'block w-full resize-y rounded-md border bg-basic-surface px-3 py-2 text-sm text-txt shadow-card outline-none',
          'transition-[color,border-color,box-shadow] duration-150 placeholder:text-muted focus:ring-3 xs:text-base',
          error ? 'border-error focus:border-error focus:ring-error/25' : 'border-basic-border-strong hover:border-muted focus:border-accent focus:ring-accent-ring/25',
        ].join(' ')}
        {...props}
      />
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-error-text">
          {error}
        </p>
      ) : (
        <p id={messageId} className="text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
