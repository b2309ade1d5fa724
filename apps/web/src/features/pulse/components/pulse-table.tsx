import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useMemo, useRef, type CSSProperties } from 'react';
import type { GoalProgress } from '@salespulse/contract/goals';
import { type GoalChoice, GoalMiniBar } from '@/shared/analytics/goals';
import { useTranslation } from '@/shared/i18n/use-translation';
import { type HourSpan, spanHours } from '../lib/hour-span';
import type { ManagerFigures } from '../lib/merge-rows';
import { hourlyMetricFor, type MetricKey } from '../lib/metrics';
import { useDragScroll } from '../lib/use-drag-scroll';
import { Figure, heatStyle } from './figure';

export type PulseTableProps = {
  rows: readonly ManagerFigures[];
  totals: ManagerFigures;
  /** The team totals rows, shown above the total (none when the project has no teams). */
  teams: readonly ManagerFigures[];
  span: HourSpan;
  metric: MetricKey;
  metrics: readonly MetricKey[];
  nextHour: number | null;
  currency: string;
  pointsUnavailable: boolean;
  /** Each row's goal for the chosen figure (the team's row: the project goal). */
  goals: GoalChoice;
};

// Sized so a 1920 px screen shows every column next to the expanded sidebar.
const NAME_W = 196;
// Wide enough for a goal bar's "100% · On track" under the figure.
const ACTIVE_W = 128;
const HOUR_W = 56;
const TOTAL_W = 88;
const ROW_H = 52;

type Layout = { hours: number[]; others: MetricKey[]; template: string; width: number; max: number };

const cellBase = 'flex items-center px-3 tabular-nums';
// Hour columns are narrow: a compact figure of a long period (€122.2K) needs all but a hair of it.
const hourCell = 'flex items-center justify-center px-0.5 tabular-nums whitespace-nowrap';
const stickyName = 'sticky left-0 z-[1]';
const stickyActive = 'sticky z-[1]';

function hourClass(hour: number, nextHour: number | null): string {
  if (nextHour === null) return '';
  if (hour === nextHour) return 'border-l-2 border-l-accent';
  // Hours still to come get a tint, not transparency: dimmed text would fall below contrast.
  return hour > nextHour ? 'bg-basic-subtle' : '';
}

type RowProps = Pick<PulseTableProps, 'metric' | 'currency' | 'nextHour' | 'pointsUnavailable'> & {
  row: ManagerFigures;
  goal: GoalProgress | undefined;
  layout: Layout;
  index: number;
  /** Offset inside the virtual body; absent for the team's row in the header. */
  top?: number;
  total?: boolean;
};

// Memoized: while scrolling, only rows entering the window render.
const Row = memo(function Row({ row, goal, layout, index, top, total = false, metric, currency, nextHour, pointsUnavailable }: RowProps) {
  const { t } = useTranslation('pulse');
  const hourly = hourlyMetricFor(metric);
  // The team's row stands out by weight and a stronger rule, not by a tint: muted text keeps its contrast.
  const background = 'bg-basic-surface';
  const unavailable = (key: MetricKey) => key === 'points' && pointsUnavailable;
  const tasksDue =
    row.todayTasks !== null && row.overdueTasks !== null ? t('tasksDue', { today: row.todayTasks, overdue: row.overdueTasks }) : null;
  return (
    <div
      role="row"
      aria-rowindex={index}
      style={{
        ...(top === undefined
          ? {}
          : ({ position: 'absolute', top: 0, left: 0, transform: `translateY(${top}px)` } satisfies CSSProperties)),
        height: ROW_H,
        gridTemplateColumns: layout.template,
        width: layout.width,
      }}
      className={`grid border-b ${background} ${total ? 'border-b-2 border-basic-border-strong font-semibold' : 'border-basic-border'}`}
    >
      <div
        role="rowheader"
        className={`${stickyName} ${background} flex min-w-0 flex-col justify-center border-r border-basic-border px-4`}
      >
        <span className="truncate text-sm text-txt">{row.name}</span>
        {tasksDue !== null ? (
          // A long period of a large team can outgrow the column: the whole line stays readable on hover.
          <span className="truncate text-xs font-normal text-muted" title={tasksDue}>
            {tasksDue}
          </span>
        ) : null}
      </div>
      <div
        role="cell"
        style={{ left: NAME_W }}
        className={`${stickyActive} ${background} ${cellBase} ${goal ? 'flex-col items-stretch justify-center gap-0.5 text-right' : 'justify-end'} border-r border-basic-border font-semibold text-accent-text`}
      >
        <Figure metric={metric} value={row.totals[metric]} currency={currency} unavailable={unavailable(metric)} />
        {goal ? <GoalMiniBar progress={goal} currency={currency} owner={row.name} /> : null}
      </div>
      {layout.hours.map((hour, column) => {
        const value = row.hours[hourly]?.[column] ?? null;
        return (
          <div
            key={hour}
            role="cell"
            style={total || value === null ? undefined : heatStyle(value, layout.max)}
            // The team's sums are bold and the largest: a size smaller keeps them inside their column.
            className={`${hourCell} ${total ? 'text-xs' : 'text-sm'} ${hourClass(hour, nextHour)}`}
          >
            <Figure metric={hourly} value={value} currency={currency} compact blankZero />
          </div>
        );
      })}
      {layout.others.map((key) => (
        <div key={key} role="cell" className={`${cellBase} justify-end border-l border-basic-border text-sm`}>
          <Figure metric={key} value={row.totals[key]} currency={currency} unavailable={unavailable(key)} />
        </div>
      ))}
    </div>
  );
});

