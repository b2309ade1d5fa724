import { managersResponseSchema, type ManagersResponse } from '@salespulse/contract/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iri, seedReferenceDataSet, type ReferenceDataSet } from '../../../test/managers-leads-reference';

// The managers board on the hand-built reference data set (test/managers-leads-reference.ts, where
// the deals and what each one went through are listed). Runs on PGlite and, with TEST_DB=postgres, on
// PostgreSQL.

describe('managers: the reference data set', () => {
  let data: ReferenceDataSet;
  let anna: ReferenceDataSet['anna'];
  let ben: ReferenceDataSet['ben'];
  let carl: ReferenceDataSet['carl'];
  let project: ReferenceDataSet['project'];
  let kolkata: ReferenceDataSet['kolkata'];
  let kiran: ReferenceDataSet['kiran'];
  let sourceProperty: string;
  beforeAll(async () => {
    data = await seedReferenceDataSet();
    ({ anna, ben, carl, project, kolkata, kiran, sourceProperty } = data);
  }, 120_000);
  afterAll(() => data?.t.close());

  const ask = <T>(path: 'managers' | 'lead_processing', payload: Record<string, unknown>) => data.ask<T>(path, payload);
  const managers = (extra: Record<string, unknown> = {}) => data.managers(extra);
  const setKind = (stage: string, kind: string | null) => data.setKind(stage, kind);
  const ownerEmployeeOf = (projectId: string) => data.ownerEmployeeOf(projectId);
  const ownerEmployee = () => ownerEmployeeOf(project.id);

  it('answers every employee by name (active and inactive), then No owner, with the hand-worked numbers', async () => {
    const answer = await managers();
    expect(managersResponseSchema.safeParse(answer).success).toBe(true);
    expect(answer.employees.map((r) => r.employee)).toEqual([
      iri(anna.employeeId),
      iri(ben.employeeId),
      iri(carl.employeeId),
      iri(ownerEmployee()),
      null,
    ]);
    const [a, b, c, o, none] = answer.employees;
    const columns = (lead: number, fresh: number, nego: number, invoice: number, paid: number, lost: number, refunded: number) => [
      { name: 'Lead', value: lead },
      { name: 'New', value: fresh },
      { name: 'Qualified', value: 0 },
      { name: 'Negotiation', value: nego },
      { name: 'Invoice', value: invoice },
      { name: 'Paid', value: paid },
      { name: 'Lost', value: lost },
      { name: 'Refunded', value: refunded },
    ];
    // Anna: A1 won, A2 negotiation then lost, A4 open bill, A5 open negotiation, A6 won and refunded (adds 0).
    expect(a).toEqual({
      employee: iri(anna.employeeId),
      isDistributed: false,
      count: 5,
      negotiations: 5,
      negotiationsTotal: 3800,
      bills: 3,
      billsTotal: 3000,
      billFromNegotiation: 60,
      lost: 1,
      won: 2,
      wonFromBill: 66.67,
      // 300 x 3/5 x 2/3 + 2000 x 2/3
      forecast: 1453.33,
      // 300 x 40 % x 50 % + 2000 x 50 %
      staticForecast: 1060,
      conversion: 40,
      columns: columns(5, 5, 4, 3, 2, 1, 1),
    });
    // Ben (inactive): B1 billed then lost, B2 new; B3 is one second after the period.
    expect(b).toMatchObject({
      count: 2,
      negotiations: 1,
      negotiationsTotal: 1500,
      bills: 1,
      billsTotal: 1500,
      won: 0,
      lost: 1,
      billFromNegotiation: 100,
    });
    expect(b).toMatchObject({ wonFromBill: 0, conversion: 0, forecast: 0, staticForecast: 0, isDistributed: false });
    // Carl (in an active distribution): C1 won straight from new, C2 negotiating without an amount, R1 (his since Monday) lost.
    expect(c).toEqual({
      employee: iri(carl.employeeId),
      isDistributed: true,
      count: 3,
      negotiations: 2,
      negotiationsTotal: 400,
      bills: 1,
      billsTotal: 400,
      billFromNegotiation: 50,
      lost: 1,
      won: 1,
      wonFromBill: 100,
      forecast: 0,
      staticForecast: 0,
      conversion: 33.33,
      columns: columns(3, 3, 1, 0, 1, 1, 0),
    });
    expect(o).toMatchObject({ count: 0, negotiations: 0, conversion: 0, billFromNegotiation: 0, forecast: 0 });
    // No owner: G1 (owner mapped to nobody) an open bill, N1 (no owner) new.
    expect(none).toMatchObject({
      count: 2,
      negotiations: 1,
      bills: 1,
      billsTotal: 250,
      won: 0,
      lost: 0,
      forecast: 0,
      staticForecast: 125,
      isDistributed: false,
    });
    expect(answer.total).toEqual({
      isDistributed: true,
      count: 12,
      negotiations: 9,
      negotiationsTotal: 5950,
      bills: 6,
      billsTotal: 5150,
      billFromNegotiation: 66.67,
      lost: 3,
      won: 3,
      wonFromBill: 50,
      // Team rates: open negotiations 300 x 6/9 x 3/6 + open bills 2250 x 3/6.
      forecast: 1225,
      staticForecast: 1185,
      conversion: 25,
      columns: columns(12, 12, 7, 5, 3, 3, 1),
    });
  });

  it('reads what stages mean at query time: re-mapping a stage changes the numbers without re-importing', async () => {
    await setKind('invoice', null);
    try {
      const answer = await managers();
      // Without bill stages, only won deals count as billed; A4 (new > invoice) never negotiated.
      expect(answer.total).toMatchObject({ negotiations: 8, bills: 3, won: 3, billFromNegotiation: 37.5, wonFromBill: 100 });
    } finally {
      await setKind('invoice', 'bill');
    }
    expect((await managers()).total).toMatchObject({ negotiations: 9, bills: 6 });
  });

  it('narrows the cohort by working-time windows on the creation instant, by employee and by property', async () => {
    const windows = await managers({ dateTimeRanges: [{ fromTime: '09:00:00', toTime: '17:59:59', daysOfWeek: [1, 2, 3, 4, 5] }] });
    // In: A4 (Fri 17:30), A6, B1 (09:00 sharp), C1, R1 (Mon 09:00), G1 (09:30). Out: nights, the weekend, Thu 19:00.
    expect(windows.employees.map((r) => r.count)).toEqual([2, 1, 2, 0, 1]);
    expect(windows.total.count).toBe(6);

    const onlyBen = await managers({ employees: [iri(ben.employeeId)] });
    expect(onlyBen.employees.map((r) => r.employee)).toEqual([iri(ben.employeeId)]);
    expect(onlyBen.total).toMatchObject({ count: 2, lost: 1 });

    // A1 and C1 came from the web, B1 from a fair.
    const web = await managers({ properties: [{ propertyId: `/api/properties/${sourceProperty}`, options: ['web'] }] });
    expect(web.employees.map((r) => r.count)).toEqual([1, 0, 1, 0]);
    expect(web.total).toMatchObject({ count: 2, won: 2 });
    // Spec section 7 names the options `values`: the same filter, the same answer.
    expect(await managers({ properties: [{ propertyId: `/api/properties/${sourceProperty}`, values: ['web'] }] })).toEqual(web);
  });

  it('keeps local days in the project zone on both engines (Kolkata, UTC+05:30)', async () => {
    const answer = await ask<ManagersResponse>('managers', { project: kolkata['@id'], date: { from: '2026-11-01', to: '2026-11-07' } });
    expect(answer.employees.map((r) => r.employee)).toEqual([iri(kiran.employeeId), iri(ownerEmployeeOf(kolkata.id))]);
    // K2 and K3; K2 negotiating with nothing billed yet: no rate, no forecast; no forecast settings.
    expect(answer.employees[0]).toMatchObject({ count: 2, negotiations: 1, negotiationsTotal: 100, forecast: 0, staticForecast: 0 });
  });
});
