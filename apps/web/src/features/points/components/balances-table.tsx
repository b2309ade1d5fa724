import { formatCount } from '@/shared/analytics/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { BalanceRow } from '../lib/balance-rows';

const head = 'sticky top-0 z-1 border-b border-basic-border bg-basic-surface px-6 py-2.5 text-xs font-medium text-txt-secondary sm:px-4';

/** Scrolls inside its own frame, so a large team does not push the history out of sight. */
export function BalancesTable({ rows }: { rows: BalanceRow[] }) {
  const { t } = useTranslation('points');
  return (
    <div
      role="region"
      aria-label={t('balances.caption')}
      tabIndex={0}
      className="max-h-[28rem] overflow-y-auto focus-visible:outline-offset-[-2px]"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('balances.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${head} text-left`}>
              {t('balances.employee')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('balances.points')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-basic-border">
          {rows.map((row) => (
            <tr key={row.employee} className="hover:bg-basic-subtle/50">
              <th scope="row" className="px-6 py-3 text-left font-medium text-txt sm:px-4">
                <span className={row.inactive ? 'text-txt-secondary' : undefined}>{row.name}</span>
                {row.inactive ? (
                  <span className="ml-2 inline-block rounded-full border border-basic-border bg-basic-subtle px-2 py-px align-middle text-xs font-medium text-muted">
                    {t('balances.inactive')}
                  </span>
                ) : null}
              </th>
              <td className="px-6 py-3 text-right font-semibold text-txt tabular-nums sm:px-4">{formatCount(row.points)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
