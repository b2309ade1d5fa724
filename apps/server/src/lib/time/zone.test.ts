import { describe, expect, it } from 'vitest';
import { localDayStart, nextLocalMidnight, zoneOf } from './zone';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const berlin = zoneOf('Europe/Berlin');

// Berlin is UTC+1 in winter, UTC+2 from 2026-03-29 02:00 (clocks skip to 03:00) until 2026-10-25
// 03:00 (clocks go back to 02:00). 2026-03-02 is a Monday.
describe('a zone', () => {
  it('counts local days: the next midnight is local, also on a 23-hour day', () => {
    expect(iso(nextLocalMidnight(berlin, at('2026-03-02T22:59:00Z')))).toBe('2026-03-02T23:00:00.000Z');
    expect(iso(nextLocalMidnight(berlin, at('2026-03-28T23:30:00Z')))).toBe('2026-03-29T22:00:00.000Z');
    expect(berlin.local(at('2026-03-02T23:30:00Z'))).toMatchObject({ date: '2026-03-03', weekday: 2, minute: 30 });
  });

  it('places a wall-clock minute skipped by the spring change at the end of the gap', () => {
    const sunday = berlin.local(at('2026-03-29T12:00:00Z')).wallMidnight;
    expect(iso(berlin.instant(sunday, 150))).toBe('2026-03-29T01:30:00.000Z'); // 02:30 never happened: 03:30 CEST
    expect(iso(berlin.instant(sunday, 9 * 60))).toBe('2026-03-29T07:00:00.000Z');
  });

  it('gives the local day and the instant it started', () => {
    expect(localDayStart(berlin, at('2026-10-25T12:00:00Z'))).toEqual({ date: '2026-10-25', since: new Date('2026-10-24T22:00:00Z') });
    expect(localDayStart(zoneOf('UTC'), at('2026-10-25T12:00:00Z'))).toEqual({
      date: '2026-10-25',
      since: new Date('2026-10-25T00:00:00Z'),
    });
  });

  it('reads an unknown zone name as UTC rather than failing', () => {
    expect(zoneOf('Not/A_Zone').local(at('2026-03-02T23:30:00Z'))).toMatchObject({ date: '2026-03-02', weekday: 1, minute: 23 * 60 + 30 });
  });
});
