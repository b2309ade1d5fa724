import { describe, expect, it } from 'vitest';
import { filterDefaults } from './filter-defaults';
import { defaultFilters, type FilterState } from './filter-state';
import { parseFilters, parseRangeToken, rangeToken, writeFilters } from './filter-url';

const today = '2026-03-18';
const managers = filterDefaults('managers', today);
const calls = filterDefaults('calls', today);
const url = (search: string) => new URLSearchParams(search);

const chosen: FilterState = {
  employees: ['e1', 'e2'],
  teams: ['t1'],
  products: ['p1'],
  dataProviders: [],
  properties: [
    { propertyId: 'prop-1', options: ['Web, form', 'a~b'] },
    { propertyId: 'prop-2', options: ['EU'] },
  ],
  date: { from: '2026-01-05', to: '2026-02-20' },
  dateTimeRanges: [
    { fromTime: '09:00:00', toTime: '13:00:00', daysOfWeek: [1, 3, 5] },
    { fromTime: '14:00:00', toTime: '18:00:00', daysOfWeek: [6], fromDate: '2026-01-10', toDate: '2026-01-31' },
  ],
  dateTimeRangeExclusions: [
    { fromTime: '00:00:00', toTime: '23:59:00', daysOfWeek: [1, 2, 3, 4, 5], fromDate: '2026-01-19', toDate: '2026-01-19' },
  ],
  durationRange: null,
};

describe('filters in the URL', () => {
  it('writes nothing for the defaults, so a bare URL is the default view', () => {
    expect(writeFilters(url(''), defaultFilters(managers), 'managers', managers).toString()).toBe('');
    expect(parseFilters(url(''), 'managers', managers)).toEqual(defaultFilters(managers));
  });

  it('round-trips every filter of the managers screen', () => {
    const written = writeFilters(url(''), chosen, 'managers', managers);
    expect(written.getAll('employee')).toEqual(['e1', 'e2']);
    expect(written.getAll('team')).toEqual(['t1']);
    expect(written.getAll('range')).toEqual(['09:00:00-13:00:00~135', '14:00:00-18:00:00~6~2026-01-10~2026-01-31']);
    expect(parseFilters(url(written.toString()), 'managers', managers)).toEqual(chosen);
  });

  it('round-trips the calls board’s data providers and duration range, which other screens ignore', () => {
    const filters: FilterState = { ...defaultFilters(calls), teams: ['t1'], dataProviders: ['d1'], durationRange: { min: 30, max: null } };
    const written = writeFilters(url(''), filters, 'calls', calls);
    expect(written.toString()).toBe('team=t1&provider=d1&minDuration=30');
    expect(parseFilters(url(written.toString()), 'calls', calls)).toEqual(filters);
    expect(parseFilters(url('provider=d1&minDuration=30'), 'managers', managers)).toEqual(defaultFilters(managers));
    expect(parseFilters(url('product=p1'), 'calls', calls)).toEqual(defaultFilters(calls));
  });

  it('keeps the screen’s own parameters (sort, tabs) beside the filters', () => {
    const written = writeFilters(
      url('sort=won&from=2020-01-01&to=2020-01-02&employee=old'),
      { ...defaultFilters(managers), employees: ['e9'] },
      'managers',
      managers,
    );
    expect(written.toString()).toBe('sort=won&employee=e9');
  });

  it('writes "none" when every working-time range was removed', () => {
    const written = writeFilters(url(''), { ...defaultFilters(managers), dateTimeRanges: [] }, 'managers', managers);
    expect(written.toString()).toBe('range=none');
    expect(parseFilters(written, 'managers', managers).dateTimeRanges).toEqual([]);
  });

  it('falls back to the default for each invalid part and keeps the valid ones', () => {
    const fallback = defaultFilters(managers);
    const parsed = parseFilters(
      url('from=2026-02-30&to=2026-03-01&employee=e1&range=25:00:00-26:00:00~12&exclude=bad'),
      'managers',
      managers,
    );
    expect(parsed).toEqual({ ...fallback, employees: ['e1'] });
    // Start after the end, a period past today, longer than a year.
    expect(parseFilters(url('from=2026-03-10&to=2026-03-01'), 'managers', managers).date).toEqual(fallback.date);
    expect(parseFilters(url('from=2026-03-10&to=2026-03-19'), 'managers', managers).date).toEqual(fallback.date);
    expect(parseFilters(url('from=2024-01-01&to=2026-03-01'), 'managers', managers).date).toEqual(fallback.date);
    // Range end before its start; weekday 8; an unknown shape.
    expect(parseFilters(url('range=12:00:00-09:00:00~1'), 'managers', managers).dateTimeRanges).toEqual(fallback.dateTimeRanges);
    expect(parseFilters(url('range=09:00:00-12:00:00~18'), 'managers', managers).dateTimeRanges).toEqual(fallback.dateTimeRanges);
    expect(parseFilters(url('range=09:00:00-12:00:00~1~2026-01-02~2026-01-01'), 'managers', managers).dateTimeRanges).toEqual(
      fallback.dateTimeRanges,
    );
    // Negative or non-numeric durations, a minimum above the maximum.
    expect(parseFilters(url('minDuration=-1'), 'calls', calls).durationRange).toBeNull();
    expect(parseFilters(url('minDuration=60&maxDuration=30'), 'calls', calls).durationRange).toBeNull();
    expect(parseFilters(url('maxDuration=abc'), 'calls', calls).durationRange).toBeNull();
  });

  it('refuses what the request schema refuses, field by field', () => {
    const longOption = 'x'.repeat(201);
    const parsed = parseFilters(url(`prop.p1=${longOption}&employee=e1`), 'managers', managers);
    expect(parsed.properties).toEqual([]);
    expect(parsed.employees).toEqual(['e1']);
    const tooMany = Array.from({ length: 1001 }, (_, i) => `employee=e${i}`).join('&');
    expect(parseFilters(url(tooMany), 'managers', managers).employees).toEqual([]);
  });

  it('drops repeated ids and empty values', () => {
    expect(parseFilters(url('employee=e1&employee=e1&employee='), 'managers', managers).employees).toEqual(['e1']);
    expect(parseFilters(url('team=t1&team=t1&team='), 'managers', managers).teams).toEqual(['t1']);
  });
});

describe('range tokens', () => {
  it('sort the weekdays and omit empty date bounds', () => {
    expect(rangeToken({ fromTime: '08:00:00', toTime: '17:00:00', daysOfWeek: [5, 1, 3] })).toBe('08:00:00-17:00:00~135');
    expect(rangeToken({ fromTime: '08:00:00', toTime: '17:00:00', daysOfWeek: [1], fromDate: null, toDate: '2026-01-02' })).toBe(
      '08:00:00-17:00:00~1~~2026-01-02',
    );
    expect(parseRangeToken('08:00:00-17:00:00~1~~2026-01-02')).toEqual({
      fromTime: '08:00:00',
      toTime: '17:00:00',
      daysOfWeek: [1],
      toDate: '2026-01-02',
    });
  });

  it('refuse malformed tokens', () => {
    for (const token of [
      '',
      '08:00-17:00~1',
      '08:00:00-17:00:00',
      '08:00:00-17:00:00~0',
      '08:00:00-17:00:00~1~a~b',
      '08:00:00-17:00:00~1~~~x',
    ]) {
      expect(parseRangeToken(token)).toBeUndefined();
    }
  });
});
