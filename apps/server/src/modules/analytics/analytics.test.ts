import { callsResponseSchema, pulseResponseSchema } from '@salespulse/contract/analytics';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createProject, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { postEvents } from '../../../test/webhook-client';
import { employees } from '../../db/schema/employees';
import { projects } from '../../db/schema/projects';
import { settings } from '../../db/schema/settings';

// The analytics API's gate and validation: who may ask, what is refused and how (4xx in hydra form,
// never a 500, never another project's data). The numbers themselves: pulse.reference.test.ts and
// calls-board.reference.test.ts.

type Provider = { id: string; '@id': string; secret: string };
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('analytics API: access and validation', () => {
  let t: TestApp;
  let owner: Actor;
  let rep: Actor & { employeeId: string };
  let outsider: Actor;
  let project: { id: string; '@id': string };
  let other: { id: string; '@id': string };
  let otherEmployee: string;
  let provider: Provider;
  let otherProvider: Provider;

  const createProvider = async (actor: Actor, projectIri: string, name: string): Promise<Provider> =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/data_providers',
        headers: actor.headers,
        payload: { project: projectIri, type: 'webhook', name },
      })
    ).json();
  const post = (actor: Actor | undefined, path: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/analytics/${path}`,
      headers: actor?.headers ?? {},
      payload: payload as Record<string, unknown>,
    });
  const day = { from: '2026-11-02', to: '2026-11-02' };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    outsider = await signUp(t, 'Oscar Outsider');
    project = await createProject(t, owner, 'Analytics', 'Europe/Berlin');
    other = await createProject(t, outsider, 'Elsewhere', 'UTC');
    rep = await addMember(t, project.id, 'REPRESENTATIVE', 'Rita Rep');
    otherEmployee = (await addMember(t, other.id, 'REPRESENTATIVE', 'Foreign Rep')).employeeId;
    provider = await createProvider(owner, project['@id'], 'CRM');
    otherProvider = await createProvider(outsider, other['@id'], 'Foreign CRM');
    const sent = await postEvents(t.app, provider.id, provider.secret, {
      events: [
        { type: 'user', externalId: 'u-rita', name: 'Rita', email: rep.email },
        { type: 'call', externalId: 'c-1', ownerExternalId: 'u-rita', startedAt: '2026-11-02T09:00:00Z', durationSeconds: 60 },
        { type: 'call', externalId: 'c-2', ownerExternalId: 'ghost', startedAt: '2026-11-02T09:30:00Z', durationSeconds: 0 },
      ],
    });
    if (sent.statusCode !== 200) throw new Error(sent.body);
    const foreign = await postEvents(t.app, otherProvider.id, otherProvider.secret, {
      events: [{ type: 'call', externalId: 'x-1', ownerExternalId: 'x', startedAt: '2026-11-02T09:00:00Z', durationSeconds: 500 }],
    });
    if (foreign.statusCode !== 200) throw new Error(foreign.body);
  });
  afterAll(() => t.close());

  it('answers members (any role) with answers that match the contract', async () => {
    for (const objectType of ['call', 'deal', 'task'] as const) {
      const response = await post(rep, 'pulse', { project: project['@id'], objectType, date: day });
      expect(response.statusCode).toBe(200);
      expect(pulseResponseSchema.safeParse(response.json()).success).toBe(true);
    }
    const calls = await post(rep, 'calls', { project: project.id, date: day });
    expect(calls.statusCode).toBe(200);
    expect(callsResponseSchema.safeParse(calls.json()).success).toBe(true);
  });

  it('needs a signed-in caller', async () => {
    expect((await post(undefined, 'pulse', { project: project.id, objectType: 'call', date: day })).statusCode).toBe(401);
    expect((await post(undefined, 'calls', { project: project.id, date: day })).statusCode).toBe(401);
  });

  it('answers 404 for a project the caller is not a member of, or one that does not exist', async () => {
    for (const projectRef of [project['@id'], `/api/projects/${UNKNOWN}`]) {
      const pulse = await post(outsider, 'pulse', { project: projectRef, objectType: 'call', date: day });
      expect(pulse.statusCode, projectRef).toBe(404);
      expect(pulse.json()['@type']).toBe('hydra:Error');
      expect((await post(outsider, 'calls', { project: projectRef, date: day })).statusCode).toBe(404);
    }
  });

  it("never counts another project's activity", async () => {
    const body = (await post(outsider, 'calls', { project: other.id, date: day })).json();
    const total = body.employees.reduce((n: number, r: { callCountActivity: { actual: number } }) => n + r.callCountActivity.actual, 0);
    expect(total).toBe(1);
    const mine = (await post(owner, 'calls', { project: project.id, date: day })).json();
    expect(mine.employees.reduce((n: number, r: { callCountActivity: { actual: number } }) => n + r.callCountActivity.actual, 0)).toBe(2);
  });

  it.each([
    ['a period ending before it starts', { date: { from: '2026-11-03', to: '2026-11-02' } }, 'date.to'],
    ['a period longer than a year', { date: { from: '2025-01-01', to: '2026-01-02' } }, 'date.to'],
    ['a day that does not exist', { date: { from: '2026-02-30', to: '2026-03-01' } }, 'date.from'],
    ['a malformed day', { date: { from: '2026-1-1', to: '2026-01-02' } }, 'date.from'],
    ['a bad time', { dateTimeRanges: [{ fromTime: '8:00', toTime: '17:00:00', daysOfWeek: [1] }] }, 'dateTimeRanges.0.fromTime'],
    ['an hour 24', { dateTimeRanges: [{ fromTime: '08:00:00', toTime: '24:00:00', daysOfWeek: [1] }] }, 'dateTimeRanges.0.toTime'],
    [
      'a window ending before it starts',
      { dateTimeRanges: [{ fromTime: '18:00:00', toTime: '17:00:00', daysOfWeek: [1] }] },
      'dateTimeRanges.0.toTime',
    ],
    ['day 8', { dateTimeRanges: [{ fromTime: '08:00:00', toTime: '17:00:00', daysOfWeek: [1, 8] }] }, 'dateTimeRanges.0.daysOfWeek.1'],
    [
      'day 0 in an exclusion',
      { dateTimeRangeExclusions: [{ fromTime: '12:00:00', toTime: '13:00:00', daysOfWeek: [0] }] },
      'dateTimeRangeExclusions.0.daysOfWeek.0',
    ],
    ['no days', { dateTimeRanges: [{ fromTime: '08:00:00', toTime: '17:00:00', daysOfWeek: [] }] }, 'dateTimeRanges.0.daysOfWeek'],
    ['a negative duration', { durationRange: { min: -1 } }, 'durationRange.min'],
    ['a duration range upside down', { durationRange: { min: 60, max: 10 } }, 'durationRange.max'],
    ['an unknown field', { colour: 'red' }, ''],
    ['a malformed employee reference', { employees: ['/api/users/1'] }, 'employees.0'],
    ['an employee of another project', { employees: [`/api/employees/${UNKNOWN}`, 'FOREIGN'] }, 'employees.1'],
    ['a data provider of another project', { dataProviders: ['FOREIGN_PROVIDER'] }, 'dataProviders.0'],
    ['an unknown property', { properties: [{ propertyId: `/api/properties/${UNKNOWN}`, options: ['a'] }] }, 'properties.0.propertyId'],
    [
      'a property filter without options',
      { properties: [{ propertyId: `/api/properties/${UNKNOWN}`, options: [] }] },
      'properties.0.options',
    ],
    ['a property filter without values', { properties: [{ propertyId: `/api/properties/${UNKNOWN}`, values: [] }] }, 'properties.0.values'],
    [
      'a property filter naming neither values nor options',
      { properties: [{ propertyId: `/api/properties/${UNKNOWN}` }] },
      'properties.0.values',
    ],
    [
      'a property filter with both values and options',
      { properties: [{ propertyId: `/api/properties/${UNKNOWN}`, values: ['a'], options: ['a'] }] },
      'properties.0.options',
    ],
  ])('refuses %s with a 422 violation', async (_name, change, propertyPath) => {
    const replace = (value: unknown): unknown =>
      value === 'FOREIGN'
        ? `/api/employees/${otherEmployee}`
        : value === 'FOREIGN_PROVIDER'
          ? otherProvider['@id']
          : Array.isArray(value)
            ? value.map(replace)
            : value;
    const body = Object.fromEntries(Object.entries({ project: project['@id'], date: day, ...change }).map(([k, v]) => [k, replace(v)]));
    const response = await post(owner, 'calls', body);
    expect(response.statusCode).toBe(422);
    const error = response.json();
    expect(error['@type']).toBe('hydra:Error');
    if (propertyPath) expect(error.violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain(propertyPath);
  });

  it('validates pulse requests the same way', async () => {
    expect((await post(owner, 'pulse', { project: project.id, objectType: 'meeting', date: day })).statusCode).toBe(422);
    expect(
      (await post(owner, 'pulse', { project: project.id, objectType: 'call', date: { from: '2026-11-03', to: '2026-11-02' } })).statusCode,
    ).toBe(422);
    expect((await post(owner, 'pulse', { project: 'not-a-project', objectType: 'call', date: day })).statusCode).toBe(422);
    expect((await post(owner, 'pulse', { project: project.id, objectType: 'call' })).statusCode).toBe(422);
    const missing = await t.app.inject({ method: 'POST', url: '/api/analytics/pulse', headers: owner.headers });
    expect(missing.statusCode).toBe(400);
  });

  it('answers from what is stored now, not from what the caller read before: a zone change, a removed member', async () => {
    const member = await addMember(t, project.id, 'REPRESENTATIVE', 'Sam Second');
    const ask = () => post(member, 'pulse', { project: project['@id'], objectType: 'call', date: day });
    const callsOf = (response: { json(): { total: { day: { calls: number } } } }) => response.json().total.day.calls;
    // Twice in Berlin.
    expect(callsOf(await ask())).toBe(1);
    expect(callsOf(await ask())).toBe(1);
    // In Honolulu the calls of 09:00Z fall on the evening before: the rollups follow the zone at once.
    const zone = and(eq(settings.projectId, project.id), eq(settings.name, 'timezone'));
    await t.db.update(settings).set({ value: 'Pacific/Honolulu' }).where(zone);
    try {
      expect(callsOf(await ask())).toBe(0);
      expect(callsOf(await ask())).toBe(0);
    } finally {
      await t.db.update(settings).set({ value: 'Europe/Berlin' }).where(zone);
    }
    expect(callsOf(await ask())).toBe(1);
    // Removed from the team: nothing more.
    await t.db.delete(employees).where(eq(employees.id, member.employeeId));
    expect((await ask()).statusCode).toBe(404);
    expect((await post(member, 'calls', { project: project.id, date: day })).statusCode).toBe(404);
  });

  it('refuses at once a member deactivated, or a project deleted, after a pulse was read', async () => {
    const member = await addMember(t, project.id, 'REPRESENTATIVE', 'Dora Deactivated');
    const ask = (actor: Actor, projectIri: string) => post(actor, 'pulse', { project: projectIri, objectType: 'call', date: day });
    // Read twice: the second answer comes in one round trip, in the calendar the first one read.
    const board = () => post(member, 'calls', { project: project['@id'], date: day });
    for (let i = 0; i < 2; i++) {
      expect((await ask(member, project['@id'])).statusCode).toBe(200);
      expect((await board()).statusCode).toBe(200);
    }
    await t.db.update(employees).set({ status: 'inactive' }).where(eq(employees.id, member.employeeId));
    const refused = await ask(member, project['@id']);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().total).toBeUndefined();
    const refusedBoard = await board();
    expect(refusedBoard.statusCode).toBe(403);
    expect(refusedBoard.json().employees).toBeUndefined();
    await t.db.update(employees).set({ status: 'active' }).where(eq(employees.id, member.employeeId));
    expect((await ask(member, project['@id'])).json().total.day.calls).toBe(1);
    expect((await board()).json().employees.length).toBeGreaterThan(0);

    const doomed = await createProject(t, owner, 'Doomed', 'Europe/Berlin');
    expect((await ask(owner, doomed['@id'])).statusCode).toBe(200);
    expect((await ask(owner, doomed['@id'])).statusCode).toBe(200);
    await t.db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, doomed.id));
    expect((await ask(owner, doomed['@id'])).statusCode).toBe(410);
    expect((await post(owner, 'calls', { project: doomed['@id'], date: day })).statusCode).toBe(410);
    // An outsider learns nothing of a project whose calendar the server remembers.
    expect((await ask(outsider, project['@id'])).statusCode).toBe(404);
    expect((await post(outsider, 'calls', { project: project['@id'], date: day })).statusCode).toBe(404);
  });
});
