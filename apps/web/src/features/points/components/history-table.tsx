import type { PointTransaction } from '@salespulse/contract/points';
import { formatCount } from '@/shared/analytics/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { signedPoints } from '../lib/format-points';

export type HistoryView = {
  rows: PointTransaction[];
  showEmployee: boolean;
  nameOf: (employee: string) => string;
  formatTime: (iso: string) => string;
};

const head = 'px-4 py-2.5 text-xs font-medium whitespace-nowrap text-txt-secondary first:pl-6 last:pr-6';
const cell = 'px-4 py-3 align-top first:pl-6 last:pr-6';

export const amountTone = (amount: number) => (amount < 0 ? 'text-error-text' : 'text-status-success-text');

export function HistoryTable({ rows, showEmployee, nameOf, formatTime }: HistoryView) {
  const { t } = useTranslation('points');
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('history.caption')}</caption>
        <thead className="border-b border-basic-border">
          <tr>
            <th scope="col" className={`${head} text-left`}>
              {t('history.date')}
            </th>
            {showEmployee ? (
              <th scope="col" className={`${head} text-left`}>
                {t('history.employee')}
              </th>
            ) : null}
            <th scope="col" className={`${head} text-right`}>
              {t('history.amount')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('history.balance')}
            </th>
            {/* The comment takes the room the other columns leave. */}
            <th scope="col" className={`${head} w-full min-w-48 text-left`}>
              {t('history.comment')}
            </th>
            <th scope="col" className={`${head} text-left`}>
              {t('history.author')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-basic-border">
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-basic-subtle/50">
              <td className={`${cell} whitespace-nowrap text-txt-secondary tabular-nums`}>
                <time dateTime={row.createdAt}>{formatTime(row.createdAt)}</time>
              </td>
              {showEmployee ? <td className={`${cell} min-w-36 font-medium text-txt`}>{nameOf(row.employee)}</td> : null}
              <td className={`${cell} text-right font-semibold whitespace-nowrap tabular-nums ${amountTone(row.amount)}`}>{signedPoints(row.amount)}</td>
              <td className={`${cell} text-right text-txt tabular-nums`}>{formatCount(row.balance)}</td>
              <td className={`${cell} break-words text-txt-secondary`}>{row.comment ?? <span className="text-muted">—</span>}</td>
              <td className={`${cell} whitespace-nowrap text-txt-secondary`}>{row.author?.name ?? <span className="text-muted italic">{t('history.formerUserColumn')}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
