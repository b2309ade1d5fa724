import type { CsvDateFormat } from '@salespulse/contract/csv-import';

// Dates in exports come as wall-clock text; events need instants with an offset. A zone-less time is
// read in the import's IANA zone through Intl, the only zone database at hand without a package.

export type CsvDate = { iso: string; epochMs: number };

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const MIN_YEAR = 1900;
const MAX_YEAR = 2100;

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const NUMERIC = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})(?:[ T,]+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?)?$/i;

/** The zone's offset from UTC at an instant, in ms; cached per hour, since no zone changes twice in one. */
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

type Parts = { year: number; month: number; day: number; hour: number; minute: number; second: number; ms: number };

function validParts(p: Parts): boolean {
  if (p.year < MIN_YEAR || p.year > MAX_YEAR || p.month < 1 || p.month > 12 || p.day < 1) return false;
  if (p.day > new Date(Date.UTC(p.year, p.month, 0)).getUTCDate()) return false;
  return p.hour <= 23 && p.minute <= 59 && p.second <= 59;
}

function parseOffset(text: string): number {
  if (text === 'Z' || text === 'z') return 0;
  const digits = text.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0');
  return (text.startsWith('-') ? -minutes : minutes) * MINUTE;
}

/** A reader for one import: ISO 8601 always, plus the day-first or month-first form the hint names. */
export function createDateReader(format: CsvDateFormat, timeZone: string): (value: string) => CsvDate | undefined {
  const offsetAt = zoneOffsetReader(timeZone);

  function toDate(parts: Parts, offsetText: string | undefined): CsvDate | undefined {
    if (!validParts(parts)) return undefined;
    const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second, parts.ms);
    if (offsetText !== undefined) {
      const offset = parseOffset(offsetText);
      return { iso: formatWithOffset(wall - offset, offset), epochMs: wall - offset };
    }
    const epochMs = wallClockToEpoch(wall, offsetAt);
    return { iso: formatWithOffset(epochMs, offsetAt(epochMs)), epochMs };
  }

  return (value) => {
    const iso = ISO.exec(value);
    if (iso) {
      const [, year, month, day, hour, minute, second, fraction, offset] = iso;
      return toDate(
        {
          year: Number(year),
          month: Number(month),
          day: Number(day),
          hour: Number(hour ?? 0),
          minute: Number(minute ?? 0),
          second: Number(second ?? 0),
          ms: fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0,
        },
        offset,
      );
    }
    if (format === 'YYYY-MM-DD') return undefined;
    const numeric = NUMERIC.exec(value);
    if (!numeric) return undefined;
    const [, first, second, year, hourText, minute, secondText, meridiem] = numeric;
    let hour = Number(hourText ?? 0);
    if (meridiem) {
      if (hour < 1 || hour > 12) return undefined;
      hour = (hour % 12) + (meridiem[0]?.toLowerCase() === 'p' ? 12 : 0);
    }
    const dayFirst = format === 'DD.MM.YYYY';
    return toDate(
      {
        year: Number(year),
        month: Number(dayFirst ? second : first),
        day: Number(dayFirst ? first : second),
        hour,
        minute: Number(minute ?? 0),
        second: Number(secondText ?? 0),
        ms: 0,
      },
      undefined,
    );
  };
}
