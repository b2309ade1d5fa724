import { useId, type ReactNode, type Ref } from 'react';

type SectionCardProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links on the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** The body spans the card edge to edge (tables, lists). */
  flush?: boolean;
  /** For a card that appears in place of what had focus: its heading can then take focus. */
  headingRef?: Ref<HTMLHeadingElement>;
};

/** A titled block of a settings page. */
export function SectionCard({ title, description, actions, children, className, flush = false, headingRef }: SectionCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={['rounded-lg border border-basic-border bg-basic-surface shadow-card', className ?? ''].join(' ').trim()}
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-basic-border px-6 py-4 sm:px-4">
        <div className="min-w-0">
          <h2 id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="text-base font-semibold text-txt">
            {title}
          </h2>
          {description ? <p className="mt-0.5 text-sm text-txt-secondary">{description}</p> : null}
        </div>
        {actions}
      </header>
      <div className={flush ? undefined : 'px-6 py-5 sm:px-4'}>{children}</div>
    </section>
  );
}
