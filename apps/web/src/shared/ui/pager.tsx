import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from './button';
import { IconChevronLeft, IconChevronRight } from './icons';

type PagerProps = {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The accessible name of the pager, e.g. "Request pages". */
  label?: string;
  /** The pager's frame; by default a footer rule across a card (SectionCard `flush`). */
  className?: string;
};

/** Previous and next page of a paged list, with where one is; nothing when there is one page. */
export function Pager({ page, pages, onPage, label, className = 'border-t border-basic-border px-6 py-3 sm:px-4' }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className={`flex items-center justify-end gap-2 ${className}`} aria-label={label ?? t('pagination.label')}>
      <Button variant="secondary" aria-label={t('pagination.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <IconChevronLeft className="size-4" />
      </Button>
      <span className="px-2 text-sm text-txt-secondary tabular-nums" aria-live="polite">
        {t('pagination.page', { page, pages })}
      </span>
      <Button variant="secondary" aria-label={t('pagination.next')} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <IconChevronRight className="size-4" />
      </Button>
    </nav>
  );
}
