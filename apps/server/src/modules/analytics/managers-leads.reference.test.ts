import { leadProcessingResponseSchema, managersResponseSchema, type LeadProcessingResponse, type ManagersResponse } from '@salespulse/contract/analytics';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendHistory, type DealHistory } from '../../../test/activity-history';
import { addMember, createProject, mergePatch, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { postEvents } from '../../../test/webhook-client';

// The managers board and lead processing on a hand-built data set whose every number is worked out
// by hand below (and in docs/analytics.md, "Worked example"). Runs on PGlite and, with
// TEST_DB=postgres, on PostgreSQL.
//
// Project "Berlin team" (Europe/Berlin, no work_hours: lead processing counts 10:00-17:00, Monday to
// Friday; forecast settings 40 % and 50 %). Period 19-30 October 2026: summer time ends on Sunday 25
// October, so the period starts at 2026-10-18T22:00Z (CEST) and ends at 2026-10-30T23:00Z (CET).
// Stages: new, qualified (no meaning), nego (negotiation), invoice (bill), paid (won), lost, refund.
//
// Deals (created, owner, amount, path):
//   A1 Mon 19 08:00 Anna 1000  new > call 10:20 > nego 11:00 > invoice 20th > paid 21st      won
//   A2 Mon 19 00:00 Anna  500  new > nego 10:00 > lost 22nd          (created exactly at the start)
//   A3 Sun 18 23:59:59 Anna 700 new > paid                            (one second before: outside)
//   A4 Fri 23 17:30 Anna 2000  new > invoice Mon 26 10:30 CET        open bill (skipped negotiation)
//   A5 Sat 24 12:00 Anna  300  new > nego Mon 26 10:10 CET           open negotiation
//                              (a telephony call on "A5" on Saturday belongs to another provider)
//   A6 Tue 20 14:00 Anna  800  new > nego 14:03 > invoice > paid > refund 27th    won, refunded
//   B1 Tue 27 09:00 Ben  1500  new > nego 12:00 > invoice 28th > lost 29th   (Ben is inactive)
//   B2 Fri 30 23:59:59 Ben 100 new                                   (last second of the period)
//   B3 Sat 31 00:00 Ben    90  new                                   (first second after: outside)
//   C1 Wed 21 10:00 Carl  400  new > paid 16:00                      won without passing negotiation
//   C2 Thu 22 19:00 Carl  none new > task done Fri 11:15 > nego Fri 15:00    open negotiation
//   R1 Mon 26 09:00 Ben   600  > Carl at 15:00 > call Tue 27 10:30 > lost 28th
//   G1 Tue 20 09:30 ghost 250  new > nego Wed 21 10:00 > invoice 22nd   open bill, owner unmapped
//   N1 Wed 21 03:00 nobody 50  new                                    no owner at all

const UTC = (iso: string) => new Date(iso).toISOString();

const berlinDeals: DealHistory[] = [
  {
    externalId: 'A1',
    createdAt: '2026-10-19T08:00:00+02:00',
    owner: 'u-anna',
    amount: 1000,
    properties: { source: 'web' },
    steps: [
      { at: '2026-10-19T11:00:00+02:00', stage: 'nego' },
      { at: '2026-10-20T10:00:00+02:00', stage: 'invoice' },
      { at: '2026-10-21T12:00:00+02:00', stage: 'paid' },
    ],
  },
  {
    externalId: 'A2',
    createdAt: '2026-10-19T00:00:00+02:00',
    owner: 'u-anna',
    amount: 500,
    steps: [
      { at: '2026-10-19T10:00:00+02:00', stage: 'nego' },
      { at: '2026-10-22T12:00:00+02:00', stage: 'lost' },
    ],
  },
  { externalId: 'A3', createdAt: '2026-10-18T23:59:59+02:00', owner: 'u-anna', amount: 700, steps: [{ at: '2026-10-19T12:00:00+02:00', stage: 'paid' }] },
  { externalId: 'A4', createdAt: '2026-10-23T17:30:00+02:00', owner: 'u-anna', amount: 2000, steps: [{ at: '2026-10-26T10:30:00+01:00', stage: 'invoice' }] },
  { externalId: 'A5', createdAt: '2026-10-24T12:00:00+02:00', owner: 'u-anna', amount: 300, steps: [{ at: '2026-10-26T10:10:00+01:00', stage: 'nego' }] },
  {
    externalId: 'A6',
    createdAt: '2026-10-20T14:00:00+02:00',
    owner: 'u-anna',
    amount: 800,
    steps: [
      { at: '2026-10-20T14:03:00+02:00', stage: 'nego' },
      { at: '2026-10-21T11:00:00+02:00', stage: 'invoice' },
      { at: '2026-10-22T11:00:00+02:00', stage: 'paid' },
      { at: '2026-10-27T11:00:00+01:00', stage: 'refund' },
    ],
  },
  {
    externalId: 'B1',
    createdAt: '2026-10-27T09:00:00+01:00',
    owner: 'u-ben',
    amount: 1500,
    properties: { source: 'fair' },
    steps: [
      { at: '2026-10-27T12:00:00+01:00', stage: 'nego' },
      { at: '2026-10-28T12:00:00+01:00', stage: 'invoice' },
      { at: '2026-10-29T12:00:00+01:00', stage: 'lost' },
    ],
  },
  { externalId: 'B2', createdAt: '2026-10-30T23:59:59+01:00', owner: 'u-ben', amount: 100 },
  { externalId: 'B3', createdAt: '2026-10-31T00:00:00+01:00', owner: 'u-ben', amount: 90 },
  { externalId: 'C1', createdAt: '2026-10-21T10:00:00+02:00', owner: 'u-carl', amount: 400, properties: { source: 'web' }, steps: [{ at: '2026-10-21T16:00:00+02:00', stage: 'paid' }] },
  { externalId: 'C2', createdAt: '2026-10-22T19:00:00+02:00', owner: 'u-carl', amount: null, steps: [{ at: '2026-10-23T15:00:00+02:00', stage: 'nego' }] },
  {
    externalId: 'R1',
    createdAt: '2026-10-26T09:00:00+01:00',
    owner: 'u-ben',
    amount: 600,
    steps: [
      { at: '2026-10-26T15:00:00+01:00', owner: 'u-carl' },
      { at: '2026-10-28T12:00:00+01:00', stage: 'lost' },
    ],
  },
  {
    externalId: 'G1',
    createdAt: '2026-10-20T09:30:00+02:00',
    owner: 'u-ghost',
    amount: 250,
    steps: [
      { at: '2026-10-21T10:00:00+02:00', stage: 'nego' },
      { at: '2026-10-22T10:00:00+02:00', stage: 'invoice' },
    ],
  },
  { externalId: 'N1', createdAt: '2026-10-21T03:00:00+02:00', owner: null, amount: 50 },
];

const STAGES = [
  { stage: 'new', label: 'New', kind: null },
  { stage: 'qualified', label: 'Qualified', kind: null },
  { stage: 'nego', label: 'Negotiation', kind: 'negotiation' },
  { stage: 'invoice', label: 'Invoice', kind: 'bill' },
  { stage: 'paid', label: 'Paid', kind: 'won' },
  { stage: 'lost', label: 'Lost', kind: 'lost' },
  { stage: 'refund', label: 'Refunded', kind: 'refund' },
] as const;

type Provider = { id: string; '@id': string; secret: string };

describe('managers and lead processing: the reference data set', () => {
  let t: TestApp;
  let owner: Actor;
  let anna: Actor & { employeeId: string };
  let ben: Actor & { employeeId: string };
  let carl: Actor & { employeeId: string };
  let project: { id: string; '@id': string };
  let kolkata: { id: string; '@id': string };
  let kiran: Actor & { employeeId: string };
  let crm: Provider;
  let sourceProperty: string;

  const createProvider = async (projectIri: string, name: string): Promise<Provider> =>
    (await t.app.inject({ method: 'POST', url: '/api/data_providers', headers: owner.headers, payload: { project: projectIri, type: 'webhook', name } })).json();
  const ask = async <T>(path: 'managers' | 'lead_processing', payload: Record<string, unknown>): Promise<T> => {
    const response = await t.app.inject({ method: 'POST', url: `/api/analytics/${path}`, headers: owner.headers, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const period = { from: '2026-10-19', to: '2026-10-30' };
  const managers = (extra: Record<string, unknown> = {}) => ask<ManagersResponse>('managers', { project: project['@id'], date: period, ...extra });
  const leads = (extra: Record<string, unknown> = {}) => ask<LeadProcessingResponse>('lead_processing', { project: project['@id'], date: period, ...extra });
  const iri = (employeeId: string) => `/api/employees/${employeeId}`;
  const setKind = async (stage: string, kind: string | null) => {
    const rows = (await t.db.execute(sql`select id from definitions where data_provider_id = ${crm.id} and stage = ${stage}`)) as unknown as { rows: { id: string }[] };
    const response = await t.app.inject({ method: 'PATCH', url: `/api/definitions/${rows.rows[0]!.id}`, headers: mergePatch(owner.headers), payload: { kind } });
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner, 'Berlin team', 'Europe/Berlin');
    anna = await addMember(t, project.id, 'REPRESENTATIVE', 'Anna Adler');
    ben = await addMember(t, project.id, 'REPRESENTATIVE', 'Ben Becker');
    carl = await addMember(t, project.id, 'REPRESENTATIVE', 'Carl Clark');
    await t.db.execute(sql`update employees set status = 'inactive' where id = ${ben.employeeId}`);
    await t.db.execute(sql`insert into settings (project_id, name, value) values
      (${project.id}, 'forecast_negotiation_to_bill', '40'), (${project.id}, 'forecast_bill_to_won', '50')`);
    // New projects get work_hours; without it lead processing counts 10:00-17:00.
    await t.db.execute(sql`delete from settings where project_id = ${project.id} and name = 'work_hours'`);
    await t.db.execute(sql`with d as (insert into distributions (project_id, name) values (${project.id}, 'Inbound') returning id)
      insert into distribution_employees (project_id, distribution_id, employee_id) select ${project.id}, d.id, ${carl.employeeId} from d`);

    crm = await createProvider(project['@id'], 'CRM');
    const phone = await createProvider(project['@id'], 'Telephony');
    const users = [
      { type: 'user', externalId: 'u-anna', name: 'Anna', email: anna.email },
      { type: 'user', externalId: 'u-ben', name: 'Ben', email: ben.email },
      { type: 'user', externalId: 'u-carl', name: 'Carl', email: carl.email },
      { type: 'user', externalId: 'u-ghost', name: 'Former rep', email: 'former.rep@example.com' },
    ];
    const linked = [
      { type: 'call', externalId: 'call-a1', ownerExternalId: 'u-anna', dealExternalId: 'A1', startedAt: '2026-10-19T10:20:00+02:00', durationSeconds: 90 },
      { type: 'call', externalId: 'call-r1', ownerExternalId: 'u-carl', dealExternalId: 'R1', startedAt: '2026-10-27T10:30:00+01:00', durationSeconds: 0 },
      {
        type: 'task',
        externalId: 'task-c2',
        ownerExternalId: 'u-carl',
        dealExternalId: 'C2',
        createdAt: '2026-10-23T09:00:00+02:00',
        completedAt: '2026-10-23T11:15:00+02:00',
        updatedAt: '2026-10-23T11:15:00+02:00',
      },
      // An open task is no action.
      { type: 'task', externalId: 'task-a4', ownerExternalId: 'u-anna', dealExternalId: 'A4', createdAt: '2026-10-23T17:40:00+02:00', updatedAt: '2026-10-23T17:40:00+02:00' },
    ];
    // Calls and tasks arrive before their deals here: the rollup must pick them up when the deals come.
    await sendHistory(t.app, crm, berlinDeals, [...users, ...linked]);
    const foreignCall = await postEvents(t.app, phone.id, phone.secret, {
      events: [{ type: 'call', externalId: 'p-1', ownerExternalId: 'ext-101', dealExternalId: 'A5', startedAt: '2026-10-24T13:00:00+02:00', durationSeconds: 30 }],
    });
    expect(foreignCall.statusCode).toBe(200);
    // Definitions: ingestion recorded every stage it saw; name them and say what they mean.
    await sendHistory(t.app, crm, [{ externalId: 'X-qualified', createdAt: '2026-09-01T10:00:00Z', owner: null, amount: null, stage: 'qualified' }]);
    const property = (await t.db.execute(
      sql`insert into properties (project_id, data_provider_id, key, name, options) values (${project.id}, ${crm.id}, 'source', 'Source', '["web", "fair"]') on conflict (data_provider_id, key) do update set name = excluded.name returning id`,
    )) as unknown as { rows: { id: string }[] };
    sourceProperty = property.rows[0]!.id;
    const rows = (await t.db.execute(sql`select id, stage from definitions where data_provider_id = ${crm.id}`)) as unknown as { rows: { id: string; stage: string }[] };
    for (const row of rows.rows) {
      const position = STAGES.findIndex((s) => s.stage === row.stage);
      const { label, kind } = STAGES[position]!;
      const response = await t.app.inject({ method: 'PATCH', url: `/api/definitions/${row.id}`, headers: mergePatch(owner.headers), payload: { label, kind, position } });
      expect(response.statusCode, response.body).toBe(200);
    }

    // Project "Kolkata" (Asia/Kolkata, UTC+05:30, work_hours 09:00-18:00, no forecast settings).
    kolkata = await createProject(t, owner, 'Kolkata', 'Asia/Kolkata');
    kiran = await addMember(t, kolkata.id, 'REPRESENTATIVE', 'Kiran Kumar');
    await t.db.execute(sql`update settings set value = '09:00-18:00' where project_id = ${kolkata.id} and name = 'work_hours'`);
    const crmK = await createProvider(kolkata['@id'], 'CRM K');
    await sendHistory(
      t.app,
      crmK,
      [
        // 23:59:59 on 31 October in Kolkata: outside a period starting 1 November.
        { externalId: 'K1', createdAt: '2026-10-31T18:29:59Z', owner: 'u-kiran', amount: 70 },
        // 00:00 on Sunday 1 November in Kolkata; negotiation on Monday 09:30.
        { externalId: 'K2', createdAt: '2026-10-31T18:30:00Z', owner: 'u-kiran', amount: 100, steps: [{ at: '2026-11-02T09:30:00+05:30', stage: 'nego' }] },
        // 23:59:59 on Saturday 7 November: inside.
        { externalId: 'K3', createdAt: '2026-11-07T18:29:59Z', owner: 'u-kiran', amount: 10 },
      ],
      [{ type: 'user', externalId: 'u-kiran', name: 'Kiran', email: kiran.email }],
    );
    await t.db.execute(sql`update definitions set kind = 'negotiation' where project_id = ${kolkata.id} and stage = 'nego'`);
  }, 120_000);
  afterAll(() => t?.close());

  describe('managers', () => {
    it('answers every employee by name (active and inactive), then No owner, with the hand-worked numbers', async () => {
      const answer = await managers();
      expect(managersResponseSchema.safeParse(answer).success).toBe(true);
      expect(answer.employees.map((r) => r.employee)).toEqual([iri(anna.employeeId), iri(ben.employeeId), iri(carl.employeeId), iri(ownerEmployee()), null]);
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
      expect(b).toMatchObject({ count: 2, negotiations: 1, negotiationsTotal: 1500, bills: 1, billsTotal: 1500, won: 0, lost: 1, billFromNegotiation: 100 });
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
      expect(none).toMatchObject({ count: 2, negotiations: 1, bills: 1, billsTotal: 250, won: 0, lost: 0, forecast: 0, staticForecast: 125, isDistributed: false });
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
    });

    it('keeps local days in the project zone on both engines (Kolkata, UTC+05:30)', async () => {
      const answer = await ask<ManagersResponse>('managers', { project: kolkata['@id'], date: { from: '2026-11-01', to: '2026-11-07' } });
      expect(answer.employees.map((r) => r.employee)).toEqual([iri(kiran.employeeId), iri(ownerEmployeeOf(kolkata.id))]);
      // K2 and K3; K2 negotiating with nothing billed yet: no rate, no forecast; no forecast settings.
      expect(answer.employees[0]).toMatchObject({ count: 2, negotiations: 1, negotiationsTotal: 100, forecast: 0, staticForecast: 0 });
    });
  });

  describe('lead processing', () => {
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
      const carlDeals = [deal('C1', '2026-10-21T10:00:00+02:00'), deal('C2', '2026-10-22T19:00:00+02:00'), deal('R1', '2026-10-26T15:00:00+01:00')];
      expect(c).toEqual({
        employee: iri(carl.employeeId),
        processedCount: 3,
        participatedCount: 3,
        processTimeAvg: 11700,
        participateTimeAvg: 6000,
      });
      expect(o).toEqual({ employee: iri(ownerEmployee()), processedCount: 0, participatedCount: 0, processTimeAvg: null, participateTimeAvg: null });
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
        expect(withDeals.employees.filter((r) => r.participatedDeals !== undefined || r.processedDeals !== undefined).map((r) => r.employee)).toEqual([dealsOf]);
        const row = withDeals.employees.find((r) => r.employee === dealsOf)!;
        return { processedDeals: row.processedDeals, participatedDeals: row.participatedDeals };
      };
      expect(await listsOf(iri(anna.employeeId))).toEqual({ processedDeals: annaDeals, participatedDeals: annaDeals });
      expect(await listsOf(iri(ben.employeeId))).toEqual({
        processedDeals: [deal('B1', '2026-10-27T09:00:00+01:00')],
        participatedDeals: [deal('R1', '2026-10-26T09:00:00+01:00'), deal('B1', '2026-10-27T09:00:00+01:00'), deal('B2', '2026-10-30T23:59:59+01:00')],
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
          ids.push(...(answer.employees.find((r) => r.employee === iri(employee.employeeId))?.participatedDeals ?? []).map((d) => d.externalId));
        }
        return ids;
      };
      expect(await dealIds({ properties: [{ propertyId: sourceProperty, options: ['web'] }] })).toEqual(['A1', 'C1']);
      expect(await dealIds({ dateTimeRanges: [{ fromTime: '00:00:00', toTime: '23:59:59', daysOfWeek: [6, 7] }] })).toEqual(['A5']);
    });
  });

  let ownerEmployees: Map<string, string>;
  beforeAll(async () => {
    const rows = (await t.db.execute(sql`select e.project_id, e.id from employees e where e.role = 'OWNER'`)) as unknown as { rows: { project_id: string; id: string }[] };
    ownerEmployees = new Map(rows.rows.map((r) => [r.project_id, r.id]));
  });
  const ownerEmployeeOf = (projectId: string) => ownerEmployees.get(projectId)!;
  const ownerEmployee = () => ownerEmployeeOf(project.id);
});
