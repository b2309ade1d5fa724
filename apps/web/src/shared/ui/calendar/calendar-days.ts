import { TZDate } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, endOfMonth, format, getDay, parseISO, startOfMonth, startOfWeek } from 'date-fns';

/**
 * Calendar days are `YYYY-MM-DD` strings (the contract's local dates): a day of the project's
 * calendar, with no time and no zone. Arithmetic goes through date-fns on local midnights, which
 * only ever read the calendar fields back, so the browser's own zone cannot shift a day.
 */
export type Day = string;

/** A period of whole days, `from` to `to` inclusive; a single day has `from === to`. */
export type DayRange = { from: Day; to: Day };

/** Weeks start on Monday (spec section 9). */
export const WEEK_STARTS_ON = 1;
/** The year picker lists 12 years starting 7 before the current one. */
export const YEARS_SHOWN = 12;
export const YEARS_BEFORE_CURRENT = 7;

export function toDate(day: Day): Date {
  return parseISO(day);
}

export function toDay(date: Date): Day {
  return format(date, 'yyyy-MM-dd');
}

export function shiftDay(day: Day, days: number): Day {
  return toDay(addDays(toDate(day), days));
}

export function daysBetween(from: Day, to: Day): number {
  return differenceInCalendarDays(toDate(to), toDate(from));
}

/** Today's date where the project is: "now" read on the wall clocks of `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): Day {
  return format(new TZDate(now.getTime(), timeZone), 'yyyy-MM-dd');
}

export function minDay(a: Day, b: Day): Day {
  return a <= b ? a : b;
}

export function maxDay(a: Day, b: Day): Day {
  return a >= b ? a : b;
}

export function clampDay(day: Day, min: Day, max: Day): Day {
  return minDay(maxDay(day, min), max);
}

/** The years of the year picker around `currentYear`. */
export function pickerYears(currentYear: number): number[] {
  const first = currentYear - YEARS_BEFORE_CURRENT;
  return Array.from({ length: YEARS_SHOWN }, (_, index) => first + index);
}

/** The first selectable day: the first of January of the year picker's first year. */
export function earliestDay(currentYear: number): Day {
  return `${currentYear - YEARS_BEFORE_CURRENT}-01-01`;
}

/** The year and month (1-12) a day belongs to. */
export function monthOf(day: Day): { year: number; month: number } {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

export function firstOfMonth(year: number, month: number): Day {
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/**
 * The weeks shown for a month, Monday first: each week is seven days, and days of the
 * neighbouring months fill the first and last week.
 */
export function monthWeeks(year: number, month: number): Day[][] {
  const first = toDate(firstOfMonth(year, month));
  const start = startOfWeek(first, { weekStartsOn: WEEK_STARTS_ON });
  const last = endOfMonth(first);
  const count = differenceInCalendarDays(last, start) + 1;
  const weeks: Day[][] = [];
  for (let offset = 0; offset < count; offset += 7) {
    weeks.push(Array.from({ length: 7 }, (_, index) => toDay(addDays(start, offset + index))));
  }
  return weeks;
}

/** Weekday names starting on Monday, in the given format (`EEEEEE` short, `EEEE` long). */
export function weekdayNames(pattern: 'EEEEEE' | 'EEEE'): string[] {
  const monday = startOfWeek(new Date(2024, 0, 3), { weekStartsOn: WEEK_STARTS_ON });
  return Array.from({ length: 7 }, (_, index) => format(addDays(monday, index), pattern));
}

export function startOfWeekDay(day: Day): Day {
  return toDay(startOfWeek(toDate(day), { weekStartsOn: WEEK_STARTS_ON }));
}

export function endOfWeekDay(day: Day): Day {
  return shiftDay(startOfWeekDay(day), 6);
}

export function startOfMonthDay(day: Day): Day {
  return toDay(startOfMonth(toDate(day)));
}

/** The same day of the month `months` away, or that month's last day when it is shorter. */
export function shiftMonth(day: Day, months: number): Day {
  const { year, month } = monthOf(day);
  const index = year * 12 + (month - 1) + months;
  const target = firstOfMonth(Math.floor(index / 12), (index % 12) + 1);
  const lastDay = Number(format(endOfMonth(toDate(target)), 'd'));
  return `${target.slice(0, 8)}${String(Math.min(Number(day.slice(8, 10)), lastDay)).padStart(2, '0')}`;
}

/** 0 = Monday ... 6 = Sunday. */
export function weekdayIndex(day: Day): number {
  return (getDay(toDate(day)) + 6) % 7;
}
