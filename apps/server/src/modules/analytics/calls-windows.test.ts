import type { DateTimeRange } from '@salespulse/contract/analytics';
import { describe, expect, it } from 'vitest';
import { hourPlan, passingSpans } from './calls-windows';

const range = (fromTime: string, toTime: string, daysOfWeek = [1, 2, 3, 4, 5], dates: Partial<DateTimeRange> = {}): DateTimeRange => ({
  fromTime,
  toTime,
  daysOfWeek,
  ...dates,
});
const windows = (dateTimeRanges: DateTimeRange[], dateTimeRangeExclusions: DateTimeRange[] = []) => ({
  dateTimeRanges,
  dateTimeRangeExclusions,
});

describe('calls board windows over local hours', () => {
  it('08:00:00-17:00:00 is the hours 8 to 16 whole and the first second of 17, on weekdays only', () => {
    // 2026-06-05 is a Friday, 2026-06-06 a Saturday.
    const plan = hourPlan({ period: { from: '2026-06-05', to: '2026-06-06' }, ...windows([range('08:00:00', '17:00:00')]) });
    expect(plan.full).toEqual([{ days: ['2026-06-05'], hours: [8, 9, 10, 11, 12, 13, 14, 15, 16] }]);
    expect(plan.partial).toEqual([{ day: '2026-06-05', from: 17 * 3600, to: 17 * 3600 + 1 }]);
  });

  it('an exclusion cuts hours out, partly or wholly', () => {
    const spans = passingSpans(
      windows([range('08:30:00', '17:59:59')], [range('12:00:00', '12:59:59'), range('15:15:00', '15:44:59')]),
      '2026-06-01',
    );
    expect(spans).toEqual([
      [8.5 * 3600, 12 * 3600],
      [13 * 3600, 15.25 * 3600],
      [15.75 * 3600, 18 * 3600],
    ]);
    const plan = hourPlan({
      period: { from: '2026-06-01', to: '2026-06-01' },
      ...windows([range('08:30:00', '17:59:59')], [range('12:00:00', '12:59:59'), range('15:15:00', '15:44:59')]),
    });
    expect(plan.full).toEqual([{ days: ['2026-06-01'], hours: [9, 10, 11, 13, 14, 16, 17] }]);
    expect(plan.partial).toEqual([
      { day: '2026-06-01', from: 8.5 * 3600, to: 9 * 3600 },
      { day: '2026-06-01', from: 15 * 3600, to: 15.25 * 3600 },
      { day: '2026-06-01', from: 15.75 * 3600, to: 16 * 3600 },
    ]);
  });

  it('no ranges means the whole day; 23:59:59 reaches midnight; touching ranges make whole hours', () => {
    expect(passingSpans(windows([]), '2026-06-01')).toEqual([[0, 86_400]]);
    expect(passingSpans(windows([range('22:00:00', '23:59:59', [1])]), '2026-06-01')).toEqual([[22 * 3600, 86_400]]);
    const plan = hourPlan({
      period: { from: '2026-06-01', to: '2026-06-01' },
      ...windows([range('10:00:00', '10:29:59', [1]), range('10:30:00', '10:59:59', [1])]),
    });
    expect(plan).toEqual({ full: [{ days: ['2026-06-01'], hours: [10] }], partial: [] });
  });

  it('ranges limited to dates apply on those days; days with the same hours share a pattern', () => {
    const plan = hourPlan({
      period: { from: '2026-06-01', to: '2026-06-04' },
      ...windows([
        range('09:00:00', '10:59:59', [1, 2, 3, 4]),
        range('14:00:00', '14:59:59', [1, 2, 3, 4], { fromDate: '2026-06-03', toDate: '2026-06-03' }),
      ]),
    });
    expect(plan.full).toEqual([
      { days: ['2026-06-01', '2026-06-02', '2026-06-04'], hours: [9, 10] },
      { days: ['2026-06-03'], hours: [9, 10, 14] },
    ]);
    expect(plan.partial).toEqual([]);
  });
});
