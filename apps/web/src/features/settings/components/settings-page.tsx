import type { ReactNode } from 'react';

/** The frame of a project-settings screen: heading, subtitle, content. */
export function SettingsPage({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col px-8 py-8 sm:px-3 sm:py-5">
      <h1 className="text-2xl font-semibold tracking-tight text-txt sm:text-xl">{title}</h1>
      {subtitle ? <p className="mt-1 text-sm text-txt-secondary">{subtitle}</p> : null}
      <div className="mt-6 flex flex-col gap-6">{children}</div>
    </section>
  );
}
