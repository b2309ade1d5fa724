import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { postEvents } from '../../../test/webhook-client';
import { deals } from '../../db/schema/activity';
import { products, properties } from '../../db/schema/catalogue';

type Provider = { id: string; '@id': string; secret: string };

describe('products and properties observed on ingestion', () => {
  let t: TestApp;
  let owner: Actor;
  let project: { id: string; '@id': string };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner);
  });
  afterAll(() => t.close());

  const createProvider = async (name: string): Promise<Provider> =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/data_providers',
        headers: owner.headers,
        payload: { project: project['@id'], type: 'webhook', name },
      })
    ).json();
  const deal = (externalId: string, updatedAt: string, extra: Record<string, unknown> = {}) => ({
    type: 'deal',
    externalId,
    stage: 'new',
    createdAt: '2026-11-02T08:00:00Z',
    updatedAt,
    ...extra,
  });
  const productsOf = (provider: Provider) =>
    t.db.select().from(products).where(eq(products.dataProviderId, provider.id)).orderBy(asc(products.externalKey));
  const propertiesOf = (provider: Provider) =>
    t.db.select().from(properties).where(eq(properties.dataProviderId, provider.id)).orderBy(asc(properties.key));
  const productOfDeals = async (provider: Provider) => {
    const rows = await t.db
      .select({ externalId: deals.externalId, key: products.externalKey })
      .from(deals)
      .leftJoin(products, eq(products.id, deals.productId))
      .where(eq(deals.dataProviderId, provider.id));
    return Object.fromEntries(rows.map((r) => [r.externalId, r.key]));
  };

  it('creates a product per new key, named after it, and points the deals at it', async () => {
    const crm = await createProvider('CRM');
    const sent = await postEvents(t.app, crm.id, crm.secret, {
      events: [
        deal('d-1', '2026-11-02T08:00:00Z', { product: 'Widget' }),
        deal('d-2', '2026-11-02T08:00:00Z', { product: ' Widget ' }),
        deal('d-3', '2026-11-02T08:00:00Z', { product: 'Gadget' }),
        deal('d-4', '2026-11-02T08:00:00Z', { product: '  ' }),
        deal('d-5', '2026-11-02T08:00:00Z'),
      ],
    });
    expect(sent.json()).toEqual({ accepted: 5, unchanged: 0 });
    expect((await productsOf(crm)).map((p) => [p.externalKey, p.name, p.projectId, p.mergedIntoId])).toEqual([
      ['Gadget', 'Gadget', project.id, null],
      ['Widget', 'Widget', project.id, null],
    ]);
    expect(await productOfDeals(crm)).toEqual({ 'd-1': 'Widget', 'd-2': 'Widget', 'd-3': 'Gadget', 'd-4': null, 'd-5': null });

    // A newer version of a deal with another product moves it; an older one changes nothing.
    await postEvents(t.app, crm.id, crm.secret, { events: [deal('d-1', '2026-11-03T08:00:00Z', { product: 'Gadget' })] });
    await postEvents(t.app, crm.id, crm.secret, { events: [deal('d-3', '2026-11-01T08:00:00Z', { product: 'Old thing' })] });
    expect(await productOfDeals(crm)).toMatchObject({ 'd-1': 'Gadget', 'd-3': 'Gadget' });
    expect((await productsOf(crm)).map((p) => p.externalKey)).toEqual(['Gadget', 'Widget']);
  });

  it('keeps each provider’s products apart', async () => {
    const first = await createProvider('First');
    const second = await createProvider('Second');
    await postEvents(t.app, first.id, first.secret, { events: [deal('d-1', '2026-11-02T08:00:00Z', { product: 'Pro' })] });
    await postEvents(t.app, second.id, second.secret, { events: [deal('d-1', '2026-11-02T08:00:00Z', { product: 'Pro' })] });
    const [a] = await productsOf(first);
    const [b] = await productsOf(second);
    expect(a?.id).not.toBe(b?.id);
  });

  it('observes properties with their value type and sorted options', async () => {
    const crm = await createProvider('Typed');
    await postEvents(t.app, crm.id, crm.secret, {
      events: [
        deal('d-1', '2026-11-02T08:00:00Z', { properties: { seats: 10, region: 'north', score: 2, plan: 'Pro', empty: null, blank: ' ' } }),
        deal('d-2', '2026-11-02T08:00:00Z', { properties: { seats: 9, region: 'East', score: 2.5, plan: '12' } }),
        deal('d-3', '2026-11-02T08:00:00Z', { properties: { seats: '100', region: 'east', zip: '01234' } }),
      ],
    });
    const rows = await propertiesOf(crm);
    expect(rows.map((p) => [p.key, p.name, p.valueType, p.options])).toEqual([
      ['plan', 'plan', 'string', ['12', 'Pro']],
      ['region', 'region', 'string', ['East', 'east', 'north']],
      ['score', 'score', 'float', ['2', '2.5']],
      ['seats', 'seats', 'integer', ['9', '10', '100']],
      ['zip', 'zip', 'string', ['01234']],
    ]);

    // Types only widen, options grow; values seen before change nothing.
    await postEvents(t.app, crm.id, crm.secret, {
      events: [
        deal('d-4', '2026-11-02T08:00:00Z', { properties: { seats: 1.5, score: 3 } }),
        deal('d-5', '2026-11-02T08:00:00Z', { properties: { seats: 'many', region: 'north' } }),
      ],
    });
    const after = Object.fromEntries((await propertiesOf(crm)).map((p) => [p.key, p]));
    expect([after.seats?.valueType, after.seats?.options]).toEqual(['string', ['1.5', '10', '100', '9', 'many']]);
    expect([after.score?.valueType, after.score?.options]).toEqual(['float', ['2', '2.5', '3']]);
    expect(after.region?.updatedAt).toEqual(rows.find((p) => p.key === 'region')?.updatedAt);
  });

  it('keeps at most 200 options, the first ones in order, whatever order they came in', async () => {
    const crm = await createProvider('Many values');
    const values = Array.from({ length: 260 }, (_, i) => i);
    const batch = (slice: number[]) => ({ events: slice.map((v) => deal(`d-${v}`, '2026-11-02T08:00:00Z', { properties: { n: v } })) });
    await postEvents(t.app, crm.id, crm.secret, batch(values.slice(150)));
    await postEvents(t.app, crm.id, crm.secret, batch(values.slice(0, 150)));
    const [n] = await propertiesOf(crm);
    expect(n?.valueType).toBe('integer');
    expect(n?.options).toEqual(values.slice(0, 200).map(String));
  });

  it('changes nothing when a batch is sent again', async () => {
    const crm = await createProvider('Idempotent');
    const batch = { events: [deal('d-1', '2026-11-02T08:00:00Z', { product: 'A', properties: { tier: 'gold' } })] };
    await postEvents(t.app, crm.id, crm.secret, batch);
    const before = { products: await productsOf(crm), properties: await propertiesOf(crm) };
    expect((await postEvents(t.app, crm.id, crm.secret, batch)).json()).toEqual({ accepted: 0, unchanged: 1 });
    expect({ products: await productsOf(crm), properties: await propertiesOf(crm) }).toEqual(before);
  });
});
