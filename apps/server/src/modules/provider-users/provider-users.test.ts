import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createProject, mergePatch, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { postEvents } from '../../../test/webhook-client';
import { calls, deals, tasks } from '../../db/schema/activity';

type Provider = { id: string; '@id': string; secret: string };
type Member = {
  id: string;
  name: string;
  email: string | null;
  employee: string | null;
  mappedManually: boolean;
  activity: Record<string, number>;
};

describe('provider users (Mapping) API', () => {
  let t: TestApp;
  let owner: Actor;
  let rita: Actor & { employeeId: string };
  let sam: Actor & { employeeId: string };
  let project: { id: string; '@id': string };
  let provider: Provider;

  const createProvider = async (actor: Actor, projectIri: string, name: string): Promise<Provider> =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/data_providers',
        headers: actor.headers,
        payload: { project: projectIri, type: 'webhook', name },
      })
    ).json();
  const list = (actor: Actor, query = '', projectId = project.id) =>
    t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/provider_users${query}`, headers: actor.headers });
  const patch = (actor: Actor, id: string, body: unknown) =>
    t.app.inject({ method: 'PATCH', url: `/api/provider_users/${id}`, headers: mergePatch(actor.headers), payload: JSON.stringify(body) });
  const members = async (query = ''): Promise<Member[]> => (await list(owner, query)).json()['hydra:member'];
  const byExternalId = async (externalId: string) =>
    (await members()).find((m) => (m as Member & { externalId: string }).externalId === externalId)!;
  const employeesOfCalls = async (externalIds: string[]) => {
    const rows = await t.db.select().from(calls).where(eq(calls.dataProviderId, provider.id));
    return Object.fromEntries(rows.filter((r) => externalIds.includes(r.externalId)).map((r) => [r.externalId, r.employeeId]));
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner);
    rita = await addMember(t, project.id, 'REPRESENTATIVE', 'Rita Rep');
    sam = await addMember(t, project.id, 'REPRESENTATIVE', 'Sam Seller');
    provider = await createProvider(owner, project['@id'], 'CRM');
    const response = await postEvents(t.app, provider.id, provider.secret, {
      events: [
        { type: 'user', externalId: 'u-rita', name: 'Rita in CRM', email: rita.email },
        { type: 'user', externalId: 'u-bob', name: 'bob the closer', email: 'bob@elsewhere.example' },
        { type: 'user', externalId: 'u-ann', name: 'Ann Archived' },
        {
          type: 'deal',
          externalId: 'd-1',
          stage: 'new',
          ownerExternalId: 'u-bob',
          createdAt: '2026-11-02T08:00:00Z',
          updatedAt: '2026-11-02T08:00:00Z',
        },
        { type: 'call', externalId: 'c-rita', ownerExternalId: 'u-rita', startedAt: '2026-11-02T09:00:00Z', durationSeconds: 60 },
        { type: 'call', externalId: 'c-bob-1', ownerExternalId: 'u-bob', startedAt: '2026-11-02T09:05:00Z', durationSeconds: 90 },
        { type: 'call', externalId: 'c-bob-2', ownerExternalId: 'u-bob', startedAt: '2026-11-02T09:15:00Z', durationSeconds: 0 },
        { type: 'task', externalId: 't-1', ownerExternalId: 'u-bob', createdAt: '2026-11-02T08:00:00Z', updatedAt: '2026-11-02T08:00:00Z' },
      ],
    });
    if (response.statusCode !== 200) throw new Error(response.body);
  });
  afterAll(() => t.close());

  it('lists the ingested users by name, with the automatic e-mail mapping and their activity', async () => {
    const response = await list(owner);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body['hydra:totalItems']).toBe(3);
    expect(body['hydra:member'].map((m: Member) => m.name)).toEqual(['Ann Archived', 'bob the closer', 'Rita in CRM']);
    expect(body['hydra:member'][2]).toEqual({
      '@id': expect.stringMatching(/^\/api\/provider_users\//),
      '@type': 'ProviderUser',
      id: expect.any(String),
      dataProvider: provider['@id'],
      externalId: 'u-rita',
      name: 'Rita in CRM',
      email: rita.email,
      employee: `/api/employees/${rita.employeeId}`,
      mappedManually: false,
      activity: { deals: 0, calls: 1, tasks: 0 },
    });
    expect(body['hydra:member'][1]).toMatchObject({ employee: null, activity: { deals: 1, calls: 2, tasks: 1 } });
  });

  it('filters by provider and by mapped state, and pages', async () => {
    const other = await createProvider(owner, project['@id'], 'Second CRM');
    await postEvents(t.app, other.id, other.secret, { events: [{ type: 'user', externalId: 'x', name: 'Xena Other' }] });
    expect((await members(`?dataProvider=${encodeURIComponent(other['@id'])}`)).map((m) => m.name)).toEqual(['Xena Other']);
    const ofFirst = `?dataProvider=${provider.id}`;
    expect((await members(`${ofFirst}&mapped=false`)).map((m) => m.name)).toEqual(['Ann Archived', 'bob the closer']);
    expect((await members(`${ofFirst}&mapped=true`)).map((m) => m.name)).toEqual(['Rita in CRM']);
    const paged = (await list(owner, `${ofFirst}&itemsPerPage=2&page=2`)).json();
    expect(paged['hydra:totalItems']).toBe(3);
    expect(paged['hydra:member'].map((m: Member) => m.name)).toEqual(['Rita in CRM']);
    for (const query of ['?mapped=maybe', '?dataProvider=nope', '?itemsPerPage=500'])
      expect((await list(owner, query)).statusCode).toBe(422);
  });

  it('maps a user by hand: their deals, calls and tasks move to the employee', async () => {
    const bob = await byExternalId('u-bob');
    const response = await patch(owner, bob.id, { employee: `/api/employees/${sam.employeeId}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ employee: `/api/employees/${sam.employeeId}`, mappedManually: true });
    expect(await employeesOfCalls(['c-bob-1', 'c-bob-2', 'c-rita'])).toEqual({
      'c-bob-1': sam.employeeId,
      'c-bob-2': sam.employeeId,
      'c-rita': rita.employeeId,
    });
    const [deal] = await t.db.select().from(deals).where(eq(deals.externalId, 'd-1'));
    const [task] = await t.db.select().from(tasks).where(eq(tasks.externalId, 't-1'));
    expect([deal?.employeeId, task?.employeeId]).toEqual([sam.employeeId, sam.employeeId]);

    // New activity of that user follows the manual mapping too.
    await postEvents(t.app, provider.id, provider.secret, {
      events: [{ type: 'call', externalId: 'c-bob-3', ownerExternalId: 'u-bob', startedAt: '2026-11-03T09:00:00Z', durationSeconds: 30 }],
    });
    expect(await employeesOfCalls(['c-bob-3'])).toEqual({ 'c-bob-3': sam.employeeId });
  });

  it('unmaps a user: their activity becomes "No owner", and e-mail matching leaves it so', async () => {
    const ritaUser = await byExternalId('u-rita');
    const response = await patch(owner, ritaUser.id, { employee: null });
    expect(response.json()).toMatchObject({ employee: null, mappedManually: true });
    expect(await employeesOfCalls(['c-rita'])).toEqual({ 'c-rita': null });

    await postEvents(t.app, provider.id, provider.secret, {
      events: [{ type: 'user', externalId: 'u-rita', name: 'Rita renamed', email: rita.email }],
    });
    expect(await byExternalId('u-rita')).toMatchObject({ name: 'Rita renamed', employee: null });
    expect(await employeesOfCalls(['c-rita'])).toEqual({ 'c-rita': null });
  });

  it('hands a user back to automatic matching by e-mail', async () => {
    const ritaUser = await byExternalId('u-rita');
    const response = await patch(owner, ritaUser.id, { mappedManually: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ employee: `/api/employees/${rita.employeeId}`, mappedManually: false });
    expect(await employeesOfCalls(['c-rita'])).toEqual({ 'c-rita': rita.employeeId });
  });

  it('refuses an employee of another project, and malformed bodies, with 422', async () => {
    const stranger = await signUp(t, 'Stranger');
    const theirs = await createProject(t, stranger, 'Theirs');
    const [theirEmployee] = (
      await t.app.inject({ method: 'GET', url: `/api/projects/${theirs.id}/employees`, headers: stranger.headers })
    ).json()['hydra:member'];
    const bob = await byExternalId('u-bob');
    const refused = await patch(owner, bob.id, { employee: theirEmployee['@id'] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().violations).toEqual([{ propertyPath: 'employee', message: 'must be an employee of this project' }]);
    expect(await employeesOfCalls(['c-bob-1'])).toEqual({ 'c-bob-1': sam.employeeId });
    for (const body of [{ employee: 'nope' }, {}, { employee: null, name: 'x' }, { mappedManually: true }]) {
      expect((await patch(owner, bob.id, body)).statusCode).toBe(422);
    }
  });

  it('is for admins and owners of the project only', async () => {
    const admin = await addMember(t, project.id, 'ADMIN');
    const rep = await addMember(t, project.id, 'REPRESENTATIVE');
    const outsider = await signUp(t, 'Outsider');
    await createProject(t, outsider, 'Outside');
    const bob = await byExternalId('u-bob');
    const toSam = { employee: `/api/employees/${sam.employeeId}` };

    expect((await list(admin)).statusCode).toBe(200);
    expect((await patch(admin, bob.id, toSam)).statusCode).toBe(200);
    expect((await list(rep)).statusCode).toBe(403);
    expect((await patch(rep, bob.id, toSam)).statusCode).toBe(403);
    expect((await list(outsider)).statusCode).toBe(404);
    expect((await patch(outsider, bob.id, toSam)).statusCode).toBe(404);
    expect((await patch(owner, '00000000-0000-4000-8000-000000000000', toSam)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}/provider_users` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/provider_users/${bob.id}`, payload: toSam })).statusCode).toBe(401);
  });
});
