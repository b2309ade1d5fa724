import type { GiftProduct } from '@salespulse/contract/gifts';
import type { ReactNode } from 'react';
import { formatCount } from '@/shared/analytics/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { GiftPicture } from './gift-picture';

type GiftProductRowProps = { gift: GiftProduct; actions?: ReactNode };

export function GiftProductRow({ gift, actions }: GiftProductRowProps) {
  const { t } = useTranslation('gift-catalogue');
  return (
    <li className="flex items-start gap-4 px-6 py-4 sm:flex-col sm:gap-3 sm:px-4">
      <div className="flex min-w-0 flex-1 items-start gap-4 sm:w-full sm:gap-3">
        <GiftPicture src={gift.image?.contentUrl ?? null} alt={gift.name} className="w-24 rounded-md sm:w-20" />
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words text-txt">{gift.name}</p>
          {gift.description ? (
            <p className="mt-1 max-w-2xl text-sm break-words whitespace-pre-line text-txt-secondary">{gift.description}</p>
          ) : (
            <p className="mt-1 text-sm text-muted italic">{t('list.noDescription')}</p>
          )}
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-2 sm:w-full sm:justify-between">
        <span className="rounded-full bg-accent-soft px-2.5 py-1 text-sm font-semibold whitespace-nowrap text-accent-text tabular-nums">
          {t('list.price', { count: gift.price, points: formatCount(gift.price) })}
        </span>
        {actions ? <div className="flex items-center gap-1">{actions}</div> : null}
      </div>
    </li>
  );
}
