import type { Schedule } from '@salespulse/contract/employees';
import { wallClockToEpoch, wallWeekday, zoneOffsetReader } from '../../lib/time/zoned-time';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** A working window as instants. */
export type Window = { start: number; end: number };

/** A local calendar day as a number of days since 1970-01-01 (its wall-clock date). */
export type LocalDay = number;

/** Working windows of people in one time zone, from their weekly schedules. */
export function createCalendar(timeZone: string) {
  const offsetAt = zoneOffsetReader(timeZone);

  const dayOf = (epochMs: number): LocalDay => Math.floor((epochMs + offsetAt(epochMs)) / DAY);

  /** 1 = Monday … 7 = Sunday, as schedules count. */
  const weekday = (day: LocalDay) => wallWeekday(day * DAY);

  const at = (day: LocalDay, hhmm: string) => {
    const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
    return wallClockToEpoch(day * DAY + hours * 3_600_000 + minutes * MINUTE, offsetAt);
  };

  function windows(schedules: readonly Schedule[], day: LocalDay): Window[] {
    const weekdayOfDay = weekday(day);
    return schedules
      .filter((schedule) => schedule.day === weekdayOfDay)
      .map((schedule) => ({ start: at(day, schedule.start), end: at(day, schedule.end) }))
      .filter((window) => window.end > window.start)
      .sort((a, b) => a.start - b.start);
  }

  /**
   * The instant `durationMs` of working time after `from` (counted from the next window when
   * `from` is outside one): delays of people are spent at work, not overnight.
   */
  function addWorking(schedules: readonly Schedule[], from: number, durationMs: number): number {
    if (schedules.length === 0) return from + durationMs;
    let left = durationMs;
    const first = dayOf(from);
    for (let day = first; day < first + 400; day++) {
      for (const window of windows(schedules, day)) {
        if (window.end <= from) continue;
        const start = Math.max(window.start, from);
        if (start + left < window.end) return start + left;
        left -= window.end - start;
      }
    }
    return from + durationMs;
  }

  /** The wall-clock hour (0–23) of an instant in the zone. */
  const hourOf = (epochMs: number) => Math.floor(((((epochMs + offsetAt(epochMs)) % DAY) + DAY) % DAY) / 3_600_000);

  return { dayOf, weekday, windows, addWorking, hourOf };
}

export type Calendar = ReturnType<typeof createCalendar>;

export function isoDay(day: LocalDay): string {
  return new Date(day * DAY).toISOString().slice(0, 10).replaceAll('-', '');
}
