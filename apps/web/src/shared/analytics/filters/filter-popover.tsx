import { Popover } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';

export const filterTriggerClass =
  'inline-flex min-h-11 max-w-full items-center gap-2 rounded-md border border-basic-border-strong bg-basic-surface px-3 text-sm ' +
  'text-txt shadow-card transition-colors hover:bg-basic-subtle data-[state=open]:border-accent sm:w-full';

type FilterPopoverProps = {
  label: string;
  /** What is chosen, shown on the trigger ("All", "3 selected"). */
  summary: string;
  /** Marks the trigger when the filter narrows the data. */
  active?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
  className?: string;
  /** A wider popup, for editors rather than lists. */
  wide?: boolean;
};

/** A filter's button and the popup it opens; the popup's name is the filter's label. */
export function FilterPopover({
  label,
  summary,
  active = false,
  open,
  onOpenChange,
  children,
  className,
  wide = false,
}: FilterPopoverProps) {
  const { t } = useTranslation('analytics');
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger
        className={[filterTriggerClass, className ?? ''].join(' ').trim()}
        aria-label={t('filters.trigger', { label, value: summary })}
      >
        <span className="text-muted">{label}</span>
        <span className={['truncate sm:ml-auto', active ? 'font-semibold text-accent-text' : 'font-medium'].join(' ')}>{summary}</span>
        <svg
          className="size-4 shrink-0 text-muted"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
          className={`z-modal flex max-h-[min(36rem,var(--radix-popover-content-available-height))] ${wide ? 'w-[27rem]' : 'w-80'} max-w-[calc(100vw-1rem)] flex-col rounded-lg border border-basic-border bg-basic-raised text-txt shadow-pop focus:outline-none data-[state=open]:animate-pop-in`}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
