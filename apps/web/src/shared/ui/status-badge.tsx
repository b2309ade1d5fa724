import type { ReactNode } from 'react';

/**
 * A pill naming a record's status: `tone` colours it (background and text classes) and the dot
 * follows the text colour. The label is always written out, so colour is never the only sign.
 */
export function StatusBadge({ status, tone, children }: { status: string; tone: string; children: ReactNode }) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {children}
    </span>
  );
}
