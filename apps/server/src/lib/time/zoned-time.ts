// Wall-clock time in an IANA zone and the instants it names, through Intl: the only zone database at
// hand without a package, and the one that follows daylight-saving changes for free. Wall-clock
// times are carried as epoch milliseconds "as if the wall clock were UTC", so day arithmetic is plain
// arithmetic.

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/** The length of a wall-clock day; a real local day may be 23 or 25 hours long. */
export const WALL_DAY_MS = DAY;

/** The zone's offset from UTC at an instant, in ms; cached per hour, since no zone changes twice in one. Throws a RangeError for a zone Intl does not know. */
export function zoneOffsetReader(timeZone: string): (epochMs: number) => number {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return () => 0;
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const exact = (epochMs: number): number => {
    const at = Math.floor(epochMs / 1000) * 1000;
    const part: Record<string, number> = {};
    for (const { type, value } of format.formatToParts(at)) part[type] = Number(value);
    const wall = Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day ?? 1, part.hour ?? 0, part.minute ?? 0, part.second ?? 0);
    return wall - at;
  };
  const byHour = new Map<number, number>();
  return (epochMs) => {
    const hour = Math.floor(epochMs / HOUR);
    let offset = byHour.get(hour);
    if (offset === undefined) {
      if (byHour.size > 200_000) byHour.clear();
      const start = exact(hour * HOUR);
      // NaN marks the hour of a transition: there every instant is looked up on its own.
      offset = start === exact(hour * HOUR + HOUR - 1000) ? start : Number.NaN;
      byHour.set(hour, offset);
    }
    return Number.isNaN(offset) ? exact(epochMs) : offset;
  };
}

/**
 * The instant a wall-clock time (given as if it were UTC) names in a zone. Like Temporal's
 * "compatible": a time skipped by a DST change moves forward by the gap, a repeated one takes the
 * earlier instant.
 */
export function wallClockToEpoch(wallMs: number, offsetAt: (epochMs: number) => number): number {
  const before = offsetAt(wallMs - DAY);
  const after = offsetAt(wallMs + DAY);
  const early = wallMs - before;
  const late = wallMs - after;
  const earlyFits = offsetAt(early) === before;
  const lateFits = offsetAt(late) === after;
  if (earlyFits && lateFits) return Math.min(early, late);
  if (earlyFits) return early;
  if (lateFits) return late;
  return early;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** ISO 8601 with the zone's offset at that instant, e.g. 2026-03-29T03:30:00+02:00. */
export function formatWithOffset(epochMs: number, offsetMs: number): string {
  const offsetMinutes = Math.round(offsetMs / MINUTE);
  const wall = new Date(epochMs + offsetMinutes * MINUTE);
  const ms = wall.getUTCMilliseconds();
  const abs = Math.abs(offsetMinutes);
  return (
    `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}` +
    (ms ? `.${pad(ms, 3)}` : '') +
    `${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** YYYY-MM-DD of a wall-clock time (as if it were UTC). */
export function wallDate(wallMs: number): string {
  return new Date(wallMs).toISOString().slice(0, 10);
}

/** 1 = Monday … 7 = Sunday of a wall-clock time (as if it were UTC), as schedules count. */
export function wallWeekday(wallMs: number): number {
  return ((new Date(wallMs).getUTCDay() + 6) % 7) + 1;
}

/** The local date (YYYY-MM-DD) of an instant in a zone; throws a RangeError for a zone Intl does not know. */
export function localDate(timeZone: string, epochMs: number): string {
  return wallDate(epochMs + zoneOffsetReader(timeZone)(epochMs));
}
