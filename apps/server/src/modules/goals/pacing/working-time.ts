import { WALL_DAY_MS, wallDate, wallWeekday } from '../../../lib/time/zoned-time';
import type { Zone } from '../../../lib/time/zone';
import type { WorkPattern } from './work-pattern';

/** One local day's working time, in ms of real time: all of it, and what of it lies before `now`. */
export type DayTime = { total: number; elapsed: number };

const wallMidnightOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The working time of each local day `from`..`to` (both included) under a pattern. Each window's
 * ends are placed as instants in the zone, so a window that a DST change shortens or lengthens
 * counts the real time between its ends (a 01:00-04:00 shift is 2 h on the night clocks spring
 * forward, 4 h when they fall back).
 */
export function workingDays(zone: Zone, pattern: WorkPattern, from: string, to: string, nowMs: number): Map<string, DayTime> {
  const days = new Map<string, DayTime>();
  for (let midnight = wallMidnightOf(from), last = wallMidnightOf(to); midnight <= last; midnight += WALL_DAY_MS) {
    const time: DayTime = { total: 0, elapsed: 0 };
    for (const window of pattern[wallWeekday(midnight)] ?? []) {
      const start = zone.instant(midnight, window.start);
      const end = zone.instant(midnight, window.end);
      if (end <= start) continue;
      time.total += end - start;
      time.elapsed += Math.min(Math.max(nowMs - start, 0), end - start);
    }
    days.set(wallDate(midnight), time);
  }
  return days;
}

/** The sum over the days `from`..`to` of a day map (days outside the map count nothing). */
export function sumDays(days: ReadonlyMap<string, DayTime>, from: string, to: string): DayTime {
  const sum: DayTime = { total: 0, elapsed: 0 };
  for (const [day, time] of days) {
    if (day < from || day > to) continue;
    sum.total += time.total;
    sum.elapsed += time.elapsed;
  }
  return sum;
}
