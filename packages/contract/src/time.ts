import * as z from 'zod/mini';

// The calendar days and instants the product takes, in one place (docs/decisions.md, "Dates the
// product takes"). Every schema that takes a date or a timestamp uses these, so a value the database
// cannot store (year 0000), or that would leave four-digit years once a time zone is applied (9999-12-31
// seen from UTC-2 is year 10000), is answered with a 422 naming the field instead of reaching
// PostgreSQL, luxon or a loop over days.

/** The first and the last calendar day the product takes, in any time zone. */
export const FIRST_DAY = '1970-01-01';
export const LAST_DAY = '2999-12-31';
export const DATE_RANGE_MESSAGE = `must be between ${FIRST_DAY} and ${LAST_DAY}`;
export const INSTANT_RANGE_MESSAGE = `must be between ${FIRST_DAY}T00:00:00Z and ${LAST_DAY}T23:59:59Z`;
/** Real offsets run from -12:00 to +14:00; PostgreSQL refuses beyond ±15:59, zod takes up to ±23:59. */
export const OFFSET_MAX_MINUTES = 14 * 60;
export const OFFSET_MESSAGE = 'the UTC offset must be between -14:00 and +14:00';

const DAY_MS = 86_400_000;
const FIRST_MS = Date.parse(`${FIRST_DAY}T00:00:00Z`);
/** The first instant past the range. */
const END_MS = Date.parse(`${LAST_DAY}T00:00:00Z`) + DAY_MS;

const localDatePattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const localTimePattern = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
/** An ISO 8601 instant as z.iso.datetime({ offset: true }) takes it, in three parts. */
const instantParts = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d+))?(Z|[+-]\d{2}:\d{2})$/;

function isRealDate(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Whole days from `from` to `to` (YYYY-MM-DD each); negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

// A check that only judges what the format checks let through, so one bad value gets one message.
const dateInRange = (value: string) => !localDatePattern.test(value) || (value >= FIRST_DAY && value <= LAST_DAY);

/** YYYY-MM-DD, a day that exists, within FIRST_DAY..LAST_DAY. */
export const localDateSchema = z
  .string()
  .check(
    z.regex(localDatePattern, 'date must be YYYY-MM-DD'),
    z.refine(isRealDate, 'date does not exist'),
    z.refine(dateInRange, DATE_RANGE_MESSAGE),
  );

/** HH:mm:ss (00:00:00 to 23:59:59). */
export const localTimeSchema = z.string().check(z.regex(localTimePattern, 'time must be HH:mm:ss'));

/**
 * The instant in one canonical form: UTC, six fraction digits (microseconds, what PostgreSQL keeps),
 * the seventh digit and beyond rounded half up. Two canonical instants compare as text the way they
 * compare in time, so versions are ordered at the precision they are stored with. Takes what
 * `instantSchema` accepts; anything else is returned unchanged.
 */
export function canonicalInstant(value: string): string {
  const parts = instantParts.exec(value);
  if (!parts) return value;
  const [, wholeSeconds, fraction = '', zone] = parts;
  const wholeMs = Date.parse(`${wholeSeconds}${zone}`);
  if (Number.isNaN(wholeMs)) return value;
  const digits = fraction.padEnd(7, '0');
  const micros = Number(digits.slice(0, 6)) + (digits.charCodeAt(6) >= 0x35 ? 1 : 0);
  const iso = new Date(wholeMs + Math.floor(micros / 1000)).toISOString();
  return `${iso.slice(0, 23)}${String(micros % 1000).padStart(3, '0')}Z`;
}

function offsetMinutes(value: string): number {
  const zone = instantParts.exec(value)?.[3];
  if (!zone || zone === 'Z') return 0;
  const minutes = Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6));
  return zone.startsWith('-') ? -minutes : minutes;
}

const instantInRange = (value: string) => {
  if (!instantParts.test(value)) return true;
  const ms = Date.parse(canonicalInstant(value));
  return ms >= FIRST_MS && ms < END_MS;
};

/**
 * An ISO 8601 instant with its offset (`2026-11-02T10:00:00Z`, `…T10:00:00.123456+02:00`), within
 * the product's days once taken to UTC, with an offset real places use. Fractions finer than a
 * microsecond are accepted and rounded by `canonicalInstant`.
 */
export const instantSchema = z.iso
  .datetime({ offset: true, error: 'must be an ISO 8601 date and time with an offset, e.g. 2026-11-02T10:00:00Z' })
  .check(
    z.refine((value) => Math.abs(offsetMinutes(value)) <= OFFSET_MAX_MINUTES, OFFSET_MESSAGE),
    z.refine(instantInRange, INSTANT_RANGE_MESSAGE),
  );

/** A period of whole local days, `from` 00:00 to `to` 24:00, spanning at most `maxDays` days. */
export function localPeriodChecks(maxDays: number) {
  type Period = { from: string; to: string };
  return [
    z.refine<Period>((r) => r.from <= r.to, { path: ['to'], message: 'must not be before the start' }),
    z.refine<Period>((r) => daysBetween(r.from, r.to) < maxDays, {
      path: ['to'],
      message: maxDays === 366 ? 'the period may span at most one year' : `the period may span at most ${maxDays} days`,
    }),
  ] as const;
}
