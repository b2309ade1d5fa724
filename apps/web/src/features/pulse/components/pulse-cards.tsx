import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useMemo, useRef } from 'react';
import type { GoalProgress } from '@salespulse/contract/goals';
import { GoalMiniBar } from '@/shared/analytics/goals';
import { useTranslation } from '@/shared/i18n/use-translation';
import { spanHours } from '../lib/hour-span';
import type { ManagerFigures } from '../lib/merge-rows';
import { hourlyMetricFor, type MetricKey } from '../lib/metrics';
import { usePageScrollArea } from '../lib/use-page-scroll-area';
import { Figure } from './figure';
import type { PulseTableProps } from './pulse-table';

const CARD_H = 216;
const GAP = 12;

type CardProps = Pick<PulseTableProps, 'span' | 'metric' | 'metrics' | 'nextHour' | 'currency' | 'pointsUnavailable'> & {
  row: ManagerFigures;
  goal: GoalProgress | undefined;
  max: number;
  total?: boolean;
};

const Card = memo(function Card({
  row,
  goal,
  max,
  total = false,
  span,
  metric,
  metrics,
  nextHour,
  currency,
  pointsUnavailable,
}: CardProps) {
  const { t } = useTranslation('pulse');
  const hourly = hourlyMetricFor(metric);
  const hours = spanHours(span);
  const values = row.hours[hourly];
  const unavailable = (key: MetricKey) => key === 'points' && pointsUnavailable;
  return (
    <article
      aria-label={row.name}
      style={{ height: CARD_H }}
      className={`flex flex-col gap-2 rounded-lg border bg-basic-surface p-3 shadow-card ${total ? 'border-accent/50' : 'border-basic-border'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate text-sm font-semibold text-txt">{row.name}</h3>
          {row.todayTasks !== null && row.overdueTasks !== null ? (
            <p className="truncate text-xs text-muted">{t('tasksDue', { today: row.todayTasks, overdue: row.overdueTasks })}</p>
          ) : null}
        </div>
        <p className="shrink-0 text-right">
          <span className="block text-xs text-muted">{t(`metrics.${metric}`)}</span>
          <span className="text-base font-semibold text-accent-text tabular-nums">
            <Figure metric={metric} value={row.totals[metric]} currency={currency} unavailable={unavailable(metric)} />
          </span>
          {goal ? (
            <span className="mt-1 block w-28">
              <GoalMiniBar progress={goal} currency={currency} owner={row.name} />
            </span>
          ) : null}
        </p>
      </div>
      <div aria-label={t('byHour', { metric: t(`metrics.${hourly}`) })} role="img" className="flex h-10 items-end gap-0.5">
        {hours.map((hour, column) => {
          const value = values?.[column] ?? 0;
          const height = max > 0 && value > 0 ? Math.max(8, Math.round((value / max) * 100)) : 4;
          const future = nextHour !== null && hour >= nextHour;
          return (
            <span
              key={hour}
              title={`${String(hour).padStart(2, '0')}:00`}
              style={{ height: `${height}%` }}
              className={`flex-1 rounded-t-sm ${value > 0 ? 'bg-accent' : 'bg-basic-border'} ${future ? 'opacity-40' : ''} ${hour === nextHour ? 'ring-1 ring-accent-ring' : ''}`}
            />
          );
        })}
      </div>
      <dl className="grid grid-cols-4 gap-x-2 gap-y-1 text-xs">
        {metrics
          .filter((key) => key !== metric)
          .map((key) => (
            <div key={key} className="min-w-0">
              {/* A phone's quarter of a card fits "Attempts", not "Call Attempts"; readers hear the full name. */}
              <dt className="truncate text-muted">
                <span aria-hidden="true">{t(`metricsShort.${key}`)}</span>
                <span className="sr-only">{t(`metrics.${key}`)}</span>
              </dt>
              <dd className="truncate font-medium text-txt tabular-nums">
                <Figure metric={key} value={row.totals[key]} currency={currency} compact unavailable={unavailable(key)} />
              </dd>
            </div>
          ))}
      </dl>
    </article>
  );
});

/**
 * Small screens: one card per manager, the team totals cards and the All managers card first,
 * virtualized in the page's scroll.
 */
export function PulseCards({ rows, totals, teams, goals, ...rest }: PulseTableProps) {
  const { t } = useTranslation('pulse');
  const listRef = useRef<HTMLDivElement>(null);
  const area = usePageScrollArea(listRef);
  const hourly = hourlyMetricFor(rest.metric);
  const max = useMemo(() => Math.max(0, ...rows.map((row) => Math.max(0, ...(row.hours[hourly] ?? [])))), [rows, hourly]);
  const teamMax = Math.max(0, ...(totals.hours[hourly] ?? []));
  const scrollMargin = area?.offset ?? 0;
  // The virtualizer's functions are read during render only; nothing memoizes them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length + teams.length + 1,
    getScrollElement: () => area?.element ?? null,
    estimateSize: () => CARD_H + GAP,
    overscan: 4,
    scrollMargin,
    initialRect: { width: 390, height: 700 },
    useFlushSync: false,
  });
  return (
    <div ref={listRef} role="list" aria-label={t('cardsLabel')} className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const team = item.index < teams.length ? teams[item.index]! : undefined;
        const manager = item.index > teams.length ? rows[item.index - teams.length - 1]! : undefined;
        return (
          <div
            key={team ? team.employee : (manager?.employee ?? 'total')}
            role="listitem"
            aria-setsize={rows.length + teams.length + 1}
            aria-posinset={item.index + 1}
            className="absolute top-0 left-0 w-full"
            style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
          >
            {team ? (
              <Card {...rest} row={team} goal={goals.byTeam.get(team.employee)} max={Math.max(0, ...(team.hours[hourly] ?? []))} total />
            ) : manager ? (
              <Card {...rest} row={manager} goal={goals.byEmployee.get(manager.employee)} max={max} />
            ) : (
              <Card {...rest} row={totals} goal={goals.project} max={teamMax} total />
            )}
          </div>
        );
      })}
    </div>
  );
}
