import type { ReactNode } from 'react';
import type { SortState } from '../sorting';

type SortableHeaderProps<K extends string> = {
  column: K;
  sort: SortState<K>;
  onSort: (column: K) => void;
  children: ReactNode;
  align?: 'left' | 'right';
  className?: string;
};

/**
 * A column header that sorts by its column: ascending first, flipped on a second click. The
 * direction is announced through aria-sort.
 */
export function SortableHeader<K extends string>({ column, sort, onSort, children, align = 'right', className }: SortableHeaderProps<K>) {
  const active = sort.key === column;
  const direction = active ? sort.direction : undefined;
  return (
    <th
      scope="col"
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
      className={['px-3 py-2 font-medium whitespace-nowrap', align === 'right' ? 'text-right' : 'text-left', className ?? ''].join(' ')}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={[
          'inline-flex min-h-9 items-center gap-1 rounded px-1 -mx-1 transition-colors hover:text-txt',
          align === 'right' ? 'flex-row-reverse' : '',
          active ? 'font-semibold text-txt' : '',
        ].join(' ')}
      >
        <span>{children}</span>
        <SortIcon direction={direction} />
      </button>
    </th>
  );
}

function SortIcon({ direction }: { direction: 'asc' | 'desc' | undefined }) {
  return (
    <svg
      className={['size-3.5 shrink-0', direction ? 'text-accent-text' : 'text-muted/60'].join(' ')}
      viewBox="0 0 16 16"
      fill="none"
      aria-hidden="true"
    >
      <path
        d="M5 6.5 8 3.5l3 3"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity={direction === 'desc' ? 0.35 : 1}
      />
      <path
        d="M5 9.5 8 12.5l3-3"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity={direction === 'asc' ? 0.35 : 1}
      />
    </svg>
  );
}
