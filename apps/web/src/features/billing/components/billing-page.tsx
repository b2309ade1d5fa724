import type { ReactNode } from 'react';

/** The frame of the subscription screen, matching the other project-settings pages. */
export function BillingPage({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col px-8 py-8 sm:px-3 sm:py-5">
      <h1 className="text-2xl font-semibold tracking-tight text-txt sm:text-xl">{title}</h1>
      <p className="mt-1 text-sm text-txt-secondary">{subtitle}</p>
      <div className="mt-6 flex flex-col gap-6">{children}</div>
    </section>
  );
}
