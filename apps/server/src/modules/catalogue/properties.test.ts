import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createProject, mergePatch, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { postEvents } from '../../../test/webhook-client';

type Provider = { id: string; '@id': string; secret: string };
type Property = { id: string; '@id': string; key: string; name: string; valueType: string; options: string[]; dataProvider: string };

describe('properties API and provider data', () => {
  let t: TestApp;
  let owner: Actor;
  let rep: Actor;
  let project: { id: string; '@id': string };
  let crm: Provider;

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
    t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/properties${query}`, headers: actor.headers });
  const members = async (query = ''): Promise<Property[]> => (await list(owner, query)).json()['hydra:member'];
  const create = (actor: Actor, body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/properties', headers: actor.headers, payload: body as object });
  const patch = (actor: Actor, id: string, body: unknown) =>
    t.app.inject({ method: 'PATCH', url: `/api/properties/${id}`, headers: mergePatch(actor.headers), payload: JSON.stringify(body) });
  const removeFrom = (actor: Actor, providerId: string, propertyId: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/data_providers/${providerId}/properties/${propertyId}`, headers: actor.headers });
  const providerData = (actor: Actor, providerId: string) =>
    t.app.inject({ method: 'GET', url: `/api/data_providers/${providerId}/data`, headers: actor.headers });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner);
    rep = await addMember(t, project.id, 'REPRESENTATIVE');
    crm = await createProvider(owner, project['@id'], 'CRM');
    const response = await postEvents(t.app, crm.id, crm.secret, {
      events: [
        { type: 'user', externalId: 'u-1', name: 'CRM user' },
        {
          type: 'deal',
          externalId: 'd-1',
          stage: 'new',
          ownerExternalId: 'u-1',
          product: 'Widget',
          properties: { region: 'North', seats: 12 },
          createdAt: '2026-11-02T08:00:00Z',
          updatedAt: '2026-11-02T08:00:00Z',
        },
        {
          type: 'deal',
          externalId: 'd-2',
          stage: 'new',
          product: 'Gadget',
          properties: { region: 'South', seats: 3 },
          createdAt: '2026-11-02T08:00:00Z',
          updatedAt: '2026-11-02T08:00:00Z',
        },
        { type: 'call', externalId: 'c-1', startedAt: '2026-11-02T09:00:00Z', durationSeconds: 60 },
        { type: 'task', externalId: 't-1', createdAt: '2026-11-02T08:00:00Z', updatedAt: '2026-11-02T08:00:00Z' },
      ],
    });
    if (response.statusCode !== 200) throw new Error(response.body);
  });
  afterAll(() => t.close());

  it('lists observed properties for every member, for the analytics filters', async () => {
    const response = await list(rep);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body['hydra:totalItems']).toBe(2);
    const [region, seats] = body['hydra:member'];
    expect(region).toEqual({
      '@id': `/api/properties/${region.id}`,
      '@type': 'Property',
      id: region.id,
      project: project['@id'],
      dataProvider: crm['@id'],
      key: 'region',
      name: 'region',
      valueType: 'string',
      options: ['North', 'South'],
    });
    expect(seats).toMatchObject({ key: 'seats', valueType: 'integer', options: ['3', '12'] });
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${seats.id}`, headers: rep.headers })).json()).toEqual(seats);
  });

  it('renames a property; a later batch keeps the name', async () => {
    const [region] = await members('?name=regi');
    const renamed = await patch(owner, region!.id, { name: ' Sales region ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Sales region', key: 'region' });
    await postEvents(t.app, crm.id, crm.secret, {
      events: [
        {
          type: 'deal',
          externalId: 'd-3',
          stage: 'new',
          properties: { region: 'East' },
          createdAt: '2026-11-02T08:00:00Z',
          updatedAt: '2026-11-02T08:00:00Z',
        },
      ],
    });
    expect((await members('?name=sales')).map((p) => [p.name, p.options])).toEqual([['Sales region', ['East', 'North', 'South']]]);
    for (const body of [{ name: '' }, { name: 'x'.repeat(201) }, { key: 'other' }, {}]) {
      expect((await patch(owner, region!.id, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
  });

  it('declares a property by hand; ingestion then fills its options', async () => {
    const created = await create(owner, { dataProvider: crm['@id'], key: 'tier', name: 'Customer tier', valueType: 'integer' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ key: 'tier', name: 'Customer tier', valueType: 'integer', options: [] });
    const plain = await create(owner, { dataProvider: crm.id, key: 'notes' });
    expect(plain.json()).toMatchObject({ key: 'notes', name: 'notes', valueType: 'string' });

    await postEvents(t.app, crm.id, crm.secret, {
      events: [
        {
          type: 'deal',
          externalId: 'd-4',
          stage: 'new',
          properties: { tier: 2, notes: '42' },
          createdAt: '2026-11-02T08:00:00Z',
          updatedAt: '2026-11-02T08:00:00Z',
        },
      ],
    });
    const byKey = Object.fromEntries((await members(`?dataProvider=${crm.id}`)).map((p) => [p.key, p]));
    expect(byKey.tier).toMatchObject({ name: 'Customer tier', valueType: 'integer', options: ['2'] });
    // A property declared as text stays text.
    expect(byKey.notes).toMatchObject({ valueType: 'string', options: ['42'] });

    const twice = await create(owner, { dataProvider: crm.id, key: 'tier' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().violations).toEqual([{ propertyPath: 'key', message: 'this property already exists for the data provider' }]);
    for (const body of [
      { dataProvider: crm.id, key: '' },
      { dataProvider: crm.id, key: 'x', valueType: 'date' },
      { dataProvider: crm.id, key: 'k'.repeat(201) },
      { key: 'x' },
      { dataProvider: 'nope', key: 'x' },
    ]) {
      expect((await create(owner, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await create(owner, { dataProvider: '00000000-0000-4000-8000-000000000000', key: 'x' })).statusCode).toBe(404);
  });

  it('tells what a provider has brought in', async () => {
    const response = await providerData(owner, crm.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      '@id': `/api/data_providers/${crm.id}/data`,
      '@type': 'DataProviderData',
      dataProvider: crm['@id'],
      counts: { deals: 4, calls: 1, tasks: 1, providerUsers: 1, products: 2, properties: 4 },
    });
    expect(body.properties.map((p: Property) => p.key)).toEqual(['tier', 'notes', 'region', 'seats']);
    const empty = await createProvider(owner, project['@id'], 'Empty');
    expect((await providerData(owner, empty.id)).json()).toMatchObject({
      counts: { deals: 0, calls: 0, tasks: 0, providerUsers: 0, products: 0, properties: 0 },
      properties: [],
    });
  });

  it('deletes a property of a provider; it comes back only if the provider sends it again', async () => {
    const other = await createProvider(owner, project['@id'], 'Other');
    const seats = (await members(`?dataProvider=${crm.id}&name=seats`))[0]!;
    expect((await removeFrom(owner, other.id, seats.id)).statusCode).toBe(404);
    expect((await removeFrom(owner, crm.id, seats.id)).statusCode).toBe(204);
    expect(await members(`?dataProvider=${crm.id}&name=seats`)).toEqual([]);
    expect((await removeFrom(owner, crm.id, seats.id)).statusCode).toBe(404);
    await postEvents(t.app, crm.id, crm.secret, {
      events: [
        {
          type: 'deal',
          externalId: 'd-5',
          stage: 'new',
          properties: { seats: 5 },
          createdAt: '2026-11-02T08:00:00Z',
          updatedAt: '2026-11-02T08:00:00Z',
        },
      ],
    });
    expect((await members(`?dataProvider=${crm.id}&name=seats`)).map((p) => p.options)).toEqual([['5']]);
  });

  it('pages and validates the list', async () => {
    const page = (await list(owner, `?dataProvider=${crm['@id']}&itemsPerPage=1&page=2`)).json();
    expect(page['hydra:totalItems']).toBe(4);
    expect(page['hydra:member']).toHaveLength(1);
    for (const query of ['?itemsPerPage=501', '?page=0', '?dataProvider=nope'])
      expect((await list(owner, query)).statusCode, query).toBe(422);
  });

  it('keeps other projects’ properties and providers out of reach (404) and writes to admins and owners (403)', async () => {
    const outsider = await signUp(t, 'Outsider');
    const theirs = await createProject(t, outsider, 'Theirs');
    const theirCrm = await createProvider(outsider, theirs['@id'], 'Their CRM');
    const theirProperty = (await create(outsider, { dataProvider: theirCrm.id, key: 'secret' })).json();
    const [ours] = await members();
    expect((await list(owner, '', theirs.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${theirProperty.id}`, headers: owner.headers })).statusCode).toBe(
      404,
    );
    expect((await patch(owner, theirProperty.id, { name: 'Mine' })).statusCode).toBe(404);
    expect((await create(owner, { dataProvider: theirCrm.id, key: 'sneaky' })).statusCode).toBe(404);
    expect((await providerData(owner, theirCrm.id)).statusCode).toBe(404);
    expect((await removeFrom(owner, theirCrm.id, theirProperty.id)).statusCode).toBe(404);
    expect((await removeFrom(owner, crm.id, theirProperty.id)).statusCode).toBe(404);
    expect(await members(`?dataProvider=${theirCrm.id}`)).toEqual([]);

    expect((await patch(rep, ours!.id, { name: 'By rep' })).statusCode).toBe(403);
    expect((await create(rep, { dataProvider: crm.id, key: 'by-rep' })).statusCode).toBe(403);
    expect((await removeFrom(rep, crm.id, ours!.id)).statusCode).toBe(403);
    expect((await providerData(rep, crm.id)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}/properties` })).statusCode).toBe(401);
  });
});
