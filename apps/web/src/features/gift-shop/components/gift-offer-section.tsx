import type { GiftProduct } from '@salespulse/contract/gifts';
import { hasPermission } from '@salespulse/contract/permissions';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatCount } from '@/shared/analytics/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { useSessionStore } from '@/shared/stores/session-store';
import { Button, buttonClassName } from '@/shared/ui/button';
import { SectionCard } from '@/shared/ui/section-card';
import { useGiftProducts } from '../api/gift-products';
import { GiftOfferCard } from './gift-offer-card';
import { RequestGiftDialog } from './request-gift-dialog';
import { ListEmpty, ListLoading } from './request-list-states';

type GiftOfferSectionProps = {
  projectId: string;
  /** The caller's balance; undefined while it loads. */
  balance: number | undefined;
};

function BalanceBadge({ balance }: { balance: number | undefined }) {
  const { t } = useTranslation('gift-requests');
  if (balance === undefined) return <span className="h-9 w-40 animate-pulse rounded-full bg-basic-subtle" aria-hidden="true" />;
  return (
    <p aria-live="polite" className="rounded-full bg-accent-soft px-4 py-2 text-sm font-semibold text-accent-text tabular-nums">
      {t('balance.text', { count: balance, formatted: formatCount(balance) })}
    </p>
  );
}

/** The gifts on the shelf, each with what it costs and a way to ask for it. */
export function GiftOfferSection({ projectId, balance }: GiftOfferSectionProps) {
  const { t } = useTranslation('gift-requests');
  const gifts = useGiftProducts(projectId, 'offer');
  const [requesting, setRequesting] = useState<GiftProduct | null>(null);
  const canEdit = hasPermission(
    useSessionStore((state) => state.role),
    'gifts.edit',
  );
  if (gifts.error) throw gifts.error;
  const list = gifts.data?.pages.flatMap((page) => page['hydra:member']);

  return (
    <SectionCard title={t('offer.title')} description={t('offer.description')} actions={<BalanceBadge balance={balance} />}>
      {!list ? (
        <ListLoading />
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center">
          <ListEmpty>{t('offer.empty')}</ListEmpty>
          {/* Whoever can fill the shelf is shown where. */}
          {canEdit ? (
            <Link to={paths.giftCatalogue} className={`${buttonClassName({ variant: 'secondary' })} -mt-4 mb-6`}>
              {t('offer.addInCatalogue')}
            </Link>
          ) : null}
        </div>
      ) : (
        <ul aria-label={t('offer.title')} className="grid grid-cols-3 gap-4 lg:grid-cols-2 sm:grid-cols-1">
          {list.map((gift) => (
            <GiftOfferCard key={gift.id} gift={gift} balance={balance} onRequest={() => setRequesting(gift)} />
          ))}
        </ul>
      )}
      {gifts.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" status={gifts.isFetchingNextPage ? 'pending' : 'idle'} onClick={() => void gifts.fetchNextPage()}>
            {t('offer.showMore')}
          </Button>
        </div>
      ) : null}
      {requesting && balance !== undefined ? (
        <RequestGiftDialog projectId={projectId} gift={requesting} balance={balance} onClose={() => setRequesting(null)} />
      ) : null}
    </SectionCard>
  );
}
