import type { GiftProduct } from '@salespulse/contract/gifts';
import type { ReactNode } from 'react';
import { errorMessage } from '@/shared/lib/report-violations';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { SectionCard } from '@/shared/ui/section-card';
import { Spinner } from '@/shared/ui/spinner';
import { useGiftProducts, type GiftShelf } from '../api/gift-products';
import { GiftProductRow } from './gift-product-row';

type GiftProductListProps = {
  projectId: string;
  shelf: GiftShelf;
  title: string;
  /** The line under the title, from the number of gifts on the shelf. */
  summary: (total: number) => string;
  /** Buttons on the right of the title. */
  actions?: ReactNode;
  /** What shows when the shelf is empty. */
  empty: ReactNode;
  /** Buttons of one gift (none: a read-only list). */
  rowActions?: (gift: GiftProduct) => ReactNode;
};

/** One shelf of gifts (on offer or archived) with its loading, error and empty states, 30 at a time. */
export function GiftProductList({ projectId, shelf, title, summary, actions, empty, rowActions }: GiftProductListProps) {
  const { t } = useTranslation('gift-catalogue');
  const query = useGiftProducts(projectId, shelf);
  const gifts = query.data?.pages.flatMap((page) => page['hydra:member']) ?? [];
  const total = query.data?.pages[0]?.['hydra:totalItems'] ?? 0;

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" className="flex justify-center py-10">
        <Spinner />
        <span className="sr-only">{t('list.loading')}</span>
      </div>
    );
  } else if (query.isError && !query.data) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
        <p className="text-sm font-medium text-error-text">{t('list.loadError')}</p>
        <p className="text-sm text-txt-secondary">{errorMessage(query.error, t('errors.generic'))}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  } else if (gifts.length === 0) {
    body = empty;
  } else {
    body = (
      <ul aria-busy={query.isFetching || undefined} className="divide-y divide-basic-border">
        {gifts.map((gift) => (
          <GiftProductRow key={gift.id} gift={gift} actions={rowActions?.(gift)} />
        ))}
      </ul>
    );
  }

  return (
    <SectionCard
      title={title}
      description={total > 0 ? <span aria-live="polite">{summary(total)}</span> : undefined}
      actions={actions}
      className="overflow-hidden"
      flush
    >
      {body}
      {query.hasNextPage ? (
        <div className="flex justify-center border-t border-basic-border px-4 py-3">
          <Button variant="secondary" status={query.isFetchingNextPage ? 'pending' : 'idle'} onClick={() => void query.fetchNextPage()}>
            {t('list.showMore')}
          </Button>
        </div>
      ) : null}
    </SectionCard>
  );
}
