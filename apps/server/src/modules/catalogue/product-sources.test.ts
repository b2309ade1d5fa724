import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createProject, mergePatch, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { postEvents } from '../../../test/webhook-client';

type Provider = { id: string; '@id': string; secret: string };
type Product = { id: string; name: string; externalKey: string; deals: number };

describe('product sources API', () => {
  let t: TestApp;
  let owner: Actor;
  let project: { id: string; '@id': string };

  const createProvider = async (actor: Actor, projectIri: string, name: string): Promise<Provider> =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/data_providers',
        headers: actor.headers,
        payload: { project: projectIri, type: 'webhook', name },
      })
    ).json();
  const create = (actor: Actor, body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/product_sources', headers: actor.headers, payload: body as object });
  const patch = (actor: Actor, id: string, body: unknown) =>
    t.app.inject({ method: 'PATCH', url: `/api/product_sources/${id}`, headers: mergePatch(actor.headers), payload: JSON.stringify(body) });
  const remove = (actor: Actor, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/product_sources/${id}`, headers: actor.headers });
  const list = (actor: Actor, query = '', projectId = project.id) =>
    t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/product_sources${query}`, headers: actor.headers });
  /** Product key → deal count of the provider's visible products. */
  const productCounts = async (provider: Provider) => {
    const members: Product[] = (
      await t.app.inject({
        method: 'GET',
        url: `/api/projects/${project.id}/products?itemsPerPage=100&dataProvider=${provider.id}`,
        headers: owner.headers,
      })
    ).json()['hydra:member'];
    return Object.fromEntries(members.filter((p) => p.deals > 0).map((p) => [p.externalKey, p.deals]));
  };
  const deal = (externalId: string, product: string | undefined, properties: Record<string, string | number>) => ({
    type: 'deal',
    externalId,
    stage: 'new',
    product,
    properties,
    createdAt: '2026-11-02T08:00:00Z',
    updatedAt: '2026-11-02T08:00:00Z',
  });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner);
  });
  afterAll(() => t.close());

  it('reads products from a custom property once chosen, re-deriving stored deals without a re-import', async () => {
    const crm = await createProvider(owner, project['@id'], 'CRM');
    await postEvents(t.app, crm.id, crm.secret, {
      events: [
        deal('d-1', 'Widget', { plan: 'Pro', code: 7 }),
        deal('d-2', 'Widget', { plan: 'Basic' }),
        deal('d-3', undefined, { plan: 'Pro', code: 7 }),
      ],
    });
    expect(await productCounts(crm)).toEqual({ Widget: 2 });

    const created = await create(owner, { dataProvider: crm['@id'], field: 'properties.plan' });
    expect(created.statusCode).toBe(201);
    const source = created.json();
    expect(source).toEqual({
      '@id': `/api/product_sources/${source.id}`,
      '@type': 'ProductSource',
      id: source.id,
      project: project['@id'],
      dataProvider: crm['@id'],
      field: 'properties.plan',
    });
    expect(await productCounts(crm)).toEqual({ Pro: 2, Basic: 1 });

    // New deals follow the source too.
    await postEvents(t.app, crm.id, crm.secret, { events: [deal('d-4', 'Widget', { plan: 'Basic' })] });
    expect(await productCounts(crm)).toEqual({ Pro: 2, Basic: 2 });

    const changed = await patch(owner, source.id, { field: 'properties.code' });
    expect(changed.json()).toMatchObject({ field: 'properties.code' });
    expect(await productCounts(crm)).toEqual({ '7': 2 });

    expect((await remove(owner, source.id)).statusCode).toBe(204);
    expect(await productCounts(crm)).toEqual({ Widget: 3 });
    expect((await list(owner, `?dataProvider=${crm.id}`)).json()['hydra:totalItems']).toBe(0);
  });

  it('keeps the names and merges people gave when the source switches back', async () => {
    const crm = await createProvider(owner, project['@id'], 'Named');
    await postEvents(t.app, crm.id, crm.secret, { events: [deal('d-1', 'Widget', { plan: 'Pro' })] });
    const products: Product[] = (
      await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}/products?dataProvider=${crm.id}`, headers: owner.headers })
    ).json()['hydra:member'];
    const widget = products[0]!;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${widget.id}`,
      headers: mergePatch(owner.headers),
      payload: JSON.stringify({ name: 'Widget 2000' }),
    });
    const source = (await create(owner, { dataProvider: crm.id, field: 'properties.plan' })).json();
    await remove(owner, source.id);
    const again = (await t.app.inject({ method: 'GET', url: `/api/products/${widget.id}`, headers: owner.headers })).json();
    expect(again).toMatchObject({ name: 'Widget 2000', deals: 1 });
  });

  it('allows one source per provider and validates the field', async () => {
    const crm = await createProvider(owner, project['@id'], 'One source');
    expect((await create(owner, { dataProvider: crm.id, field: 'product' })).statusCode).toBe(201);
    const twice = await create(owner, { dataProvider: crm.id, field: 'properties.x' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().violations).toEqual([{ propertyPath: 'dataProvider', message: 'this data provider already has a product source' }]);
    for (const body of [
      { dataProvider: crm.id, field: 'title' },
      { dataProvider: crm.id, field: 'properties.' },
      { dataProvider: crm.id, field: `properties.${'k'.repeat(201)}` },
      { dataProvider: crm.id },
      { dataProvider: 'nope', field: 'product' },
      { field: 'product' },
    ]) {
      const response = await create(owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    const [source] = (await list(owner, `?dataProvider=${crm['@id']}`)).json()['hydra:member'];
    expect((await patch(owner, source.id, { field: 'stage' })).statusCode).toBe(422);
    expect((await patch(owner, source.id, {})).statusCode).toBe(422);
    expect((await create(owner, { dataProvider: '00000000-0000-4000-8000-000000000000', field: 'product' })).statusCode).toBe(404);
    expect((await patch(owner, '00000000-0000-4000-8000-000000000000', { field: 'product' })).statusCode).toBe(404);
  });

  it('lets members read sources, admins and owners change them, and outsiders see nothing', async () => {
    const rep = await addMember(t, project.id, 'REPRESENTATIVE');
    const admin = await addMember(t, project.id, 'ADMIN');
    const outsider = await signUp(t, 'Outsider');
    const theirs = await createProject(t, outsider, 'Theirs');
    const theirCrm = await createProvider(outsider, theirs['@id'], 'Their CRM');
    const theirSource = (await create(outsider, { dataProvider: theirCrm.id, field: 'properties.secret' })).json();
    const crm = await createProvider(owner, project['@id'], 'Permissions');

    expect((await list(rep)).statusCode).toBe(200);
    expect((await create(rep, { dataProvider: crm.id, field: 'product' })).statusCode).toBe(403);
    const ours = await create(admin, { dataProvider: crm.id, field: 'product' });
    expect(ours.statusCode).toBe(201);
    expect((await patch(rep, ours.json().id, { field: 'properties.x' })).statusCode).toBe(403);
    expect((await remove(rep, ours.json().id)).statusCode).toBe(403);

    expect((await list(owner, '', theirs.id)).statusCode).toBe(404);
    expect((await create(owner, { dataProvider: theirCrm.id, field: 'product' })).statusCode).toBe(404);
    expect((await patch(owner, theirSource.id, { field: 'product' })).statusCode).toBe(404);
    expect((await remove(owner, theirSource.id)).statusCode).toBe(404);
    expect((await list(owner, `?dataProvider=${theirCrm.id}`)).json()['hydra:member']).toEqual([]);
    expect((await list(outsider, '', theirs.id)).json()['hydra:member']).toEqual([expect.objectContaining({ field: 'properties.secret' })]);
    expect((await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}/product_sources` })).statusCode).toBe(401);
  });
});
