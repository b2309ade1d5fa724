import { useId, type ReactNode } from 'react';
import { Wordmark } from './wordmark';

type AuthLayoutProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
};

/** The centred card every account screen sits in. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const headingId = useId();
  return (
    <main
      className={
        'flex min-h-full flex-col items-center justify-center bg-basic-bg px-4 py-12 xs:justify-start xs:py-8 ' +
        'bg-[radial-gradient(ellipse_80%_50%_at_50%_-10%,var(--accent-soft),transparent)]'
      }
    >
      <div className="w-full max-w-[26rem]">
        <div className="mb-8 xs:mb-6">
          <Wordmark />
        </div>
        <section aria-labelledby={headingId} className="rounded-lg border border-basic-border bg-basic-surface p-8 shadow-pop xs:p-5">
          <h1 id={headingId} className="text-2xl font-semibold tracking-tight text-txt">
            {title}
          </h1>
          {subtitle && <p className="mt-1.5 text-sm text-txt-secondary">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </section>
      </div>
    </main>
  );
}
