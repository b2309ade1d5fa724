import type { GoalProgress } from '@salespulse/contract/goals';
import type { CSSProperties } from 'react';
import { type GoalChoice, GoalMiniBar } from '@/shared/analytics/goals';
import { type HourSpan, spanHours } from '../lib/hour-span';
import type { ManagerFigures } from '../lib/merge-rows';
import { hourlyMetricFor, type MetricKey } from '../lib/metrics';
import { Figure, heatStyle } from './figure';

export const TV_ROW_H = 84;

/**
 * The board's columns: rank, manager, the metric, then one per hour (`--hours`). Built for a
 * 1920-pixel wall screen, it still fits a 1280 or 1366 one (narrower fixed columns up to `2xl`, the
 * hours sharing what is left), and up to `md` (a tablet or a phone opening the link) it keeps rank,
 * manager and metric: twelve hour columns could not be read there.
 */
const COLUMNS =
  '[grid-template-columns:4rem_minmax(16rem,3fr)_13rem_repeat(var(--hours),minmax(0,1fr))] 2xl:[grid-template-columns:3rem_minmax(13rem,3fr)_9rem_repeat(var(--hours),minmax(0,1fr))] md:[grid-template-columns:2.5rem_minmax(0,1fr)_8rem]';
/** An hour's cell or title: only where the hours have room (see COLUMNS). */
const HOUR = 'flex md:hidden';
const hoursVar = (count: number) => ({ '--hours': count }) as CSSProperties;

type TvBoardProps = {
  rows: readonly ManagerFigures[];
  totals: ManagerFigures;
  /** The team totals rows, above the total (none when the project has no teams). */
  teams?: readonly ManagerFigures[];
  /** The rank of the first row shown (pages of a long team). */
  firstRank: number;
  span: HourSpan;
  metric: MetricKey;
  nextHour: number | null;
  currency: string;
  max: number;
  /** Each row's goal for the metric (the team's row: the project goal); none: no bars. */
  goals?: GoalChoice;
  labels: { manager: string; metric: string; teams?: string };
  /** TV_ROW_H at 1920 × 1080; larger screens scale it with their type (use-tv-scale.ts). */
  rowHeight?: number;
};

type TvRowProps = {
  row: ManagerFigures;
  rank: number | null;
  props: TvBoardProps;
  goal?: GoalProgress;
  total?: boolean;
};

function TvRow({ row, rank, props, goal, total = false }: TvRowProps) {
  const { span, metric, nextHour, currency, max, rowHeight = TV_ROW_H } = props;
  const hourly = hourlyMetricFor(metric);
  const hours = spanHours(span);
  return (
    <div
      role="row"
      style={{ ...hoursVar(hours.length), height: rowHeight }}
      className={`grid items-center border-b border-basic-border ${COLUMNS} ${total ? 'border-b-2 border-basic-border-strong font-semibold' : ''}`}
    >
      <div role="cell" className="text-center text-2xl text-muted tabular-nums 2xl:text-lg">
        {rank ?? ''}
      </div>
      <div role="rowheader" className="flex min-w-0 flex-col justify-center gap-1 pr-4">
        <span className="truncate text-3xl text-txt 2xl:text-2xl md:text-xl">{row.name}</span>
        {goal ? (
          <span className="block w-full max-w-md">
            <GoalMiniBar progress={goal} currency={currency} owner={row.name} size="tv" />
          </span>
        ) : null}
      </div>
      <div
        role="cell"
        className="overflow-hidden pr-6 text-right text-4xl font-bold text-accent-text tabular-nums 2xl:pr-4 2xl:text-3xl md:text-2xl"
      >
        <Figure metric={metric} value={row.totals[metric]} currency={currency} fit />
      </div>
      {hours.map((hour, column) => {
        const value = row.hours[hourly]?.[column] ?? null;
        // Hours still to come are set in the muted text colour, without heat: a translucent cell
        // took its figure below readable contrast. They can hold figures: the first column also
        // counts the hours before the span, so after midnight it shows what happened since.
        const ahead = nextHour !== null && hour >= nextHour;
        return (
          <div
            key={hour}
            role="cell"
            style={total || ahead || value === null ? undefined : heatStyle(value, max)}
            className={`${HOUR} h-full min-w-0 items-center justify-center overflow-hidden border-l border-basic-border px-1 text-2xl tabular-nums 2xl:text-lg ${ahead ? 'text-muted' : ''}`}
          >
            <Figure metric={hourly} value={value} currency={currency} compact blankZero fit />
          </div>
        );
      })}
    </div>
  );
}

/** The wall-screen board: big type, a page of managers at a time, nothing to click. */
export function TvBoard(props: TvBoardProps) {
  const { rows, totals, firstRank, span, nextHour, labels } = props;
  const hours = spanHours(span);
  return (
    <div
      role="table"
      aria-label={labels.metric}
      className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-xl border border-basic-border bg-basic-surface"
    >
      <div
        role="row"
        style={hoursVar(hours.length)}
        className={`grid h-14 items-center border-b border-basic-border bg-basic-raised text-lg font-medium text-txt-secondary 2xl:text-base ${COLUMNS}`}
      >
        <div role="columnheader" />
        <div role="columnheader">{labels.manager}</div>
        <div role="columnheader" className="truncate pr-6 text-right text-accent-text 2xl:pr-4">
          {labels.metric}
        </div>
        {hours.map((hour) => (
          <div
            key={hour}
            role="columnheader"
            className={`${HOUR} justify-center ${hour === nextHour ? 'rounded-full bg-accent text-accent-fg' : ''}`}
          >
            {String(hour).padStart(2, '0')}
          </div>
        ))}
      </div>
      {props.teams?.length ? (
        <div role="rowgroup" aria-label={labels.teams} className="border-b-2 border-basic-border-strong">
          {props.teams.map((team) => (
            <TvRow key={team.employee} row={team} rank={null} props={props} goal={props.goals?.byTeam.get(team.employee)} total />
          ))}
        </div>
      ) : null}
      <TvRow row={totals} rank={null} props={props} goal={props.goals?.project} total />
      {rows.map((row, index) => (
        <TvRow key={row.employee} row={row} rank={firstRank + index} props={props} goal={props.goals?.byEmployee.get(row.employee)} />
      ))}
    </div>
  );
}
