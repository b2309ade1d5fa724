import type { Schedule } from '@salespulse/contract/employees';

/** The hours shown, first to last inclusive (0-23). */
export type HourSpan = { first: number; last: number };

/** Spec section 9: without schedules the pulse shows 08:00 to 17:00. */
export const DEFAULT_SPAN: HourSpan = { first: 8, last: 17 };

const hourOf = (time: string) => Number(time.slice(0, 2));

/**
 * From the earliest schedule start to the latest schedule end of the employees (any weekday),
 * by whole hours: 08:30-17:00 shows 08 to 17, the hour the day ends in included.
 */
export function hourSpan(schedules: Iterable<readonly Schedule[]>): HourSpan {
  let first = 24;
  let last = -1;
  for (const list of schedules) {
    for (const { start, end } of list) {
      first = Math.min(first, hourOf(start));
      last = Math.max(last, hourOf(end));
    }
  }
  return last < 0 ? DEFAULT_SPAN : { first, last };
}

export function spanHours({ first, last }: HourSpan): number[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** The column of an hour: hours before the span count in the first, hours after in the last. */
export function clampHour(hour: number, { first, last }: HourSpan): number {
  return Math.min(Math.max(hour, first), last) - first;
}