/** Large screens: a scroll box dragged with the mouse, a virtualized row per manager. */
export function PulseTable(props: PulseTableProps) {
  const { t } = useTranslation('pulse');
  const { rows, totals, teams, span, metric, metrics, nextHour, currency, pointsUnavailable, goals } = props;
  // Rows above the first manager inside the scroll box: the header, the teams and the total.
  const above = 2 + teams.length;
  const shared = { metric, currency, nextHour, pointsUnavailable };
  const boxRef = useRef<HTMLDivElement>(null);
  useDragScroll(boxRef);

  const hourly = hourlyMetricFor(metric);
  const layout = useMemo<Layout>(() => {
    const hours = spanHours(span);
    const others = metrics.filter((key) => key !== metric);
    const max = Math.max(0, ...rows.map((row) => Math.max(0, ...(row.hours[hourly] ?? []))));
    return {
      hours,
      others,
      template: `${NAME_W}px ${ACTIVE_W}px repeat(${hours.length}, ${HOUR_W}px) repeat(${others.length}, ${TOTAL_W}px)`,
      width: NAME_W + ACTIVE_W + hours.length * HOUR_W + others.length * TOTAL_W,
      max,
    };
  }, [span, metrics, metric, rows, hourly]);

  // The virtualizer's functions are read during render only; nothing memoizes them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => boxRef.current,
    estimateSize: () => ROW_H,
    overscan: 8,
    // The header, the team rows and the totals row sit above the first manager inside the same scroll box.
    scrollMargin: above * ROW_H,
    initialRect: { width: 1280, height: 720 },
    // Scrolling renders in React's own batches instead of a synchronous render per scroll event.
    useFlushSync: false,
  });

  return (
    <div
      ref={boxRef}
      role="region"
      aria-label={t('scrollBox')}
      tabIndex={0}
      className="relative min-h-0 flex-1 cursor-grab overflow-auto rounded-lg border border-basic-border bg-basic-surface shadow-card select-none data-[dragging=true]:cursor-grabbing"
    >
      <div role="table" aria-label={t('tableLabel')} aria-rowcount={rows.length + above} style={{ width: layout.width }}>
        {/* Sticky together: the column titles, the team rows and the total, each their own row group. */}
        <div className="sticky top-0 z-[2]">
          <div role="rowgroup">
            <div
              role="row"
              aria-rowindex={1}
              style={{ gridTemplateColumns: layout.template, height: ROW_H }}
              className="grid border-b border-basic-border bg-basic-raised text-xs font-medium text-txt-secondary"
            >
              <div role="columnheader" className={`${stickyName} flex items-center border-r border-basic-border bg-basic-raised px-4`}>
                {t('manager')}
              </div>
              <div
                role="columnheader"
                style={{ left: NAME_W }}
                className={`${stickyActive} ${cellBase} justify-end border-r border-basic-border bg-basic-raised font-semibold text-accent-text`}
              >
                {t(`metrics.${metric}`)}
              </div>
              {layout.hours.map((hour, column) => (
                <div
                  key={hour}
                  role="columnheader"
                  className={`relative flex flex-col items-center justify-center ${hourClass(hour, nextHour)}`}
                >
                  {column === 0 ? (
                    <span className="absolute top-0.5 left-2 z-[1] text-[10px] whitespace-nowrap text-muted">
                      {t('byHour', { metric: t(`metrics.${hourly}`) })}
                    </span>
                  ) : null}
                  <span className="mt-2">{t('hour', { hour: String(hour).padStart(2, '0') })}</span>
                  {hour === nextHour ? (
                    <span className="rounded-full bg-accent px-1 text-[10px] leading-4 font-semibold whitespace-nowrap text-accent-fg">
                      {t('nextHour')}
                    </span>
                  ) : null}
                </div>
              ))}
              {layout.others.map((key) => (
                <div key={key} role="columnheader" className={`${cellBase} justify-end border-l border-basic-border text-right`}>
                  {t(`metrics.${key}`)}
                </div>
              ))}
            </div>
          </div>
          {teams.length > 0 ? (
            <div role="rowgroup" aria-label={t('team.group')} className="border-b border-basic-border-strong">
              {teams.map((team, i) => (
                <Row
                  {...shared}
                  key={team.employee}
                  row={team}
                  goal={goals.byTeam.get(team.employee)}
                  layout={layout}
                  index={i + 2}
                  total
                />
              ))}
            </div>
          ) : null}
          <div role="rowgroup">
            <Row {...shared} row={totals} goal={goals.project} layout={layout} index={above} total />
          </div>
        </div>
        <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => (
            <Row
              {...shared}
              key={rows[item.index]!.employee}
              row={rows[item.index]!}
              goal={goals.byEmployee.get(rows[item.index]!.employee)}
              layout={layout}
              index={item.index + above + 1}
              top={item.start - above * ROW_H}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
