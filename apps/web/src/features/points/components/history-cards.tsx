import { formatCount } from '@/shared/analytics/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { signedPoints } from '../lib/format-points';
import { amountTone, type HistoryView } from './history-table';

/** The history on a phone: one card per transaction instead of six columns. */
export function HistoryCards({ rows, showEmployee, nameOf, formatTime }: HistoryView) {
  const { t } = useTranslation('points');
  return (
    <ul aria-label={t('history.caption')} className="divide-y divide-basic-border">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-col gap-1 px-4 py-3">
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 font-medium break-words text-txt">
              {showEmployee ? nameOf(row.employee) : <time dateTime={row.createdAt}>{formatTime(row.createdAt)}</time>}
            </span>
            <span className={`shrink-0 text-base font-semibold tabular-nums ${amountTone(row.amount)}`}>{signedPoints(row.amount)}</span>
          </div>
          {row.comment ? <p className="text-sm break-words text-txt">{row.comment}</p> : null}
          <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted">
            <span>
              {showEmployee ? (
                <>
                  <time dateTime={row.createdAt}>{formatTime(row.createdAt)}</time> ·{' '}
                </>
              ) : null}
              {t('history.by', { name: row.author?.name ?? t('history.formerUser') })}
            </span>
            <span className="tabular-nums">{t('history.balanceAfter', { points: formatCount(row.balance) })}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
