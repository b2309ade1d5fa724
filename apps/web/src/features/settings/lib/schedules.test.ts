import { describe, expect, it } from 'vitest';
import { scheduleSummary, toDayRows, toSchedules } from './schedules';

describe('schedules', () => {
  it('summarises consecutive days with the same hours as one range', () => {
    const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, start: '09:00', end: '18:00' }));
    expect(scheduleSummary([...weekdays, { day: 6, start: '10:00', end: '14:00' }])).toBe('Mon–Fri 09:00–18:00; Sat 10:00–14:00');
    expect(
      scheduleSummary([
        { day: 1, start: '09:00', end: '12:00' },
        { day: 3, start: '09:00', end: '12:00' },
      ]),
    ).toBe('Mon 09:00–12:00; Wed 09:00–12:00');
    expect(scheduleSummary([])).toBe('');
  });

  it('turns schedules into seven weekday rows and back', () => {
    const rows = toDayRows([{ day: 2, start: '08:00', end: '16:00' }]);
    expect(rows).toHaveLength(7);
    expect(rows[1]).toEqual({ day: 2, enabled: true, start: '08:00', end: '16:00' });
    expect(rows[0]).toMatchObject({ day: 1, enabled: false });
    expect(toSchedules(rows)).toEqual([{ day: 2, start: '08:00', end: '16:00' }]);
  });
});
