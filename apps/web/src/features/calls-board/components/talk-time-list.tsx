import type { CallsRow, CallsTeamRow } from '@salespulse/contract/analytics';
import { type ReactNode, useId } from 'react';
import { formatHoursMinutes } from '@/shared/analytics/format';
import type { SortState } from '@/shared/analytics/sorting';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { Day } from '@/shared/ui/calendar/calendar-days';
import { type CallFigures, type CallSortKey, durationByDay } from '../lib/call-rows';
import { SortOptions } from './sort-options';

type TalkTimeListProps = {
  rows: CallsRow[];
  /** The team totals rows, under the managers (none when the project has no teams). */
  teams: CallsTeamRow[];
  days: Day[];
  nameOf: (employee: string | null) => string;
  sort: SortState<CallSortKey>;
  onSort: (key: CallSortKey) => void;
  actions?: ReactNode;
};

function DayBars({ row, days, name }: { row: CallFigures; days: Day[]; name: string }) {
  const { t } = useTranslation('calls-board');
  const byDay = durationByDay(row);
  const busiest = Math.max(0, ...byDay.values());
  const busiestDay = days.find((day) => (byDay.get(day) ?? 0) === busiest && busiest > 0);
  const label = busiestDay
    ? t('daily.chart', { name, day: busiestDay, time: formatHoursMinutes(busiest) })
    : t('daily.chartEmpty', { name });
  return (
    // Under the name on a phone: a column's flex-1 child would get no height of its own, and no bars.
    <div role="img" aria-label={label} className="flex h-10 min-w-0 flex-1 items-end gap-px xs:flex-none">
      {days.map((day) => {
        const seconds = byDay.get(day) ?? 0;
        return (
          <div
            key={day}
            title={t('daily.day', { day, time: formatHoursMinutes(seconds) })}
            className={['min-w-px flex-1 rounded-t-sm', seconds > 0 ? 'bg-accent' : 'bg-basic-border'].join(' ')}
            style={{ height: seconds > 0 ? `${Math.max(8, (seconds / busiest) * 100)}%` : '2px' }}
          />
        );
      })}
    </div>
  );
}

function DayLine({ row, days, name, noOwner = false }: { row: CallFigures; days: Day[]; name: string; noOwner?: boolean }) {
  return (
    <li className="flex items-center gap-3 py-2.5 xs:flex-col xs:items-stretch xs:gap-1.5">
      <div className="flex w-52 shrink-0 items-baseline justify-between gap-2 xs:w-full">
        <span className={['min-w-0 truncate text-sm font-medium', noOwner ? 'text-txt-secondary italic' : ''].join(' ')}>{name}</span>
        <span className="shrink-0 whitespace-nowrap text-xs text-txt-secondary tabular-nums">
          {formatHoursMinutes(row.callDurationActivity.actual)}
        </span>
      </div>
      <DayBars row={row} days={days} name={name} />
    </li>
  );
}

/** The second list: each manager's talk time day by day over the period, then the teams'. */
export function TalkTimeList({ rows, teams, days, nameOf, sort, onSort, actions }: TalkTimeListProps) {
  const { t } = useTranslation('calls-board');
  const headingId = useId();
  const title = t('daily.title');
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
      <ol className="flex flex-col divide-y divide-basic-border">
        {rows.map((row) => (
          <DayLine key={row.employee ?? 'no-owner'} row={row} days={days} name={nameOf(row.employee)} noOwner={row.employee === null} />
        ))}
      </ol>
      {teams.length ? (
        <section aria-label={t('analytics:table.teams')} className="border-t-2 border-basic-border-strong pt-1">
          <h3 className="px-0 pt-2 text-xs font-semibold tracking-wide text-txt-secondary uppercase">{t('analytics:table.teams')}</h3>
          <ol className="flex flex-col divide-y divide-basic-border">
            {teams.map((team) => (
              <DayLine key={team.team} row={team} days={days} name={team.name} />
            ))}
          </ol>
        </section>
      ) : null}
    </section>
  );
}
