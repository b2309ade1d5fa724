import { type Day, type DayRange, earliestDay, monthOf } from '@/shared/ui/calendar/calendar-days';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string | null): value is Day {
  if (value === null || !DAY.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/**
 * The period in the URL (`date=` for a day, `from=`/`to=` for a period), if it is a real one the
 * calendar could have chosen; otherwise today, as the pulse opens (spec section 4).
 */
export function rangeFromParams(params: URLSearchParams, today: Day): DayRange {
  const date = params.get('date');
  const from = isDay(date) ? date : params.get('from');
  const to = isDay(date) ? date : params.get('to');
  const valid = isDay(from) && isDay(to) && from <= to && to <= today && from >= earliestDay(monthOf(today).year);
  return valid ? { from, to } : { from: today, to: today };
}

/** The URL parameters of a period; today alone needs none, so a bookmark keeps meaning "today". */
export function rangeParams(range: DayRange, today: Day): Record<'date' | 'from' | 'to', string | null> {
  if (range.from === range.to) return { date: range.from === today ? null : range.from, from: null, to: null };
  return { date: null, from: range.from, to: range.to };
}
