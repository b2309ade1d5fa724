import type { LeadProcessingResponse, ManagersResponse } from '@salespulse/contract/analytics';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { sendHistory, type DealHistory } from './activity-history';
import { addMember, createProject, mergePatch, signUp, type Actor } from './fixtures';
import { createTestApp } from './test-app';
import { postEvents } from './webhook-client';

// The hand-built data set of the managers and lead-processing reference suites
// (modules/analytics/managers.reference.test.ts and lead-processing.reference.test.ts): every number
// those suites assert is worked out by hand from it (and in docs/analytics.md, "Worked example"). They
// run on PGlite and, with TEST_DB=postgres, on PostgreSQL.
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

export const UTC = (iso: string) => new Date(iso).toISOString();

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
  {
    externalId: 'A3',
    createdAt: '2026-10-18T23:59:59+02:00',
    owner: 'u-anna',
    amount: 700,
    steps: [{ at: '2026-10-19T12:00:00+02:00', stage: 'paid' }],
  },
  {
    externalId: 'A4',
    createdAt: '2026-10-23T17:30:00+02:00',
    owner: 'u-anna',
    amount: 2000,
    steps: [{ at: '2026-10-26T10:30:00+01:00', stage: 'invoice' }],
  },
  {
    externalId: 'A5',
    createdAt: '2026-10-24T12:00:00+02:00',
    owner: 'u-anna',
    amount: 300,
    steps: [{ at: '2026-10-26T10:10:00+01:00', stage: 'nego' }],
  },
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
  {
    externalId: 'C1',
    createdAt: '2026-10-21T10:00:00+02:00',
    owner: 'u-carl',
    amount: 400,
    properties: { source: 'web' },
    steps: [{ at: '2026-10-21T16:00:00+02:00', stage: 'paid' }],
  },
  {
    externalId: 'C2',
    createdAt: '2026-10-22T19:00:00+02:00',
    owner: 'u-carl',
    amount: null,
    steps: [{ at: '2026-10-23T15:00:00+02:00', stage: 'nego' }],
  },
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

/** The period of the Berlin team the suites ask about. */
export const period = { from: '2026-10-19', to: '2026-10-30' };
export const iri = (employeeId: string) => `/api/employees/${employeeId}`;

