import { type HourSpan, spanHours } from '../lib/hour-span';
import type { ManagerFigures } from '../lib/merge-rows';
import { hourlyMetricFor, type MetricKey } from '../lib/metrics';
import { Figure, heatStyle } from './figure';

export const TV_ROW_H = 84;

type TvBoardProps = {
  rows: readonly ManagerFigures[];
  totals: ManagerFigures;
  /** The rank of the first row shown (pages of a long team). */
  firstRank: number;
  span: HourSpan;
  metric: MetricKey;
  nextHour: number | null;
  currency: string;
  max: number;
  labels: { manager: string; metric: string };
};

function TvRow({ row, rank, props, total = false }: { row: ManagerFigures; rank: number | null; props: TvBoardProps; total?: boolean }) {
  const { span, metric, nextHour, currency, max } = props;
  const hourly = hourlyMetricFor(metric);
  const hours = spanHours(span);
  return (
    <div
      role="row"
      style={{ gridTemplateColumns: `4rem minmax(16rem, 1.4fr) 13rem repeat(${hours.length}, minmax(4.5rem, 1fr))`, height: TV_ROW_H }}
      className={`grid items-center border-b border-basic-border ${total ? 'border-b-2 border-basic-border-strong font-semibold' : ''}`}
    >
      <div role="cell" className="text-center text-2xl text-muted tabular-nums">
        {rank ?? ''}
      </div>
      <div role="rowheader" className="truncate pr-4 text-3xl text-txt">
        {row.name}
      </div>
      <div role="cell" className="pr-6 text-right text-4xl font-bold text-accent-text tabular-nums">
        <Figure metric={metric} value={row.totals[metric]} currency={currency} />
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
            className={`flex h-full items-center justify-center text-2xl tabular-nums ${ahead ? 'text-muted' : ''}`}
          >
            <Figure metric={hourly} value={value} currency={currency} compact blankZero />
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
    <div role="table" aria-label={labels.metric} className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-xl border border-basic-border bg-basic-surface">
      <div
        role="row"
        style={{ gridTemplateColumns: `4rem minmax(16rem, 1.4fr) 13rem repeat(${hours.length}, minmax(4.5rem, 1fr))` }}
        className="grid h-14 items-center border-b border-basic-border bg-basic-raised text-lg font-medium text-txt-secondary"
      >
        <div role="columnheader" />
        <div role="columnheader">{labels.manager}</div>
        <div role="columnheader" className="pr-6 text-right text-accent-text">
          {labels.metric}
        </div>
        {hours.map((hour) => (
          <div key={hour} role="columnheader" className={`text-center ${hour === nextHour ? 'rounded-full bg-accent text-accent-fg' : ''}`}>
            {String(hour).padStart(2, '0')}
          </div>
        ))}
      </div>
      <TvRow row={totals} rank={null} props={props} total />
      {rows.map((row, index) => (
        <TvRow key={row.employee} row={row} rank={firstRank + index} props={props} />
      ))}
    </div>
  );
}
