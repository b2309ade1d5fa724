import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconChevronLeft } from './icons';

type PageFrameProps = {
  title: ReactNode;
  /** Phrasing content only (text, badges): it sits in a paragraph. */
  subtitle?: ReactNode;
  /** A second, quieter line under the subtitle. */
  note?: ReactNode;
  /** A link back to the list, for the create and edit pages. */
  back?: { to: string; label: string };
  /** Buttons or links on the right of the heading; full width on a phone. */
  actions?: ReactNode;
  /** The area's section links, between the heading and the content. */
  nav?: ReactNode;
  /** For a wide table (the employees): the width of a large screen rather than a form's. */
  wide?: boolean;
  children: ReactNode;
};

/** The frame of a project-settings or distribution screen: heading, subtitle, actions, content. */
export function PageFrame({ title, subtitle, note, back, actions, nav, wide = false, children }: PageFrameProps) {
  return (
    <section className={`mx-auto flex w-full ${wide ? 'max-w-7xl' : 'max-w-5xl'} flex-col px-8 py-8 sm:px-3 sm:py-5`}>
      {back ? (
        <Link
          to={back.to}
          className="mb-3 inline-flex w-fit items-center gap-1 rounded text-sm font-medium text-txt-secondary hover:text-txt"
        >
          <IconChevronLeft className="size-4" />
          {back.label}
        </Link>
      ) : null}
      <div className="flex items-start justify-between gap-4 sm:flex-col">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-txt sm:text-xl">{title}</h1>
          {subtitle ? <p className="mt-1 max-w-2xl text-sm text-pretty text-txt-secondary">{subtitle}</p> : null}
          {note ? <p className="mt-1 text-sm text-muted">{note}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 gap-2 sm:w-full">{actions}</div> : null}
      </div>
      {nav}
      <div className="mt-6 flex flex-col gap-6">{children}</div>
    </section>
  );
}
