import { type ReactNode, useId } from 'react';

type WidgetCardProps = {
  title: string;
  /** The figure's label ("Payments"), under the title unless the title already says it. */
  label: string;
  /** "Teams: Hunters" for a widget limited to teams. */
  teams?: string;
  /** A wide widget (bars) takes two columns of the grid. */
  wide?: boolean;
  children: ReactNode;
};

// A total is as tall as its title and number: stretched to the height of the bars beside it, it
// was a 530-pixel tile with its number at the bottom.
const height = (wide: boolean) => (wide ? '' : 'self-start');

// Bars take two columns and two rows, so the totals beside them fill the rows under one another
// instead of leaving a hole the height of a ranking (the grid packs them densely).
const span = (wide: boolean) => (wide ? 'col-span-2 row-span-2' : 'col-span-1');

/** The frame of every widget: its title and figure, then the view. */
export function WidgetCard({ title, label, teams, wide = false, children }: WidgetCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`flex min-w-0 flex-col gap-3 rounded-lg border border-basic-border bg-basic-surface p-5 shadow-card sm:p-4 ${span(wide)} ${height(wide)}`}
    >
      <header className="min-w-0">
        <h2 id={headingId} className="truncate text-base font-semibold text-txt">
          {title}
        </h2>
        {label === title ? null : <p className="text-xs text-txt-secondary">{label}</p>}
        {teams ? <p className="truncate text-xs text-txt-secondary">{teams}</p> : null}
      </header>
      {children}
    </section>
  );
}

/** A widget's place while its figures load. */
export function WidgetSkeleton({ wide = false }: { wide?: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={`flex flex-col gap-3 rounded-lg border border-basic-border bg-basic-surface p-5 shadow-card sm:p-4 ${span(wide)} ${height(wide)}`}
    >
      <span className="h-4 w-1/2 animate-pulse rounded-sm bg-basic-subtle" />
      <span className="h-3 w-1/4 animate-pulse rounded-sm bg-basic-subtle" />
      <span className={`${wide ? 'h-40' : 'h-10 w-2/3'} animate-pulse rounded-md bg-basic-subtle`} />
    </div>
  );
}
