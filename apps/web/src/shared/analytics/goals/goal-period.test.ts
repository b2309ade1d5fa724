import { describe, expect, it } from 'vitest';
import { describeGoalPeriod, formatPeriod, formatRange, quarterOptions } from './goal-period';

describe('goal periods in words', () => {
  it('name recurring, one-time and custom periods', () => {
    expect(describeGoalPeriod({ period: 'month', recurring: true, from: '2026-12-01', to: null })).toBe('Monthly, from Dec 2026');
    expect(describeGoalPeriod({ period: 'quarter', recurring: false, from: '2027-01-01', to: '2027-03-31' })).toBe('Once: Q1 2027');
    expect(describeGoalPeriod({ period: 'custom', recurring: false, from: '2027-01-12', to: '2027-01-25' })).toBe('12–25 Jan 2027');
    expect(describeGoalPeriod({ period: 'week', recurring: true, from: '2026-12-07', to: '2027-02-28' })).toBe(
      'Weekly, 7 Dec 2026 – 28 Feb 2027',
    );
    expect(describeGoalPeriod({ period: 'quarter', recurring: true, from: '2027-01-01', to: '2027-12-31' })).toBe(
      'Quarterly, Q1 2027 – Q4 2027',
    );
    expect(describeGoalPeriod({ period: 'week', recurring: false, from: '2026-12-07', to: '2026-12-13' })).toBe('Once: 7–13 Dec 2026');
    expect(describeGoalPeriod({ period: 'day', recurring: false, from: '2026-12-03', to: '2026-12-03' })).toBe('Once: 3 Dec 2026');
  });

  it('shorten ranges within a month or a year', () => {
    expect(formatRange('2027-01-28', '2027-02-03')).toBe('28 Jan – 3 Feb 2027');
    expect(formatRange('2026-12-28', '2027-01-03')).toBe('28 Dec 2026 – 3 Jan 2027');
    expect(formatPeriod('month', '2027-02-01')).toBe('Feb 2027');
  });

  it('offer the quarters from last year to the year after next', () => {
    const options = quarterOptions('2026-12-03');
    expect(options[0]).toEqual({ value: '2025-01-01', label: 'Q1 2025' });
    expect(options.at(-1)).toEqual({ value: '2028-10-01', label: 'Q4 2028' });
    expect(options).toHaveLength(16);
  });
});
