import type { DashboardWidgetData } from '@salespulse/contract/dashboards';
import { format } from 'date-fns';
import { useTranslation } from '@/shared/i18n/use-translation';
import { toDate } from '@/shared/ui/calendar/calendar-days';

type Row = NonNullable<DashboardWidgetData['byDay']>[number];

/** At most this many day labels under the bars; the others are left out on long periods. */
const LABELS = 8;

const dayLabel = (day: string, first: boolean) => format(toDate(day), first || day.endsWith('-01') ? 'MMM d' : 'd');

/** A bar per day of the period; screen readers get the same figures as a table. */
export function WidgetByDay({ rows, title, format: formatValue }: { rows: Row[]; title: string; format: (value: number) => string }) {
  const { t } = useTranslation('dashboards');
  const highest = Math.max(0, ...rows.map((row) => row.value));
  const step = Math.ceil(rows.length / LABELS);
  return (
    <div className="flex flex-1 flex-col gap-1">
      <div aria-hidden="true" className="flex min-h-40 flex-1 items-end gap-px border-b border-basic-border sm:min-h-32">
        {rows.map((row) => (
          <div
            key={row.date}
            title={`${format(toDate(row.date), 'MMM d')}: ${formatValue(row.value)}`}
            className={`min-w-px flex-1 rounded-t-sm ${row.value > 0 ? 'bg-accent' : 'bg-basic-border'}`}
            style={{ height: row.value > 0 && highest > 0 ? `${Math.max(2, (row.value / highest) * 100)}%` : '2px' }}
          />
        ))}
      </div>
      <div aria-hidden="true" className="flex gap-px text-[0.6875rem] text-muted tabular-nums">
        {rows.map((row, index) => (
          <span key={row.date} className="min-w-px flex-1 overflow-visible text-center whitespace-nowrap">
            {index % step === 0 ? dayLabel(row.date, index === 0) : ''}
          </span>
        ))}
      </div>
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
