import { callsResponseSchema, pulseResponseSchema, type CallsRow } from '@salespulse/contract/analytics';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { employees } from '../src/db/schema/employees';
import { addMember, createProject, signUp, type Actor } from './fixtures';
import { createTestApp } from './test-app';
import { postEvents } from './webhook-client';

// The reference data set of docs/analytics.md ("Pulse" and "Calls board"), shared by the pulse, calls
// board and rollup reference suites (modules/analytics/*.reference.test.ts): two projects in different
// zones, each with a DST change inside the range, events exactly on local midnights and window
// edges, a refund, a deal entering a bill stage twice, calls without owner, an inactive employee.
// Every expected number in those suites was worked out by hand (their comments say how). They run on
// PGlite and, with TEST_DB=postgres, on PostgreSQL.

export type Provider = { id: string; '@id': string; secret: string };
export type Member = Actor & { employeeId: string };
export type PulseRow = Record<string, unknown> & { employee: string };

export const berlinDay = { from: '2026-10-25', to: '2026-10-25' }; // clocks go back: 25 hours, [Oct 24 22:00Z, Oct 25 23:00Z)
export const october = { from: '2026-10-01', to: '2026-10-31' };
export const nyDay = { from: '2026-11-01', to: '2026-11-01' }; // New York goes back: [Nov 1 04:00Z, Nov 2 05:00Z)
export const weekdays = [1, 2, 3, 4, 5];

export const iri = (m: Member) => `/api/employees/${m.employeeId}`;
export const row = (rows: PulseRow[], m: Member | (Actor & { employeeId: string })) =>
  rows.find((r) => r.employee === `/api/employees/${m.employeeId}`)!;
export const callsRow = (rows: CallsRow[], m: Member | null) => rows.find((r) => r.employee === (m ? iri(m) : null));

