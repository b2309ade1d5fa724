import { describe, expect, it } from 'vitest';
import { formatWithOffset, localDate, wallClockToEpoch, wallDate, wallWeekday, zoneOffsetReader } from './zoned-time';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

describe('zoned time', () => {
  const berlin = zoneOffsetReader('Europe/Berlin');

  it('reads the offset at an instant, on both sides of a change', () => {
    expect(berlin(at('2026-03-29T00:59:59Z'))).toBe(HOUR);
    expect(berlin(at('2026-03-29T01:00:00Z'))).toBe(2 * HOUR);
    expect(zoneOffsetReader('Asia/Kolkata')(at('2026-03-29T00:00:00Z'))).toBe(5.5 * HOUR);
    expect(zoneOffsetReader('UTC')(at('2026-03-29T00:00:00Z'))).toBe(0);
    expect(() => zoneOffsetReader('Not/A_Zone')).toThrow(RangeError);
  });

  it('turns a wall-clock time into an instant: a skipped time moves forward, a repeated one takes the earlier instant', () => {
    expect(wallClockToEpoch(at('2026-03-29T01:59:00Z'), berlin)).toBe(at('2026-03-29T00:59:00Z'));
    expect(wallClockToEpoch(at('2026-03-29T02:30:00Z'), berlin)).toBe(at('2026-03-29T01:30:00Z'));
    expect(wallClockToEpoch(at('2026-10-25T02:30:00Z'), berlin)).toBe(at('2026-10-25T00:30:00Z'));
    expect(wallClockToEpoch(at('2026-10-25T03:00:00Z'), berlin)).toBe(at('2026-10-25T02:00:00Z'));
  });

  it('writes an instant with an offset', () => {
    expect(formatWithOffset(at('2026-03-29T01:30:00Z'), 2 * HOUR)).toBe('2026-03-29T03:30:00+02:00');
    expect(formatWithOffset(at('2026-03-01T15:00:00.250Z'), -5 * HOUR)).toBe('2026-03-01T10:00:00.250-05:00');
    expect(formatWithOffset(at('2026-03-01T00:00:00Z'), 5.75 * HOUR)).toBe('2026-03-01T05:45:00+05:45');
  });

  it('gives the local date of an instant, and the date and weekday of a wall-clock time', () => {
    const now = at('2026-10-25T23:30:00Z');
    expect(localDate('Europe/Berlin', now)).toBe('2026-10-26');
    expect(localDate('America/New_York', now)).toBe('2026-10-25');
    expect(localDate('UTC', at('2026-12-31T23:59:59.999Z'))).toBe('2026-12-31');
    expect(() => localDate('Not/A_Zone', now)).toThrow(RangeError);
    expect(wallDate(at('2026-03-02T23:59:00Z'))).toBe('2026-03-02');
    expect(wallWeekday(at('2026-03-02T00:00:00Z'))).toBe(1);
    expect(wallWeekday(at('2026-03-08T23:59:00Z'))).toBe(7);
  });
});
