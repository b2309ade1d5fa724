import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createProject, mergePatch, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { postEvents } from '../../../test/webhook-client';
import { deals } from '../../db/schema/activity';

type Provider = { id: string; '@id': string; secret: string };
type Product = {
  id: string;
  '@id': string;
  name: string;
  sku: string | null;
  externalKey: string;
  mergedInto: string | null;
  deals: number;
  dataProvider: string;
};

describe('products API', () => {
  let t: TestApp;
  let owner: Actor;
  let rep: Actor;
  let project: { id: string; '@id': string };
  let crm: Provider;
  let shop: Provider;
  let serial = 0;

  const createProvider = async (actor: Actor, projectIri: string, name: string): Promise<Provider> =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/data_providers',
        headers: actor.headers,
        payload: { project: projectIri, type: 'webhook', name },
      })
    ).json();
  const sendDeals = async (provider: Provider, products: string[]) => {
    const events = products.map((product) => {
      serial += 1;
      return {
        type: 'deal',
        externalId: `d-${serial}`,
        stage: 'new',
        product,
        createdAt: '2026-11-02T08:00:00Z',
        updatedAt: '2026-11-02T08:00:00Z',
      };
    });
    const response = await postEvents(t.app, provider.id, provider.secret, { events });
    if (response.statusCode !== 200) throw new Error(response.body);
  };
  const list = (actor: Actor, query = '', projectId = project.id) =>
    t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/products${query}`, headers: actor.headers });
  const members = async (query = ''): Promise<Product[]> => (await list(owner, query)).json()['hydra:member'];
  const byKey = async (provider: Provider, key: string) =>
    (await members(`?includeMerged=true&itemsPerPage=100&dataProvider=${provider.id}`)).find((p) => p.externalKey === key)!;
  const patch = (actor: Actor, id: string, body: unknown) =>
    t.app.inject({ method: 'PATCH', url: `/api/products/${id}`, headers: mergePatch(actor.headers), payload: JSON.stringify(body) });
  const merge = (actor: Actor, body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/products/merge', headers: actor.headers, payload: body as object });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner);
    rep = await addMember(t, project.id, 'REPRESENTATIVE');
    crm = await createProvider(owner, project['@id'], 'CRM');
    shop = await createProvider(owner, project['@id'], 'Shop');
    await sendDeals(crm, ['Widget', 'Widget', 'Gadget', 'Gizmo 100%']);
    await sendDeals(shop, ['widget-pro', 'Doohickey']);
  });
  afterAll(() => t.close());

  it('lists the observed products by name with their deal counts, for every member', async () => {
    const response = await list(rep);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body['hydra:totalItems']).toBe(5);
    expect(body['hydra:member'].map((p: Product) => [p.name, p.deals])).toEqual([
      ['Doohickey', 1],
      ['Gadget', 1],
      ['Gizmo 100%', 1],
      ['Widget', 2],
      ['widget-pro', 1],
    ]);
    const widget = body['hydra:member'][3];
    expect(widget).toEqual({
      '@id': `/api/products/${widget.id}`,
      '@type': 'Product',
      id: widget.id,
      project: project['@id'],
      dataProvider: crm['@id'],
      externalKey: 'Widget',
      name: 'Widget',
      sku: null,
      mergedInto: null,
      deals: 2,
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${widget.id}`, headers: rep.headers })).json()).toEqual(widget);
  });

  it('searches by name, SKU or key (wildcards taken literally), filters by provider and pages', async () => {
    expect((await members('?name=WIDG')).map((p) => p.name)).toEqual(['Widget', 'widget-pro']);
    expect((await members('?name=100%25')).map((p) => p.name)).toEqual(['Gizmo 100%']);
    expect((await members('?name=%25')).map((p) => p.name)).toEqual(['Gizmo 100%']);
    expect((await members(`?dataProvider=${encodeURIComponent(shop['@id'])}`)).map((p) => p.name)).toEqual(['Doohickey', 'widget-pro']);
    const page = (await list(owner, '?itemsPerPage=2&page=3')).json();
    expect([page['hydra:totalItems'], page['hydra:member'].map((p: Product) => p.name)]).toEqual([5, ['widget-pro']]);
    for (const query of ['?itemsPerPage=0', '?itemsPerPage=101', '?page=0', '?dataProvider=nope', '?includeMerged=yes']) {
      expect((await list(owner, query)).statusCode, query).toBe(422);
    }
  });

  it('renames a product and sets or clears its SKU', async () => {
    const gadget = await byKey(crm, 'Gadget');
    const renamed = await patch(owner, gadget.id, { name: '  Gadget Deluxe ', sku: ' GD-1 ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Gadget Deluxe', sku: 'GD-1', externalKey: 'Gadget', deals: 1 });
    expect((await members('?name=gd-1')).map((p) => p.name)).toEqual(['Gadget Deluxe']);
    expect((await patch(owner, gadget.id, { sku: '' })).json().sku).toBeNull();
    expect((await patch(owner, gadget.id, { sku: 'X' })).json().sku).toBe('X');
    expect((await patch(owner, gadget.id, { sku: null })).json().sku).toBeNull();
    expect((await patch(owner, gadget.id, {})).json().name).toBe('Gadget Deluxe');
    // A later deal with the same key keeps the name people gave it.
    await sendDeals(crm, ['Gadget']);
    expect((await byKey(crm, 'Gadget')).name).toBe('Gadget Deluxe');
  });

  it.each([
    ['an empty name', { name: '  ' }],
    ['a long name', { name: 'x'.repeat(201) }],
    ['a long SKU', { sku: 'x'.repeat(101) }],
    ['an unknown field', { externalKey: 'other' }],
    ['a number as name', { name: 5 }],
  ])('refuses %s with 422', async (_name, body) => {
    const widget = await byKey(crm, 'Widget');
    const response = await patch(owner, widget.id, body);
    expect(response.statusCode).toBe(422);
    expect(response.json()['@type']).toBe('hydra:Error');
  });

  it('merges products across providers: deals move, sources hide, later deals follow', async () => {
    const widget = await byKey(crm, 'Widget');
    const pro = await byKey(shop, 'widget-pro');
    const gizmo = await byKey(crm, 'Gizmo 100%');
    const response = await merge(owner, { target: widget['@id'], sources: [pro['@id'], gizmo.id, pro.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: widget.id, deals: 4, mergedInto: null });

    expect((await members()).map((p) => p.name)).not.toContain('widget-pro');
    expect(await byKey(shop, 'widget-pro')).toMatchObject({ mergedInto: widget['@id'], deals: 0 });
    await sendDeals(shop, ['widget-pro']);
    await sendDeals(crm, ['Gizmo 100%']);
    expect((await byKey(crm, 'Widget')).deals).toBe(6);
    const onWidget = await t.db.select().from(deals).where(eq(deals.productId, widget.id));
    expect(onWidget.map((d) => d.product).sort()).toEqual(['Gizmo 100%', 'Gizmo 100%', 'Widget', 'Widget', 'widget-pro', 'widget-pro']);
  });

  it('keeps merges one level deep when a merge target is merged in turn', async () => {
    const a = await byKey(shop, 'Doohickey');
    await sendDeals(crm, ['Thingamajig', 'Whatsit']);
    const b = await byKey(crm, 'Thingamajig');
    const c = await byKey(crm, 'Whatsit');
    expect((await merge(owner, { target: b.id, sources: [a.id] })).statusCode).toBe(200);
    expect((await merge(owner, { target: c.id, sources: [b.id] })).json()).toMatchObject({ deals: 3 });
    expect(await byKey(shop, 'Doohickey')).toMatchObject({ mergedInto: c['@id'] });
    await sendDeals(shop, ['Doohickey']);
    expect((await byKey(crm, 'Whatsit')).deals).toBe(4);
  });

  it('refuses self-merges, merged targets and sources, and foreign or unknown products', async () => {
    const widget = await byKey(crm, 'Widget');
    const pro = await byKey(shop, 'widget-pro');
    const gadget = await byKey(crm, 'Gadget');
    const violations = async (body: unknown) => {
      const response = await merge(owner, body);
      expect(response.statusCode).toBe(422);
      return response.json().violations;
    };
    expect(await violations({ target: widget.id, sources: [gadget.id, widget['@id']] })).toEqual([
      { propertyPath: 'sources.1', message: 'a product cannot be merged into itself' },
    ]);
    expect(await violations({ target: pro.id, sources: [gadget.id] })).toEqual([
      { propertyPath: 'target', message: 'this product is merged into another product' },
    ]);
    expect(await violations({ target: gadget.id, sources: [pro.id] })).toEqual([
      { propertyPath: 'sources.0', message: 'this product is already merged into another product' },
    ]);

    const stranger = await signUp(t, 'Stranger');
    const theirs = await createProject(t, stranger, 'Theirs');
    const theirCrm = await createProvider(stranger, theirs['@id'], 'Their CRM');
    await sendDeals(theirCrm, ['Secret']);
    const [secret] = (await t.app.inject({ method: 'GET', url: `/api/projects/${theirs.id}/products`, headers: stranger.headers })).json()[
      'hydra:member'
    ];
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await violations({ target: gadget.id, sources: [secret.id, unknown] })).toEqual([
      { propertyPath: 'sources.0', message: 'must be a product of this project' },
      { propertyPath: 'sources.1', message: 'must be a product of this project' },
    ]);
    expect((await merge(owner, { target: secret.id, sources: [gadget.id] })).statusCode).toBe(404);
    expect((await merge(owner, { target: unknown, sources: [gadget.id] })).statusCode).toBe(404);
    for (const body of [
      { target: gadget.id, sources: [] },
      { target: gadget.id },
      { target: 'nope', sources: [widget.id] },
      { target: gadget.id, sources: ['/api/projects/x'] },
    ]) {
      expect((await merge(owner, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    // Nothing moved.
    expect((await byKey(crm, 'Gadget')).mergedInto).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/products/${secret.id}`, headers: stranger.headers })).json().mergedInto,
    ).toBeNull();
  });

  it('shows nothing of another project (404) and lets only admins and owners change products', async () => {
    const stranger = await signUp(t, 'Outsider');
    await createProject(t, stranger, 'Outside');
    const admin = await addMember(t, project.id, 'ADMIN');
    const widget = await byKey(crm, 'Widget');
    const gadget = await byKey(crm, 'Gadget');
    expect((await list(stranger)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${widget.id}`, headers: stranger.headers })).statusCode).toBe(404);
    expect((await patch(stranger, widget.id, { name: 'Mine' })).statusCode).toBe(404);
    expect((await merge(stranger, { target: widget.id, sources: [gadget.id] })).statusCode).toBe(404);
    expect((await patch(rep, widget.id, { name: 'By rep' })).statusCode).toBe(403);
    expect((await merge(rep, { target: widget.id, sources: [gadget.id] })).statusCode).toBe(403);
    expect((await patch(admin, widget.id, { name: 'Widget' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}/products` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/products/not-a-uuid', headers: owner.headers })).statusCode).toBe(404);
  });
});
