import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createProject, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { postEvents } from '../../../test/webhook-client';
import { deals } from '../../db/schema/activity';
import { properties } from '../../db/schema/catalogue';
import { untilValue } from '../../../test/until';

type Json = Record<string, unknown> & { id: string; '@id': string };
const allWeek = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, start: '00:00', end: '23:59' }));

describe('distribution API', () => {
  let t: TestApp;
  let owner: Actor;
  let admin: Actor;
  let rep: Actor & { employeeId: string };
  let foreign: Actor;
  let project: { id: string; '@id': string };
  let foreignProject: { id: string; '@id': string };
  let ann: string;
  let bob: string;
  let stranger: string;

  function inject(actor: Actor | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) {
    const headers: Record<string, string> = { ...(actor?.headers ?? {}) };
    if (body !== undefined) headers['content-type'] = method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
    return t.app.inject({ method, url, headers, payload: body === undefined ? undefined : JSON.stringify(body) });
  }

  async function member(name: string) {
    const added = await addMember(t, project.id, 'REPRESENTATIVE', name);
    await inject(owner, 'PATCH', `/api/employees/${added.employeeId}`, { schedules: allWeek });
    return `/api/employees/${added.employeeId}`;
  }

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner, 'Leads Inc', 'Europe/Berlin');
    admin = await addMember(t, project.id, 'ADMIN', 'Adam Admin');
    rep = await addMember(t, project.id, 'REPRESENTATIVE', 'Rita Rep');
    foreign = await signUp(t, 'Felix Foreign');
    foreignProject = await createProject(t, foreign, 'Elsewhere');
    ann = await member('Ann');
    bob = await member('Bob');
    const other = await addMember(t, foreignProject.id, 'REPRESENTATIVE', 'Stranger');
    stranger = `/api/employees/${other.employeeId}`;
  });
  afterAll(() => t.close());

  it('creates, reads, lists, changes and deletes a distribution', async () => {
    const created = await inject(admin, 'POST', '/api/distributions', {
      project: project['@id'],
      name: '  Inbound  ',
      employees: [{ employee: ann, weight: 3, dailyCap: 20 }, { employee: bob.split('/').pop() }],
      fallbackEmployee: ann,
    });
    expect(created.statusCode, created.body).toBe(201);
    const distribution = created.json() as Json;
    expect(distribution).toMatchObject({
      '@type': 'Distribution',
      project: project['@id'],
      name: 'Inbound',
      active: true,
      position: 0,
      products: [],
      dataProviders: [],
      propertyConditions: [],
      fallbackEmployee: ann,
      stats: { assignedToday: 0, waiting: 0, alerts: 0 },
    });
    expect(distribution['@id']).toBe(`/api/distributions/${distribution.id}`);
    expect(distribution.employees).toEqual([
      expect.objectContaining({
        '@type': 'DistributionEmployee',
        employee: ann,
        weight: 3,
        dailyCap: 20,
        expected: 0,
        received: 0,
        today: 0,
        away: false,
      }),
      expect.objectContaining({ employee: bob, weight: 1, dailyCap: null }),
    ]);

    expect((await inject(owner, 'GET', `/api/distributions/${distribution.id}`)).json()).toMatchObject({
      id: distribution.id,
      name: 'Inbound',
    });
    const list = (await inject(owner, 'GET', `/api/projects/${project.id}/distributions`)).json();
    expect(list['@type']).toBe('hydra:Collection');
    expect(list['hydra:member'].map((d: Json) => d.id)).toContain(distribution.id);

    const changed = await inject(owner, 'PATCH', `/api/distributions/${distribution.id}`, {
      name: 'Inbound EU',
      active: false,
      employees: [{ employee: bob, weight: 5 }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Inbound EU',
      active: false,
      employees: [expect.objectContaining({ employee: bob, weight: 5 })],
    });
    expect(
      (await inject(owner, 'GET', `/api/projects/${project.id}/distributions?active=false`)).json()['hydra:member'].map((d: Json) => d.id),
    ).toContain(distribution.id);

    expect((await inject(owner, 'DELETE', `/api/distributions/${distribution.id}`)).statusCode).toBe(204);
    expect((await inject(owner, 'GET', `/api/distributions/${distribution.id}`)).statusCode).toBe(404);
  });

  it('keeps presets and applies one to a distribution', async () => {
    const created = await inject(owner, 'POST', '/api/distribution_presets', {
      project: project['@id'],
      name: 'Day team',
      employees: [
        { employee: ann, weight: 2 },
        { employee: bob, weight: 1, dailyCap: 5 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const preset = created.json() as Json;
    expect(preset).toMatchObject({
      '@type': 'DistributionPreset',
      name: 'Day team',
      employees: [
        { employee: ann, weight: 2, dailyCap: null },
        { employee: bob, weight: 1, dailyCap: 5 },
      ],
    });
    expect((await inject(owner, 'PATCH', `/api/distribution_presets/${preset.id}`, { name: 'Day shift' })).json()).toMatchObject({
      name: 'Day shift',
    });
    expect((await inject(owner, 'GET', `/api/distribution_presets/${preset.id}`)).json()).toMatchObject({ name: 'Day shift' });
    const listed = (await inject(owner, 'GET', `/api/projects/${project.id}/distribution_presets`)).json();
    expect(listed['hydra:member'].map((p: Json) => p.id)).toContain(preset.id);

    const distribution = (
      await inject(owner, 'POST', '/api/distributions', { project: project['@id'], name: 'From preset', preset: preset['@id'] })
    ).json() as Json;
    expect(distribution.employees).toEqual([
      expect.objectContaining({ employee: ann, weight: 2 }),
      expect.objectContaining({ employee: bob, weight: 1, dailyCap: 5 }),
    ]);
    const patched = (await inject(owner, 'PATCH', `/api/distributions/${distribution.id}`, { employees: [] })).json() as Json;
    expect(patched.employees).toEqual([]);
    expect(
      ((await inject(owner, 'PATCH', `/api/distributions/${distribution.id}`, { preset: preset.id })).json() as Json).employees,
    ).toHaveLength(2);

    expect((await inject(owner, 'DELETE', `/api/distribution_presets/${preset.id}`)).statusCode).toBe(204);
    expect((await inject(owner, 'GET', `/api/distribution_presets/${preset.id}`)).statusCode).toBe(404);
    await inject(owner, 'DELETE', `/api/distributions/${distribution.id}`);
  });

  it.each([
    ['a missing name', { employees: [] }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a weight of 0', { name: 'x', employees: [{ employee: 'E', weight: 0 }] }, 'employees.0.weight'],
    ['a daily cap of 0', { name: 'x', employees: [{ employee: 'E', dailyCap: 0 }] }, 'employees.0.dailyCap'],
    ['the same employee twice', { name: 'x', employees: [{ employee: 'E' }, { employee: 'E' }] }, 'employees.1.employee'],
    [
      'employees and a preset',
      { name: 'x', employees: [], preset: '/api/distribution_presets/00000000-0000-4000-8000-000000000000' },
      'preset',
    ],
    [
      '"in" with a single value',
      {
        name: 'x',
        propertyConditions: [{ property: '/api/properties/00000000-0000-4000-8000-000000000000', operator: 'in', value: 'EU' }],
      },
      'propertyConditions.0.value',
    ],
    [
      '"gt" with text',
      {
        name: 'x',
        propertyConditions: [{ property: '/api/properties/00000000-0000-4000-8000-000000000000', operator: 'gt', value: 'ten' }],
      },
      'propertyConditions.0.value',
    ],
    [
      'an unknown operator',
      { name: 'x', propertyConditions: [{ property: 'p', operator: 'like', value: 'x' }] },
      'propertyConditions.0.operator',
    ],
  ])('refuses %s with 422 on the field', async (_label, body, path) => {
    const resolved = JSON.parse(JSON.stringify(body).replaceAll('"E"', JSON.stringify(ann)));
    const response = await inject(owner, 'POST', '/api/distributions', { project: project['@id'], ...resolved });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ '@type': 'hydra:Error', status: 422 });
    expect(response.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain(path);
  });

  it('refuses references outside the project with 422, naming each field', async () => {
    const [foreignProperty] = await t.db
      .insert(properties)
      .values({
        projectId: foreignProject.id,
        dataProviderId: (
          await inject(foreign, 'POST', '/api/data_providers', { project: foreignProject['@id'], type: 'webhook', name: 'F' })
        ).json().id,
        key: 'region',
        name: 'Region',
      })
      .returning();
    const response = await inject(owner, 'POST', '/api/distributions', {
      project: project['@id'],
      name: 'Leaky',
      employees: [{ employee: ann }, { employee: stranger }],
      fallbackEmployee: stranger,
      products: ['/api/products/00000000-0000-4000-8000-000000000000'],
      dataProviders: ['not-a-reference'],
      propertyConditions: [{ property: `/api/properties/${foreignProperty!.id}`, operator: 'eq', value: 'EU' }],
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().violations).toEqual(
      expect.arrayContaining([
        { propertyPath: 'employees.1.employee', message: 'must be an employee of the project' },
        { propertyPath: 'fallbackEmployee', message: 'must be an employee of the project' },
        { propertyPath: 'products.0', message: 'must be a product of the project' },
        { propertyPath: 'dataProviders.0', message: 'must be a data_providers reference like /api/data_providers/<id>' },
        { propertyPath: 'propertyConditions.0.property', message: 'must be a property of the project' },
      ]),
    );
    const preset = await inject(owner, 'POST', '/api/distribution_presets', {
      project: project['@id'],
      name: 'Leaky',
      employees: [{ employee: stranger }],
    });
    expect(preset.statusCode).toBe(422);
    expect(preset.json().violations).toEqual([{ propertyPath: 'employees.0.employee', message: 'must be an employee of the project' }]);
  });

  it('answers bad ids and queries with 4xx, never 500', async () => {
    expect((await inject(owner, 'GET', '/api/distributions/not-a-uuid')).statusCode).toBe(404);
    expect((await inject(owner, 'GET', '/api/distributions/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await inject(owner, 'GET', `/api/projects/${project.id}/distribution_logs?decision=maybe`)).statusCode).toBe(422);
    expect((await inject(owner, 'GET', `/api/projects/${project.id}/distribution_logs?from=yesterday`)).statusCode).toBe(422);
    expect((await inject(owner, 'GET', `/api/projects/${project.id}/distribution_logs?itemsPerPage=1000`)).statusCode).toBe(422);
    expect((await inject(owner, 'GET', `/api/projects/${project.id}/distribution_logs?employee=nope`)).statusCode).toBe(422);
    expect((await inject(owner, 'PATCH', '/api/distributions/00000000-0000-4000-8000-000000000000', { unknown: 1 })).statusCode).toBe(422);
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/distributions',
      headers: { ...owner.headers, 'content-type': 'application/json' },
    });
    expect(noBody.statusCode).toBe(400);
  });

  it('lets only ADMIN and OWNER in, and shows another project nothing', async () => {
    const distribution = (
      await inject(owner, 'POST', '/api/distributions', { project: project['@id'], name: 'Private', employees: [{ employee: ann }] })
    ).json() as Json;
    for (const url of [
      `/api/distributions/${distribution.id}`,
      `/api/projects/${project.id}/distributions`,
      `/api/projects/${project.id}/distribution_logs`,
      `/api/projects/${project.id}/distribution_employees`,
      `/api/projects/${project.id}/distribution_presets`,
      `/api/projects/${project.id}/distribution_settings`,
    ]) {
      expect((await inject(rep, 'GET', url)).statusCode, url).toBe(403);
      expect((await inject(foreign, 'GET', url)).statusCode, url).toBe(404);
      expect((await inject(undefined, 'GET', url)).statusCode, url).toBe(401);
      expect((await inject(admin, 'GET', url)).statusCode, url).toBe(200);
    }
    expect((await inject(rep, 'POST', '/api/distributions', { project: project['@id'], name: 'Mine' })).statusCode).toBe(403);
    expect((await inject(foreign, 'PATCH', `/api/distributions/${distribution.id}`, { name: 'Taken' })).statusCode).toBe(404);
    expect((await inject(foreign, 'DELETE', `/api/distributions/${distribution.id}`)).statusCode).toBe(404);
    // The foreign owner's own lists do not contain it.
    const theirs = (await inject(foreign, 'GET', `/api/projects/${foreignProject.id}/distributions`)).json();
    expect(theirs['hydra:totalItems']).toBe(0);
    await inject(owner, 'DELETE', `/api/distributions/${distribution.id}`);
  });

  it('reads the distribution settings from the project settings, with defaults', async () => {
    const before = (await inject(owner, 'GET', `/api/projects/${project.id}/distribution_settings`)).json();
    expect(before).toEqual({
      '@id': `/api/projects/${project.id}/distribution_settings`,
      '@type': 'DistributionSettings',
      project: project['@id'],
      timezone: 'Europe/Berlin',
      distributionDelay: { value: 0, isDefault: true, setting: null },
      distributionPostpone: { value: 1440, isDefault: true, setting: null },
      awayCountLimit: { value: 0, isDefault: true, setting: null },
    });
    const setting = (
      await inject(owner, 'POST', '/api/settings', { project: project['@id'], name: 'distribution_delay', value: '15' })
    ).json() as Json;
    const after = (await inject(owner, 'GET', `/api/projects/${project.id}/distribution_settings`)).json();
    expect(after.distributionDelay).toEqual({ value: 15, isDefault: false, setting: setting['@id'] });
    await inject(owner, 'DELETE', `/api/settings/${setting.id}`);
  });

  it('distributes a lead from the webhook, logs the reason, writes the owner and keeps it through later updates', async () => {
    const provider = (
      await inject(owner, 'POST', '/api/data_providers', { project: project['@id'], type: 'webhook', name: 'Web forms' })
    ).json() as Json & { secret: string };
    const distribution = (
      await inject(owner, 'POST', '/api/distributions', {
        project: project['@id'],
        name: 'Web leads',
        dataProviders: [provider['@id']],
        employees: [
          { employee: ann, weight: 1 },
          { employee: bob, weight: 1 },
        ],
      })
    ).json() as Json;
    // The project's live stream, as a signed-in screen has it open.
    const heard: [string, string][] = [];
    const leave = await t.app.liveHub.subscribe(project.id, {
      send: (event, data) => void heard.push([event, data]),
      comment: () => undefined,
      end: () => undefined,
    });
    const createdAt = new Date().toISOString();
    const sentAt = Date.now();
    const sent = await postEvents(t.app, provider.id, provider.secret, {
      events: [
        { type: 'user', externalId: 'crm-owner', name: 'CRM Owner' },
        { type: 'deal', externalId: 'LEAD-1', stage: 'new', title: 'Website enquiry', createdAt, updatedAt: createdAt },
        { type: 'deal', externalId: 'OWNED-1', stage: 'new', ownerExternalId: 'crm-owner', createdAt, updatedAt: createdAt },
      ],
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const logsUrl = `/api/projects/${project.id}/distribution_logs?distribution=${distribution.id}`;
    const logs = await untilValue(
      async () => (await inject(owner, 'GET', logsUrl)).json(),
      (body) => body['hydra:totalItems'] >= 1,
    );
    process.stdout.write(`webhook to assignment (in-process, test app): ${Date.now() - sentAt} ms\n`);
    expect(logs['hydra:totalItems']).toBe(1); // the owned deal is not a lead
    const [log] = logs['hydra:member'];
    expect(log).toMatchObject({
      '@type': 'DistributionLog',
      decision: 'assigned',
      distribution: distribution['@id'],
      deal: { externalId: 'LEAD-1', title: 'Website enquiry', dataProvider: provider['@id'] },
      previousEmployee: null,
    });
    expect([ann, bob]).toContain(log.employee);
    // The assigned manager is told at once, on the live stream.
    const leadEvents = await untilValue(
      async () =>
        heard.filter(([event]) => event === 'lead').map(([, data]) => JSON.parse(data) as { employeeId: string; decision: string }),
      (events) => events.length >= 1,
    );
    leave();
    expect(leadEvents).toEqual([expect.objectContaining({ employeeId: log.employee.split('/').pop(), decision: 'assigned' })]);
    expect(log.reason.eligible.map((e: { employee: string }) => e.employee).sort()).toEqual([ann, bob].sort());

    // The owner reaches the deal (write-back recorded locally for a webhook source).
    const dealOwner = async () => (await t.db.select().from(deals).where(eq(deals.externalId, 'LEAD-1')))[0]!;
    const owned = await untilValue(dealOwner, (d) => d.employeeId !== null);
    expect(`/api/employees/${owned.employeeId}`).toBe(log.employee);

    // A later update from the CRM that names no owner (it never knew ours) keeps it.
    const later = new Date(Date.now() + 1000).toISOString();
    await postEvents(t.app, provider.id, provider.secret, {
      events: [{ type: 'deal', externalId: 'LEAD-1', stage: 'contacted', createdAt, updatedAt: later }],
    });
    expect((await dealOwner()).employeeId).toBe(owned.employeeId);
    expect((await dealOwner()).stage).toBe('contacted');

    // Live counters and filters.
    const staff = (await inject(owner, 'GET', `/api/projects/${project.id}/distribution_employees?distribution=${distribution.id}`)).json();
    expect(staff['hydra:member'].map((m: { received: number }) => m.received).sort()).toEqual([0, 1]);
    expect(staff['hydra:member'].find((m: { employee: string }) => m.employee === log.employee)).toMatchObject({
      received: 1,
      today: 1,
      expected: 0.5,
    });
    const overview = (await inject(owner, 'GET', `/api/distributions/${distribution.id}`)).json();
    expect(overview.stats).toEqual({ assignedToday: 1, waiting: 0, alerts: 0 });
    // A weight change keeps the ledger: the past half-lead each stays, only later leads change.
    const reweighted = (
      await inject(owner, 'PATCH', `/api/distributions/${distribution.id}`, {
        employees: [
          { employee: ann, weight: 4 },
          { employee: bob, weight: 1 },
        ],
      })
    ).json();
    expect(reweighted.employees.map((m: { expected: number; received: number }) => [m.expected, m.received]).sort()).toEqual([
      [0.5, 0],
      [0.5, 1],
    ]);
    const byEmployee = (
      await inject(
        owner,
        'GET',
        `/api/projects/${project.id}/distribution_logs?employee=${log.employee}&decision[]=assigned&decision[]=reassigned`,
      )
    ).json();
    expect(byEmployee['hydra:member'].map((l: Json) => l.id)).toContain(log.id);
    const none = (await inject(owner, 'GET', `${logsUrl}&decision=alert`)).json();
    expect(none['hydra:totalItems']).toBe(0);
    const future = (
      await inject(owner, 'GET', `${logsUrl}&from=${encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString())}`)
    ).json();
    expect(future['hydra:totalItems']).toBe(0);
    // The foreign owner cannot read them.
    expect((await inject(foreign, 'GET', logsUrl)).statusCode).toBe(404);
  });
});
