import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsScope } from './analytics-scope';

// Working time in PostgreSQL (functions of the analytics rollups migration):
// - sp_working_cum(local_epoch, start_s, end_s, weekdays): cumulative wall-clock working seconds up
//   to a local time; plain arithmetic that PostgreSQL inlines, so a month of leads costs microseconds.
// - sp_working_seconds(a, b, zone, start_s, end_s, weekdays): the exact day-by-day definition.
// `workingSeconds` uses the difference of two cumulative values when nothing can differ between them
// (same UTC offset at both ends and less than a week apart: no DST change in between) and the exact
// function otherwise, so every answer is the exact one.

/** Lead processing counts 10:00-17:00 when the project has no `work_hours` (spec section 9). */
export const LEAD_WORK_HOURS = { start: '10:00:00', end: '17:00:00' } as const;
/** Monday to Friday, when the filter names no weekdays. */
export const DEFAULT_WORKDAYS: readonly number[] = [1, 2, 3, 4, 5];

/** A project's working calendar: the daily window in seconds after local midnight and ISO weekdays. */
export type WorkCalendar = {
  timeZone: string;
  startSeconds: number;
  endSeconds: number;
  /** Bit n set: ISO weekday n + 1 is a working day. */
  weekdays: number;
};

const secondsOf = (time: string): number => {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  return h * 3600 + m * 60 + s;
};

export function weekdayMask(days: readonly number[]): number {
  return days.reduce((mask, day) => mask | (1 << (day - 1)), 0);
}

/**
 * The calendar lead processing counts in: the project's work_hours (else 10:00-17:00) on the weekdays
 * the filter's time ranges name (else Monday to Friday).
 */
export function leadWorkCalendar(scope: Pick<AnalyticsScope, 'timeZone' | 'workHours' | 'dateTimeRanges'>): WorkCalendar {
  const hours = scope.workHours ?? LEAD_WORK_HOURS;
  const named = scope.dateTimeRanges.flatMap((r) => r.daysOfWeek);
  return {
    timeZone: scope.timeZone,
    startSeconds: secondsOf(hours.start),
    endSeconds: secondsOf(hours.end),
    weekdays: weekdayMask(named.length ? named : DEFAULT_WORKDAYS),
  };
}

/** The calendar as the lead rollup keys it ('zone|start|end|weekdays', as sp_lead_calendar). */
export const calendarKey = (calendar: WorkCalendar): string =>
  `${calendar.timeZone}|${calendar.startSeconds}|${calendar.endSeconds}|${calendar.weekdays}`;

/**
 * An instant as three expressions that should be columns computed once per row (a time-zone
 * conversion is the expensive part): the instant, its epoch and its local epoch.
 */
export type LocalInstant = { at: SQL; epoch: SQL; local: SQL };

/**
 * Working seconds from `from` to `to` (0 when `to` is not after `from`). Each expression of the two
 * instants is used several times, so pass columns, not computations.
 */
export function workingSeconds(calendar: WorkCalendar, from: LocalInstant, to: LocalInstant): SQL {
  const args = sql`${calendar.startSeconds}::int, ${calendar.endSeconds}::int, ${calendar.weekdays}::int`;
  return sql`(case
    when ${to.at} <= ${from.at} then 0::float8
    when ${to.local} - ${to.epoch} = ${from.local} - ${from.epoch} and ${to.epoch} - ${from.epoch} < 604800
      then sp_working_cum(${to.local}, ${args}) - sp_working_cum(${from.local}, ${args})
    else sp_working_seconds(${from.at}, ${to.at}, ${calendar.timeZone}::text, ${args})
  end)`;
}
