import type { Zone } from '../../../lib/time/zone';
import type { WorkPattern } from './work-pattern';
import { sumDays, workingDays, type DayTime } from './working-time';

type Period = { from: string; to: string };

/**
 * Working time by pattern and period for one request: each distinct pattern's days are placed in
 * the zone once per period, and a stretch covering the whole period (most employee goals) is summed
 * once per pattern, since a 300-person month would otherwise repeat the same calendar 300 times.
 */
export function createWorkingTimeCalendar(zone: Zone, nowMs: number) {
  const days = new Map<string, Map<string, DayTime>>();
  const wholes = new Map<string, DayTime>();

  const daysOf = (pattern: WorkPattern, key: string, period: Period) => {
    const cacheKey = `${key}|${period.from}|${period.to}`;
    let found = days.get(cacheKey);
    if (!found) days.set(cacheKey, (found = workingDays(zone, pattern, period.from, period.to, nowMs)));
    return found;
  };

  return {
    /** The pattern's working time on the days `from`..`to` of the period (both within it). */
    timeOf(pattern: WorkPattern, key: string, period: Period, from: string, to: string): DayTime {
      if (from !== period.from || to !== period.to) return sumDays(daysOf(pattern, key, period), from, to);
      const cacheKey = `${key}|${period.from}|${period.to}`;
      let whole = wholes.get(cacheKey);
      if (!whole) wholes.set(cacheKey, (whole = sumDays(daysOf(pattern, key, period), from, to)));
      return whole;
    },
  };
}
