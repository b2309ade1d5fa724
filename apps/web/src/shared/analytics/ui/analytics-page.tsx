import type { ReactNode } from 'react';
import { usePageTitle } from '@/shared/lib/use-page-title';

type AnalyticsPageProps = {
  title: string;
  /** Buttons beside the title (export). */
  actions?: ReactNode;
  filters?: ReactNode;
  /** Freshness, sync warnings. */
  notes?: ReactNode;
  children: ReactNode;
  /** A side column beside the content on wide screens (tips). */
  aside?: ReactNode;
};

/** The frame every analytics screen shares: title and actions, filters, notes, then the figures. */
export function AnalyticsPage({ title, actions, filters, notes, children, aside }: AnalyticsPageProps) {
  usePageTitle(title);
  return (
    <section className="mx-auto flex w-full max-w-[100rem] min-w-0 flex-col gap-4 px-8 py-8 xl:px-6 sm:px-3 sm:py-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-txt sm:text-xl">{title}</h1>
        {actions ? <div className="flex flex-wrap items-center gap-2 sm:w-full">{actions}</div> : null}
      </header>
      {filters}
      {notes}
      {aside ? (
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)_18rem] items-start gap-4 lg:grid-cols-1">
          <div className="flex min-w-0 flex-col gap-4">{children}</div>
          {aside}
        </div>
      ) : (
        children
      )}
    </section>
  );
}
