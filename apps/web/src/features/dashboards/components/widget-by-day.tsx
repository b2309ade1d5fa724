import type { DashboardWidgetData } from '@salespulse/contract/dashboards';
import { format } from 'date-fns';
import { useTranslation } from '@/shared/i18n/use-translation';
import { toDate } from '@/shared/ui/calendar/calendar-days';
import { valueAxisTop } from '../lib/value-axis';

type Row = NonNullable<DashboardWidgetData['byDay']>[number];

/** At most this many day labels under the bars; the others are left out on long periods. */
const LABELS = 8;

const dayLabel = (day: string, first: boolean) => format(toDate(day), first || day.endsWith('-01') ? 'MMM d' : 'd');

/** A bar per day of the period; screen readers get the same figures as a table. */
type WidgetByDayProps = {
  rows: Row[];
  title: string;
  format: (value: number) => string;
  /** The project goal's target for one working day, drawn across the bars; null without a goal. */
  goalLine?: number | null;
};

export function WidgetByDay({ rows, title, format: formatValue, goalLine = null }: WidgetByDayProps) {
  const { t } = useTranslation('dashboards');
  const top = valueAxisTop(Math.max(0, goalLine ?? 0, ...rows.map((row) => row.value)));
  const goalText = goalLine === null ? null : t('view.goalLine', { value: formatValue(goalLine) });
  const step = Math.ceil(rows.length / LABELS);
  // One bar filling the chart says nothing a number would not: a single day is a figure and a hint.
  if (rows.length === 1) {
    const [day] = rows as [Row];
    return (
      <div className="flex flex-col gap-1">
        <p className="text-2xl font-semibold text-txt tabular-nums">{formatValue(day.value)}</p>
        <p className="text-sm text-txt-secondary">{t('view.oneDay', { day: format(toDate(day.date), 'MMM d, yyyy') })}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-1 flex-col gap-1">
      {/* The value axis beside the bars (a round top at or above the highest figure, half of it, zero), the days under them. */}
      <div
        aria-hidden="true"
        className="grid flex-1 grid-cols-[auto_minmax(0,1fr)] grid-rows-[minmax(10rem,1fr)_auto] gap-x-2 gap-y-1 sm:grid-rows-[minmax(8rem,1fr)_auto]"
      >
        <div className="flex flex-col justify-between text-right text-[0.6875rem] leading-none text-muted tabular-nums">
          <span>{formatValue(top)}</span>
          <span>{top > 0 ? formatValue(top / 2) : ''}</span>
          <span>{formatValue(0)}</span>
        </div>
        <div className="relative flex items-end gap-px border-b border-l border-basic-border">
          <span className="pointer-events-none absolute inset-x-0 top-1/2 border-t border-dashed border-basic-border" />
          {goalLine !== null && top > 0 ? (
            <span
              data-testid="goal-line"
              className="pointer-events-none absolute inset-x-0 z-10 border-t-2 border-dashed border-status-warning"
              style={{ bottom: `${(goalLine / top) * 100}%` }}
            >
              <span className="absolute -top-5 right-0 rounded-sm bg-basic-surface px-1 text-[0.6875rem] text-txt-secondary">
                {goalText}
              </span>
            </span>
          ) : null}
          {rows.map((row) => (
            <div
              key={row.date}
              title={`${format(toDate(row.date), 'MMM d')}: ${formatValue(row.value)}`}
              className={`relative min-w-px flex-1 rounded-t-sm ${row.value > 0 ? 'bg-accent hover:bg-accent-hover' : 'bg-basic-border'}`}
              style={{ height: row.value > 0 && top > 0 ? `${Math.max(2, (row.value / top) * 100)}%` : '2px' }}
            />
          ))}
        </div>
        <span />
        <div className="flex gap-px text-[0.6875rem] text-muted tabular-nums">
          {rows.map((row, index) => (
            <span key={row.date} className="min-w-px flex-1 overflow-visible text-center whitespace-nowrap">
              {index % step === 0 ? dayLabel(row.date, index === 0) : ''}
            </span>
          ))}
        </div>
      </div>
      {goalText ? <p className="sr-only">{goalText}</p> : null}
      <table className="sr-only">
        <caption>{t('view.byDayCaption', { title })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('view.day')}</th>
            <th scope="col">{t('view.value')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.date}>
              <th scope="row">{format(toDate(row.date), 'MMM d, yyyy')}</th>
              <td>{formatValue(row.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
