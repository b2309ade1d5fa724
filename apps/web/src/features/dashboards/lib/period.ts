import { DASHBOARD_PERIOD_DAYS_MAX } from '@salespulse/contract/dashboards';
import { localDateSchema } from '@salespulse/contract/time';
import { type Day, type DayRange, daysBetween, startOfMonthDay } from '@/shared/ui/calendar/calendar-days';

/** This month up to today, in the project's time zone. */
export function defaultPeriod(today: Day): DayRange {
  return { from: startOfMonthDay(today), to: today };
}

const isDay = (value: string | null): value is Day => value !== null && localDateSchema.safeParse(value).success;

/** The period of the URL (`from`, `to`), or this month when it is missing, reversed, in the future or too long. */
export function periodFromSearch(search: URLSearchParams, today: Day): DayRange {
  const from = search.get('from');
  const to = search.get('to');
  if (!isDay(from) || !isDay(to) || from > to || to > today || daysBetween(from, to) >= DASHBOARD_PERIOD_DAYS_MAX)
    return defaultPeriod(today);
  return { from, to };
}
