import type { CallsRow, CallsTeamRow } from '@salespulse/contract/analytics';
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { formatClock, formatCount, formatHoursMinutes, formatPercent } from '@/shared/analytics/format';
import type { SortState } from '@/shared/analytics/sorting';
import { useTranslation } from '@/shared/i18n/use-translation';
import { revealSideways } from '@/shared/lib/reveal-sideways';
import { stickyEdge, useScrolledSideways } from '@/shared/lib/use-scrolled-sideways';
import { teamRowClass, TeamsGroupRow } from '@/shared/analytics/ui/team-rows';
import { averageTime, type CallFigures, type CallSortKey, successfulCalls, unsuccessfulCalls } from '../lib/call-rows';
import { SortOptions } from './sort-options';

type CallsStatsListProps = {
  rows: CallsRow[];
  /** The team totals rows, under the managers (none when the project has no teams). */
  teams: CallsTeamRow[];
  nameOf: (employee: string | null) => string;
  sort: SortState<CallSortKey>;
  onSort: (key: CallSortKey) => void;
  actions?: ReactNode;
};

const cell = 'px-3 py-2.5 text-right tabular-nums whitespace-nowrap';
const stickyCell = `sticky left-0 z-[1] bg-basic-surface ${stickyEdge}`;

type Column = 'calls' | 'successRatio' | 'pickupRate' | 'avgTime' | 'talkTime' | 'kpi';
const columns: readonly Column[] = ['calls', 'successRatio', 'pickupRate', 'avgTime', 'talkTime', 'kpi'];

function FigureCells({ row }: { row: CallFigures }) {
  const { t } = useTranslation('calls-board');
  return (
    <>
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
    </>
  );
}

/** The first list: each manager's calls, answered and not, pickup rate, call length and KPI; then the teams'. */
export function CallsStatsList({ rows, teams, nameOf, sort, onSort, actions }: CallsStatsListProps) {
  const { t } = useTranslation('calls-board');
  const headingId = useId();
  const title = t('stats.title');
  const regionRef = useRef<HTMLDivElement>(null);
  const sortedHeaderRef = useRef<HTMLTableCellElement>(null);
  useScrolledSideways(regionRef);
  // A narrow screen shows the names and a column or two: the column the list is sorted by is brought
  // beside the names (the default, average time, is the fourth figure).
  useLayoutEffect(() => {
    const region = regionRef.current;
    const header = sortedHeaderRef.current;
    if (!region || !header) return;
    const namesWidth = region.querySelector('thead th')?.getBoundingClientRect().width ?? 0;
    revealSideways(region, header, namesWidth, 0);
  }, [sort.key, rows.length]);

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-basic-border bg-basic-surface p-4 shadow-card sm:p-3"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-txt">
          {title}
        </h2>
        {actions}
      </header>
      <SortOptions list={title} sort={sort} onSort={onSort} />
      {/* Focusable so keyboard users can scroll the wide table on small screens; named apart from the section. */}
      <div
        ref={regionRef}
        className="relative -mx-4 scroll-hint-x overflow-x-auto focus-visible:outline-2 focus-visible:outline-accent-ring sm:-mx-3"
        tabIndex={0}
        role="region"
        aria-label={t('stats.scrollArea', { title })}
      >
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="border-y border-basic-border text-xs text-txt-secondary">
            <tr>
              <th scope="col" className={`${stickyCell} px-3 py-2 text-left font-medium`}>
                {t('stats.columns.name')}
              </th>
              {columns.map((column) => {
                const sorted = column === sort.key;
                return (
                  <th
                    key={column}
                    ref={sorted ? sortedHeaderRef : undefined}
                    scope="col"
                    aria-sort={sorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                    className={['px-3 py-2 text-right', sorted ? 'font-semibold text-accent-text' : 'font-medium'].join(' ')}
                  >
                    {t(`stats.columns.${column}`)}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-basic-border">
            {rows.map((row) => (
              <tr key={row.employee ?? 'no-owner'}>
                <th
                  scope="row"
                  className={[
                    stickyCell,
                    'px-3 py-2.5 text-left font-medium whitespace-nowrap',
                    row.employee === null ? 'text-txt-secondary italic' : '',
                  ].join(' ')}
                >
                  {nameOf(row.employee)}
                </th>
                <FigureCells row={row} />
              </tr>
            ))}
          </tbody>
          {teams.length ? (
            <tfoot className="border-t-2 border-basic-border-strong">
              <TeamsGroupRow colSpan={1 + columns.length} />
              {teams.map((team) => (
                <tr key={team.team} className={teamRowClass}>
                  <th scope="row" className={`${stickyCell} px-3 py-2.5 text-left font-medium whitespace-nowrap`}>
                    {team.name}
                  </th>
                  <FigureCells row={team} />
                </tr>
              ))}
            </tfoot>
          ) : null}
        </table>
      </div>
    </section>
  );
}
