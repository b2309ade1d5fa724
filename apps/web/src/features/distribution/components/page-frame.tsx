import type { ReactNode } from 'react';

type PageFrameProps = { title: string; subtitle?: string; actions?: ReactNode; nav?: ReactNode; children: ReactNode };

/** The frame of every distribution screen: heading, subtitle, actions on the right, content. */
export function PageFrame({ title, subtitle, actions, nav, children }: PageFrameProps) {
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col px-8 py-8 sm:px-3 sm:py-5">
      <div className="flex items-start justify-between gap-4 sm:flex-col">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-semibold tracking-tight text-txt sm:text-xl">{title}</h1>
          {subtitle ? <p className="mt-1 max-w-2xl text-sm text-pretty text-txt-secondary">{subtitle}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 gap-2 sm:w-full">{actions}</div> : null}
      </div>
      {nav}
      <div className="mt-6 flex flex-col gap-6">{children}</div>
    </section>
  );
}
