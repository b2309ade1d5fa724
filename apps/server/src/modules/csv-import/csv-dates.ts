import type { CsvDateFormat } from '@salespulse/contract/csv-import';
import { formatWithOffset, wallClockToEpoch, zoneOffsetReader } from '../../lib/time/zoned-time';

// Dates in exports come as wall-clock text; events need instants with an offset. A zone-less time is
// read in the import's IANA zone (lib/time/zoned-time.ts).

export type CsvDate = { iso: string; epochMs: number };

const MINUTE = 60_000;
const MIN_YEAR = 1900;
const MAX_YEAR = 2100;

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const NUMERIC = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})(?:[ T,]+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?m\.?)?)?$/i;

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
