import type { ReactNode } from 'react';

type DataTableProps = {
  /** Read by screen readers only: the section's heading already names the table. */
  caption: string;
  /** The header cells. */
  columns: ReactNode;
  /** The rows. */
  children: ReactNode;
};

/** A full-width table of records that scrolls sideways rather than squeezing its columns. */
export function DataTable({ caption, columns, children }: DataTableProps) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-basic-border">
          <tr>{columns}</tr>
        </thead>
        <tbody className="divide-y divide-basic-border">{children}</tbody>
      </table>
    </div>
  );
}

type CellProps = { className?: string; children?: ReactNode };

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export function HeaderCell({ align = 'left', className, children }: CellProps & { align?: 'left' | 'right' }) {
  return (
    <th
      scope="col"
      className={classes(
        'px-4 py-2.5 text-xs font-medium whitespace-nowrap text-txt-secondary first:pl-6 last:pr-6',
        align === 'right' ? 'text-right' : 'text-left',
        className,
      )}
    >
      {children}
    </th>
  );
}

export function DataRow({ children }: { children: ReactNode }) {
  return <tr className="hover:bg-basic-subtle/50">{children}</tr>;
}

export function DataCell({ className, children }: CellProps) {
  return <td className={classes('px-4 py-3 align-top first:pl-6 last:pr-6', className)}>{children}</td>;
}
