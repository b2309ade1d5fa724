import { describe, expect, it } from 'vitest';
import { clampHour, DEFAULT_SPAN, hourSpan, spanHours } from './hour-span';

describe('pulse hour span', () => {
  it('runs from the earliest schedule start to the latest schedule end of all employees', () => {
    const span = hourSpan([
      [{ day: 1, start: '09:00', end: '17:00' }],
      [
        { day: 2, start: '07:30', end: '12:00' },
        { day: 2, start: '13:00', end: '15:00' },
      ],
      [{ day: 6, start: '10:00', end: '19:45' }],
    ]);
    expect(span).toEqual({ first: 7, last: 19 });
    expect(spanHours(span)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });

  it('is 08:00 to 17:00 when no employee has a schedule', () => {
    expect(hourSpan([])).toEqual(DEFAULT_SPAN);
    expect(hourSpan([[], []])).toEqual({ first: 8, last: 17 });
    expect(spanHours(DEFAULT_SPAN)).toHaveLength(10);
  });

  it('clamps hours outside the span to its first and last column', () => {
    const span = { first: 8, last: 17 };
    expect(clampHour(0, span)).toBe(0);
    expect(clampHour(7, span)).toBe(0);
    expect(clampHour(8, span)).toBe(0);
    expect(clampHour(12, span)).toBe(4);
    expect(clampHour(17, span)).toBe(9);
    expect(clampHour(23, span)).toBe(9);
  });
});
