import { describe, expect, it } from 'vitest';
import { zoneOf } from '../../../lib/time/zone';
import { employeePattern, projectPattern } from './work-pattern';
import { sumDays, workingDays } from './working-time';

const HOUR = 3_600_000;
const berlin = zoneOf('Europe/Berlin');
const at = (iso: string) => Date.parse(iso);

describe('working time of a period', () => {
  const project = projectPattern({ start: '09:00', end: '17:00' });

  it('counts the project hours on Monday to Friday: March 2026 has 22 working days of 8 hours', () => {
    const days = workingDays(berlin, project, '2026-03-01', '2026-03-31', at('2026-03-11T13:00:00+01:00'));
    const month = sumDays(days, '2026-03-01', '2026-03-31');
    expect(month.total / HOUR).toBe(176);
    // Mon 2 to Tue 10: 7 days; Wed 11: 09:00-13:00.
    expect(month.elapsed / HOUR).toBe(60);
    expect(days.get('2026-03-07')).toEqual({ total: 0, elapsed: 0 });
  });

  it('keeps a day window 8 hours across the spring DST change, and places "now" in summer time', () => {
    const days = workingDays(berlin, project, '2026-03-30', '2026-03-30', at('2026-03-30T10:00:00+02:00'));
    expect(days.get('2026-03-30')).toEqual({ total: 8 * HOUR, elapsed: 1 * HOUR });
  });

  it('counts a night window in real time: 01:00-04:00 is 2 hours when clocks spring forward, 4 when they fall back', () => {
    const night = employeePattern([{ day: 7, start: '01:00', end: '04:00' }], project);
    expect(workingDays(berlin, night, '2026-03-29', '2026-03-29', 0).get('2026-03-29')!.total).toBe(2 * HOUR);
    expect(workingDays(berlin, night, '2026-10-25', '2026-10-25', 0).get('2026-10-25')!.total).toBe(4 * HOUR);
    expect(workingDays(berlin, night, '2026-03-22', '2026-03-22', 0).get('2026-03-22')!.total).toBe(3 * HOUR);
    // 03:30 summer time on the short night: 01:00 CET to 03:30 CEST is 1.5 hours.
    expect(workingDays(berlin, night, '2026-03-29', '2026-03-29', at('2026-03-29T03:30:00+02:00')).get('2026-03-29')!.elapsed).toBe(
      1.5 * HOUR,
    );
  });

  it('follows a part-time schedule instead of the project hours, and the project hours without one', () => {
    const partTime = employeePattern(
      [
        { day: 1, start: '09:00', end: '13:00' },
        { day: 3, start: '09:00', end: '13:00' },
      ],
      project,
    );
    expect(sumDays(workingDays(berlin, partTime, '2026-03-01', '2026-03-31', 0), '2026-03-01', '2026-03-31').total / HOUR).toBe(36);
    expect(employeePattern([], project)).toBe(project);
  });

  it('takes 08:00-17:00 when the project has no work hours', () => {
    expect(sumDays(workingDays(berlin, projectPattern(null), '2026-03-02', '2026-03-02', 0), '2026-03-02', '2026-03-02').total).toBe(
      9 * HOUR,
    );
  });
});
