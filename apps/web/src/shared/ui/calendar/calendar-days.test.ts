import { describe, expect, it } from 'vitest';
import { earliestDay, monthWeeks, pickerYears, shiftMonth, todayIn, weekdayIndex, weekdayNames } from './calendar-days';

describe('calendar days', () => {
  it('starts weeks on Monday, filling the first and last week from the neighbouring months', () => {
    expect(weekdayNames('EEEE')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    const weeks = monthWeeks(2025, 3);
    expect(weeks[0]).toEqual(['2025-02-24', '2025-02-25', '2025-02-26', '2025-02-27', '2025-02-28', '2025-03-01', '2025-03-02']);
    expect(weeks.at(-1)).toEqual(['2025-03-31', '2025-04-01', '2025-04-02', '2025-04-03', '2025-04-04', '2025-04-05', '2025-04-06']);
    expect(weeks).toHaveLength(6);
    // February 2021 starts on a Monday and ends on a Sunday: exactly four weeks.
    expect(monthWeeks(2021, 2)).toHaveLength(4);
    expect(weekdayIndex('2025-03-10')).toBe(0);
    expect(weekdayIndex('2025-03-16')).toBe(6);
  });

  it('lists 12 years in the year picker, starting 7 before the current one', () => {
    expect(pickerYears(2025)).toEqual([2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029]);
    expect(earliestDay(2025)).toBe('2018-01-01');
  });

  it('reads today on the wall clocks of the project’s time zone', () => {
    const now = new Date('2025-03-10T23:30:00Z');
    expect(todayIn('Europe/Berlin', now)).toBe('2025-03-11');
    expect(todayIn('America/New_York', now)).toBe('2025-03-10');
    expect(todayIn('Pacific/Kiritimati', new Date('2025-12-31T10:30:00Z'))).toBe('2026-01-01');
  });

  it('moves by months, keeping the day or falling back to the month’s last day', () => {
    expect(shiftMonth('2025-03-31', -1)).toBe('2025-02-28');
    expect(shiftMonth('2024-03-31', -1)).toBe('2024-02-29');
    expect(shiftMonth('2025-01-15', -1)).toBe('2024-12-15');
    expect(shiftMonth('2025-12-15', 1)).toBe('2026-01-15');
    expect(shiftMonth('2025-05-20', -12)).toBe('2024-05-20');
  });
});
