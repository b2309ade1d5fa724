import { format } from 'date-fns';
import { type DayRange, toDate } from './calendar-days';

/** "Mon, 3 Mar 2025" for one day; "3 Mar – 14 Mar 2025", or with both years when they differ. */
export function formatRange({ from, to }: DayRange): string {
  if (from === to) return format(toDate(from), 'EEE, d MMM yyyy');
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${format(toDate(from), sameYear ? 'd MMM' : 'd MMM yyyy')} – ${format(toDate(to), 'd MMM yyyy')}`;
}
