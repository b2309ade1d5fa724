export type FormErrorProps = {
  message?: string | null;
  className?: string;
};

/** The message above a form when the whole submission failed (not one field). */
export function FormError({ message, className }: FormErrorProps) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className={[
        'flex items-start gap-2 rounded-md border border-error/30 bg-error-soft px-3 py-2.5 text-sm text-error-text',
        className ?? '',
      ].join(' ')}
    >
      <svg className="mt-0.5 size-4 shrink-0" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7.5v5.5M12 16.5v.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{message}</span>
    </div>
  );
}
