import type { PointContest } from '@salespulse/contract/points';
import { useState } from 'react';
import { formatCount } from '@/shared/analytics/format';
import { useTranslation } from '@/shared/i18n/use-translation';
import { formatContestValue, metricLabel } from '../lib/contest-format';

/** The top of the table is what a glance needs; the rest is one click away. */
export const STANDINGS_SHOWN = 10;

type StandingsTableProps = {
  contest: PointContest;
  nameOf: (employee: string) => string;
  currency: string;
};

const head = 'px-3 py-2 text-xs font-medium text-txt-secondary first:pl-5 last:pr-5 sm:px-2 sm:first:pl-4 sm:last:pr-4';
const cell = 'px-3 py-2.5 first:pl-5 last:pr-5 sm:px-2 sm:first:pl-4 sm:last:pr-4';

// The podium stands out; the places below it read as plain numbers.
const placeTone = (place: number) =>
  place === 1 ? 'bg-special-soft text-special-text' : place <= 3 ? 'bg-basic-subtle text-txt' : 'text-txt-secondary';

/** Place, employee, figure and prize, best first; tied employees show the same place. */
export function StandingsTable({ contest, nameOf, currency }: StandingsTableProps) {
  const { t } = useTranslation('points');
  const [all, setAll] = useState(false);
  const rows = all ? contest.standings : contest.standings.slice(0, STANDINGS_SHOWN);
  const more = contest.standings.length > STANDINGS_SHOWN;
  return (
    <div>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('contests.standings.caption', { name: contest.name })}</caption>
          <thead className="border-y border-basic-border bg-basic-subtle/40">
            <tr>
              <th scope="col" className={`${head} w-16 text-left sm:w-12`}>
                {t('contests.standings.place')}
              </th>
              <th scope="col" className={`${head} text-left`}>
                {t('contests.standings.employee')}
              </th>
              <th scope="col" className={`${head} text-right`}>
                {metricLabel(t, contest.metric)}
              </th>
              <th scope="col" className={`${head} text-right whitespace-nowrap`}>
                {contest.status === 'finished' ? t('contests.standings.won') : t('contests.standings.toWin')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-basic-border">
            {rows.map((standing) => (
              <tr key={standing.employee}>
                <td className={cell}>
                  <span
                    className={`inline-flex h-6 min-w-6 items-center justify-center rounded-full px-1.5 text-xs font-semibold tabular-nums ${placeTone(standing.place)}`}
                  >
                    {standing.place}
                  </span>
                </td>
                <th scope="row" className={`${cell} text-left font-medium break-words text-txt`}>
                  {nameOf(standing.employee)}
                </th>
                <td className={`${cell} text-right whitespace-nowrap text-txt tabular-nums`}>
                  {formatContestValue(contest.metric, standing.value, currency)}
                </td>
                <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                  {standing.points > 0 ? (
                    <span className="font-semibold text-status-success-text">{formatCount(standing.points)}</span>
                  ) : (
                    <span className="text-muted">—</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more ? (
        <div className="border-t border-basic-border px-5 py-2 sm:px-4">
          <button
            type="button"
            aria-expanded={all}
            onClick={() => setAll((shown) => !shown)}
            className="min-h-9 rounded-sm text-sm font-medium text-accent-text hover:underline focus-visible:outline-2 focus-visible:outline-accent-ring"
          >
            {all
              ? t('contests.standings.showTop', { count: STANDINGS_SHOWN })
              : t('contests.standings.showAll', { count: contest.standings.length })}
          </button>
        </div>
      ) : null}
    </div>
  );
}
