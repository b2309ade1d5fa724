import type { ReactNode } from 'react';

type SettingsPageProps = {
  title: string;
  subtitle?: string;
  /** For a wide table (the employees): the width of a large screen rather than a form's. */
  wide?: boolean;
  children: ReactNode;
};

/** The frame of a project-settings screen: heading, subtitle, content. */
export function SettingsPage({ title, subtitle, wide = false, children }: SettingsPageProps) {
  return (
    <section className={`mx-auto flex w-full ${wide ? 'max-w-7xl' : 'max-w-5xl'} flex-col px-8 py-8 sm:px-3 sm:py-5`}>
      <h1 className="text-2xl font-semibold tracking-tight text-txt sm:text-xl">{title}</h1>
      {subtitle ? <p className="mt-1 text-sm text-txt-secondary">{subtitle}</p> : null}
      <div className="mt-6 flex flex-col gap-6">{children}</div>
    </section>
  );
}
