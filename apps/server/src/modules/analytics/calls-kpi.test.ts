import { describe, expect, it } from 'vitest';
import { callTimeKpi, callTimeTargetSeconds, localToday, openDays, workWeekdays } from './calls-kpi';

const allDay = (daysOfWeek: number[], fromDate?: string) => ({
  fromTime: '00:00:00',
  toTime: '23:59:59',
  daysOfWeek,
  ...(fromDate ? { fromDate } : {}),
});

describe('calls board kpi', () => {
  it('reads the target in minutes from the project settings; none when absent or broken', () => {
    expect(callTimeTargetSeconds(new Map([['call_time_target', '90']]))).toBe(5400);
    expect(callTimeTargetSeconds(new Map())).toBeNull();
    expect(callTimeTargetSeconds(new Map([['call_time_target', '0']]))).toBeNull();
  });

  it('takes today in the project zone, not in UTC', () => {
    const now = new Date('2026-10-25T23:30:00Z');
    expect(localToday('Europe/Berlin', now)).toBe('2026-10-26');
    expect(localToday('America/New_York', now)).toBe('2026-10-25');
    expect(localToday('UTC', new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-12-31');
  });

  it('keeps the days of the period up to today that the windows leave open', () => {
    const period = { from: '2026-10-23', to: '2026-10-27' }; // Fri .. Tue
    const none = { dateTimeRanges: [], dateTimeRangeExclusions: [] };
    expect(openDays({ period, ...none }, '2026-12-01').map((d) => `${d.day}/${d.weekday}`)).toEqual([
      '2026-10-23/5',
      '2026-10-24/6',
      '2026-10-25/7',
      '2026-10-26/1',
      '2026-10-27/2',
    ]);
    expect(openDays({ period, ...none }, '2026-10-24').map((d) => d.day)).toEqual(['2026-10-23', '2026-10-24']);
    // A window on Monday and Friday from the 26th on; a whole-day exclusion (a holiday) on Tuesday.
    const windows = { period, dateTimeRanges: [allDay([1, 2, 5], '2026-10-26')], dateTimeRangeExclusions: [allDay([2])] };
    expect(openDays(windows, '2026-12-01').map((d) => d.day)).toEqual(['2026-10-26']);
  });

  it('works Monday to Friday without a schedule, else the weekdays of the schedule', () => {
    expect([...workWeekdays([])]).toEqual([1, 2, 3, 4, 5]);
    expect([...workWeekdays([{ day: 6 }, { day: 6 }, { day: 7 }])]).toEqual([6, 7]);
  });

  it('averages min(1, talk / target) over working days, in percent with two decimals', () => {
    const days = ['2026-10-23', '2026-10-24', '2026-10-26', '2026-10-27'].map((day, i) => ({ day, weekday: [5, 6, 1, 2][i]! }));
    const talk = new Map([
      ['2026-10-23', 30], // half the target
      ['2026-10-24', 600], // Saturday: not a working day
      ['2026-10-26', 180], // three times the target counts once
    ]);
    expect(callTimeKpi(talk, days, workWeekdays([]), 60)).toBe(50); // (0.5 + 1 + 0) / 3
    expect(callTimeKpi(talk, days, new Set([6]), 60)).toBe(100);
    expect(callTimeKpi(talk, days, new Set([3]), 60)).toBeNull();
    expect(callTimeKpi(new Map([['2026-10-23', 20]]), days.slice(0, 1), new Set([5]), 60)).toBe(33.33);
  });
});
