import { and, eq, sql } from 'drizzle-orm';
import { callsResponseSchema, pulseResponseSchema, type CallsRow } from '@salespulse/contract/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createProject, mergePatch, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { postEvents } from '../../../test/webhook-client';
import { providerUsers } from '../activity/activity.schema';
import { properties } from '../catalogue/catalogue.schema';
import { definitions } from '../definitions/definitions.schema';
import { employees } from '../employees/employees.schema';
import { settings } from '../settings/settings.schema';
import { ensureRollup, rollupParts, withoutRollups } from './analytics-rollups';
import { resolveProjectScope, type AnalyticsFilterInput } from './analytics-scope';
import { rowsOf } from './analytics-sql';
import { runCalls } from './calls.service';
import { runPulse } from './pulse.service';

// The reference data set of docs/analytics.md ("Pulse" and "Calls board"): two projects in different
// zones, each with a DST change inside the range, events exactly on local midnights and window
// edges, a refund, a deal entering a bill stage twice, calls without owner, an inactive employee.
// Every expected number below was worked out by hand (the comments say how). The same answers are
// asserted through the API (rollups) and from the raw tables, and the rollups kept by the triggers
// are checked against a full rebuild after every kind of change.

type Provider = { id: string; '@id': string; secret: string };
type Member = Actor & { employeeId: string };
type PulseRow = Record<string, unknown> & { employee: string };

const berlinDay = { from: '2026-10-25', to: '2026-10-25' }; // clocks go back: 25 hours, [Oct 24 22:00Z, Oct 25 23:00Z)
const october = { from: '2026-10-01', to: '2026-10-31' };
const nyDay = { from: '2026-11-01', to: '2026-11-01' }; // New York goes back: [Nov 1 04:00Z, Nov 2 05:00Z)
const weekdays = [1, 2, 3, 4, 5];

