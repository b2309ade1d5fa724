import type { GiftRequest } from '@salespulse/contract/gifts';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useFormatDateTime, usePoints } from '../lib/request-format';

type PendingRequestRowProps = {
  request: GiftRequest;
  /** Whose request it is leads the row where requests of several people are listed. */
  showEmployee: boolean;
  actions: ReactNode;
};

export function PendingRequestRow({ request, showEmployee, actions }: PendingRequestRowProps) {
  const { t } = useTranslation('gift-requests');
  const points = usePoints();
  const formatDateTime = useFormatDateTime();
  return (
    <li className="flex items-start gap-4 px-6 py-4 sm:flex-col sm:items-stretch sm:gap-3 sm:px-4">
      <div className="min-w-0 flex-1">
        {showEmployee ? <p className="font-semibold break-words text-txt">{request.employee.name}</p> : null}
        <p className={`flex flex-wrap items-baseline gap-x-2 ${showEmployee ? 'text-sm text-txt-secondary' : 'font-semibold text-txt'}`}>
          <span className="min-w-0 break-words">{request.giftProduct.name}</span>
          <span className="text-sm font-semibold whitespace-nowrap text-special-text tabular-nums">{points(request.price)}</span>
        </p>
        <p className="mt-0.5 text-xs text-muted">
          <time dateTime={request.createdAt}>{t('request.requestedAt', { date: formatDateTime(request.createdAt) })}</time>
        </p>
        {request.comment ? (
          <blockquote className="mt-2 border-l-2 border-basic-border-strong pl-3 text-sm [overflow-wrap:anywhere] whitespace-pre-line text-txt-secondary">
            <span className="sr-only">{t('request.comment')}: </span>
            {request.comment}
          </blockquote>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 sm:w-full sm:*:flex-1">{actions}</div>
    </li>
  );
}
