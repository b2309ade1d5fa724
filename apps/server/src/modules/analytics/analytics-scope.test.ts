import { describe, expect, it } from 'vitest';
import { scopeInCalendar } from './analytics-scope';

describe('a scope in a calendar known beforehand', () => {
  const calendar = { timeZone: 'Europe/Berlin', rollups: new Set(['calls'] as const), settings: new Map([['work_hours', '09:00-18:00']]) };

  it('carries the request filters and the calendar as resolve() would', () => {
    const window = { fromTime: '08:00:00', toTime: '17:00:00', daysOfWeek: [1, 2] };
    const scope = scopeInCalendar('p1', calendar, {
      date: { from: '2026-10-01', to: '2026-10-31' },
      dateTimeRanges: [window],
      durationRange: { min: 10 },
    });
    expect(scope).toMatchObject({
      projectId: 'p1',
      timeZone: 'Europe/Berlin',
      workHours: { start: '09:00:00', end: '18:00:00' },
      period: { from: '2026-10-01', to: '2026-10-31' },
      dateTimeRanges: [window],
      dateTimeRangeExclusions: [],
      durationRange: { min: 10 },
      employeeIds: null,
      productIds: null,
      dataProviderIds: null,
      properties: [],
    });
    expect([...scope.rollups]).toEqual(['calls']);
  });

  it('refuses a filter naming references, which only resolve() can check', () => {
    expect(() =>
      scopeInCalendar('p1', calendar, { date: { from: '2026-10-01', to: '2026-10-01' }, employees: ['/api/employees/e1'] }),
    ).toThrow(/references/);
  });
});
