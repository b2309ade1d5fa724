import type { GiftProduct } from '@salespulse/contract/gifts';
import { useId } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { usePoints } from '../lib/request-format';
import { GiftPicture } from './gift-picture';

type GiftOfferCardProps = {
  gift: GiftProduct;
  /** The caller's balance; undefined while it loads (the button waits). */
  balance: number | undefined;
  onRequest: () => void;
};

export function GiftOfferCard({ gift, balance, onRequest }: GiftOfferCardProps) {
  const { t } = useTranslation('gift-requests');
  const points = usePoints();
  const reasonId = useId();
  const short = balance !== undefined && balance < gift.price;
  // The picture heads the card; on a phone, where cards stack, it sits beside the text instead.
  return (
    <li className="flex min-w-0 flex-col overflow-hidden rounded-md border border-basic-border bg-basic-surface shadow-card sm:flex-row sm:items-start">
      <GiftPicture
        src={gift.image?.contentUrl ?? null}
        alt={gift.name}
        aspect="aspect-3/2 sm:aspect-4/3"
        outlined={false}
        className="w-full border-b border-basic-border sm:mt-4 sm:ml-4 sm:w-24 sm:rounded-md sm:border"
      />
      <div className="flex min-w-0 flex-1 flex-col self-stretch p-4">
        <div className="flex items-start justify-between gap-3 sm:flex-col sm:gap-1.5">
          <h3 className="min-w-0 font-semibold break-words text-txt">{gift.name}</h3>
          <span className="shrink-0 rounded-full bg-special-soft px-2.5 py-0.5 text-sm font-semibold text-special-text tabular-nums">
            <span className="sr-only">{t('offer.price')}: </span>
            {points(gift.price)}
          </span>
        </div>
        {gift.description ? <p className="mt-1.5 text-sm break-words whitespace-pre-line text-txt-secondary">{gift.description}</p> : null}
        <div className="mt-auto flex flex-wrap items-center justify-end gap-x-3 gap-y-2 pt-4">
          {short ? (
            <p id={reasonId} className="mr-auto text-xs font-medium text-muted">
              {t('offer.notEnough')}
            </p>
          ) : null}
          <Button
            variant="secondary"
            disabled={balance === undefined || short}
            aria-label={t('offer.requestOf', { name: gift.name })}
            aria-describedby={short ? reasonId : undefined}
            onClick={onRequest}
          >
            {t('offer.request')}
          </Button>
        </div>
      </div>
    </li>
  );
}