describe('pulse and calls board: reference data set', () => {
  let t: TestApp;
  let olivia: Actor;
  let anna: Member;
  let ben: Member;
  let cleo: Member;
  let paul: Actor;
  let nora: Member;
  let berlin: { id: string; '@id': string };
  let newYork: { id: string; '@id': string };
  let crm: Provider;
  let phone: Provider;
  let nyCrm: Provider;

  const createProvider = async (actor: Actor, projectIri: string, name: string): Promise<Provider> =>
    (await t.app.inject({ method: 'POST', url: '/api/data_providers', headers: actor.headers, payload: { project: projectIri, type: 'webhook', name } })).json();
  const send = async (provider: Provider, events: Record<string, unknown>[]) => {
    const response = await postEvents(t.app, provider.id, provider.secret, { events });
    if (response.statusCode !== 200) throw new Error(response.body);
  };
  const define = async (actor: Actor, provider: Provider, stage: string, kind: string | null) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/definitions', headers: actor.headers, payload: { dataProvider: provider['@id'], stage, kind } });
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
  const iri = (m: Member) => `/api/employees/${m.employeeId}`;
  const row = (rows: PulseRow[], m: Member | Actor & { employeeId: string }) => rows.find((r) => r.employee === `/api/employees/${m.employeeId}`)!;
  const callsRow = (rows: CallsRow[], m: Member | null) => rows.find((r) => r.employee === (m ? iri(m) : null));
  let oliviaEmployee: string;
  let paulEmployee: string;

  beforeAll(async () => {
    t = await createTestApp();
    olivia = await signUp(t, 'Olivia Owner');
    paul = await signUp(t, 'Paul Owner');
    berlin = await createProject(t, olivia, 'Berlin team', 'Europe/Berlin');
    newYork = await createProject(t, paul, 'New York team', 'America/New_York');
    anna = await addMember(t, berlin.id, 'REPRESENTATIVE', 'Anna Active');
    ben = await addMember(t, berlin.id, 'REPRESENTATIVE', 'Ben Busy');
    cleo = await addMember(t, berlin.id, 'REPRESENTATIVE', 'Cleo Former');
    nora = await addMember(t, newYork.id, 'REPRESENTATIVE', 'Nora North');
    await t.db.update(employees).set({ status: 'inactive' }).where(eq(employees.id, cleo.employeeId));
    oliviaEmployee = (await t.db.select().from(employees).where(and(eq(employees.projectId, berlin.id), eq(employees.userId, olivia.id))))[0]!.id;
    paulEmployee = (await t.db.select().from(employees).where(and(eq(employees.projectId, newYork.id), eq(employees.userId, paul.id))))[0]!.id;

    crm = await createProvider(olivia, berlin['@id'], 'CRM');
    phone = await createProvider(olivia, berlin['@id'], 'Phone');
    nyCrm = await createProvider(paul, newYork['@id'], 'NY CRM');
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
    const call = (externalId: string, owner: string | null, startedAt: string, durationSeconds: number, extra: Record<string, unknown> = {}) => ({
      type: 'call',
      externalId,
      ...(owner ? { ownerExternalId: owner } : {}),
      startedAt,
      durationSeconds,
      ...extra,
    });
    const deal = (externalId: string, owner: string, stage: string, amount: number, createdAt: string, updatedAt = createdAt, extra: Record<string, unknown> = {}) => ({
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
    await send(crm, [deal('D2', 'u-anna', 'refunded', 500, '2026-10-24T22:00:00.000Z', '2026-10-25T22:59:59.999Z', { properties: { source: 'ads' } })]);
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
  });
  afterAll(() => t.close());

  describe('pulse (Berlin, 2026-10-25: the day clocks go back)', () => {
    it('calls: the day records of each employee, the month to date, totals; no "No owner" row', async () => {
      const { employees: rows, total } = await pulse(olivia, berlin, 'call');
      // Rows: every employee of the project, active or inactive, by name.
      expect(rows.map((r) => r.employee)).toEqual([iri(anna), iri(ben), iri(cleo), `/api/employees/${oliviaEmployee}`]);
      expect(row(rows, anna)).toEqual({
        employee: iri(anna),
        day: {
          calls: [{ timestamp: '2026-10-24T22:00:00.000Z' }, { timestamp: '2026-10-25T00:30:00.000Z' }, { timestamp: '2026-10-25T01:30:00.000Z' }],
          successCalls: [{ timestamp: '2026-10-24T22:00:00.000Z', duration: 60 }],
        },
        // c1 (Oct 24), c2, c3, c4, c10 (Oct 1 00:00), c15 (Oct 23); answered: c1 100 + c2 60 + c10 10.
        month: { calls: 6, callDuration: 170, successCalls: 3 },
      });
      expect(row(rows, ben)).toEqual({
        employee: iri(ben),
        day: { calls: [{ timestamp: '2026-10-25T22:59:59.999Z' }], successCalls: [{ timestamp: '2026-10-25T22:59:59.999Z', duration: 45 }] },
        month: { calls: 2, callDuration: 345, successCalls: 2 }, // c5 45 + c12 300; c6 is Oct 26
      });
      expect(row(rows, cleo)).toEqual({
        employee: iri(cleo),
        day: { calls: [{ timestamp: '2026-10-25T09:00:00.000Z' }], successCalls: [{ timestamp: '2026-10-25T09:00:00.000Z', duration: 120 }] },
        month: { calls: 1, callDuration: 120, successCalls: 1 },
      });
      expect(row(rows, { employeeId: oliviaEmployee } as Member)).toEqual({
        employee: `/api/employees/${oliviaEmployee}`,
        day: { calls: [], successCalls: [] },
        month: { calls: 0, callDuration: 0, successCalls: 0 },
      });
      expect(total).toEqual({ day: { calls: 5, successCalls: 3, callDuration: 225 }, month: { calls: 9, successCalls: 6, callDuration: 635 } });
    });

    it('deals: first entries into bill, won and refund stages, month to date, plan = won - refunds', async () => {
      const { employees: rows, total } = await pulse(olivia, berlin, 'deal');
      expect(row(rows, anna)).toEqual({
        employee: iri(anna),
        day: {
          // D1 won at 08:00, D2 won at 13:00 (D2's move to invoice_final is not a second bill).
          won: [
            { timestamp: '2026-10-25T08:00:00.000Z', amount: 1000.4 },
            { timestamp: '2026-10-25T13:00:00.000Z', amount: 500 },
          ],
          bills: [{ timestamp: '2026-10-24T22:00:00.000Z', amount: 500 }], // D2, created at local midnight
          refunds: [{ timestamp: '2026-10-25T22:59:59.999Z', amount: 500 }],
        },
        // Bills D1 (Oct 24, 1000) + D2 500; won D1 1000.4 + D2 500; refund D2 500. D7 is September.
        month: { billAmount: 1500, wonAmount: 1500.4, refundAmount: 500 },
        plan: 1000.4,
      });
      expect(row(rows, ben)).toEqual({
        employee: iri(ben),
        // D4's bill at 10:00 with its amount then; its return to invoice at 12:00 is no new bill.
        day: { won: [], bills: [{ timestamp: '2026-10-25T10:00:00.000Z', amount: 300.25 }], refunds: [] },
        // D3's refund happens Oct 26 00:00 local: after the day and the month to date.
        month: { billAmount: 2300.85, wonAmount: 2000.6, refundAmount: 0 },
        plan: 2000.6,
      });
      expect(row(rows, cleo)).toEqual({
        employee: iri(cleo),
        day: { won: [], bills: [], refunds: [{ timestamp: '2026-10-25T09:30:00.000Z', amount: 700 }] },
        month: { billAmount: 0, wonAmount: 700, refundAmount: 700 },
        plan: 0,
      });
      // D6 (5000) has no mapped owner: not on the pulse.
      expect(total).toEqual({
        day: { bills: 2, billAmount: 800, won: 2, wonAmount: 300, refunds: 2, refundAmount: 1200 }, // 800.25; 1500.4 - 1200 = 300.4
        month: { billAmount: 3801, wonAmount: 4201, refundAmount: 1200 }, // 3800.85; 1500.4 + 2000.6 + 700
        plan: 3001,
      });
    });

    it('tasks: completed that day, open tasks due that day and overdue at its end', async () => {
      const { employees: rows, total } = await pulse(olivia, berlin, 'task');
      expect(row(rows, anna)).toEqual({ employee: iri(anna), day: { tasks: [{ timestamp: '2026-10-25T09:00:00.000Z' }] }, todayTasks: 1, overdueTasks: 1 });
      // T4 due at local midnight: today; T5 done only on Oct 26: still overdue at the end of the 25th.
      expect(row(rows, ben)).toEqual({ employee: iri(ben), day: { tasks: [] }, todayTasks: 1, overdueTasks: 1 });
      expect(row(rows, cleo)).toEqual({ employee: iri(cleo), day: { tasks: [{ timestamp: '2026-10-25T22:59:59.999Z' }] }, todayTasks: 0, overdueTasks: 0 });
      expect(total).toEqual({ day: { tasks: 2 }, month: {}, todayTasks: 2, overdueTasks: 2 });
    });

    it('a range of several days sums the calls of each local hour of the day into one record', async () => {
      const { employees: rows, total } = await pulse(olivia, berlin, 'call', { from: '2026-10-24', to: '2026-10-25' });
      // c1 at 23:59:59.999 on the 24th (hour 23), c2 at 00:00 on the 25th (hour 0), c3 and c4 at 02:30
      // summer and winter time (hour 2, twice). A record's timestamp is its hour's start on the first
      // day with calls in it; 02:00 on the 25th happens twice and PostgreSQL takes the later (01:00Z),
      // which is 02:00 in Berlin too. Records come in hour order.
      expect(row(rows, anna).day).toEqual({
        calls: [
          { timestamp: '2026-10-24T22:00:00.000Z', count: 1 },
          { timestamp: '2026-10-25T01:00:00.000Z', count: 2 },
          { timestamp: '2026-10-24T21:00:00.000Z', count: 1 },
        ],
        successCalls: [
          { timestamp: '2026-10-24T22:00:00.000Z', count: 1, duration: 60 },
          { timestamp: '2026-10-24T21:00:00.000Z', count: 1, duration: 100 },
        ],
      });
      const counted = (records: { count?: number }[]) => records.reduce((sum, record) => sum + (record.count ?? 1), 0);
      const day = (r: (typeof rows)[number]) => r.day as { calls: { count?: number }[]; successCalls: { count?: number }[] };
      expect(total.day).toMatchObject({
        calls: rows.reduce((sum, r) => sum + counted(day(r).calls), 0),
        successCalls: rows.reduce((sum, r) => sum + counted(day(r).successCalls), 0),
      });
    });
  });

  describe('pulse (New York, 2026-11-01: the day clocks go back)', () => {
    it('counts the 25-hour day from local midnight to local midnight, and only its own project', async () => {
      const calls = await pulse(paul, newYork, 'call', nyDay);
      expect(calls.employees.map((r) => r.employee)).toEqual([`/api/employees/${nora.employeeId}`, `/api/employees/${paulEmployee}`]);
      expect(row(calls.employees, nora)).toEqual({
        employee: iri(nora),
        day: {
          calls: ['2026-11-01T04:00:00.000Z', '2026-11-01T05:30:00.000Z', '2026-11-01T06:30:00.000Z', '2026-11-02T04:59:59.999Z'].map((timestamp) => ({ timestamp })),
          successCalls: [
            { timestamp: '2026-11-01T04:00:00.000Z', duration: 30 },
            { timestamp: '2026-11-01T06:30:00.000Z', duration: 40 },
            { timestamp: '2026-11-02T04:59:59.999Z', duration: 50 },
          ],
        },
        month: { calls: 4, callDuration: 120, successCalls: 3 },
      });
      const deals = await pulse(paul, newYork, 'deal', nyDay);
      expect(row(deals.employees, nora)).toMatchObject({ day: { won: [{ timestamp: '2026-11-01T12:00:00.000Z', amount: 900 }] }, plan: 900 });
      expect(deals.total).toMatchObject({ day: { wonAmount: 900 }, plan: 900 });
    });

    it('keeps the projects apart', async () => {
      expect((await post(olivia, 'pulse', { project: newYork['@id'], objectType: 'call', date: nyDay })).statusCode).toBe(404);
      expect((await post(paul, 'calls', { project: berlin['@id'], date: october })).statusCode).toBe(404);
    });
  });

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
      expect(callsRow(body.employees, cleo)).toMatchObject({ callCountActivity: { actual: 1, success: 1 }, callDurationActivity: { actual: 120 } });
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
      expect(callsRow(body.employees, ben)).toMatchObject({ callCountActivity: { actual: 2, success: 2 }, callDurationActivity: { actual: 320 } });
      expect(callsRow(body.employees, null)).toBeUndefined();

      const lunch = { fromTime: '12:00:00', toTime: '12:59:59', daysOfWeek: weekdays };
      const withoutLunch = await board(olivia, berlin, { dateTimeRanges: [range], dateTimeRangeExclusions: [lunch] });
      expect(callsRow(withoutLunch.employees, anna)).toMatchObject({ callCountActivity: { actual: 2, success: 1 }, callDurationActivity: { actual: 90 } });
    });

    it('filters by provider, employee, call duration and deal property', async () => {
      const byPhone = await board(olivia, berlin, { dataProviders: [phone['@id']] });
      expect(callsRow(byPhone.employees, anna)).toMatchObject({ callCountActivity: { actual: 1, success: 1 }, callDurationActivity: { actual: 90 } });
      expect(callsRow(byPhone.employees, ben)).toMatchObject({ callCountActivity: { actual: 0, success: 0 } });

      const onlyBen = await board(olivia, berlin, { employees: [iri(ben)] });
      expect(onlyBen.employees.map((r) => r.employee)).toEqual([iri(ben)]);

      // [50, 120] s: Anna c1 100, c2 60, c16 70, p1 90; Ben c6 50; Cleo c7 120; nothing of "No owner".
      const durations = await board(olivia, berlin, { durationRange: { min: 50, max: 120 } });
      expect(callsRow(durations.employees, anna)).toMatchObject({ callCountActivity: { actual: 4, success: 4 }, callDurationActivity: { actual: 320 } });
      expect(callsRow(durations.employees, ben)).toMatchObject({ callCountActivity: { actual: 1, success: 1 }, callDurationActivity: { actual: 50 } });
      expect(callsRow(durations.employees, cleo)).toMatchObject({ callCountActivity: { actual: 1, success: 1 } });
      expect(callsRow(durations.employees, null)).toBeUndefined();

      const [source] = await t.db.select().from(properties).where(and(eq(properties.dataProviderId, crm.id), eq(properties.key, 'source')));
      const ads = await board(olivia, berlin, { properties: [{ propertyId: `/api/properties/${source!.id}`, options: ['ads'] }] });
      // Only c2 is linked to a deal whose source is "ads" (D2).
      expect(callsRow(ads.employees, anna)).toMatchObject({ callCountActivity: { actual: 1, success: 1 }, callDurationActivity: { actual: 60 } });
      expect(callsRow(ads.employees, ben)).toMatchObject({ callCountActivity: { actual: 0, success: 0 } });
    });

    it('echoes filters that are not ASCII intact (the answer is sent as bytes: UTF-8 then)', async () => {
      const [source] = await t.db.select().from(properties).where(and(eq(properties.dataProviderId, crm.id), eq(properties.key, 'source')));
      const filter = { properties: [{ propertyId: `/api/properties/${source!.id}`, options: ['Größe ✓ 東京', 'café'] }] };
      const body = await board(olivia, berlin, filter);
      expect(body.filters).toEqual({ project: berlin['@id'], date: october, ...filter });
      expect(callsRow(body.employees, anna)).toMatchObject({ callCountActivity: { actual: 0, success: 0 }, dayCallStats: [] });
    });

    it('kpi: the daily call-time target met, averaged over each working day (worked example of docs/analytics.md)', async () => {
      const patch = (url: string, payload: Record<string, unknown>) =>
        t.app.inject({ method: 'PATCH', url, headers: mergePatch(olivia.headers), payload: JSON.stringify(payload) });
      const refused = await t.app.inject({ method: 'POST', url: '/api/settings', headers: olivia.headers, payload: { project: berlin['@id'], name: 'call_time_target', value: '0' } });
      expect(refused.statusCode).toBe(422);
      const created = await t.app.inject({ method: 'POST', url: '/api/settings', headers: olivia.headers, payload: { project: berlin['@id'], name: 'call_time_target', value: '1' } });
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
        expect(callsRow(body.employees, nora)).toMatchObject({ callCountActivity: { actual: 2, success: 1 }, callDurationActivity: { actual: 40 } });
      }
    });
  });

  describe('rollups give the raw answers', () => {
    const scopeOf = (project: { id: string }, input: Omit<AnalyticsFilterInput, 'project'>) => resolveProjectScope(t.db, project.id, input);

    /** Pulse and calls answers, from the rollups (rebuilt if invalid) and from the raw tables. */
    async function bothWays(project: { id: string }, input: Omit<AnalyticsFilterInput, 'project'>) {
      let scope = await scopeOf(project, input);
      for (const part of rollupParts) scope = await ensureRollup(t.db, scope, part);
      const raw = withoutRollups(scope);
      const pulses = await Promise.all(
        (['call', 'deal', 'task'] as const).map(async (type) => [JSON.parse(String(await runPulse(t.db, scope, type))), JSON.parse(String(await runPulse(t.db, raw, type)))]),
      );
      return { pulses, calls: [JSON.parse(String(await runCalls(t.db, scope))), JSON.parse(String(await runCalls(t.db, raw)))] };
    }

    async function expectSame(project: { id: string }, input: Omit<AnalyticsFilterInput, 'project'>) {
      const { pulses, calls } = await bothWays(project, input);
      for (const [fromRollup, fromRaw] of pulses) expect(fromRollup).toEqual(fromRaw);
      expect(calls[0]).toEqual(calls[1]);
    }

    /** The rollup rows the triggers kept, next to the rows of a full rebuild. */
    async function expectTriggersMatchRebuild(project: { id: string }) {
      const snapshot = async () =>
        rowsOf<Record<string, unknown>>(
          t.db,
          sql`select 'calls' as t, employee_id::text, day::text, concat_ws('/', calls, success_calls, success_duration, calls_json, success_json, last_at, last_id) as v from analytics_call_days where project_id = ${project.id}
              union all select 'hours', employee_id::text, day::text || ' ' || hour || ' ' || data_provider_id, calls::text || '/' || success_calls || '/' || success_duration from analytics_call_hours where project_id = ${project.id}
              union all select 'deals', employee_id::text, day::text, concat_ws('/', bills, bill_amount, won, won_amount, refunds, refund_amount, bills_json, won_json, refunds_json) from analytics_deal_days where project_id = ${project.id}
              union all select 'tasks', employee_id::text, day::text, tasks::text || tasks_json from analytics_task_days where project_id = ${project.id}
              union all select 'open', employee_id::text, due_day::text, open::text from analytics_open_tasks where project_id = ${project.id}
              order by 1, 2, 3, 4`,
        );
      const kept = await snapshot();
      for (const part of rollupParts) await t.db.execute(sql`select analytics_rebuild(${project.id}::uuid, ${part}::text)`);
      expect(await snapshot()).toEqual(kept);
      expect(kept.length).toBeGreaterThan(0);
    }

    const windows = {
      dateTimeRanges: [{ fromTime: '08:00:00', toTime: '17:00:00', daysOfWeek: weekdays }],
      dateTimeRangeExclusions: [{ fromTime: '12:00:00', toTime: '12:59:59', daysOfWeek: weekdays }],
    };

    it('for every day, range and filter of the data set', async () => {
      for (const date of [berlinDay, { from: '2026-10-24', to: '2026-10-26' }, october, { from: '2026-09-30', to: '2026-10-01' }]) {
        await expectSame(berlin, { date });
        await expectSame(berlin, { date, ...windows });
        await expectSame(berlin, { date, dataProviders: [crm['@id']], employees: [iri(anna), iri(ben)] });
      }
      await expectSame(berlin, { date: october, dateTimeRanges: [{ fromTime: '00:00:00', toTime: '23:59:59', daysOfWeek: [7], fromDate: '2026-10-25', toDate: '2026-10-25' }] });
      await expectSame(berlin, { date: october, dateTimeRanges: [{ fromTime: '02:10:00', toTime: '02:40:00', daysOfWeek: [7] }] });
      await expectSame(newYork, { date: nyDay });
      await expectSame(newYork, { date: nyDay, dateTimeRanges: [{ fromTime: '01:15:00', toTime: '01:44:59', daysOfWeek: [7] }] });
      await expectTriggersMatchRebuild(berlin);
      await expectTriggersMatchRebuild(newYork);
    });

    it('after an update, a re-mapping, a re-assigned deal, a changed stage kind and a changed time zone', async () => {
      // c3 comes again, answered after all; a later version of D4 names Anna as its owner.
      await send(crm, [
        { type: 'call', externalId: 'c3', ownerExternalId: 'u-anna', startedAt: '2026-10-25T00:30:00Z', durationSeconds: 15, answered: true, updatedAt: '2026-10-26T00:00:00Z' },
        { type: 'deal', externalId: 'D4', ownerExternalId: 'u-anna', stage: 'invoice', amount: 999, createdAt: '2026-10-25T10:00:00Z', updatedAt: '2026-10-26T09:00:00Z' },
      ]);
      let answer = await pulse(olivia, berlin, 'call');
      expect((row(answer.employees, anna).day as { successCalls: unknown[] }).successCalls).toHaveLength(2);
      answer = await pulse(olivia, berlin, 'deal');
      expect((row(answer.employees, anna).day as { bills: unknown[] }).bills).toHaveLength(2);
      expect((row(answer.employees, ben).day as { bills: unknown[] }).bills).toHaveLength(0);
      await expectSame(berlin, { date: berlinDay });
      await expectTriggersMatchRebuild(berlin);

      // Cleo's CRM user is unmapped by hand: her calls, deals and tasks become "No owner".
      const [cleoUser] = await t.db.select().from(providerUsers).where(and(eq(providerUsers.dataProviderId, crm.id), eq(providerUsers.externalId, 'u-cleo')));
      const unmapped = await t.app.inject({ method: 'PATCH', url: `/api/provider_users/${cleoUser!.id}`, headers: mergePatch(olivia.headers), payload: JSON.stringify({ employee: null }) });
      expect(unmapped.statusCode, unmapped.body).toBe(200);
      answer = await pulse(olivia, berlin, 'call');
      expect(row(answer.employees, cleo)).toMatchObject({ day: { calls: [] }, month: { calls: 0 } });
      expect(callsRow((await board(olivia, berlin)).employees, null)).toMatchObject({ callCountActivity: { actual: 3, success: 2 } });
      await expectSame(berlin, { date: october });
      await expectTriggersMatchRebuild(berlin);

      // "paid" no longer means won: the deal rollup is invalid and rebuilt before it is read.
      const [paid] = await t.db.select().from(definitions).where(and(eq(definitions.dataProviderId, crm.id), eq(definitions.stage, 'paid')));
      const unpaid = await t.app.inject({ method: 'PATCH', url: `/api/definitions/${paid!.id}`, headers: mergePatch(olivia.headers), payload: JSON.stringify({ kind: null }) });
      expect(unpaid.statusCode, unpaid.body).toBe(200);
      answer = await pulse(olivia, berlin, 'deal');
      expect(answer.total).toMatchObject({ day: { won: 0 } });
      await expectSame(berlin, { date: berlinDay });

      // The project moves to UTC: every day boundary moves, the rollups are rebuilt in the new zone.
      const [zone] = await t.db.select().from(settings).where(and(eq(settings.projectId, berlin.id), eq(settings.name, 'timezone')));
      const moved = await t.app.inject({ method: 'PATCH', url: `/api/settings/${zone!.id}`, headers: mergePatch(olivia.headers), payload: JSON.stringify({ value: 'UTC' }) });
      expect(moved.statusCode, moved.body).toBe(200);
      answer = await pulse(olivia, berlin, 'call');
      // In UTC, Oct 25 is [Oct 25 00:00Z, Oct 26 00:00Z): c3 (now answered), c4 and c5 for Anna and Ben.
      expect((row(answer.employees, anna).day as { calls: { timestamp: string }[] }).calls.map((c) => c.timestamp)).toEqual([
        '2026-10-25T00:30:00.000Z',
        '2026-10-25T01:30:00.000Z',
      ]);
      await expectSame(berlin, { date: berlinDay, ...windows });
      await expectSame(berlin, { date: october });
      await expectTriggersMatchRebuild(berlin);
    });

    it('appends batches that follow the stored calls, and recomputes a day when older calls arrive', async () => {
      const call = (externalId: string, startedAt: string, owner: string | null, answered = true) => ({
        type: 'call' as const,
        externalId,
        ...(owner ? { ownerExternalId: owner } : {}),
        startedAt,
        durationSeconds: 30,
        answered,
      });
      // Later on a day already counted: appended to Anna's and to the unmapped owner's rows.
      await send(crm, [call('a1', '2026-10-27T15:00:00Z', 'u-anna'), call('a2', '2026-10-27T15:05:00Z', 'u-anna', false), call('x1', '2026-10-27T15:00:00Z', 'u-nobody')]);
      await send(crm, [call('a3', '2026-10-27T15:10:00Z', 'u-anna'), call('x2', '2026-10-27T15:01:00Z', 'u-nobody', false)]);
      // The same instant as the last one: ties are ordered by id, so this may append or recompute.
      await send(crm, [call('a4', '2026-10-27T15:10:00Z', 'u-anna')]);
      // Older than what the day holds: the day is recomputed.
      await send(crm, [call('a5', '2026-10-27T07:00:00Z', 'u-anna'), call('x3', '2026-10-27T06:00:00Z', 'u-nobody')]);
      await expectTriggersMatchRebuild(berlin);
      await expectSame(berlin, { date: { from: '2026-10-27', to: '2026-10-27' } });
      const answer = await pulse(olivia, berlin, 'call', { from: '2026-10-27', to: '2026-10-27' });
      const times = (row(answer.employees, anna).day as { calls: { timestamp: string }[] }).calls.map((c) => c.timestamp);
      expect(times).toEqual([...times].sort());
      expect(times[0]).toBe('2026-10-27T07:00:00.000Z');
      expect(times.slice(-4)).toEqual(['2026-10-27T15:00:00.000Z', '2026-10-27T15:05:00.000Z', '2026-10-27T15:10:00.000Z', '2026-10-27T15:10:00.000Z']);
    });
  });
});
