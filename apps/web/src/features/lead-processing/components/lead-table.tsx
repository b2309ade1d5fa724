import type { LeadProcessingRow, LeadProcessingTeamRow } from '@salespulse/contract/analytics';
import { formatCount, formatMinutes } from '@/shared/analytics/format';
import type { SortState } from '@/shared/analytics/sorting';
import { SortableHeader } from '@/shared/analytics/ui/sortable-header';
import { teamRowClass, TeamsGroupRow } from '@/shared/analytics/ui/team-rows';
import { useTranslation } from '@/shared/i18n/use-translation';
import { type DealList, dealListOf, type LeadMetric, type LeadSortKey, type LeadTotals } from '../lib/lead-rows';

type LeadTableProps = {
  id: string;
  rows: LeadProcessingRow[];
  totals: LeadTotals;
  /** The team totals rows, above the total (none when the project has no teams). */
  teams: LeadProcessingTeamRow[];
  /** All four metrics, or the one a small screen's tab strip chose. */
  metrics: readonly LeadMetric[];
  nameOf: (employee: string | null) => string;
  sort: SortState<LeadSortKey>;
  onSort: (key: LeadSortKey) => void;
  onOpenDeals: (row: LeadProcessingRow, list: DealList) => void;
  /** Set when a tab strip chooses the metric: the table is then its panel, named by the tab. */
  panelLabel?: string;
};

const cell = 'px-3 py-2.5 text-right tabular-nums whitespace-nowrap';

function MetricCell({
  row,
  metric,
  name,
  onOpenDeals,
}: {
  row: LeadProcessingRow;
  metric: LeadMetric;
  name: string;
  onOpenDeals: LeadTableProps['onOpenDeals'];
}) {
  const { t } = useTranslation('lead-processing');
  const list = dealListOf[metric];
  if (!list) return <td className={cell}>{formatMinutes(row[metric])}</td>;
  const count = row[metric] ?? 0;
  return (
    <td className={cell}>
      {count > 0 ? (
        <button
          type="button"
          onClick={() => onOpenDeals(row, list)}
          aria-label={t('openDeals', { list: t(`columns.${metric}`), name, count })}
          aria-haspopup="dialog"
          className="min-h-9 min-w-9 rounded-md px-2 font-semibold text-accent-text underline decoration-dotted underline-offset-4 hover:bg-accent-soft"
        >
          {formatCount(count)}
        </button>
      ) : (
        <span className="px-2">{formatCount(count)}</span>
      )}
    </td>
  );
}

function TotalCells({ totals, metrics }: { totals: LeadTotals; metrics: readonly LeadMetric[] }) {
  return metrics.map((metric) => (
    <td key={metric} className={cell}>
      {dealListOf[metric] ? <span className="px-2">{formatCount(totals[metric] ?? 0)}</span> : formatMinutes(totals[metric])}
    </td>
  ));
}

export function LeadTable({ id, rows, totals, teams, metrics, nameOf, sort, onSort, onOpenDeals, panelLabel }: LeadTableProps) {
  const { t } = useTranslation('lead-processing');
  return (
    <div
      id={id}
      role={panelLabel ? 'tabpanel' : undefined}
      aria-label={panelLabel}
      className="relative scroll-hint-x overflow-x-auto rounded-lg border border-basic-border shadow-card"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="border-b border-basic-border text-xs text-txt-secondary">
          <tr>
            <SortableHeader column="name" sort={sort} onSort={onSort} align="left">
              {t('columns.name')}
            </SortableHeader>
            {metrics.map((metric) => (
              <SortableHeader key={metric} column={metric} sort={sort} onSort={onSort}>
                {t(`columns.${metric}`)}
              </SortableHeader>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-basic-border">
          {rows.map((row) => {
            const name = nameOf(row.employee);
            return (
              <tr key={row.employee ?? 'no-owner'} className="hover:bg-basic-subtle/60">
                <th
                  scope="row"
                  className={['px-3 py-2.5 text-left font-medium', row.employee === null ? 'text-txt-secondary italic' : ''].join(' ')}
                >
                  {name}
                </th>
                {metrics.map((metric) => (
                  <MetricCell key={metric} row={row} metric={metric} name={name} onOpenDeals={onOpenDeals} />
                ))}
              </tr>
            );
          })}
        </tbody>
        <tfoot className="border-t-2 border-basic-border-strong font-semibold">
          {teams.length ? (
            <>
              <TeamsGroupRow colSpan={1 + metrics.length} />
              {teams.map((team) => (
                <tr key={team.team} className={teamRowClass}>
                  <th scope="row" className="px-3 py-2.5 text-left font-medium">
                    {team.name}
                  </th>
                  <TotalCells totals={team} metrics={metrics} />
                </tr>
              ))}
            </>
          ) : null}
          <tr className="border-t border-basic-border-strong">
            <th scope="row" className="px-3 py-2.5 text-left">
              {t('analytics:table.total')}
            </th>
            <TotalCells totals={totals} metrics={metrics} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
