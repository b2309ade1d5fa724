import type { GiftRequest } from '@salespulse/contract/gifts';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useFormatDateTime, usePoints } from '../lib/request-format';
import { RequestStatusBadge } from './request-status-badge';

export type HistoryView = { rows: GiftRequest[]; showEmployee: boolean };

const head = 'px-4 py-2.5 text-xs font-medium whitespace-nowrap text-txt-secondary first:pl-6 last:pr-6';
const cell = 'px-4 py-3 align-top first:pl-6 last:pr-6';

export function HistoryTable({ rows, showEmployee }: HistoryView) {
  const { t } = useTranslation('gift-requests');
  const points = usePoints();
  const formatDateTime = useFormatDateTime();
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('history.caption')}</caption>
        <thead className="border-b border-basic-border">
          <tr>
            <th scope="col" className={`${head} text-left`}>
              {t('history.status')}
            </th>
            {showEmployee ? (
              <th scope="col" className={`${head} text-left`}>
                {t('history.employee')}
              </th>
            ) : null}
            <th scope="col" className={`${head} text-left`}>
              {t('history.gift')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('history.price')}
            </th>
            <th scope="col" className={`${head} text-left`}>
              {t('history.decidedBy')}
            </th>
            <th scope="col" className={`${head} text-left`}>
              {t('history.decidedAt')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-basic-border">
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-basic-subtle/50">
              <td className={cell}>
                <RequestStatusBadge status={row.status} />
              </td>
              {showEmployee ? <td className={`${cell} font-medium text-txt`}>{row.employee.name}</td> : null}
              <td className={`${cell} max-w-64 break-words text-txt`}>{row.giftProduct.name}</td>
              <td className={`${cell} text-right font-semibold whitespace-nowrap text-txt tabular-nums`}>{points(row.price)}</td>
              <td className={`${cell} text-txt-secondary`}>{row.decidedBy?.name ?? <span className="text-muted">—</span>}</td>
              <td className={`${cell} whitespace-nowrap text-txt-secondary tabular-nums`}>
                {row.decidedAt ? <time dateTime={row.decidedAt}>{formatDateTime(row.decidedAt)}</time> : <span className="text-muted">—</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