/** A test app with the data set loaded, and the helpers the suites ask it with. */
export async function seedPulseCallsReference() {
  const t = await createTestApp();
  const createProvider = async (actor: Actor, projectIri: string, name: string): Promise<Provider> =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/data_providers',
        headers: actor.headers,
        payload: { project: projectIri, type: 'webhook', name },
      })
    ).json();
  const send = async (provider: Provider, events: Record<string, unknown>[]) => {
    const response = await postEvents(t.app, provider.id, provider.secret, { events });
    if (response.statusCode !== 200) throw new Error(response.body);
  };
  const define = async (actor: Actor, provider: Provider, stage: string, kind: string | null) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/definitions',
      headers: actor.headers,
      payload: { dataProvider: provider['@id'], stage, kind },
    });
    if (response.statusCode !== 201) throw new Error(response.body);
  };
  const post = (actor: Actor, path: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/analytics/${path}`, headers: actor.headers, payload });
  const pulse = async (actor: Actor, project: { '@id': string }, objectType: string, date = berlinDay) => {
    const response = await post(actor, 'pulse', { project: project['@id'], objectType, date });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(pulseResponseSchema.safeParse(body).success).toBe(true);
    return body as { employees: PulseRow[]; total: Record<string, unknown> };
  };
  const board = async (actor: Actor, project: { '@id': string }, filters: Record<string, unknown> = {}, date = october) => {
    const response = await post(actor, 'calls', { project: project['@id'], date, ...filters });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(callsResponseSchema.safeParse(body).success).toBe(true);
    return body as { employees: CallsRow[]; filters: unknown };
  };

  const olivia = await signUp(t, 'Olivia Owner');
  const paul = await signUp(t, 'Paul Owner');
  const berlin = await createProject(t, olivia, 'Berlin team', 'Europe/Berlin');
  const newYork = await createProject(t, paul, 'New York team', 'America/New_York');
  const anna = await addMember(t, berlin.id, 'REPRESENTATIVE', 'Anna Active');
  const ben = await addMember(t, berlin.id, 'REPRESENTATIVE', 'Ben Busy');
  const cleo = await addMember(t, berlin.id, 'REPRESENTATIVE', 'Cleo Former');
  const nora = await addMember(t, newYork.id, 'REPRESENTATIVE', 'Nora North');
  await t.db.update(employees).set({ status: 'inactive' }).where(eq(employees.id, cleo.employeeId));
  const oliviaEmployee = (
    await t.db
      .select()
      .from(employees)
      .where(and(eq(employees.projectId, berlin.id), eq(employees.userId, olivia.id)))
  )[0]!.id;
  const paulEmployee = (
    await t.db
      .select()
      .from(employees)
      .where(and(eq(employees.projectId, newYork.id), eq(employees.userId, paul.id)))
  )[0]!.id;

  const crm = await createProvider(olivia, berlin['@id'], 'CRM');
  const phone = await createProvider(olivia, berlin['@id'], 'Phone');
  const nyCrm = await createProvider(paul, newYork['@id'], 'NY CRM');
  for (const [stage, kind] of [
    ['new', null],
    ['negotiation', 'negotiation'],
    ['invoice', 'bill'],
    ['invoice_final', 'bill'],
    ['paid', 'won'],
    ['refunded', 'refund'],
  ] as const) {
    await define(olivia, crm, stage, kind);
  }
  await define(paul, nyCrm, 'paid', 'won');

  const users = [
    { type: 'user', externalId: 'u-anna', name: 'Anna in CRM', email: anna.email },
    { type: 'user', externalId: 'u-ben', name: 'Ben in CRM', email: ben.email },
    { type: 'user', externalId: 'u-cleo', name: 'Cleo in CRM', email: cleo.email },
    { type: 'user', externalId: 'u-ghost', name: 'Ghost', email: 'ghost@elsewhere.example' },
  ];
  const call = (
    externalId: string,
    owner: string | null,
    startedAt: string,
    durationSeconds: number,
    extra: Record<string, unknown> = {},
  ) => ({
    type: 'call',
    externalId,
    ...(owner ? { ownerExternalId: owner } : {}),
    startedAt,
    durationSeconds,
    ...extra,
  });
  const deal = (
    externalId: string,
    owner: string,
    stage: string,
    amount: number,
    createdAt: string,
    updatedAt = createdAt,
    extra: Record<string, unknown> = {},
  ) => ({
    type: 'deal',
    externalId,
    ownerExternalId: owner,
    stage,
    amount,
    createdAt,
    updatedAt,
    ...extra,
  });
  const task = (externalId: string, owner: string, fields: { dueAt?: string; completedAt?: string }) => ({
    type: 'task',
    externalId,
    ownerExternalId: owner,
    createdAt: '2026-10-20T08:00:00Z',
    updatedAt: fields.completedAt ?? '2026-10-20T08:00:00Z',
    ...fields,
  });

  // Version 1 of everything; deals move on in the later batches (one version per batch).
  await send(crm, [
    ...users,
    call('c1', 'u-anna', '2026-10-24T21:59:59.999Z', 100), // Oct 24 23:59:59.999: before the day
    call('c2', 'u-anna', '2026-10-24T22:00:00.000Z', 60, { dealExternalId: 'D2' }), // Oct 25 00:00 local
    call('c3', 'u-anna', '2026-10-25T00:30:00Z', 0), // 02:30 summer time, not answered
    call('c4', 'u-anna', '2026-10-25T01:30:00Z', 30, { answered: false }), // 02:30 winter time
    call('c5', 'u-ben', '2026-10-25T22:59:59.999Z', 45, { dealExternalId: 'D4' }), // last instant of the day
    call('c6', 'u-ben', '2026-10-25T23:00:00.000Z', 50), // Oct 26 00:00 local
    call('c7', 'u-cleo', '2026-10-25T09:00:00Z', 120),
    call('c8', 'u-ghost', '2026-10-25T10:00:00Z', 200), // unmapped owner: "No owner"
    call('c9', null, '2026-10-25T11:00:00Z', 0), // no owner at all
    call('c10', 'u-anna', '2026-09-30T22:00:00Z', 10), // Oct 1 00:00 local: in the month
    call('c11', 'u-anna', '2026-09-30T21:59:59Z', 10), // Sep 30: outside
    call('c12', 'u-ben', '2026-10-15T12:00:00Z', 300), // Thu 14:00 summer time
    call('c13', 'u-ben', '2026-10-26T16:00:00.000Z', 20), // Mon 17:00:00.000 winter time
    call('c14', 'u-ben', '2026-10-26T16:00:01.000Z', 25), // Mon 17:00:01
    call('c15', 'u-anna', '2026-10-23T15:00:00.500Z', 0), // Fri 17:00:00.5 summer time
    call('c16', 'u-anna', '2026-10-27T11:30:00Z', 70), // Tue 12:30
    deal('D1', 'u-anna', 'new', 1000, '2026-10-20T08:00:00Z'),
    deal('D2', 'u-anna', 'invoice', 500, '2026-10-24T22:00:00.000Z', undefined, { properties: { source: 'ads' } }),
    deal('D3', 'u-ben', 'invoice', 2000.6, '2026-10-10T09:00:00Z'),
    deal('D4', 'u-ben', 'invoice', 300.25, '2026-10-25T10:00:00Z', undefined, { properties: { source: 'web' } }),
    deal('D5', 'u-cleo', 'paid', 700, '2026-10-05T10:00:00Z'),
    deal('D6', 'u-ghost', 'paid', 5000, '2026-10-25T10:00:00Z'),
    deal('D7', 'u-anna', 'paid', 800, '2026-09-30T21:59:59Z'),
    task('T1', 'u-anna', { dueAt: '2026-10-25T15:00:00Z', completedAt: '2026-10-25T09:00:00Z' }),
    task('T2', 'u-anna', { dueAt: '2026-10-25T15:00:00Z' }),
    task('T3', 'u-anna', { dueAt: '2026-10-24T21:59:59Z' }),
    task('T4', 'u-ben', { dueAt: '2026-10-24T22:00:00Z' }),
    task('T5', 'u-ben', { dueAt: '2026-10-20T10:00:00Z', completedAt: '2026-10-26T08:00:00Z' }),
    task('T6', 'u-cleo', { completedAt: '2026-10-24T21:59:59.999Z' }),
    task('T7', 'u-cleo', { completedAt: '2026-10-25T22:59:59.999Z' }),
    task('T8', 'u-ghost', { completedAt: '2026-10-25T10:00:00Z' }),
    task('T9', 'u-ben', { dueAt: '2026-10-26T10:00:00Z' }),
    task('T10', 'u-ben', {}),
  ]);
  await send(crm, [
    deal('D1', 'u-anna', 'invoice', 1000, '2026-10-20T08:00:00Z', '2026-10-24T21:59:59.999Z'),
    deal('D2', 'u-anna', 'invoice_final', 500, '2026-10-24T22:00:00.000Z', '2026-10-25T12:00:00Z', { properties: { source: 'ads' } }),
    deal('D3', 'u-ben', 'paid', 2000.6, '2026-10-10T09:00:00Z', '2026-10-12T09:00:00Z'),
    deal('D4', 'u-ben', 'negotiation', 300.25, '2026-10-25T10:00:00Z', '2026-10-25T11:00:00Z', { properties: { source: 'web' } }),
    deal('D5', 'u-cleo', 'refunded', 700, '2026-10-05T10:00:00Z', '2026-10-25T09:30:00Z'),
  ]);
  await send(crm, [
    deal('D1', 'u-anna', 'paid', 1000.4, '2026-10-20T08:00:00Z', '2026-10-25T08:00:00Z'),
    deal('D2', 'u-anna', 'paid', 500, '2026-10-24T22:00:00.000Z', '2026-10-25T13:00:00Z', { properties: { source: 'ads' } }),
    deal('D3', 'u-ben', 'refunded', 2000.6, '2026-10-10T09:00:00Z', '2026-10-25T23:00:00.000Z'),
    deal('D4', 'u-ben', 'invoice', 999, '2026-10-25T10:00:00Z', '2026-10-25T12:00:00Z', { properties: { source: 'web' } }),
  ]);
  await send(crm, [
    deal('D2', 'u-anna', 'refunded', 500, '2026-10-24T22:00:00.000Z', '2026-10-25T22:59:59.999Z', { properties: { source: 'ads' } }),
  ]);
  await send(phone, [
    { type: 'user', externalId: 'ext-anna', name: 'Anna phone', email: anna.email },
    call('p1', 'ext-anna', '2026-10-26T07:00:00Z', 90), // Mon 08:00:00 winter time
  ]);
  await send(nyCrm, [
    { type: 'user', externalId: 'u-nora', name: 'Nora in CRM', email: nora.email },
    call('n1', 'u-nora', '2026-11-01T03:59:59.999Z', 10), // Oct 31 23:59:59.999 local
    call('n2', 'u-nora', '2026-11-01T04:00:00Z', 30), // Nov 1 00:00 EDT
    call('n3', 'u-nora', '2026-11-01T05:30:00Z', 0), // 01:30 EDT
    call('n4', 'u-nora', '2026-11-01T06:30:00Z', 40), // 01:30 EST
    call('n5', 'u-nora', '2026-11-02T04:59:59.999Z', 50), // Nov 1 23:59:59.999 EST
    call('n6', 'u-nora', '2026-11-02T05:00:00Z', 60), // Nov 2
    deal('N1', 'u-nora', 'paid', 900, '2026-11-01T12:00:00Z'),
  ]);

  return {
    t,
    olivia,
    anna,
    ben,
    cleo,
    paul,
    nora,
    berlin,
    newYork,
    crm,
    phone,
    nyCrm,
    oliviaEmployee,
    paulEmployee,
    send,
    post,
    pulse,
    board,
  };
}
