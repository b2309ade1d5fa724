import type { DateTimeRange } from '@salespulse/contract/analytics';

// Working-time windows as text, one way everywhere they are summarised (the filter's trigger, the
// note over a board): "Mon–Fri 08:00–17:00".

/** "Mon–Fri" for a run of days, else the days listed. */
export function describeDays(days: readonly number[], dayName: (day: number) => string): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const consecutive = sorted.every((day, index) => index === 0 || day === sorted[index - 1]! + 1);
  if (sorted.length > 2 && consecutive) return `${dayName(sorted[0]!)}–${dayName(sorted.at(-1)!)}`;
  return sorted.map(dayName).join(', ');
}

/** "08:00–17:00": times to the minute, as the editor shows them. */
export function describeHours(range: Pick<DateTimeRange, 'fromTime' | 'toTime'>): string {
  return `${range.fromTime.slice(0, 5)}–${range.toTime.slice(0, 5)}`;
}

/** Whether a range lets every instant through: the whole day on every weekday, on any date. */
export function isWholeWeek(range: DateTimeRange): boolean {
  return (
    !range.fromDate && !range.toDate && range.fromTime === '00:00:00' && range.toTime === '23:59:59' && new Set(range.daysOfWeek).size === 7
  );
}
