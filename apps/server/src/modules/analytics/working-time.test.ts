import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { rowsOf } from './analytics-sql';
import { epochOf, localEpochOf } from '../../lib/time/calendar-sql';
import { leadWorkCalendar, weekdayMask, workingSeconds, type WorkCalendar } from './working-time';

// Working time against hand-worked answers (nights, weekends, DST days in three zones, boundaries)
// and against an independent day-by-day reference in JavaScript over random intervals.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

const HOUR = 3600;
const seconds = (hhmm: string) => Number(hhmm.slice(0, 2)) * HOUR + Number(hhmm.slice(3, 5)) * 60;
const calendar = (timeZone: string, start = '10:00', end = '17:00', days = [1, 2, 3, 4, 5]): WorkCalendar => ({
  timeZone,
  startSeconds: seconds(start),
  endSeconds: seconds(end),
  weekdays: weekdayMask(days),
});

/** Working seconds of many intervals in one statement, through the same builder the boards use. */
async function measure(cal: WorkCalendar, intervals: [string, string][]): Promise<number[]> {
  const [a, b] = [sql`i.a`, sql`i.b`];
  const rows = await rowsOf<{ s: number }>(
    database.handle.db,
    sql`select ${workingSeconds(cal, { at: sql`x.a`, epoch: sql`x.ea`, local: sql`x.la` }, { at: sql`x.b`, epoch: sql`x.eb`, local: sql`x.lb` })} as s
      from (select i.a, i.b, ${epochOf(a)} as ea, ${localEpochOf(cal, a)} as la, ${epochOf(b)} as eb, ${localEpochOf(cal, b)} as lb, i.n
            from unnest(${`{${intervals.map(([a]) => `"${a}"`).join(',')}}`}::timestamptz[], ${`{${intervals.map(([, b]) => `"${b}"`).join(',')}}`}::timestamptz[])
              with ordinality as i(a, b, n) offset 0) x
      order by x.n`,
  );
  return rows.map((r) => Number(r.s));
}

async function exact(cal: WorkCalendar, intervals: [string, string][]): Promise<number[]> {
  const rows = await rowsOf<{ s: number }>(
    database.handle.db,
    sql`select sp_working_seconds(i.a, i.b, ${cal.timeZone}::text, ${cal.startSeconds}::int, ${cal.endSeconds}::int, ${cal.weekdays}::int) as s
      from unnest(${`{${intervals.map(([a]) => `"${a}"`).join(',')}}`}::timestamptz[], ${`{${intervals.map(([, b]) => `"${b}"`).join(',')}}`}::timestamptz[])
        with ordinality as i(a, b, n) order by i.n`,
  );
  return rows.map((r) => Number(r.s));
}

describe('working seconds, by hand (Europe/Berlin, 10:00-17:00, Monday to Friday)', () => {
  const berlin = calendar('Europe/Berlin');
  // November 2026: UTC+1. Monday 16th, Friday 20th, Monday 23rd.
  const cases: [string, string, string, number][] = [
    ['inside one day', '2026-11-16T10:30:00+01:00', '2026-11-16T12:00:00+01:00', 1.5 * HOUR],
    ['a whole day, window to window', '2026-11-16T10:00:00+01:00', '2026-11-16T17:00:00+01:00', 7 * HOUR],
    ['over a night', '2026-11-16T16:00:00+01:00', '2026-11-17T11:00:00+01:00', 2 * HOUR],
    ['Friday evening to Monday morning', '2026-11-20T16:30:00+01:00', '2026-11-23T10:15:00+01:00', 45 * 60],
    ['arrives at night, handled after opening', '2026-11-17T02:00:00+01:00', '2026-11-17T10:30:00+01:00', 30 * 60],
    ['both ends in the same night', '2026-11-17T18:00:00+01:00', '2026-11-18T09:00:00+01:00', 0],
    ['closing time to opening time', '2026-11-16T17:00:00+01:00', '2026-11-17T10:00:00+01:00', 0],
    ['arrives on Saturday, handled on Sunday', '2026-11-21T12:00:00+01:00', '2026-11-22T15:00:00+01:00', 0],
    ['arrives on Saturday, handled on Monday', '2026-11-21T12:00:00+01:00', '2026-11-23T10:05:00+01:00', 5 * 60],
    ['a whole week', '2026-11-16T00:00:00+01:00', '2026-11-23T00:00:00+01:00', 5 * 7 * HOUR],
    ['two weeks (longer than the fast path)', '2026-11-02T10:00:00+01:00', '2026-11-16T10:00:00+01:00', 10 * 7 * HOUR],
    ['the end before the start', '2026-11-17T12:00:00+01:00', '2026-11-17T11:00:00+01:00', 0],
    ['the same instant', '2026-11-17T12:00:00+01:00', '2026-11-17T12:00:00+01:00', 0],
    // Summer time ends on Sunday 25 October 2026 (03:00 CEST -> 02:00 CET).
    ['over the autumn switch', '2026-10-23T16:00:00+02:00', '2026-10-26T11:00:00+01:00', 2 * HOUR],
    // Summer time starts on Sunday 29 March 2026 (02:00 CET -> 03:00 CEST).
    ['over the spring switch', '2026-03-27T16:00:00+01:00', '2026-03-30T11:00:00+02:00', 2 * HOUR],
    ['a DST week is still five working days', '2026-03-23T00:00:00+01:00', '2026-03-30T00:00:00+02:00', 5 * 7 * HOUR],
  ];

  it.each(cases)('%s', async (_name, from, to, expected) => {
    expect(await measure(berlin, [[from, to]])).toEqual([expected]);
    expect(await exact(berlin, [[from, to]])).toEqual([expected]);
  });
});

