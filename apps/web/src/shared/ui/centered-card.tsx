import { useId, type ReactNode } from 'react';

type CenteredCardProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Shown above the heading: an avatar or an icon badge. */
  media?: ReactNode;
  align?: 'start' | 'center';
  children?: ReactNode;
};

/** A single card in the middle of a standalone page (create project, invitation, notices). */
export function CenteredCard({ title, description, media, align = 'start', children }: CenteredCardProps) {
  const headingId = useId();
  const centered = align === 'center';
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-12 xs:items-start xs:py-8 bg-[radial-gradient(ellipse_80%_50%_at_50%_-10%,var(--accent-soft),transparent)]">
      <section
        aria-labelledby={headingId}
        className={`w-full max-w-[28rem] rounded-lg border border-basic-border bg-basic-surface p-8 shadow-pop xs:p-5 ${centered ? 'text-center' : ''}`}
      >
        {media ? <div className={`mb-5 flex ${centered ? 'justify-center' : ''}`}>{media}</div> : null}
        <h1 id={headingId} className="text-2xl font-semibold tracking-tight text-balance text-txt">
          {title}
        </h1>
        {description ? <p className="mt-2 text-sm text-pretty text-txt-secondary">{description}</p> : null}
        {children ? <div className="mt-6">{children}</div> : null}
      </section>
    </div>
  );
}
