import { settingRules } from '@salespulse/contract/settings';
import { localDate } from '../../lib/time/zoned-time';
import type { AnalyticsScope } from './analytics-scope';
import { addDay, isoWeekday, passingSpans } from './calls-windows';
import { DEFAULT_WORKDAYS } from './working-time';

// The calls board's kpi: how much of the daily call-time target an employee met, on average over
// their working days in the period. It is computed from the per-day talk seconds the board already
// has (no extra scan), so it follows every filter the board applies to calls.
// - Target: the project setting `call_time_target` (minutes). Employees have no target of their
//   own yet; without the setting there is no kpi (null) rather than an invented one.
// - Working days: local days of the period up to today (project zone) that the filter's time
//   windows leave open (every day without windows; a whole-day exclusion closes a day) and whose
//   weekday the employee works: a weekday of their schedule, or Monday to Friday without one.
// - Each working day scores min(1, talk seconds / target seconds): a long day does not make up for
//   a missed one. The average is in percent with two decimals, like pickupRate.

/** A local day of the period the filter leaves open, with its ISO weekday. */
export type OpenDay = { day: string; weekday: number };

/** The daily call-time target in seconds; null when the project has none (or a broken value). */
export function callTimeTargetSeconds(settings: ReadonlyMap<string, string>): number | null {
  const value = settings.get('call_time_target');
  if (value === undefined || !settingRules.call_time_target.valid(value)) return null;
  return Number(value) * 60;
}

/** Today's local date (`YYYY-MM-DD`) in the zone. */
export function localToday(timeZone: string, now: Date): string {
  return localDate(timeZone, now.getTime());
}

/** The days of the period, up to `today`, on which the filter's windows let any time through. */
export function openDays(scope: Pick<AnalyticsScope, 'period' | 'dateTimeRanges' | 'dateTimeRangeExclusions'>, today: string): OpenDay[] {
  const last = scope.period.to < today ? scope.period.to : today;
  const days: OpenDay[] = [];
  for (let day = scope.period.from; day <= last; day = addDay(day)) {
    if (passingSpans(scope, day).length) days.push({ day, weekday: isoWeekday(day) });
  }
  return days;
}

/** The weekdays an employee works: those of their schedule, or Monday to Friday without one. */
export function workWeekdays(schedules: readonly { day: number }[]): ReadonlySet<number> {
  return new Set(schedules.length ? schedules.map((s) => s.day) : DEFAULT_WORKDAYS);
}

/** The working days of one employee and the share of the target they met, summed over those days. */
export function callTimeKpiParts(
  talkSecondsByDay: ReadonlyMap<string, number>,
  days: readonly OpenDay[],
  weekdays: ReadonlySet<number>,
  targetSeconds: number,
): { met: number; days: number } {
  const working = days.filter((d) => weekdays.has(d.weekday));
  const met = working.reduce((sum, d) => sum + Math.min(1, (talkSecondsByDay.get(d.day) ?? 0) / targetSeconds), 0);
  return { met, days: working.length };
}

/** met / days in percent with two decimals; null when there is no working day (nothing to average). */
export const kpiPercent = (parts: { met: number; days: number }): number | null =>
  parts.days ? Math.round((parts.met / parts.days) * 10_000) / 100 : null;

/**
 * The average share of the target met over the employee's working days, in percent with two
 * decimals; null when no day of the period is a working day (nothing to average).
 */
export function callTimeKpi(
  talkSecondsByDay: ReadonlyMap<string, number>,
  days: readonly OpenDay[],
  weekdays: ReadonlySet<number>,
  targetSeconds: number,
): number | null {
  return kpiPercent(callTimeKpiParts(talkSecondsByDay, days, weekdays, targetSeconds));
}
