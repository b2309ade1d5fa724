import { describe, expect, it } from 'vitest';
import { formatClock, formatHoursMinutes, formatMinutes, formatMoney, formatPercent, ratioPercent } from './format';

describe('analytics formats (spec §9)', () => {
  it('percentages with two decimals, a dash for nothing', () => {
    expect(formatPercent(42.5)).toBe('42.50%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(null)).toBe('—');
  });

  it('times in hours and minutes, rounded to the minute', () => {
    expect(formatHoursMinutes(0)).toBe('0 min');
    expect(formatHoursMinutes(89)).toBe('1 min');
    expect(formatHoursMinutes(90)).toBe('2 min');
    expect(formatHoursMinutes(3600)).toBe('1 h 00 min');
    expect(formatHoursMinutes(7500)).toBe('2 h 05 min');
    expect(formatHoursMinutes(null)).toBe('—');
  });

  it('averages in minutes', () => {
    expect(formatMinutes(7800)).toBe('130 min');
    expect(formatMinutes(29)).toBe('0 min');
    expect(formatMinutes(null)).toBe('—');
  });

  it('call lengths to the second', () => {
    expect(formatClock(245)).toBe('4:05');
    expect(formatClock(3729)).toBe('1:02:09');
  });

  it('amounts in the project currency, rounded', () => {
    expect(formatMoney(1234.56, 'USD')).toBe('$1,235');
    expect(formatMoney(10, 'EUR')).toBe('€10');
  });

  it('ratios as percentages, 0 for a zero denominator', () => {
    expect(ratioPercent(1, 3)).toBe(33.33);
    expect(ratioPercent(5, 0)).toBe(0);
  });
});
