import type { Schedule } from '@salespulse/contract/employees';

export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/** One row of the editor: a weekday switched on or off with its working window. */
export type DayRow = { day: number; enabled: boolean; start: string; end: string };

export const DEFAULT_START = '09:00';
export const DEFAULT_END = '18:00';

// The editor offers one window per weekday; the first one (by start) stands for the day.
export function toDayRows(schedules: readonly Schedule[]): DayRow[] {
  return weekdays.map((day) => {
    const [first] = schedules.filter((s) => s.day === day).sort((a, b) => a.start.localeCompare(b.start));
    return first
      ? { day, enabled: true, start: first.start, end: first.end }
      : { day, enabled: false, start: DEFAULT_START, end: DEFAULT_END };
  });
}

export function toSchedules(rows: readonly DayRow[]): Schedule[] {
  return rows.filter((row) => row.enabled).map(({ day, start, end }) => ({ day, start, end }));
}

/** Short English weekday names, Monday first (1 = Monday … 7 = Sunday); 2024-01-01 was a Monday. */
export function weekdayName(day: number, style: 'short' | 'long' = 'short', locale = 'en'): string {
  return new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(Date.UTC(2024, 0, day));
}

/**
 * ["Mon–Fri 09:00–18:00", "Sat 10:00–14:00"]: consecutive days with the same windows share one
 * group, so a typical week reads in a line or two of a table cell.
 */
export function scheduleGroups(schedules: readonly Schedule[], locale = 'en'): string[] {
  const windowsOf = (day: number) =>
    schedules
      .filter((s) => s.day === day)
      .sort((a, b) => a.start.localeCompare(b.start))
      .map((s) => `${s.start}–${s.end}`)
      .join(', ');
  const groups: { from: number; to: number; windows: string }[] = [];
  for (const day of weekdays) {
    const windows = windowsOf(day);
    if (!windows) continue;
    const last = groups[groups.length - 1];
    if (last && last.to === day - 1 && last.windows === windows) last.to = day;
    else groups.push({ from: day, to: day, windows });
  }
  return groups.map(({ from, to, windows }) => {
    const days =
      from === to ? weekdayName(from, 'short', locale) : `${weekdayName(from, 'short', locale)}–${weekdayName(to, 'short', locale)}`;
    return `${days} ${windows}`;
  });
}

export function scheduleSummary(schedules: readonly Schedule[], locale = 'en'): string {
  return scheduleGroups(schedules, locale).join('; ');
}
