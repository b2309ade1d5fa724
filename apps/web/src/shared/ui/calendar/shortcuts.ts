import { type Day, type DayRange, shiftDay, shiftMonth, startOfMonthDay, startOfWeekDay } from './calendar-days';

export const shortcutKeys = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'lastMonth', 'last30Days', 'last3Months'] as const;
export type ShortcutKey = (typeof shortcutKeys)[number];

/** Shortcuts that name one day; a single-day picker offers only these. */
export const singleDayShortcuts: readonly ShortcutKey[] = ['today', 'yesterday'];

/**
 * The period a shortcut stands for, seen from `today`. Periods that are still running end today;
 * "Last 30 days" and "Last 3 months" count today as their last day.
 */
export function shortcutRange(key: ShortcutKey, today: Day): DayRange {
  switch (key) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = shiftDay(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'thisWeek':
      return { from: startOfWeekDay(today), to: today };
    case 'thisMonth':
      return { from: startOfMonthDay(today), to: today };
    case 'lastMonth': {
      const from = startOfMonthDay(shiftMonth(startOfMonthDay(today), -1));
      return { from, to: shiftDay(startOfMonthDay(today), -1) };
    }
    case 'last30Days':
      return { from: shiftDay(today, -29), to: today };
    case 'last3Months':
      return { from: shiftDay(shiftMonth(today, -3), 1), to: today };
  }
}

export function isSameRange(a: DayRange, b: DayRange): boolean {
  return a.from === b.from && a.to === b.to;
}
