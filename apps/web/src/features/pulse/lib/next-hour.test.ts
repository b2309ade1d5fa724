import { describe, expect, it } from 'vitest';
import { nextHourMarker } from './next-hour';

const today = '2025-03-12';
const day = { from: today, to: today };

describe('next-hour marker', () => {
  it('is the next full hour on the project’s clocks when the day shown is today', () => {
    expect(nextHourMarker(day, today, new Date('2025-03-12T09:20:00Z'), 'Europe/Berlin')).toBe(11);
    expect(nextHourMarker(day, today, new Date('2025-03-12T09:00:00Z'), 'UTC')).toBe(10);
  });

  it('is absent at 23:xx, whose next full hour is 00:00', () => {
    expect(nextHourMarker(day, today, new Date('2025-03-12T22:30:00Z'), 'Europe/Berlin')).toBeNull();
    expect(nextHourMarker(day, today, new Date('2025-03-12T21:59:00Z'), 'Europe/Berlin')).toBe(23);
  });

  it('is absent for any other day or a period', () => {
    const now = new Date('2025-03-12T09:20:00Z');
    expect(nextHourMarker({ from: '2025-03-11', to: '2025-03-11' }, today, now, 'UTC')).toBeNull();
    expect(nextHourMarker({ from: '2025-03-10', to: today }, today, now, 'UTC')).toBeNull();
  });
});
