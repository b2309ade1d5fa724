import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconChevronLeft } from '@/shared/ui/icons';

type BoardPageProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A link back to the list, for the create and edit pages. */
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
};

/** The frame of the custom-board settings screens, matching the other project-settings pages. */
export function BoardPage({ title, subtitle, back, actions, children }: BoardPageProps) {
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col px-8 py-8 sm:px-3 sm:py-5">
      {back ? (
        <Link to={back.to} className="mb-3 inline-flex w-fit items-center gap-1 rounded text-sm font-medium text-txt-secondary hover:text-txt">
          <IconChevronLeft className="size-4" />
          {back.label}
        </Link>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-txt sm:text-xl">{title}</h1>
          {subtitle ? <p className="mt-1 text-sm text-txt-secondary">{subtitle}</p> : null}
        </div>
        {actions}
      </div>
      <div className="mt-6 flex flex-col gap-6">{children}</div>
    </section>
  );
}
