import { WALL_DAY_MS, wallClockToEpoch, wallDate, wallWeekday, zoneOffsetReader } from './zoned-time';

// Wall-clock questions in a project's time zone ("what weekday and minute is it there", "when is
// 09:00 next Monday there"), one cached Zone per name.

const MINUTE = 60_000;

export type LocalTime = {
  /** YYYY-MM-DD in the zone. */
  date: string;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** Minutes since the local midnight by the wall clock (0 … 1439). */
  minute: number;
  /** The local midnight of `date` as if the wall clock were UTC, for day arithmetic. */
  wallMidnight: number;
};

export type Zone = {
  name: string;
  local(epochMs: number): LocalTime;
  /** The instant the wall clock shows `minute` minutes after midnight on the day `wallMidnight` names. */
  instant(wallMidnight: number, minute: number): number;
};

const zones = new Map<string, Zone>();

/** An unknown zone name falls back to UTC rather than stopping distribution. */
export function zoneOf(name: string): Zone {
  let zone = zones.get(name);
  if (zone) return zone;
  let offsetAt: (epochMs: number) => number;
  try {
    offsetAt = zoneOffsetReader(name);
    offsetAt(0);
  } catch {
    offsetAt = () => 0;
  }
  zone = {
    name,
    local(epochMs) {
      const wall = epochMs + offsetAt(epochMs);
      const wallMidnight = Math.floor(wall / WALL_DAY_MS) * WALL_DAY_MS;
      return {
        date: wallDate(wallMidnight),
        weekday: wallWeekday(wallMidnight),
        minute: Math.floor((wall - wallMidnight) / MINUTE),
        wallMidnight,
      };
    },
    instant: (wallMidnight, minute) => wallClockToEpoch(wallMidnight + minute * MINUTE, offsetAt),
  };
  zones.set(name, zone);
  return zone;
}

/** The instant the next local day starts (its first wall-clock minute that exists). */
export function nextLocalMidnight(zone: Zone, epochMs: number): number {
  return zone.instant(zone.local(epochMs).wallMidnight + WALL_DAY_MS, 0);
}

/** Today's date in the zone and the instant it started (the project day's lower bound). */
export function localDayStart(zone: Zone, epochMs: number): { date: string; since: Date } {
  const local = zone.local(epochMs);
  return { date: local.date, since: new Date(zone.instant(local.wallMidnight, 0)) };
}
