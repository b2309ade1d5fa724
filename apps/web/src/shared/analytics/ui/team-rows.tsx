import { format } from 'date-fns';
import { useTranslation } from '@/shared/i18n/use-translation';
import { type Day, toDate } from '@/shared/ui/calendar/calendar-days';

/**
 * A team totals row: like the total row, lighter (docs/analytics.md, "Team totals"). It stands out
 * by weight under its "Teams" heading, not by a tint: the sticky name cell is opaque, and a tinted
 * row behind it would show two shades in one row.
 */
export const teamRowClass = 'font-medium';

/** The "Teams" heading row of a table's team totals, across its `colSpan` columns. */
export function TeamsGroupRow({ colSpan }: { colSpan: number }) {
  const { t } = useTranslation('analytics');
  return (
    <tr>
      <th
        scope="colgroup"
        colSpan={colSpan}
        className="px-3 pt-3 pb-1 text-left text-xs font-semibold tracking-wide text-txt-secondary uppercase"
      >
        <span className="sticky left-3">{t('table.teams')}</span>
      </th>
    </tr>
  );
}

/** Under a table with team rows: the day whose teams they are (the period's last). */
export function TeamsAsOf({ day }: { day: Day }) {
  const { t } = useTranslation('analytics');
  return <p className="mt-2 text-xs text-muted">{t('table.teamsAsOf', { date: format(toDate(day), 'd MMM yyyy') })}</p>;
}