describe('working seconds on the DST days themselves (around-the-clock window, every day)', () => {
  const allDay = calendar('Europe/Berlin', '00:00', '23:59', [1, 2, 3, 4, 5, 6, 7]);
  const minute = 60;

  it('counts the 23-hour spring Sunday as 23 hours, not 24', async () => {
    // Saturday 12:00 -> 23:59 (11 h 59 min), Sunday 00:00 -> 12:00 local, which is 11 real hours.
    const expected = 11 * HOUR + 59 * minute + 11 * HOUR;
    expect(await measure(allDay, [['2026-03-28T12:00:00+01:00', '2026-03-29T12:00:00+02:00']])).toEqual([expected]);
  });

  it('counts the 25-hour autumn Sunday as 25 hours', async () => {
    const expected = 11 * HOUR + 59 * minute + 13 * HOUR;
    expect(await measure(allDay, [['2026-10-24T12:00:00+02:00', '2026-10-25T12:00:00+01:00']])).toEqual([expected]);
  });

  it('measures real time inside the switch night', async () => {
    // 01:30 CET to 03:30 CEST on 29 March is one real hour; 01:30 CEST to 02:30 CET on 25 October is two.
    expect(
      await measure(allDay, [
        ['2026-03-29T01:30:00+01:00', '2026-03-29T03:30:00+02:00'],
        ['2026-10-25T01:30:00+02:00', '2026-10-25T02:30:00+01:00'],
      ]),
    ).toEqual([HOUR, 2 * HOUR]);
  });
});

describe('working seconds in other zones and calendars', () => {
  it('New York over its March switch, Friday to Monday', async () => {
    // DST starts Sunday 8 March 2026 in New York.
    expect(await measure(calendar('America/New_York'), [['2026-03-06T16:30:00-05:00', '2026-03-09T10:30:00-04:00']])).toEqual([HOUR]);
  });

  it('Sydney over its April switch (southern hemisphere)', async () => {
    // DST ends Sunday 5 April 2026 in Sydney (03:00 AEDT -> 02:00 AEST).
    expect(
      await measure(calendar('Australia/Sydney', '09:00', '18:00'), [['2026-04-03T17:00:00+11:00', '2026-04-06T09:30:00+10:00']]),
    ).toEqual([1.5 * HOUR]);
  });

  it('a Saturday-only calendar counts only Saturdays', async () => {
    const saturdays = calendar('Asia/Kolkata', '10:00', '17:00', [6]);
    expect(await measure(saturdays, [['2026-11-21T10:00:00+05:30', '2026-11-28T10:00:00+05:30']])).toEqual([7 * HOUR]);
  });

  it('takes the weekdays from the filter and the hours from the project, else 10:00-17:00 Monday to Friday', () => {
    expect(leadWorkCalendar({ timeZone: 'UTC', workHours: null, dateTimeRanges: [] })).toEqual({
      timeZone: 'UTC',
      startSeconds: 10 * HOUR,
      endSeconds: 17 * HOUR,
      weekdays: 0b0011111,
    });
    const range = { fromTime: '08:00:00', toTime: '12:00:00' };
    expect(
      leadWorkCalendar({
        timeZone: 'Europe/Berlin',
        workHours: { start: '09:00:00', end: '18:30:00' },
        dateTimeRanges: [
          { ...range, daysOfWeek: [1, 2] },
          { ...range, daysOfWeek: [6] },
        ],
      }),
    ).toEqual({ timeZone: 'Europe/Berlin', startSeconds: 9 * HOUR, endSeconds: 18.5 * HOUR, weekdays: 0b0100011 });
  });
});

