import { leadProcessingResponseSchema, type LeadProcessingResponse } from '@salespulse/contract/analytics';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iri, period, seedReferenceDataSet, UTC, type ReferenceDataSet } from '../../../test/managers-leads-reference';

// Lead processing on the hand-built reference data set (test/managers-leads-reference.ts, where the
// deals, their owner changes and what each one went through are listed). Runs on PGlite and, with
// TEST_DB=postgres, on PostgreSQL.

describe('lead processing: the reference data set', () => {
  let data: ReferenceDataSet;
  let t: ReferenceDataSet['t'];
  let anna: ReferenceDataSet['anna'];
  let ben: ReferenceDataSet['ben'];
  let carl: ReferenceDataSet['carl'];
  let project: ReferenceDataSet['project'];
  let kolkata: ReferenceDataSet['kolkata'];
  let sourceProperty: string;
  beforeAll(async () => {
    data = await seedReferenceDataSet();
    ({ t, anna, ben, carl, project, kolkata, sourceProperty } = data);
  }, 120_000);
  afterAll(() => data?.t.close());

  const ask = <T>(path: 'managers' | 'lead_processing', payload: Record<string, unknown>) => data.ask<T>(path, payload);
  const leads = (extra: Record<string, unknown> = {}) => data.leads(extra);
  const ownerEmployee = () => data.ownerEmployeeOf(project.id);
  const deal = (externalId: string, time: string) => ({
    externalId,
    externalLink: `https://crm.example.com/deals/${externalId}`,
    title: `Deal ${externalId}`,
    time: UTC(time),
  });

  it('answers per manager the leads that reached them, what they processed, and how fast in working time', async () => {
    const answer = await leads();
    expect(leadProcessingResponseSchema.safeParse(answer).success).toBe(true);
    expect(answer.filters).toEqual({ project: project['@id'], date: period });
    const [a, b, c, o, none] = answer.employees;
    // Anna: A2 (00:00, negotiation at 10:00 = 0 working s), A1 (08:00, call 10:20 = 1200 s), A6 (14:00,
    // negotiation 14:03 = 180 s), A4 (Fri 17:30, invoice Mon 10:30 after the switch = 1800 s),
    // A5 (Sat 12:00, negotiation Mon 10:10 = 600 s; the telephony call on Saturday is not linked).
    const annaDeals = [
      deal('A2', '2026-10-19T00:00:00+02:00'),
      deal('A1', '2026-10-19T08:00:00+02:00'),
      deal('A6', '2026-10-20T14:00:00+02:00'),
      deal('A4', '2026-10-23T17:30:00+02:00'),
      deal('A5', '2026-10-24T12:00:00+02:00'),
    ];
    expect(a).toEqual({
      employee: iri(anna.employeeId),
      processedCount: 5,
      participatedCount: 5,
      processTimeAvg: 756,
      participateTimeAvg: 0,
    });
    // Ben: R1 (reassigned to Carl at 15:00 before Ben did anything), B1 (negotiation 12:00 = 7200 s), B2 untouched.
    expect(b).toEqual({
      employee: iri(ben.employeeId),
      processedCount: 1,
      participatedCount: 3,
      processTimeAvg: 7200,
      participateTimeAvg: 0,
    });
    // Carl: C1 (paid 16:00 = 21600 s), C2 (Thu 19:00, task done Fri 11:15 = 4500 s), R1 (his at Mon 15:00,
    // call Tue 10:30 = 7200 + 1800 s; reached him 5 working hours after it was created).
    const carlDeals = [
      deal('C1', '2026-10-21T10:00:00+02:00'),
      deal('C2', '2026-10-22T19:00:00+02:00'),
      deal('R1', '2026-10-26T15:00:00+01:00'),
    ];
    expect(c).toEqual({
      employee: iri(carl.employeeId),
      processedCount: 3,
      participatedCount: 3,
      processTimeAvg: 11700,
      participateTimeAvg: 6000,
    });
    expect(o).toEqual({
      employee: iri(ownerEmployee()),
      processedCount: 0,
      participatedCount: 0,
      processTimeAvg: null,
      participateTimeAvg: null,
    });
    // G1 (unmapped owner): Tue 09:30 to Wed 10:00 is one whole working day, 25200 s. N1 reached no one.
    expect(none).toMatchObject({ employee: null, processedCount: 1, participatedCount: 1, processTimeAvg: 25200, participateTimeAvg: 0 });

    expect(answer.processSpeed.groups).toEqual([
      { untilTime: 300, won: 1, lost: 1 }, // A6 won (refunded), A2 lost
      { untilTime: 900, won: 0, lost: 0 }, // A5 open
      { untilTime: 1800, won: 1, lost: 0 }, // A1 won, A4 open (1800 s is inside)
      { untilTime: 3600, won: 0, lost: 0 },
      { untilTime: 10800, won: 0, lost: 2 }, // B1 lost, R1 (Carl) lost, C2 open
      { untilTime: 25200, won: 1, lost: 0 }, // C1 won, G1 open
      { untilTime: null, won: 0, lost: 0 },
    ]);
    expect(answer.processSpeed.goal).toEqual({ untilTime: 300, won: 1, lost: 1 });
    // Ten processed leads: 71280 s / 10; won 3 of 6 decided.
    expect(answer.total).toEqual({ transitionTimeAvg: 7128, conversion: 50 });

    // The deals behind the counts come one row at a time, on the row `dealsOf` names, by time.
    const listsOf = async (dealsOf: string | null) => {
      const withDeals = await leads({ dealsOf });
      expect(leadProcessingResponseSchema.safeParse(withDeals).success).toBe(true);
      // The same numbers, and no other row carries lists.
      expect(withDeals.employees.map(({ processedDeals: _p, participatedDeals: _i, ...counts }) => counts)).toEqual(answer.employees);
      expect(
        withDeals.employees.filter((r) => r.participatedDeals !== undefined || r.processedDeals !== undefined).map((r) => r.employee),
      ).toEqual([dealsOf]);
      const row = withDeals.employees.find((r) => r.employee === dealsOf)!;
      return { processedDeals: row.processedDeals, participatedDeals: row.participatedDeals };
    };
    expect(await listsOf(iri(anna.employeeId))).toEqual({ processedDeals: annaDeals, participatedDeals: annaDeals });
    expect(await listsOf(iri(ben.employeeId))).toEqual({
      processedDeals: [deal('B1', '2026-10-27T09:00:00+01:00')],
      participatedDeals: [
        deal('R1', '2026-10-26T09:00:00+01:00'),
        deal('B1', '2026-10-27T09:00:00+01:00'),
        deal('B2', '2026-10-30T23:59:59+01:00'),
      ],
    });
    expect(await listsOf(iri(carl.employeeId))).toEqual({ processedDeals: carlDeals, participatedDeals: carlDeals });
    expect(await listsOf(iri(ownerEmployee()))).toEqual({ processedDeals: [], participatedDeals: [] });
    const unmapped = await listsOf(null);
    expect(unmapped.participatedDeals?.map((d) => d.externalId)).toEqual(['G1']);
    expect(unmapped.processedDeals?.map((d) => d.externalId)).toEqual(['G1']);
  });

  it('answers a period without leads with empty buckets, never nulls', async () => {
    const quiet = await leads({ date: { from: '2026-06-01', to: '2026-06-07' } });
    expect(leadProcessingResponseSchema.safeParse(quiet).success).toBe(true);
    expect(quiet.processSpeed.groups.every((g) => g.won === 0 && g.lost === 0)).toBe(true);
    expect(quiet.processSpeed.groups).toHaveLength(7);
    expect(quiet.total.transitionTimeAvg).toBeNull();
    expect(quiet.employees.every((r) => r.participatedCount === 0 && r.processedCount === 0 && r.processTimeAvg === null)).toBe(true);
  });

  it('takes working days from the filter and hours from work_hours (Kolkata 09:00-18:00)', async () => {
    const body = { project: kolkata['@id'], date: { from: '2026-11-01', to: '2026-11-07' } };
    const weekdays = await ask<LeadProcessingResponse>('lead_processing', body);
    // Monday to Friday: K2 from Sunday 00:00 to Monday 09:30 is half an hour.
    expect(weekdays.employees[0]).toMatchObject({ participatedCount: 2, processedCount: 1, processTimeAvg: 1800 });
    const everyDay = await ask<LeadProcessingResponse>('lead_processing', {
      ...body,
      dateTimeRanges: [{ fromTime: '00:00:00', toTime: '23:59:59', daysOfWeek: [1, 2, 3, 4, 5, 6, 7] }],
    });
    // Every day: Sunday 09:00-18:00 (32400 s) and Monday 09:00-09:30, longer than one 9-hour working day.
    expect(everyDay.employees[0]).toMatchObject({ processedCount: 1, processTimeAvg: 34200 });
    expect(everyDay.processSpeed.groups.map((g) => g.untilTime)).toEqual([300, 900, 1800, 3600, 10800, 32400, null]);

    // New working hours apply at once: from 10:00, Monday 09:30 is before the day starts.
    await t.db.execute(sql`update settings set value = '10:00-17:00' where project_id = ${kolkata.id} and name = 'work_hours'`);
    try {
      const later = await ask<LeadProcessingResponse>('lead_processing', body);
      expect(later.employees[0]).toMatchObject({ processedCount: 1, processTimeAvg: 0 });
      expect(later.processSpeed.groups.map((g) => g.untilTime)).toEqual([300, 900, 1800, 3600, 10800, 25200, null]);
    } finally {
      await t.db.execute(sql`update settings set value = '09:00-18:00' where project_id = ${kolkata.id} and name = 'work_hours'`);
    }
  });

  it('filters leads by the instant they reached the manager and by employee', async () => {
    const onlyCarl = await leads({ employees: [iri(carl.employeeId)] });
    expect(onlyCarl.employees.map((r) => r.employee)).toEqual([iri(carl.employeeId)]);
    expect(onlyCarl.total).toEqual({ transitionTimeAvg: 11700, conversion: 50 });
    // The deal lists take the same filters as the counts.
    const dealIds = async (filters: Record<string, unknown>) => {
      const ids: string[] = [];
      for (const employee of [anna, ben, carl]) {
        const answer = await leads({ ...filters, dealsOf: iri(employee.employeeId) });
        ids.push(
          ...(answer.employees.find((r) => r.employee === iri(employee.employeeId))?.participatedDeals ?? []).map((d) => d.externalId),
        );
      }
      return ids;
    };
    expect(await dealIds({ properties: [{ propertyId: sourceProperty, options: ['web'] }] })).toEqual(['A1', 'C1']);
    expect(await dealIds({ properties: [{ propertyId: sourceProperty, values: ['web'] }] })).toEqual(['A1', 'C1']);
    expect(await dealIds({ dateTimeRanges: [{ fromTime: '00:00:00', toTime: '23:59:59', daysOfWeek: [6, 7] }] })).toEqual(['A5']);
  });
});
