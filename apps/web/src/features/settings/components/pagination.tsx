import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { IconChevronLeft, IconChevronRight } from '@/shared/ui/icons';

type PaginationProps = { page: number; pages: number; onPage: (page: number) => void };

export function Pagination({ page, pages, onPage }: PaginationProps) {
  const { t } = useTranslation('settings');
  if (pages <= 1) return null;
  return (
    <nav className="flex items-center justify-end gap-2" aria-label={t('employees.page', { page, pages })}>
      <Button variant="secondary" aria-label={t('employees.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <IconChevronLeft className="size-4" />
      </Button>
      <span className="px-2 text-sm text-txt-secondary tabular-nums">{t('employees.page', { page, pages })}</span>
      <Button variant="secondary" aria-label={t('employees.next')} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <IconChevronRight className="size-4" />
      </Button>
    </nav>
  );
}
