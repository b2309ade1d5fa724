import type { Schedule } from '@salespulse/contract/employees';
import { describe, expect, it } from 'vitest';
import { effectiveSchedule, isWorking, nextWorkStart } from './schedule';
import { zoneOf } from '../../../lib/time/zone';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const berlin = zoneOf('Europe/Berlin');
const newYork = zoneOf('America/New_York');

// 2026-03-02 is a Monday. Berlin is UTC+1 in winter, UTC+2 from 2026-03-29 02:00 (clocks skip to
// 03:00) until 2026-10-25 03:00 (clocks go back to 02:00). New York changes on 03-08 and 11-01.
describe('working windows in the project time zone', () => {
  const dayShift: Schedule[] = [{ day: 1, start: '09:00', end: '17:00' }];

  it('works from the start minute up to, not including, the end minute, by the local wall clock', () => {
    expect(isWorking(dayShift, berlin, at('2026-03-02T07:59:59Z'))).toBe(false); // 08:59:59 local
    expect(isWorking(dayShift, berlin, at('2026-03-02T08:00:00Z'))).toBe(true); // 09:00
    expect(isWorking(dayShift, berlin, at('2026-03-02T15:59:59Z'))).toBe(true); // 16:59:59
    expect(isWorking(dayShift, berlin, at('2026-03-02T16:00:00Z'))).toBe(false); // 17:00
    // The same instant is Sunday evening in New York: not a Monday window there.
    expect(isWorking(dayShift, newYork, at('2026-03-02T03:00:00Z'))).toBe(false);
  });

  it('chains a window ending at 23:59 with one starting at 00:00 into one night shift across midnight', () => {
    const night: Schedule[] = [
      { day: 1, start: '22:00', end: '23:59' },
      { day: 2, start: '00:00', end: '06:00' },
    ];
    expect(isWorking(night, berlin, at('2026-03-02T22:59:30Z'))).toBe(true); // Mon 23:59:30 local
    expect(isWorking(night, berlin, at('2026-03-02T23:00:00Z'))).toBe(true); // Tue 00:00
    expect(isWorking(night, berlin, at('2026-03-03T04:59:00Z'))).toBe(true); // Tue 05:59
    expect(isWorking(night, berlin, at('2026-03-03T05:00:00Z'))).toBe(false); // Tue 06:00
    expect(isWorking(night, berlin, at('2026-03-02T20:59:00Z'))).toBe(false); // Mon 21:59
  });

  it('lets a window whose end is not after its start run into the next day, Sunday into Monday too', () => {
    const overnight: Schedule[] = [{ day: 7, start: '22:00', end: '02:00' }];
    expect(isWorking(overnight, berlin, at('2026-03-08T21:30:00Z'))).toBe(true); // Sun 22:30
    expect(isWorking(overnight, berlin, at('2026-03-09T00:30:00Z'))).toBe(true); // Mon 01:30
    expect(isWorking(overnight, berlin, at('2026-03-09T01:00:00Z'))).toBe(false); // Mon 02:00
    expect(isWorking(overnight, berlin, at('2026-03-02T00:30:00Z'))).toBe(true); // Mon 01:30, a week earlier
  });

  it('finds the next start over a weekend, and "now" while working', () => {
    const weekdays: Schedule[] = [1, 2, 3, 4, 5].map((day) => ({ day, start: '09:00', end: '17:00' }));
    expect(iso(nextWorkStart(weekdays, berlin, at('2026-03-06T17:30:00Z')))).toBe('2026-03-09T08:00:00.000Z'); // Fri 18:30 → Mon 09:00
    expect(iso(nextWorkStart(weekdays, berlin, at('2026-03-04T10:00:00Z')))).toBe('2026-03-04T10:00:00.000Z');
    expect(iso(nextWorkStart(weekdays, berlin, at('2026-03-04T05:00:00Z')))).toBe('2026-03-04T08:00:00.000Z'); // same morning
    expect(nextWorkStart([], berlin, at('2026-03-04T05:00:00Z'))).toBeNull();
  });

  it('moves a start skipped by the spring DST change to the end of the gap, and keeps the local hours after it', () => {
    const sunday: Schedule[] = [{ day: 7, start: '02:30', end: '05:00' }];
    // Sun 2026-03-29: 02:00 CET becomes 03:00 CEST, so 02:30 does not exist; work starts at 03:30 CEST = 01:30Z.
    expect(iso(nextWorkStart(sunday, berlin, at('2026-03-28T22:00:00Z')))).toBe('2026-03-29T01:30:00.000Z');
    expect(isWorking(sunday, berlin, at('2026-03-29T00:59:00Z'))).toBe(false); // 01:59 CET
    expect(isWorking(sunday, berlin, at('2026-03-29T01:30:00Z'))).toBe(true); // 03:30 CEST
    expect(isWorking(sunday, berlin, at('2026-03-29T02:59:00Z'))).toBe(true); // 04:59 CEST
    expect(isWorking(sunday, berlin, at('2026-03-29T03:00:00Z'))).toBe(false); // 05:00 CEST
    const monday: Schedule[] = [{ day: 1, start: '09:00', end: '17:00' }];
    expect(iso(nextWorkStart(monday, berlin, at('2026-03-28T22:00:00Z')))).toBe('2026-03-30T07:00:00.000Z'); // 09:00 CEST
  });

  it('keeps local hours through the autumn change, including the repeated hour', () => {
    const sunday: Schedule[] = [{ day: 7, start: '09:00', end: '17:00' }];
    // Sun 2026-10-25 03:00 CEST becomes 02:00 CET: 09:00 that day is 08:00Z (a day earlier it was 07:00Z).
    expect(iso(nextWorkStart(sunday, berlin, at('2026-10-24T20:00:00Z')))).toBe('2026-10-25T08:00:00.000Z');
    const early: Schedule[] = [{ day: 7, start: '02:00', end: '03:00' }];
    expect(isWorking(early, berlin, at('2026-10-25T00:30:00Z'))).toBe(true); // first 02:30 (CEST)
    expect(isWorking(early, berlin, at('2026-10-25T01:30:00Z'))).toBe(true); // second 02:30 (CET)
    expect(isWorking(early, berlin, at('2026-10-25T02:00:00Z'))).toBe(false); // 03:00 CET
    // New York's spring change moves 09:00 from 14:00Z to 13:00Z.
    const ny: Schedule[] = [{ day: 1, start: '09:00', end: '17:00' }];
    expect(iso(nextWorkStart(ny, newYork, at('2026-03-02T00:00:00Z')))).toBe('2026-03-02T14:00:00.000Z');
    expect(iso(nextWorkStart(ny, newYork, at('2026-03-09T00:00:00Z')))).toBe('2026-03-09T13:00:00.000Z');
  });

  it('gives an employee without schedules the project work hours on Monday to Friday', () => {
    expect(effectiveSchedule([], '10:00-18:00')).toEqual([1, 2, 3, 4, 5].map((day) => ({ day, start: '10:00', end: '18:00' })));
    expect(effectiveSchedule([], undefined)[0]).toEqual({ day: 1, start: '08:00', end: '17:00' });
    const own: Schedule[] = [{ day: 6, start: '10:00', end: '14:00' }];
    expect(effectiveSchedule(own, '10:00-18:00')).toEqual(own);
  });
});
