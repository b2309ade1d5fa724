import { useRef } from 'react';
import type { ManagersResponse, ManagersRow } from '@salespulse/contract/analytics';
import { formatCount, formatMoney, formatPercent } from '@/shared/analytics/format';
import { type GoalChoice, GoalMiniBar } from '@/shared/analytics/goals';
import type { SortState } from '@/shared/analytics/sorting';
import { SortableHeader } from '@/shared/analytics/ui/sortable-header';
import { teamRowClass, TeamsGroupRow } from '@/shared/analytics/ui/team-rows';
import { useTranslation } from '@/shared/i18n/use-translation';
import { revealSideways } from '@/shared/lib/reveal-sideways';
import { stickyEdge, useScrolledSideways } from '@/shared/lib/use-scrolled-sideways';
import {
  EXTRA_PREFIX,
  extraValue,
  hasRate,
  type ManagersMetric,
  type ManagersSortKey,
  managersMetrics,
  metricKinds,
  type Totals,
} from '../lib/managers-columns';

type ManagersTableProps = {
  answer: ManagersResponse;
  rows: ManagersRow[];
  extras: string[];
  nameOf: (employee: string | null) => string;
  isInactive: (employee: string | null) => boolean;
  currency: string;
  sort: SortState<ManagersSortKey>;
  onSort: (key: ManagersSortKey) => void;
  /** Each manager's won-amount goal (a team row: its team's; the total row: the project's); no column without any. */
  goals: GoalChoice;
};

function formatMetric(metric: ManagersMetric, value: number, currency: string): string {
  const kind = metricKinds[metric];
  return kind === 'money' ? formatMoney(value, currency) : kind === 'percent' ? formatPercent(value) : formatCount(value);
}

const stickyCell = `sticky left-0 z-[1] bg-basic-surface ${stickyEdge}`;
/** Room left for a focus ring beside the sticky column and at the right edge. */
const FOCUS_ROOM_PX = 6;
const cell = 'px-3 py-2.5 text-right tabular-nums whitespace-nowrap';

function MetricCells({ row, extras, currency }: { row: ManagersRow | Totals; extras: string[]; currency: string }) {
  const { t } = useTranslation('managers');
  return (
    <>
      {managersMetrics.map((metric) =>
        hasRate(metric, row) ? (
          <td key={metric} className={cell}>
            {formatMetric(metric, row[metric], currency)}
          </td>
        ) : (
          <td key={metric} className={`${cell} text-muted`} title={t('noRate')}>
            —<span className="sr-only">{t('noRate')}</span>
          </td>
        ),
      )}
      {extras.map((name) => {
        const value = extraValue(row, name);
        return (
          <td key={name} className={cell}>
            {value === null ? '—' : formatCount(value)}
          </td>
        );
      })}
    </>
  );
}

/** Every metric per manager, "No owner" last, and in the footer the team totals rows and the total. */
export function ManagersTable({ answer, rows, extras, nameOf, isInactive, currency, sort, onSort, goals }: ManagersTableProps) {
  const withGoals = goals.byEmployee.size > 0 || goals.byTeam.size > 0 || goals.project !== undefined;
  const goalCell = (goal: GoalChoice['project'], name: string) => (
    <td className="w-36 min-w-36 px-3 py-2">
      {goal ? <GoalMiniBar progress={goal} currency={currency} owner={name} /> : <span className="text-muted">—</span>}
    </td>
  );
  const { t } = useTranslation('managers');
  const boxRef = useRef<HTMLDivElement>(null);
  useScrolledSideways(boxRef);
  return (
    <div
      ref={boxRef}
      className="relative scroll-hint-x overflow-x-auto rounded-lg border border-basic-border shadow-card"
      tabIndex={0}
      role="region"
      aria-label={t('caption')}
      // A header reached by Tab could sit under the sticky Manager column or past the edge.
      onFocus={(event) => {
        const cell = event.target.closest('th, td');
        if (event.target === event.currentTarget || !cell || cell.classList.contains('sticky')) return;
        const stickyWidth = event.currentTarget.querySelector('thead th')?.getBoundingClientRect().width ?? 0;
        revealSideways(event.currentTarget, cell, stickyWidth + FOCUS_ROOM_PX, FOCUS_ROOM_PX);
      }}
    >
      <table className="w-full min-w-max border-collapse text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="border-b border-basic-border text-xs text-txt-secondary">
          <tr>
            <SortableHeader column="name" sort={sort} onSort={onSort} align="left" className={`${stickyCell} min-w-44`}>
              {t('columns.name')}
            </SortableHeader>
            {withGoals ? (
              <th scope="col" className="px-3 py-2 text-left font-medium" title={t('goalHint')}>
                {t('columns.goal')}
              </th>
            ) : null}
            {managersMetrics.map((metric) => (
              <SortableHeader key={metric} column={metric} sort={sort} onSort={onSort}>
                {t(`columns.${metric}`)}
              </SortableHeader>
            ))}
            {extras.map((name) => (
              <SortableHeader key={name} column={`${EXTRA_PREFIX}${name}` as ManagersSortKey} sort={sort} onSort={onSort}>
                {name}
                {/* A stage is often named like a figure ("Won", "Lost"): its header says which it is. */}
                <span className="sr-only">,</span>{' '}
                <span className="block text-[11px] leading-3 font-normal text-muted">{t('stageColumn')}</span>
              </SortableHeader>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-basic-border">
          {rows.map((row) => (
            <tr key={row.employee ?? 'no-owner'} className="hover:bg-basic-subtle/60">
              <th scope="row" className={`${stickyCell} px-3 py-2.5 text-left font-medium`}>
                <span className={row.employee === null ? 'text-txt-secondary italic' : ''}>{nameOf(row.employee)}</span>
                {isInactive(row.employee) ? <span className="ml-1.5 text-xs font-normal text-muted">({t('inactive')})</span> : null}
                {row.isDistributed ? (
                  <span
                    title={t('distributedHint')}
                    className="ml-2 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-text"
                  >
                    {t('distributed')}
                  </span>
                ) : null}
              </th>
              {withGoals ? goalCell(row.employee ? goals.byEmployee.get(row.employee) : undefined, nameOf(row.employee)) : null}
              <MetricCells row={row} extras={extras} currency={currency} />
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-basic-border-strong font-semibold">
          {answer.teams.length ? (
            <>
              <TeamsGroupRow colSpan={1 + (withGoals ? 1 : 0) + managersMetrics.length + extras.length} />
              {answer.teams.map((team) => (
                <tr key={team.team} className={teamRowClass}>
                  <th scope="row" className={`${stickyCell} px-3 py-2.5 text-left font-medium`}>
                    {team.name}
                  </th>
                  {withGoals ? goalCell(goals.byTeam.get(team.team), team.name) : null}
                  <MetricCells row={team} extras={extras} currency={currency} />
                </tr>
              ))}
            </>
          ) : null}
          <tr className="border-t border-basic-border-strong">
            <th scope="row" className={`${stickyCell} px-3 py-2.5 text-left`}>
              {t('analytics:table.total')}
            </th>
            {withGoals ? goalCell(goals.project, t('analytics:table.total')) : null}
            <MetricCells row={answer.total} extras={extras} currency={currency} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
