import { TZDate } from '@date-fns/tz';
import type { DayRange } from '@/shared/ui/calendar/calendar-days';

/**
 * The next full hour (1-23) on the project's clocks when the chosen period is today alone;
 * null for any other period, and at 23:xx, whose next full hour would be 00:00.
 */
export function nextHourMarker(range: DayRange, today: string, now: Date, timeZone: string): number | null {
  if (range.from !== today || range.to !== today) return null;
  const next = new TZDate(now.getTime(), timeZone).getHours() + 1;
  return next === 24 ? null : next;
}
