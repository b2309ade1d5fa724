import { describe, expect, it } from 'vitest';
import { createDateReader } from './csv-dates';

describe('csv dates', () => {
  const berlinIso = createDateReader('YYYY-MM-DD', 'Europe/Berlin');

  it('keeps the offset a date carries and reads zone-less ones in the import zone', () => {
    expect(berlinIso('2026-03-01T10:00:00Z')?.iso).toBe('2026-03-01T10:00:00+00:00');
    expect(berlinIso('2026-03-01T10:00:00.250-05:00')?.iso).toBe('2026-03-01T10:00:00.250-05:00');
    expect(berlinIso('2026-03-01 10:00+0530')?.epochMs).toBe(Date.parse('2026-03-01T04:30:00Z'));
    expect(berlinIso('2026-01-15 09:30')?.iso).toBe('2026-01-15T09:30:00+01:00');
    expect(berlinIso('2026-07-15T09:30:15')?.iso).toBe('2026-07-15T09:30:15+02:00');
    expect(berlinIso('2026-07-15')?.iso).toBe('2026-07-15T00:00:00+02:00');
  });

  it('reads Berlin wall-clock times across the spring-forward change of 2026-03-29', () => {
    expect(berlinIso('2026-03-29 01:59')?.iso).toBe('2026-03-29T01:59:00+01:00');
    expect(berlinIso('2026-03-29 03:00')?.iso).toBe('2026-03-29T03:00:00+02:00');
    expect(berlinIso('2026-03-29 01:59')?.epochMs).toBe(Date.parse('2026-03-29T00:59:00Z'));
    expect(berlinIso('2026-03-29 03:00')?.epochMs).toBe(Date.parse('2026-03-29T01:00:00Z'));
    // 02:30 never happened that night: it moves forward by the hour skipped.
    expect(berlinIso('2026-03-29 02:30')?.iso).toBe('2026-03-29T03:30:00+02:00');
  });

  it('reads Berlin wall-clock times across the fall-back change of 2026-10-25', () => {
    expect(berlinIso('2026-10-25 01:30')?.iso).toBe('2026-10-25T01:30:00+02:00');
    // 02:30 happened twice: the earlier one is taken.
    expect(berlinIso('2026-10-25 02:30')?.iso).toBe('2026-10-25T02:30:00+02:00');
    expect(berlinIso('2026-10-25 03:00')?.iso).toBe('2026-10-25T03:00:00+01:00');
    expect(berlinIso('2026-10-25 03:00')!.epochMs - berlinIso('2026-10-25 01:30')!.epochMs).toBe(2.5 * 3_600_000);
  });

  it('reads the day-first format with . / or - and an optional time', () => {
    const read = createDateReader('DD.MM.YYYY', 'Europe/Berlin');
    expect(read('29.03.2026')?.iso).toBe('2026-03-29T00:00:00+01:00');
    expect(read('29.03.2026 14:05')?.iso).toBe('2026-03-29T14:05:00+02:00');
    expect(read('1/4/2026 7:05:09')?.iso).toBe('2026-04-01T07:05:09+02:00');
    expect(read('01-04-2026')?.iso).toBe('2026-04-01T00:00:00+02:00');
    expect(read('2026-04-01T10:00:00Z')?.iso).toBe('2026-04-01T10:00:00+00:00');
  });

  it('reads the month-first format with AM/PM in New York across its DST change of 2026-03-08', () => {
    const read = createDateReader('MM/DD/YYYY', 'America/New_York');
    expect(read('03/07/2026 11:30 PM')?.iso).toBe('2026-03-07T23:30:00-05:00');
    expect(read('03/08/2026 12:15 AM')?.iso).toBe('2026-03-08T00:15:00-05:00');
    expect(read('3/8/2026 2:30 AM')?.iso).toBe('2026-03-08T03:30:00-04:00');
    expect(read('03/09/2026 9:00')?.iso).toBe('2026-03-09T09:00:00-04:00');
  });

  it('handles zones with odd offsets and UTC', () => {
    expect(createDateReader('YYYY-MM-DD', 'Asia/Kathmandu')('2026-05-01 12:00')?.iso).toBe('2026-05-01T12:00:00+05:45');
    expect(createDateReader('YYYY-MM-DD', 'UTC')('2026-05-01 12:00')?.iso).toBe('2026-05-01T12:00:00+00:00');
  });

  it.each([
    ['DD.MM.YYYY', '31.02.2026'],
    ['DD.MM.YYYY', '29.02.2027'],
    ['DD.MM.YYYY', '12.13.2026'],
    ['MM/DD/YYYY', '13/01/2026'],
    ['MM/DD/YYYY', '01/01/2026 13:00 PM'],
    ['YYYY-MM-DD', '29.03.2026'],
    ['YYYY-MM-DD', '2026-03-29 24:00'],
    ['YYYY-MM-DD', '1850-01-01'],
    ['YYYY-MM-DD', 'yesterday'],
    ['DD.MM.YYYY', '29.03.26'],
  ] as const)('refuses %s %j', (format, value) => {
    expect(createDateReader(format, 'Europe/Berlin')(value)).toBeUndefined();
  });
});
