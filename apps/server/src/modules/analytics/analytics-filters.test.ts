import { sql, type SQL } from 'drizzle-orm';
import type { DateTimeRange } from '@salespulse/contract/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { localDay, localHour } from '../../lib/time/calendar-sql';
import { monthToDateBounds, periodCondition, timeWindowCondition } from './analytics-filters';
import { plainScope, type AnalyticsScope } from './analytics-scope';
import { rowsOf } from './analytics-sql';

// The calendar rules of the filter compiler, evaluated by the database itself on instants exactly at
// and next to every boundary: local midnights on normal and DST days, window edges to the millisecond.

const instant = sql.raw('v.at');

describe('analytics filter compiler', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  /** Which of the instants pass the condition. */
  async function passing(instants: string[], condition: (column: SQL) => SQL | undefined): Promise<string[]> {
    const values = sql.join(
      instants.map((i) => sql`(${i}::timestamptz)`),
      sql`, `,
    );
    const where = condition(instant) ?? sql`true`;
    const rows = await rowsOf<{ at: string }>(
      database.handle.db,
      sql`select to_char(v.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from (values ${values}) v(at) where ${where} order by v.at`,
    );
    return rows.map((r) => r.at);
  }

  const scope = (timeZone: string, from: string, to = from, extra: Partial<AnalyticsScope> = {}) =>
    plainScope({ projectId: '00000000-0000-4000-8000-000000000000', timeZone, period: { from, to }, ...extra });

  it.each([
    // zone, day, first instant of the day, first instant of the next day (UTC)
    ['Europe/Berlin', '2026-03-29', '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z'], // 23 hours: spring forward
    ['Europe/Berlin', '2026-10-25', '2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z'], // 25 hours: fall back
    ['Europe/Berlin', '2026-07-01', '2026-06-30T22:00:00.000Z', '2026-07-01T22:00:00.000Z'],
    ['America/New_York', '2026-03-08', '2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z'],
    ['America/New_York', '2026-11-01', '2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z'],
    ['Asia/Kolkata', '2026-01-15', '2026-01-14T18:30:00.000Z', '2026-01-15T18:30:00.000Z'],
    ['Australia/Lord_Howe', '2026-04-05', '2026-04-04T13:00:00.000Z', '2026-04-05T13:30:00.000Z'], // half-hour DST
    ['UTC', '2026-02-28', '2026-02-28T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
  ])('a day in %s (%s) is [local midnight, next local midnight)', async (zone, day, start, end) => {
    const before = new Date(Date.parse(start) - 1).toISOString();
    const last = new Date(Date.parse(end) - 1).toISOString();
    expect(await passing([before, start, last, end], (c) => periodCondition(scope(zone, day), c))).toEqual([start, last]);
  });

  it('a period of several days spans whole local days from the first to the last', async () => {
    const s = scope('Europe/Berlin', '2026-10-24', '2026-10-26');
    const result = await passing(
      [
        '2026-10-23T21:59:59.999Z',
        '2026-10-23T22:00:00.000Z',
        '2026-10-25T12:00:00.000Z',
        '2026-10-26T22:59:59.999Z',
        '2026-10-26T23:00:00.000Z',
      ],
      (c) => periodCondition(s, c),
    );
    expect(result).toEqual(['2026-10-23T22:00:00.000Z', '2026-10-25T12:00:00.000Z', '2026-10-26T22:59:59.999Z']);
  });

  it('month-to-date runs from the local first of the month of `to` to the end of `to`', async () => {
    const s = scope('America/New_York', '2026-11-10');
    const bounds = monthToDateBounds(s);
    const result = await passing(
      ['2026-11-01T03:59:59.999Z', '2026-11-01T04:00:00.000Z', '2026-11-11T04:59:59.999Z', '2026-11-11T05:00:00.000Z'],
      (c) => sql`${c} >= ${bounds.start} and ${c} < ${bounds.end}`,
    );
    expect(result).toEqual(['2026-11-01T04:00:00.000Z', '2026-11-11T04:59:59.999Z']);
  });

  it('local day and hour follow the zone, also across a DST change', async () => {
    const s = scope('Europe/Berlin', '2026-10-25');
    const rows = await rowsOf<{ day: string; hour: number }>(
      database.handle.db,
      sql`select (${localDay(s, instant)})::text as day, ${localHour(s, instant)} as hour
          from (values ('2026-10-24T21:59:59Z'::timestamptz), ('2026-10-24T22:00:00Z'), ('2026-10-25T00:30:00Z'), ('2026-10-25T01:30:00Z'), ('2026-10-25T22:59:59Z')) v(at)
          order by v.at`,
    );
    expect(rows).toEqual([
      { day: '2026-10-24', hour: 23 },
      { day: '2026-10-25', hour: 0 },
      { day: '2026-10-25', hour: 2 }, // 02:30 summer time
      { day: '2026-10-25', hour: 2 }, // 02:30 winter time: the hour happens twice
      { day: '2026-10-25', hour: 23 },
    ]);
  });

  it('where clocks fall back across midnight, a day starts at the later midnight, for periods and local days alike', async () => {
    // Havana, 2026-11-01: 01:00 daylight time becomes 00:00 standard time, so 00:30 happens twice.
    const s = scope('America/Havana', '2026-11-01');
    expect(await passing(['2026-11-01T04:30:00Z', '2026-11-01T05:00:00Z', '2026-11-01T05:30:00Z'], (c) => periodCondition(s, c))).toEqual([
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T05:30:00.000Z',
    ]);
    const rows = await rowsOf<{ day: string }>(
      database.handle.db,
      sql`select (${localDay(s, instant)})::text as day from (values ('2026-11-01T04:30:00Z'::timestamptz), ('2026-11-01T05:30:00Z')) v(at) order by v.at`,
    );
    expect(rows.map((r) => r.day)).toEqual(['2026-10-31', '2026-11-01']);
  });

  const window = (r: Partial<DateTimeRange>): DateTimeRange => ({
    fromTime: '08:00:00',
    toTime: '17:00:00',
    daysOfWeek: [1, 2, 3, 4, 5],
    ...r,
  });

  it('a time-of-day window includes its start and its whole last second, on the chosen weekdays only', async () => {
    const s = scope('Europe/Berlin', '2026-10-19', '2026-10-31', { dateTimeRanges: [window({})] });
    // Monday 2026-10-26 is winter time (UTC+1); Friday 2026-10-23 summer time (UTC+2); 2026-10-25 a Sunday.
    const result = await passing(
      [
        '2026-10-26T06:59:59.999Z',
        '2026-10-26T07:00:00.000Z',
        '2026-10-26T16:00:00.999Z',
        '2026-10-26T16:00:01.000Z',
        '2026-10-23T06:00:00.000Z',
        '2026-10-23T15:00:00.500Z',
        '2026-10-23T15:00:01.000Z',
        '2026-10-25T10:00:00.000Z',
      ],
      (c) => timeWindowCondition(s, c),
    );
    expect(result).toEqual([
      '2026-10-23T06:00:00.000Z',
      '2026-10-23T15:00:00.500Z',
      '2026-10-26T07:00:00.000Z',
      '2026-10-26T16:00:00.999Z',
    ]);
  });

  it('23:59:59 reaches the end of the day; several ranges add up; exclusions cut out', async () => {
    const s = scope('UTC', '2026-06-01', '2026-06-07', {
      dateTimeRanges: [
        window({ fromTime: '20:00:00', toTime: '23:59:59', daysOfWeek: [1] }),
        window({ fromTime: '00:00:00', toTime: '01:00:00', daysOfWeek: [2] }),
      ],
      dateTimeRangeExclusions: [window({ fromTime: '21:00:00', toTime: '21:59:59', daysOfWeek: [1, 2, 3, 4, 5, 6, 7] })],
    });
    // 2026-06-01 is a Monday.
    const result = await passing(
      [
        '2026-06-01T20:30:00Z',
        '2026-06-01T21:30:00Z',
        '2026-06-01T22:00:00Z',
        '2026-06-01T23:59:59.999Z',
        '2026-06-02T00:00:00Z',
        '2026-06-02T01:00:00.999Z',
        '2026-06-02T01:00:01Z',
        '2026-06-02T20:30:00Z',
      ],
      (c) => timeWindowCondition(s, c),
    );
    expect(result).toEqual([
      '2026-06-01T20:30:00.000Z',
      '2026-06-01T22:00:00.000Z',
      '2026-06-01T23:59:59.999Z',
      '2026-06-02T00:00:00.000Z',
      '2026-06-02T01:00:00.999Z',
    ]);
  });

  it('a range limited to dates applies on those local days only; an exclusion without days of its own range', async () => {
    const s = scope('Asia/Kolkata', '2026-06-01', '2026-06-30', {
      dateTimeRanges: [
        window({
          fromTime: '00:00:00',
          toTime: '23:59:59',
          daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
          fromDate: '2026-06-10',
          toDate: '2026-06-11',
        }),
      ],
      dateTimeRangeExclusions: [
        window({
          fromTime: '00:00:00',
          toTime: '23:59:59',
          daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
          fromDate: '2026-06-11',
          toDate: '2026-06-11',
        }),
      ],
    });
    const result = await passing(
      ['2026-06-09T18:29:59.999Z', '2026-06-09T18:30:00Z', '2026-06-10T18:29:59.999Z', '2026-06-10T18:30:00Z'],
      (c) => timeWindowCondition(s, c),
    );
    expect(result).toEqual(['2026-06-09T18:30:00.000Z', '2026-06-10T18:29:59.999Z']);
  });

  it('no ranges and no exclusions is no condition at all', () => {
    expect(timeWindowCondition(scope('UTC', '2026-06-01'), instant)).toBeUndefined();
  });
});