// ---- An independent reference: walk the local days in JavaScript (Intl for the zone rules). ----

function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - Math.floor(instant / 1000) * 1000;
}

/** The instant a local wall-clock time (that exists) happens in the zone. */
function zoned(y: number, m: number, d: number, secondOfDay: number, timeZone: string): number {
  const wall = Date.UTC(y, m, d) + secondOfDay * 1000;
  const first = wall - offsetMs(wall, timeZone);
  return wall - offsetMs(first, timeZone);
}

function referenceSeconds(a: number, b: number, cal: WorkCalendar): number {
  if (b <= a) return 0;
  let total = 0;
  const startLocal = new Date(a + offsetMs(a, cal.timeZone));
  const endLocal = new Date(b + offsetMs(b, cal.timeZone));
  for (
    let day = Date.UTC(startLocal.getUTCFullYear(), startLocal.getUTCMonth(), startLocal.getUTCDate());
    day <= endLocal.getTime();
    day += 86_400_000
  ) {
    const date = new Date(day);
    const isoDay = ((date.getUTCDay() + 6) % 7) + 1;
    if (!(cal.weekdays & (1 << (isoDay - 1)))) continue;
    const open = zoned(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), cal.startSeconds, cal.timeZone);
    const close = zoned(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), cal.endSeconds, cal.timeZone);
    total += Math.max(0, Math.min(b, close) - Math.max(a, open));
  }
  return total / 1000;
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('working seconds against the day-by-day reference', () => {
  const zones = ['Europe/Berlin', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'Pacific/Chatham'];
  // Intervals around the 2026 switches of these zones (and ordinary weeks), minutes to weeks long.
  const anchors = ['2026-03-06', '2026-03-26', '2026-04-02', '2026-09-25', '2026-10-22', '2026-10-30', '2026-11-16'].map((d) =>
    Date.parse(`${d}T00:00:00Z`),
  );

  it.each(zones)('%s', async (timeZone) => {
    const next = random(timeZone.length * 7919);
    for (let round = 0; round < 4; round++) {
      // Windows between 06:00 and 22:00 avoid wall-clock times that do not exist on switch nights.
      const start = 6 * HOUR + Math.floor(next() * 20) * 15 * 60;
      const end = Math.min(22 * HOUR, start + HOUR + Math.floor(next() * 40) * 15 * 60);
      const days = [1, 2, 3, 4, 5, 6, 7].filter(() => next() < 0.7);
      const cal: WorkCalendar = { timeZone, startSeconds: start, endSeconds: end, weekdays: weekdayMask(days.length ? days : [3]) };
      const intervals: [number, number][] = Array.from({ length: 60 }, () => {
        const a = anchors[Math.floor(next() * anchors.length)]! + Math.floor(next() * 6 * 86_400) * 1000;
        const scale = [600, 7200, 86_400, 4 * 86_400, 12 * 86_400][Math.floor(next() * 5)]!;
        return [a, a + Math.floor(next() * scale) * 1000];
      });
      const iso = intervals.map(([a, b]) => [new Date(a).toISOString(), new Date(b).toISOString()] as [string, string]);
      const expected = intervals.map(([a, b]) => referenceSeconds(a, b, cal));
      expect(await measure(cal, iso)).toEqual(expected);
      expect(await exact(cal, iso)).toEqual(expected);
    }
  });
});