/** A fresh app with both projects of the data set, and the calls the suites make on it (as the owner). */
export async function seedReferenceDataSet() {
  const t = await createTestApp();
  const owner: Actor = await signUp(t, 'Olivia Owner');
  const createProvider = async (projectIri: string, name: string): Promise<Provider> =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/data_providers',
        headers: owner.headers,
        payload: { project: projectIri, type: 'webhook', name },
      })
    ).json();
  const project = await createProject(t, owner, 'Berlin team', 'Europe/Berlin');
  const anna = await addMember(t, project.id, 'REPRESENTATIVE', 'Anna Adler');
  const ben = await addMember(t, project.id, 'REPRESENTATIVE', 'Ben Becker');
  const carl = await addMember(t, project.id, 'REPRESENTATIVE', 'Carl Clark');
  await t.db.execute(sql`update employees set status = 'inactive' where id = ${ben.employeeId}`);
  await t.db.execute(sql`insert into settings (project_id, name, value) values
    (${project.id}, 'forecast_negotiation_to_bill', '40'), (${project.id}, 'forecast_bill_to_won', '50')`);
  // New projects get work_hours; without it lead processing counts 10:00-17:00.
  await t.db.execute(sql`delete from settings where project_id = ${project.id} and name = 'work_hours'`);
  await t.db.execute(sql`with d as (insert into distributions (project_id, name) values (${project.id}, 'Inbound') returning id)
    insert into distribution_employees (project_id, distribution_id, employee_id) select ${project.id}, d.id, ${carl.employeeId} from d`);

  const crm = await createProvider(project['@id'], 'CRM');
  const phone = await createProvider(project['@id'], 'Telephony');
  const users = [
    { type: 'user', externalId: 'u-anna', name: 'Anna', email: anna.email },
    { type: 'user', externalId: 'u-ben', name: 'Ben', email: ben.email },
    { type: 'user', externalId: 'u-carl', name: 'Carl', email: carl.email },
    { type: 'user', externalId: 'u-ghost', name: 'Former rep', email: 'former.rep@example.com' },
  ];
  const linked = [
    {
      type: 'call',
      externalId: 'call-a1',
      ownerExternalId: 'u-anna',
      dealExternalId: 'A1',
      startedAt: '2026-10-19T10:20:00+02:00',
      durationSeconds: 90,
    },
    {
      type: 'call',
      externalId: 'call-r1',
      ownerExternalId: 'u-carl',
      dealExternalId: 'R1',
      startedAt: '2026-10-27T10:30:00+01:00',
      durationSeconds: 0,
    },
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
    {
      type: 'task',
      externalId: 'task-a4',
      ownerExternalId: 'u-anna',
      dealExternalId: 'A4',
      createdAt: '2026-10-23T17:40:00+02:00',
      updatedAt: '2026-10-23T17:40:00+02:00',
    },
  ];
  // Calls and tasks arrive before their deals here: the rollup must pick them up when the deals come.
  await sendHistory(t.app, crm, berlinDeals, [...users, ...linked]);
  const foreignCall = await postEvents(t.app, phone.id, phone.secret, {
    events: [
      {
        type: 'call',
        externalId: 'p-1',
        ownerExternalId: 'ext-101',
        dealExternalId: 'A5',
        startedAt: '2026-10-24T13:00:00+02:00',
        durationSeconds: 30,
      },
    ],
  });
  expect(foreignCall.statusCode).toBe(200);
  // Definitions: ingestion recorded every stage it saw; name them and say what they mean.
  await sendHistory(t.app, crm, [
    { externalId: 'X-qualified', createdAt: '2026-09-01T10:00:00Z', owner: null, amount: null, stage: 'qualified' },
  ]);
  const property = (await t.db.execute(
    sql`insert into properties (project_id, data_provider_id, key, name, options) values (${project.id}, ${crm.id}, 'source', 'Source', '["web", "fair"]') on conflict (data_provider_id, key) do update set name = excluded.name returning id`,
  )) as unknown as { rows: { id: string }[] };
  const sourceProperty = property.rows[0]!.id;
  const rows = (await t.db.execute(sql`select id, stage from definitions where data_provider_id = ${crm.id}`)) as unknown as {
    rows: { id: string; stage: string }[];
  };
  for (const row of rows.rows) {
    const position = STAGES.findIndex((s) => s.stage === row.stage);
    const { label, kind } = STAGES[position]!;
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/definitions/${row.id}`,
      headers: mergePatch(owner.headers),
      payload: { label, kind, position },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  // Project "Kolkata" (Asia/Kolkata, UTC+05:30, work_hours 09:00-18:00, no forecast settings).
  const kolkata = await createProject(t, owner, 'Kolkata', 'Asia/Kolkata');
  const kiran = await addMember(t, kolkata.id, 'REPRESENTATIVE', 'Kiran Kumar');
  await t.db.execute(sql`update settings set value = '09:00-18:00' where project_id = ${kolkata.id} and name = 'work_hours'`);
  const crmK = await createProvider(kolkata['@id'], 'CRM K');
  await sendHistory(
    t.app,
    crmK,
    [
      // 23:59:59 on 31 October in Kolkata: outside a period starting 1 November.
      { externalId: 'K1', createdAt: '2026-10-31T18:29:59Z', owner: 'u-kiran', amount: 70 },
      // 00:00 on Sunday 1 November in Kolkata; negotiation on Monday 09:30.
      {
        externalId: 'K2',
        createdAt: '2026-10-31T18:30:00Z',
        owner: 'u-kiran',
        amount: 100,
        steps: [{ at: '2026-11-02T09:30:00+05:30', stage: 'nego' }],
      },
      // 23:59:59 on Saturday 7 November: inside.
      { externalId: 'K3', createdAt: '2026-11-07T18:29:59Z', owner: 'u-kiran', amount: 10 },
    ],
    [{ type: 'user', externalId: 'u-kiran', name: 'Kiran', email: kiran.email }],
  );
  await t.db.execute(sql`update definitions set kind = 'negotiation' where project_id = ${kolkata.id} and stage = 'nego'`);

  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const owners = rowsOf<{ project_id: string; id: string }>(
    await t.db.execute(sql`select e.project_id, e.id from employees e where e.role = 'OWNER'`),
  );
  const ownerEmployees = new Map(owners.map((r) => [r.project_id, r.id]));

  const ask = async <T>(path: 'managers' | 'lead_processing', payload: Record<string, unknown>): Promise<T> => {
    const response = await t.app.inject({ method: 'POST', url: `/api/analytics/${path}`, headers: owner.headers, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  return {
    t,
    owner,
    anna,
    ben,
    carl,
    project,
    kolkata,
    kiran,
    crm,
    sourceProperty,
    ask,
    managers: (extra: Record<string, unknown> = {}) =>
      ask<ManagersResponse>('managers', { project: project['@id'], date: period, ...extra }),
    leads: (extra: Record<string, unknown> = {}) =>
      ask<LeadProcessingResponse>('lead_processing', { project: project['@id'], date: period, ...extra }),
    /** The employee the project's owner is (every project has one). */
    ownerEmployeeOf: (projectId: string) => ownerEmployees.get(projectId)!,
    /** Gives a stage of the CRM another meaning, through the API. */
    async setKind(stage: string, kind: string | null) {
      const [row] = rowsOf<{ id: string }>(
        await t.db.execute(sql`select id from definitions where data_provider_id = ${crm.id} and stage = ${stage}`),
      );
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/definitions/${row!.id}`,
        headers: mergePatch(owner.headers),
        payload: { kind },
      });
      expect(response.statusCode, response.body).toBe(200);
    },
  };
}

export type ReferenceDataSet = Awaited<ReturnType<typeof seedReferenceDataSet>>;
