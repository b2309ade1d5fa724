import type { CallsRow } from '@salespulse/contract/analytics';
import { type ReactNode, useId } from 'react';
import { formatClock, formatCount, formatHoursMinutes, formatPercent } from '@/shared/analytics/format';
import type { SortState } from '@/shared/analytics/sorting';
import { useTranslation } from '@/shared/i18n/use-translation';
import { averageTime, type CallSortKey, successfulCalls, unsuccessfulCalls } from '../lib/call-rows';
import { SortOptions } from './sort-options';

type CallsStatsListProps = {
  rows: CallsRow[];
  nameOf: (employee: string | null) => string;
  sort: SortState<CallSortKey>;
  onSort: (key: CallSortKey) => void;
  actions?: ReactNode;
};

const cell = 'px-3 py-2.5 text-right tabular-nums whitespace-nowrap';

/** The first list: each manager's calls, answered and not, pickup rate, call length and KPI. */
export function CallsStatsList({ rows, nameOf, sort, onSort, actions }: CallsStatsListProps) {
  const { t } = useTranslation('calls-board');
  const headingId = useId();
  const title = t('stats.title');
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3 rounded-lg border border-basic-border bg-basic-surface p-4 shadow-card sm:p-3">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-txt">
          {title}
        </h2>
        {actions}
      </header>
      <SortOptions list={title} sort={sort} onSort={onSort} />
      {/* Focusable so keyboard users can scroll the wide table on small screens; named apart from the section. */}
      <div
        className="relative -mx-4 overflow-x-auto focus-visible:outline-2 focus-visible:outline-accent-ring sm:-mx-3"
        tabIndex={0}
        role="region"
        aria-label={t('stats.scrollArea', { title })}
      >
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="border-y border-basic-border text-xs text-txt-secondary">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">{t('stats.columns.name')}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t('stats.columns.calls')}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t('stats.columns.successRatio')}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t('stats.columns.pickupRate')}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t('stats.columns.avgTime')}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t('stats.columns.talkTime')}</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">{t('stats.columns.kpi')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-basic-border">
            {rows.map((row) => (
              <tr key={row.employee ?? 'no-owner'}>
                <th scope="row" className={['px-3 py-2.5 text-left font-medium whitespace-nowrap', row.employee === null ? 'text-txt-secondary italic' : ''].join(' ')}>
                  {nameOf(row.employee)}
                </th>
                <td className={cell}>{formatCount(row.callCountActivity.actual)}</td>
                <td className={cell} title={t('stats.ratio', { unsuccessful: unsuccessfulCalls(row), successful: successfulCalls(row) })}>
                  <span className="text-error-text">{formatCount(unsuccessfulCalls(row))}</span>
                  <span className="text-muted"> / </span>
                  <span className="text-status-success-text">{formatCount(successfulCalls(row))}</span>
                </td>
                <td className={cell}>{formatPercent(row.pickupRate)}</td>
                <td className={cell}>{formatClock(averageTime(row))}</td>
                <td className={cell}>{formatHoursMinutes(row.callDurationActivity.actual)}</td>
                <td className={cell}>{formatPercent(row.kpi)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
