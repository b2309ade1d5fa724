import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { IconChevronLeft, IconChevronRight } from '@/shared/ui/icons';

type PagerProps = { page: number; pages: number; onPage: (page: number) => void };

export function Pager({ page, pages, onPage }: PagerProps) {
  const { t } = useTranslation('points');
  if (pages <= 1) return null;
  return (
    <nav className="flex items-center justify-end gap-2 border-t border-basic-border px-6 py-3 sm:px-4" aria-label={t('history.pagination')}>
      <Button variant="secondary" aria-label={t('history.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <IconChevronLeft className="size-4" />
      </Button>
      <span className="px-2 text-sm text-txt-secondary tabular-nums" aria-live="polite">
        {t('history.page', { page, pages })}
      </span>
      <Button variant="secondary" aria-label={t('history.next')} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <IconChevronRight className="size-4" />
      </Button>
    </nav>
  );
}
