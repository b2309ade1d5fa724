import { useTranslation } from '@/shared/i18n/use-translation';
import { useFormatDateTime, usePoints } from '../lib/request-format';
import type { HistoryView } from './history-table';
import { RequestStatusBadge } from './request-status-badge';

/** The history on a phone: one card per request, the gift and its status first. */
export function HistoryCards({ rows, showEmployee }: HistoryView) {
  const { t } = useTranslation('gift-requests');
  const points = usePoints();
  const formatDateTime = useFormatDateTime();
  return (
    <ul aria-label={t('history.caption')} className="divide-y divide-basic-border">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-col gap-1 px-4 py-3.5">
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 font-medium break-words text-txt">{row.giftProduct.name}</p>
            <span className="shrink-0 text-sm font-semibold whitespace-nowrap text-txt tabular-nums">{points(row.price)}</span>
          </div>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-txt-secondary">
            <RequestStatusBadge status={row.status} />
            {showEmployee ? <span className="font-medium text-txt">{row.employee.name}</span> : null}
          </div>
          {row.decidedAt ? (
            <p className="text-xs text-muted">
              {row.decidedBy
                ? t('history.decided', { status: t(`status.${row.status}`), name: row.decidedBy.name, date: formatDateTime(row.decidedAt) })
                : t('history.decidedNoName', { status: t(`status.${row.status}`), date: formatDateTime(row.decidedAt) })}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
