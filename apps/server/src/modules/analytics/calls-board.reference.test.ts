import { and, eq } from 'drizzle-orm';
import type { CallsRow } from '@salespulse/contract/analytics';
import { afterAll, describe, expect, it } from 'vitest';
import { mergePatch } from '../../../test/fixtures';
import { properties } from '../../db/schema/catalogue';
import { resolveProjectScope } from './analytics-scope';
import { runCalls } from './calls.service';
import { callsRow, iri, nyDay, october, seedPulseCallsReference, weekdays } from '../../../test/pulse-calls-reference';

// The calls board on the reference data set (test/pulse-calls-reference.ts, docs/analytics.md
// "Calls board"): every expected number was worked out by hand; the comments say how.

// One data set per suite, loaded before its tests are collected.
const { t, olivia, anna, ben, cleo, paul, nora, berlin, newYork, crm, phone, oliviaEmployee, board } = await seedPulseCallsReference();

describe('calls board: reference data set', () => {
  afterAll(() => t.close());

  describe('calls board (Berlin, October)', () => {
    it('per employee: attempts, successful calls, their duration, pickup rate and per-day durations; a "No owner" row', async () => {
      const body = await board(olivia, berlin);
      expect(body.employees.map((r) => r.employee)).toEqual([iri(anna), iri(ben), iri(cleo), `/api/employees/${oliviaEmployee}`, null]);
      expect(callsRow(body.employees, anna)).toEqual({
        employee: iri(anna),
        // c1 100, c2 60, c3 -, c4 - (not answered), c10 10, c15 -, c16 70, p1 90 (Phone)
        callDurationActivity: { actual: 330 },
        callCountActivity: { actual: 8, success: 5 },
        pickupRate: 62.5,
        kpi: null,
        dayCallStats: [
          { date: '2026-10-01', duration: 10 },
          { date: '2026-10-23', duration: 0 },
          { date: '2026-10-24', duration: 100 },
          { date: '2026-10-25', duration: 60 },
          { date: '2026-10-26', duration: 90 },
          { date: '2026-10-27', duration: 70 },
        ],
      });
      expect(callsRow(body.employees, ben)).toMatchObject({
        callDurationActivity: { actual: 440 },
        callCountActivity: { actual: 5, success: 5 },
        pickupRate: 100,
        dayCallStats: [
          { date: '2026-10-15', duration: 300 },
          { date: '2026-10-25', duration: 45 },
          { date: '2026-10-26', duration: 95 },
        ],
      });
      expect(callsRow(body.employees, cleo)).toMatchObject({
        callCountActivity: { actual: 1, success: 1 },
        callDurationActivity: { actual: 120 },
      });
      expect(body.employees[3]).toMatchObject({ callCountActivity: { actual: 0, success: 0 }, pickupRate: 0, dayCallStats: [] });
      expect(callsRow(body.employees, null)).toEqual({
        employee: null,
        callDurationActivity: { actual: 200 },
        callCountActivity: { actual: 2, success: 1 },
        pickupRate: 50,
        kpi: null,
        dayCallStats: [{ date: '2026-10-25', duration: 200 }],
      });
      expect(body.filters).toEqual({ project: berlin['@id'], date: october });
    });

    it('working-time windows count the first and the whole last second, in summer and winter time', async () => {
      const range = { fromTime: '08:00:00', toTime: '17:00:00', daysOfWeek: weekdays };
      const body = await board(olivia, berlin, { dateTimeRanges: [range] });
      // Anna: c15 (Fri 17:00:00.5), p1 (Mon 08:00:00), c16 (Tue 12:30); Ben: c12 (Thu 14:00), c13 (Mon 17:00:00).
      expect(callsRow(body.employees, anna)).toMatchObject({
        callCountActivity: { actual: 3, success: 2 },
        callDurationActivity: { actual: 160 },
        pickupRate: 66.67,
        dayCallStats: [
          { date: '2026-10-23', duration: 0 },
          { date: '2026-10-26', duration: 90 },
          { date: '2026-10-27', duration: 70 },
        ],
      });
      expect(callsRow(body.employees, ben)).toMatchObject({
        callCountActivity: { actual: 2, success: 2 },
        callDurationActivity: { actual: 320 },
      });
      expect(callsRow(body.employees, null)).toBeUndefined();

      const lunch = { fromTime: '12:00:00', toTime: '12:59:59', daysOfWeek: weekdays };
      const withoutLunch = await board(olivia, berlin, { dateTimeRanges: [range], dateTimeRangeExclusions: [lunch] });
      expect(callsRow(withoutLunch.employees, anna)).toMatchObject({
        callCountActivity: { actual: 2, success: 1 },
        callDurationActivity: { actual: 90 },
      });
    });

    it('filters by provider, employee, call duration and deal property', async () => {
      const byPhone = await board(olivia, berlin, { dataProviders: [phone['@id']] });
      expect(callsRow(byPhone.employees, anna)).toMatchObject({
        callCountActivity: { actual: 1, success: 1 },
        callDurationActivity: { actual: 90 },
      });
      expect(callsRow(byPhone.employees, ben)).toMatchObject({ callCountActivity: { actual: 0, success: 0 } });

      const onlyBen = await board(olivia, berlin, { employees: [iri(ben)] });
      expect(onlyBen.employees.map((r) => r.employee)).toEqual([iri(ben)]);

      // [50, 120] s: Anna c1 100, c2 60, c16 70, p1 90; Ben c6 50; Cleo c7 120; nothing of "No owner".
      const durations = await board(olivia, berlin, { durationRange: { min: 50, max: 120 } });
      expect(callsRow(durations.employees, anna)).toMatchObject({
        callCountActivity: { actual: 4, success: 4 },
        callDurationActivity: { actual: 320 },
      });
      expect(callsRow(durations.employees, ben)).toMatchObject({
        callCountActivity: { actual: 1, success: 1 },
        callDurationActivity: { actual: 50 },
      });
      expect(callsRow(durations.employees, cleo)).toMatchObject({ callCountActivity: { actual: 1, success: 1 } });
      expect(callsRow(durations.employees, null)).toBeUndefined();

      const [source] = await t.db
        .select()
        .from(properties)
        .where(and(eq(properties.dataProviderId, crm.id), eq(properties.key, 'source')));
      const ads = await board(olivia, berlin, { properties: [{ propertyId: `/api/properties/${source!.id}`, options: ['ads'] }] });
      // Only c2 is linked to a deal whose source is "ads" (D2).
      expect(callsRow(ads.employees, anna)).toMatchObject({
        callCountActivity: { actual: 1, success: 1 },
        callDurationActivity: { actual: 60 },
      });
      expect(callsRow(ads.employees, ben)).toMatchObject({ callCountActivity: { actual: 0, success: 0 } });
      // Under spec section 7's name, `values`: the same rows.
      const values = await board(olivia, berlin, { properties: [{ propertyId: `/api/properties/${source!.id}`, values: ['ads'] }] });
      expect(values.employees).toEqual(ads.employees);
    });

    it('echoes filters that are not ASCII intact (the answer is sent as bytes: UTF-8 then)', async () => {
      const [source] = await t.db
        .select()
        .from(properties)
        .where(and(eq(properties.dataProviderId, crm.id), eq(properties.key, 'source')));
      const filter = { properties: [{ propertyId: `/api/properties/${source!.id}`, options: ['Größe ✓ 東京', 'café'] }] };
      const body = await board(olivia, berlin, filter);
      expect(body.filters).toEqual({ project: berlin['@id'], date: october, ...filter });
      expect(callsRow(body.employees, anna)).toMatchObject({ callCountActivity: { actual: 0, success: 0 }, dayCallStats: [] });
    });

    it('kpi: the daily call-time target met, averaged over each working day (worked example of docs/analytics.md)', async () => {
      const patch = (url: string, payload: Record<string, unknown>) =>
        t.app.inject({ method: 'PATCH', url, headers: mergePatch(olivia.headers), payload: JSON.stringify(payload) });
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/settings',
        headers: olivia.headers,
        payload: { project: berlin['@id'], name: 'call_time_target', value: '0' },
      });
      expect(refused.statusCode).toBe(422);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/settings',
        headers: olivia.headers,
        payload: { project: berlin['@id'], name: 'call_time_target', value: '1' },
      });
      expect(created.statusCode, created.body).toBe(201);
      // Ben works Sundays and Mondays only; everyone else has no schedule (Monday to Friday).
      const benSchedule = [
        { day: 7, start: '09:00', end: '17:00' },
        { day: 1, start: '09:00', end: '17:00' },
      ];
      expect((await patch(`/api/employees/${ben.employeeId}`, { schedules: benSchedule })).statusCode).toBe(200);
      try {
        const week = { from: '2026-10-19', to: '2026-10-27' }; // Mon 19 .. Tue 27; target 1 min = 60 s
        const body = await board(olivia, berlin, {}, week);
        // Anna: 7 working days (19-23, 26, 27); 23: 0 s -> 0, 26: 90 s -> 1 (capped), 27: 70 s -> 1; 2 / 7.
        expect(callsRow(body.employees, anna)?.kpi).toBe(28.57);
        // Ben: Mon 19 (0 s) -> 0, Sun 25 (45 s) -> 0.75, Mon 26 (95 s) -> 1; 1.75 / 3.
        expect(callsRow(body.employees, ben)?.kpi).toBe(58.33);
        // Cleo talked on Sunday only, not a working day of hers; Olivia never called.
        expect(callsRow(body.employees, cleo)?.kpi).toBe(0);
        expect(body.employees[3]?.kpi).toBe(0);
        expect(callsRow(body.employees, null)?.kpi).toBeNull();

        // Windows Monday to Friday 08:00:00-17:00:00: Sundays are closed, and only talk inside counts.
        // Anna: 23 0, 26 p1 90 -> 1, 27 c16 70 -> 1: 2 / 7. Ben: Mon 19 0, Mon 26 c13 20 s -> 1/3: (1/3) / 2.
        const range = { fromTime: '08:00:00', toTime: '17:00:00', daysOfWeek: weekdays };
        const windowed = await board(olivia, berlin, { dateTimeRanges: [range] }, week);
        expect(callsRow(windowed.employees, anna)?.kpi).toBe(28.57);
        expect(callsRow(windowed.employees, ben)?.kpi).toBe(16.67);

        // A weekend: no working day for Anna (null, nothing to average); Ben's Sunday 45 s of 60.
        const weekend = await board(olivia, berlin, {}, { from: '2026-10-24', to: '2026-10-25' });
        expect(callsRow(weekend.employees, anna)?.kpi).toBeNull();
        expect(callsRow(weekend.employees, ben)?.kpi).toBe(75);

        // Days after today do not count. 2026-10-25T23:30Z is already Monday 26 (00:30) in Berlin:
        // Anna 19-23 and 26 -> 1 / 6; Ben 19, 25, 26 -> 1.75 / 3. (Taking the UTC date would drop the 26th.)
        const scope = await resolveProjectScope(t.db, berlin.id, { date: week });
        const early = JSON.parse(String(await runCalls(t.db, scope, new Date('2026-10-25T23:30:00Z')))) as CallsRow[];
        expect(callsRow(early, anna)?.kpi).toBe(16.67);
        expect(callsRow(early, ben)?.kpi).toBe(58.33);
        const beforeThePeriod = JSON.parse(String(await runCalls(t.db, scope, new Date('2026-10-18T12:00:00Z')))) as CallsRow[];
        expect(callsRow(beforeThePeriod, anna)?.kpi).toBeNull();
      } finally {
        await t.app.inject({ method: 'DELETE', url: `/api/settings/${created.json().id}`, headers: olivia.headers });
        await patch(`/api/employees/${ben.employeeId}`, { schedules: [] });
      }
      expect(callsRow((await board(olivia, berlin)).employees, anna)?.kpi).toBeNull();
    });

    it('New York: the repeated hour counts twice, as a whole hour and as a part of one', async () => {
      const sunday = (fromTime: string, toTime: string) => ({ dateTimeRanges: [{ fromTime, toTime, daysOfWeek: [7] }] });
      for (const window of [sunday('01:00:00', '01:59:59'), sunday('01:15:00', '01:44:59')]) {
        const body = await board(paul, newYork, window, nyDay);
        expect(callsRow(body.employees, nora)).toMatchObject({
          callCountActivity: { actual: 2, success: 1 },
          callDurationActivity: { actual: 40 },
        });
      }
    });
  });
});
