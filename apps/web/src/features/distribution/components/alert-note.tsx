import type { ReactNode } from 'react';

/** A warning block: an icon, a sentence and an optional hint. */
export function AlertNote({ children, hint }: { children: ReactNode; hint?: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2.5 rounded-md border border-error/30 bg-error-soft px-3 py-2.5 text-sm text-error-text"
    >
      <svg className="mt-0.5 size-4 shrink-0" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <path d="M12 3.5 2.5 20h19L12 3.5Z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path d="M12 10v4.5M12 17.5v.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p>
        <span className="font-medium">{children}</span>
        {hint ? <span className="block text-error-text/90">{hint}</span> : null}
      </p>
    </div>
  );
}
