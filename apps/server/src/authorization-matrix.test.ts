import { and, eq } from 'drizzle-orm';
import { hasPermission, roles, type Permission, type Role } from '@salespulse/contract/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from '../test/fake-stripe';
import { addMember, createProject, signUp, type Actor } from '../test/fixtures';
import { createTestApp, uniqueEmail, uniqueName, type TestApp } from '../test/test-app';
import { postEvents } from '../test/webhook-client';
import { packages } from './db/schema/billing';
import { employees } from './db/schema/employees';
import { settings } from './db/schema/settings';

// Every project-scoped endpoint x each role, a member of another project only, and an anonymous
// caller: the exact status each must get. Outsiders learn nothing (404), members without the
// permission get 403, anonymous callers 401.

type Ctx = { projectId: string; projectIri: string };

const csvMapping = {
  kind: 'calls',
  columns: { externalId: 'id', startedAt: 'start', durationSeconds: 'seconds' },
  options: { timeZone: 'UTC' },
};
type Target = Record<string, string>;

type Row = {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: (ctx: Ctx, target: Target) => string;
  body?: (ctx: Ctx, target: Target) => unknown;
  /** Who may call it: a permission from the spec's table, or owners only. */
  allowed: Permission | 'owner-only';
  ok: number;
  /** Creates what the call acts on, fresh for every caller (so destructive calls stay independent). */
  setup?: (ctx: Ctx) => Promise<Target>;
};

describe('authorization matrix', () => {
  let t: TestApp;
  let owner: Actor;
  let ctx: Ctx;
  let stripe: FakeStripe;
  const actors: Partial<Record<Role | 'foreign' | 'anonymous', Actor | undefined>> = {};

  async function freshSetting(c: Ctx): Promise<Target> {
    const [row] = await t.db
      .insert(settings)
      .values({ projectId: c.projectId, name: 'away_count_limit', value: '3' })
      .onConflictDoUpdate({ target: [settings.projectId, settings.name], set: { value: '3' } })
      .returning();
    return { settingId: row!.id };
  }
  async function freshRep(c: Ctx): Promise<Target> {
    const rep = await addMember(t, c.projectId, 'REPRESENTATIVE', 'Target Rep');
    return { employeeId: rep.employeeId };
  }
  async function freshInvitation(c: Ctx): Promise<Target> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/invitations',
      headers: owner.headers,
      payload: { project: c.projectIri, email: uniqueEmail('matrix') },
    });
    return { invitationId: response.json().id };
  }
  async function freshProvider(c: Ctx, type = 'webhook'): Promise<Target> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/data_providers',
      headers: owner.headers,
      payload: { project: c.projectIri, type, name: uniqueName('Matrix CRM') },
    });
    const provider = response.json();
    return { providerId: provider.id, secret: provider.secret ?? '' };
  }
  async function freshStage(c: Ctx): Promise<Target> {
    const { providerId } = await freshProvider(c);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/definitions',
      headers: owner.headers,
      payload: { dataProvider: `/api/data_providers/${providerId}`, stage: 'won', kind: 'won' },
    });
    return { providerId: providerId!, definitionId: response.json().id };
  }
  async function freshProviderUser(c: Ctx): Promise<Target> {
    const { providerId, secret } = await freshProvider(c);
    await postEvents(t.app, providerId!, secret!, { events: [{ type: 'user', externalId: 'u-1', name: 'CRM user' }] });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${c.projectId}/provider_users?dataProvider=${providerId}`,
      headers: owner.headers,
    });
    return { providerUserId: list.json()['hydra:member'][0].id };
  }
  async function freshImport(c: Ctx): Promise<Target> {
    const { providerId } = await freshProvider(c, 'csv');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/data_providers/${providerId}/csv/imports`,
      headers: owner.headers,
      payload: { mapping: csvMapping },
    });
    return { providerId: providerId!, importId: response.json().id };
  }
  async function freshProducts(c: Ctx): Promise<Target> {
    const { providerId, secret } = await freshProvider(c);
    const deal = (externalId: string, product: string) => ({
      type: 'deal',
      externalId,
      stage: 'new',
      product,
      properties: { tier: 'gold' },
      createdAt: '2026-11-02T08:00:00Z',
      updatedAt: '2026-11-02T08:00:00Z',
    });
    await postEvents(t.app, providerId!, secret!, { events: [deal('d-1', 'Target'), deal('d-2', 'Source')] });
    const products = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${c.projectId}/products?dataProvider=${providerId}`,
      headers: owner.headers,
    });
    const properties = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${c.projectId}/properties?dataProvider=${providerId}`,
      headers: owner.headers,
    });
    const [source, target] = products.json()['hydra:member'];
    return { providerId: providerId!, productId: target.id, sourceId: source.id, propertyId: properties.json()['hydra:member'][0].id };
  }
  async function freshProductSource(c: Ctx): Promise<Target> {
    const { providerId } = await freshProvider(c);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/product_sources',
      headers: owner.headers,
      payload: { dataProvider: `/api/data_providers/${providerId}`, field: 'properties.tier' },
    });
    return { sourceId: response.json().id };
  }
  async function freshDistribution(c: Ctx): Promise<Target> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/distributions',
      headers: owner.headers,
      payload: { project: c.projectIri, name: uniqueName('Matrix distribution') },
    });
    return { distributionId: response.json().id };
  }
  async function freshGift(c: Ctx): Promise<Target> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/gift_products',
      headers: owner.headers,
      payload: { project: c.projectIri, name: 'Matrix gift', price: 1 },
    });
    return { giftId: response.json().id };
  }
  async function freshGiftRequest(c: Ctx): Promise<Target> {
    const { giftId } = await freshGift(c);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/gift_requests',
      headers: owner.headers,
      payload: { project: c.projectIri, giftProduct: `/api/gift_products/${giftId}` },
    });
    return { requestId: response.json().id };
  }
  async function freshContest(c: Ctx): Promise<Target> {
    // A week that has surely not ended in any zone, however late it is in UTC.
    const start = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 9 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/point_contests',
      headers: owner.headers,
      payload: { project: c.projectIri, name: 'Matrix contest', metric: 'calls', startsOn: start, endsOn: end, prizes: [1] },
    });
    return { contestId: response.json().id };
  }
  let goalDays = 0;
  /** A one-time daily project goal on a day of its own (goals for the same thing may not overlap), which every member sees. */
  async function freshGoal(c: Ctx): Promise<Target> {
    goalDays += 2; // every other day: a copy_next takes the day after
    const from = new Date(Date.UTC(2040, 0, goalDays)).toISOString().slice(0, 10);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: owner.headers,
      payload: { project: c.projectIri, metric: 'calls', scope: 'project', period: 'day', from, target: 10 },
    });
    return { goalId: response.json().id };
  }
  let teams = 0;
  async function freshTeam(c: Ctx): Promise<Target> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: owner.headers,
      payload: { project: c.projectIri, name: `Matrix team ${++teams}` },
    });
    return { teamId: response.json().id };
  }
  async function freshMedia(c: Ctx): Promise<Target> {
    const boundary = 'matrix-boundary';
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="project"\r\n\r\n${c.projectIri}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/media_objects',
      headers: { ...owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    return { mediaId: response.json().id };
  }
  async function freshDashboard(c: Ctx): Promise<Target> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dashboards',
      headers: owner.headers,
      payload: { project: c.projectIri, name: uniqueName('Matrix board'), widgets: [{ title: 'Calls', metric: 'calls', view: 'total' }] },
    });
    return { dashboardId: response.json().id };
  }
  async function freshOrder(c: Ctx): Promise<Target> {
    const [pkg] = await t.db.select({ id: packages.id }).from(packages).limit(1);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: owner.headers,
      payload: { project: c.projectIri, package: `/api/packages/${pkg!.id}` },
    });
    return { packageId: pkg!.id, orderId: response.json().id };
  }
  async function freshPreset(c: Ctx): Promise<Target> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/distribution_presets',
      headers: owner.headers,
      payload: { project: c.projectIri, name: uniqueName('Matrix preset'), employees: [] },
    });
    return { presetId: response.json().id };
  }
  async function freshProject(): Promise<Target> {
    // A project of the same team shape as the main one, so each caller has its usual role there.
    const project = await createProject(t, owner, 'Disposable');
    for (const role of ['ADMIN', 'REPRESENTATIVE'] as const) {
      const actor = actors[role]!;
      await t.app
        .inject({
          method: 'POST',
          url: '/api/invitations',
          headers: owner.headers,
          payload: { project: project['@id'], email: actor.email, role },
        })
        .then((r) => t.app.inject({ method: 'PATCH', url: `/api/invitations/${r.json().id}/accept`, headers: actor.headers }));
    }
    return { projectId: project.id };
  }

  const rows: Row[] = [
    { name: 'read project', method: 'GET', url: (c) => `/api/projects/${c.projectId}`, allowed: 'project.access', ok: 200 },
    { name: 'read project data', method: 'GET', url: (c) => `/api/projects/${c.projectId}/data`, allowed: 'project.access', ok: 200 },
    {
      name: 'rename project',
      method: 'PATCH',
      url: (c) => `/api/projects/${c.projectId}`,
      body: () => ({ name: 'Renamed' }),
      allowed: 'project.settings',
      ok: 200,
    },
    {
      name: 'delete project',
      method: 'DELETE',
      url: (_c, x) => `/api/projects/${x.projectId}`,
      allowed: 'owner-only',
      ok: 204,
      setup: freshProject,
    },
    {
      name: 'create setting',
      method: 'POST',
      url: () => '/api/settings',
      body: (c) => ({ project: c.projectIri, name: 'distribution_delay', value: '5' }),
      allowed: 'project.settings',
      ok: 201,
      setup: async (c) => {
        await t.db.delete(settings).where(and(eq(settings.projectId, c.projectId), eq(settings.name, 'distribution_delay')));
        return {};
      },
    },
    {
      name: 'read setting',
      method: 'GET',
      url: (_c, x) => `/api/settings/${x.settingId}`,
      allowed: 'project.access',
      ok: 200,
      setup: freshSetting,
    },
    {
      name: 'change setting',
      method: 'PATCH',
      url: (_c, x) => `/api/settings/${x.settingId}`,
      body: () => ({ value: '4' }),
      allowed: 'project.settings',
      ok: 200,
      setup: freshSetting,
    },
    {
      name: 'delete setting',
      method: 'DELETE',
      url: (_c, x) => `/api/settings/${x.settingId}`,
      allowed: 'project.settings',
      ok: 204,
      setup: freshSetting,
    },
    { name: 'list employees', method: 'GET', url: (c) => `/api/projects/${c.projectId}/employees`, allowed: 'project.access', ok: 200 },
    {
      name: 'change employee schedules',
      method: 'PATCH',
      url: (_c, x) => `/api/employees/${x.employeeId}`,
      body: () => ({ schedules: [{ day: 2, start: '09:00', end: '17:00' }] }),
      allowed: 'project.settings',
      ok: 200,
      setup: freshRep,
    },
    {
      name: 'change employee role',
      method: 'PATCH',
      url: (_c, x) => `/api/employees/${x.employeeId}`,
      body: () => ({ role: 'ADMIN' }),
      allowed: 'user.roleEdit',
      ok: 200,
      setup: freshRep,
    },
    {
      name: 'remove employee',
      method: 'DELETE',
      url: (_c, x) => `/api/employees/${x.employeeId}`,
      allowed: 'project.settings',
      ok: 204,
      setup: freshRep,
    },
    {
      name: 'invite',
      method: 'POST',
      url: () => '/api/invitations',
      body: (c) => ({ project: c.projectIri, email: uniqueEmail('m') }),
      allowed: 'project.settings',
      ok: 201,
    },
    {
      name: 'list invitations',
      method: 'GET',
      url: (c) => `/api/projects/${c.projectId}/invitations`,
      allowed: 'project.settings',
      ok: 200,
    },
    {
      name: 'change invitation',
      method: 'PATCH',
      url: (_c, x) => `/api/invitations/${x.invitationId}`,
      body: () => ({ role: 'ADMIN' }),
      allowed: 'project.settings',
      ok: 200,
      setup: freshInvitation,
    },
    {
      name: 'resend invitation',
      method: 'PATCH',
      url: (_c, x) => `/api/invitations/${x.invitationId}/resend`,
      allowed: 'project.settings',
      ok: 200,
      setup: freshInvitation,
    },
    {
      name: 'revoke invitation',
      method: 'DELETE',
      url: (_c, x) => `/api/invitations/${x.invitationId}`,
      allowed: 'project.settings',
      ok: 204,
      setup: freshInvitation,
    },
    {
      name: 'list data providers',
      method: 'GET',
      url: (c) => `/api/projects/${c.projectId}/data_providers`,
      allowed: 'project.settings',
      ok: 200,
    },
    {
      name: 'create data provider',
      method: 'POST',
      url: () => '/api/data_providers',
      body: (c) => ({ project: c.projectIri, type: 'webhook', name: uniqueName('New') }),
      allowed: 'project.settings',
      ok: 201,
    },
    {
      name: 'read data provider',
      method: 'GET',
      url: (_c, x) => `/api/data_providers/${x.providerId}`,
      allowed: 'project.settings',
      ok: 200,
      setup: (c) => freshProvider(c),
    },
    {
      name: 'change data provider',
      method: 'PATCH',
      url: (_c, x) => `/api/data_providers/${x.providerId}`,
      body: () => ({ name: uniqueName('Renamed') }),
      allowed: 'project.settings',
      ok: 200,
      setup: (c) => freshProvider(c),
    },
    {
      name: 'delete data provider',
      method: 'DELETE',
      url: (_c, x) => `/api/data_providers/${x.providerId}`,
      allowed: 'project.settings',
      ok: 204,
      setup: (c) => freshProvider(c),
    },
    {
      name: 'list definitions',
      method: 'GET',
      url: (c) => `/api/projects/${c.projectId}/definitions`,
      allowed: 'project.settings',
      ok: 200,
    },
    {
      name: 'create definition',
      method: 'POST',
      url: () => '/api/definitions',
      body: (_c, x) => ({ dataProvider: `/api/data_providers/${x.providerId}`, stage: 'lost', kind: 'lost' }),
      allowed: 'project.settings',
      ok: 201,
      setup: (c) => freshProvider(c),
    },
    {
      name: 'change definition',
      method: 'PATCH',
      url: (_c, x) => `/api/definitions/${x.definitionId}`,
      body: () => ({ kind: 'bill' }),
      allowed: 'project.settings',
      ok: 200,
      setup: freshStage,
    },
    {
      name: 'list provider users',
      method: 'GET',
      url: (c) => `/api/projects/${c.projectId}/provider_users`,
      allowed: 'project.settings',
      ok: 200,
    },
    {
      name: 'map provider user',
      method: 'PATCH',
      url: (_c, x) => `/api/provider_users/${x.providerUserId}`,
      body: () => ({ employee: null }),
      allowed: 'project.settings',
      ok: 200,
      setup: freshProviderUser,
    },
    {
      name: 'create CSV import',
      method: 'POST',
      url: (_c, x) => `/api/data_providers/${x.providerId}/csv/imports`,
      body: () => ({ mapping: csvMapping }),
      allowed: 'project.settings',
      ok: 201,
      setup: (c) => freshProvider(c, 'csv'),
    },
    {
      name: 'read CSV import',
      method: 'GET',
      url: (_c, x) => `/api/csv_imports/${x.importId}`,
      allowed: 'project.settings',
      ok: 200,
      setup: freshImport,
    },
    {
      name: 'sync data provider',
      method: 'POST',
      url: (_c, x) => `/api/data_providers/${x.providerId}/sync`,
      allowed: 'project.settings',
      ok: 202,
      setup: (c) => freshProvider(c, 'demo'),
    },
    {
      name: 'authorize HubSpot',
      method: 'POST',
      url: (_c, x) => `/api/data_providers/${x.providerId}/authorize`,
      allowed: 'project.settings',
      ok: 200,
      setup: (c) => freshProvider(c, 'hubspot'),
    },
    // Past the gate, a state nobody was issued is refused as such (422), before HubSpot is ever asked.
    {
      name: 'HubSpot authorization code',
      method: 'POST',
      url: (_c, x) => `/api/data_providers/${x.providerId}/authorize/code`,
      body: () => ({ code: 'code', state: 'state' }),
      allowed: 'project.settings',
      ok: 422,
      setup: (c) => freshProvider(c, 'hubspot'),
    },
    // The event stream itself (GET …/events) is pinned in modules/live/live.test.ts: inject cannot read a stream.
    {
      name: 'live events ticket',
      method: 'POST',
      url: (c) => `/api/projects/${c.projectId}/events/tickets`,
      allowed: 'project.access',
      ok: 201,
    },
    { name: 'list products', method: 'GET', url: (c) => `/api/projects/${c.projectId}/products`, allowed: 'project.access', ok: 200 },
    {
      name: 'read product',
      method: 'GET',
      url: (_c, x) => `/api/products/${x.productId}`,
      allowed: 'project.access',
      ok: 200,
      setup: freshProducts,
    },
    {
      name: 'change product',
      method: 'PATCH',
      url: (_c, x) => `/api/products/${x.productId}`,
      body: () => ({ name: 'Renamed', sku: 'SKU-1' }),
      allowed: 'project.settings',
      ok: 200,
      setup: freshProducts,
    },
    {
      name: 'merge products',
      method: 'POST',
      url: () => '/api/products/merge',
      body: (_c, x) => ({ target: `/api/products/${x.productId}`, sources: [`/api/products/${x.sourceId}`] }),
      allowed: 'project.settings',
      ok: 200,
      setup: freshProducts,
    },
    {
      name: 'list product sources',
      method: 'GET',
      url: (c) => `/api/projects/${c.projectId}/product_sources`,
      allowed: 'project.access',
      ok: 200,
    },
    {
      name: 'create product source',
      method: 'POST',
      url: () => '/api/product_sources',
      body: (_c, x) => ({ dataProvider: `/api/data_providers/${x.providerId}`, field: 'properties.tier' }),
      allowed: 'project.settings',
      ok: 201,
      setup: (c) => freshProvider(c),
    },
    {
      name: 'change product source',
      method: 'PATCH',
      url: (_c, x) => `/api/product_sources/${x.sourceId}`,
      body: () => ({ field: 'product' }),
      allowed: 'project.settings',
      ok: 200,
      setup: freshProductSource,
    },
    {
      name: 'delete product source',
      method: 'DELETE',
      url: (_c, x) => `/api/product_sources/${x.sourceId}`,
      allowed: 'project.settings',
      ok: 204,
      setup: freshProductSource,
    },
    { name: 'list properties', method: 'GET', url: (c) => `/api/projects/${c.projectId}/properties`, allowed: 'project.access', ok: 200 },
    {
      name: 'read property',
      method: 'GET',
      url: (_c, x) => `/api/properties/${x.propertyId}`,
      allowed: 'project.access',
      ok: 200,
      setup: freshProducts,
    },
    {
      name: 'create property',
      method: 'POST',
      url: () => '/api/properties',
      body: (_c, x) => ({ dataProvider: `/api/data_providers/${x.providerId}`, key: 'region', valueType: 'string' }),
      allowed: 'project.settings',
      ok: 201,
      setup: (c) => freshProvider(c),
    },
    {
      name: 'rename property',
      method: 'PATCH',
      url: (_c, x) => `/api/properties/${x.propertyId}`,
      body: () => ({ name: 'Tier' }),
      allowed: 'project.settings',
      ok: 200,
      setup: freshProducts,
    },
    {
      name: 'read data provider data',
      method: 'GET',
      url: (_c, x) => `/api/data_providers/${x.providerId}/data`,
      allowed: 'project.settings',
      ok: 200,
      setup: (c) => freshProvider(c),
    },
    {
      name: 'delete data provider property',
      method: 'DELETE',
      url: (_c, x) => `/api/data_providers/${x.providerId}/properties/${x.propertyId}`,
      allowed: 'project.settings',
      ok: 204,
      setup: freshProducts,
    },
    {
      name: 'list distributions',
      method: 'GET',
      url: (c) => `/api/projects/${c.projectId}/distributions`,
      allowed: 'distribution.access',
      ok: 200,
    },
    {
      name: 'create distribution',
      method: 'POST',
      url: () => '/api/distributions',
      body: (c) => ({ project: c.projectIri, name: uniqueName('New') }),
      allowed: 'distribution.access',
      ok: 201,
    },
    {
      name: 'read distribution',
      method: 'GET',
      url: (_c, x) => `/api/distributions/${x.distributionId}`,
      allowed: 'distribution.access',
      ok: 200,
      setup: freshDistribution,
    },
    {
      name: 'change distribution',
      method: 'PATCH',
      url: (_c, x) => `/api/distributions/${x.distributionId}`,
      body: () => ({ active: false }),
      allowed: 'distribution.access',
      ok: 200,
      setup: freshDistribution,
    },
    {
      name: 'dry run a distribution draft',
      method: 'POST',
      url: () => '/api/distributions/dry_run',
      body: (c) => ({ project: c.projectIri, draft: {} }),
      allowed: 'distribution.access',
      ok: 200,
    },
    {
      name: 'delete distribution',
      method: 'DELETE',
      url: (_c, x) => `/api/distributions/${x.distributionId}`,
      allowed: 'distribution.access',
      ok: 204,
      setup: freshDistribution,
    },
    {
      name: 'list distribution presets',
      method: 'GET',
      url: (c) => `/api/projects/${c.projectId}/distribution_presets`,
      allowed: 'distribution.access',
      ok: 200,
    },
    {
      name: 'create distribution preset',
      method: 'POST',
      url: () => '/api/distribution_presets',
      body: (c) => ({ project: c.projectIri, name: uniqueName('New'), employees: [] }),
      allowed: 'distribution.access',
      ok: 201,
    },
    {
      name: 'read distribution preset',
      method: 'GET',
      url: (_c, x) => `/api/distribution_presets/${x.presetId}`,
      allowed: 'distribution.access',
      ok: 200,
      setup: freshPreset,
    },
    {
      name: 'change distribution preset',
      method: 'PATCH',
      url: (_c, x) => `/api/distribution_presets/${x.presetId}`,
      body: () => ({ name: uniqueName('Renamed') }),
      allowed: 'distribution.access',
      ok: 200,
      setup: freshPreset,
    },
    {
      name: 'delete distribution preset',
      method: 'DELETE',
      url: (_c, x) => `/api/distribution_presets/${x.presetId}`,
      allowed: 'distribution.access',
      ok: 204,
      setup: freshPreset,
    },
    {
      name: 'list distribution employees',
      method: 'GET',
      url: (c) => `/api/projects/${c.projectId}/distribution_employees`,
      allowed: 'distribution.access',
      ok: 200,
    },
    {
      name: 'list distribution logs',
      method: 'GET',
      url: (c) => `/api/projects/${c.projectId}/distribution_logs`,
      allowed: 'distribution.access',
      ok: 200,
    },
    {
      name: 'read distribution settings',
      method: 'GET',
      url: (c) => `/api/projects/${c.projectId}/distribution_settings`,
      allowed: 'distribution.access',
      ok: 200,
    },
    {
      name: 'read own distribution share',
      method: 'GET',
      url: (c) => `/api/projects/${c.projectId}/my_distribution_share`,
      allowed: 'project.access',
      ok: 200,
    },
    {
      name: 'list point balances',
      method: 'GET',
      url: (c) => `/api/projects/${c.projectId}/point_balances`,
      allowed: 'project.access',
      ok: 200,
    },
    {
      name: 'list point transactions',
      method: 'GET',
      url: (c) => `/api/projects/${c.projectId}/point_transactions`,
      allowed: 'project.access',
      ok: 200,
    },
    {
      name: 'read media object',
      method: 'GET',
      url: (_c, x) => `/api/media_objects/${x.mediaId}`,
      allowed: 'project.access',
      ok: 200,
      setup: freshMedia,
    },
    { name: 'list dashboards', method: 'GET', url: (c) => `/api/projects/${c.projectId}/dashboards`, allowed: 'project.access', ok: 200 },
    {
      name: 'create dashboard',
      method: 'POST',
      url: () => '/api/dashboards',
      body: (c) => ({ project: c.projectIri, name: uniqueName('New board') }),
      allowed: 'project.settings',
      ok: 201,
    },
    {
      name: 'read dashboard',
      method: 'GET',
      url: (_c, x) => `/api/dashboards/${x.dashboardId}`,
      allowed: 'project.access',
      ok: 200,
      setup: freshDashboard,
    },
    {
      name: 'change dashboard',
      method: 'PATCH',
      url: (_c, x) => `/api/dashboards/${x.dashboardId}`,
      body: () => ({ name: uniqueName('Renamed board') }),
      allowed: 'project.settings',
      ok: 200,
      setup: freshDashboard,
    },
    {
      name: 'delete dashboard',
      method: 'DELETE',
      url: (_c, x) => `/api/dashboards/${x.dashboardId}`,
      allowed: 'project.settings',
      ok: 204,
      setup: freshDashboard,
    },
    {
      name: 'dashboard data',
      method: 'POST',
      url: (_c, x) => `/api/dashboards/${x.dashboardId}/data`,
      body: () => ({ date: { from: '2026-11-01', to: '2026-11-02' } }),
      allowed: 'project.access',
      ok: 200,
      setup: freshDashboard,
    },
    { name: 'list gifts', method: 'GET', url: (c) => `/api/projects/${c.projectId}/gift_products`, allowed: 'project.access', ok: 200 },
    {
      name: 'list archived gifts',
      method: 'GET',
      url: (c) => `/api/projects/${c.projectId}/gift_products?archived=true`,
      allowed: 'gifts.edit',
      ok: 200,
    },
    {
      name: 'create gift',
      method: 'POST',
      url: () => '/api/gift_products',
      body: (c) => ({ project: c.projectIri, name: 'New gift', price: 5 }),
      allowed: 'gifts.edit',
      ok: 201,
    },
    {
      name: 'change gift',
      method: 'PATCH',
      url: (_c, x) => `/api/gift_products/${x.giftId}`,
      body: () => ({ archived: true }),
      allowed: 'gifts.edit',
      ok: 200,
      setup: freshGift,
    },
    {
      name: 'list gift requests',
      method: 'GET',
      url: (c) => `/api/projects/${c.projectId}/gift_requests`,
      allowed: 'project.access',
      ok: 200,
    },
    {
      name: 'request a gift',
      method: 'POST',
      url: () => '/api/gift_requests',
      body: (c, x) => ({ project: c.projectIri, giftProduct: `/api/gift_products/${x.giftId}` }),
      allowed: 'gifts.order',
      ok: 201,
      setup: freshGift,
    },
    {
      name: 'approve a gift request',
      method: 'PATCH',
      url: (_c, x) => `/api/gift_requests/${x.requestId}`,
      body: () => ({ status: 'approved' }),
      allowed: 'gifts.responsible',
      ok: 200,
      setup: freshGiftRequest,
    },
    {
      name: 'cancel another’s gift request',
      method: 'PATCH',
      url: (_c, x) => `/api/gift_requests/${x.requestId}`,
      body: () => ({ status: 'canceled' }),
      allowed: 'gifts.responsible',
      ok: 200,
      setup: freshGiftRequest,
    },
    {
      name: 'list point contests',
      method: 'GET',
      url: (c) => `/api/projects/${c.projectId}/point_contests`,
      allowed: 'project.access',
      ok: 200,
    },
    {
      name: 'create point contest',
      method: 'POST',
      url: () => '/api/point_contests',
      body: (c) => ({
        project: c.projectIri,
        name: 'New contest',
        metric: 'tasks',
        startsOn: '2099-01-01',
        endsOn: '2099-01-31',
        prizes: [10],
      }),
      allowed: 'points.transactions',
      ok: 201,
    },
    {
      name: 'change point contest',
      method: 'PATCH',
      url: (_c, x) => `/api/point_contests/${x.contestId}`,
      body: () => ({ name: 'Renamed contest' }),
      allowed: 'points.transactions',
      ok: 200,
      setup: freshContest,
    },
    { name: 'list teams', method: 'GET', url: (c) => `/api/projects/${c.projectId}/teams`, allowed: 'project.access', ok: 200 },
    {
      name: 'create team',
      method: 'POST',
      url: () => '/api/teams',
      body: (c) => ({ project: c.projectIri, name: `Matrix created ${++teams}` }),
      allowed: 'project.settings',
      ok: 201,
    },
    { name: 'read team', method: 'GET', url: (_c, x) => `/api/teams/${x.teamId}`, allowed: 'project.access', ok: 200, setup: freshTeam },
    {
      name: 'change team',
      method: 'PATCH',
      url: (_c, x) => `/api/teams/${x.teamId}`,
      body: () => ({ members: [] }),
      allowed: 'project.settings',
      ok: 200,
      setup: freshTeam,
    },
    {
      name: 'delete team',
      method: 'DELETE',
      url: (_c, x) => `/api/teams/${x.teamId}`,
      allowed: 'project.settings',
      ok: 204,
      setup: freshTeam,
    },
    {
      name: 'team history',
      method: 'GET',
      url: (_c, x) => `/api/teams/${x.teamId}/memberships`,
      allowed: 'project.access',
      ok: 200,
      setup: freshTeam,
    },
    { name: 'list goals', method: 'GET', url: (c) => `/api/projects/${c.projectId}/goals`, allowed: 'project.access', ok: 200 },
    { name: 'goal progress', method: 'GET', url: (c) => `/api/projects/${c.projectId}/goal_progress`, allowed: 'project.access', ok: 200 },
    {
      name: 'create goal',
      method: 'POST',
      url: () => '/api/goals',
      body: (c, x) => ({
        project: c.projectIri,
        metric: 'payments',
        scope: 'employee',
        employee: `/api/employees/${x.employeeId}`,
        period: 'month',
        recurring: true,
        from: '2040-01-01',
        target: 1000,
      }),
      allowed: 'project.settings',
      ok: 201,
      setup: freshRep,
    },
    { name: 'read goal', method: 'GET', url: (_c, x) => `/api/goals/${x.goalId}`, allowed: 'project.access', ok: 200, setup: freshGoal },
    {
      name: 'change goal',
      method: 'PATCH',
      url: (_c, x) => `/api/goals/${x.goalId}`,
      body: () => ({ target: 20 }),
      allowed: 'project.settings',
      ok: 200,
      setup: freshGoal,
    },
    {
      name: 'delete goal',
      method: 'DELETE',
      url: (_c, x) => `/api/goals/${x.goalId}`,
      allowed: 'project.settings',
      ok: 204,
      setup: freshGoal,
    },
    {
      name: 'copy goal to the next period',
      method: 'POST',
      url: (_c, x) => `/api/goals/${x.goalId}/copy_next`,
      body: () => ({}),
      allowed: 'project.settings',
      ok: 201,
      setup: freshGoal,
    },
    { name: 'list orders', method: 'GET', url: (c) => `/api/projects/${c.projectId}/orders`, allowed: 'project.settings', ok: 200 },
    {
      name: 'create order',
      method: 'POST',
      url: () => '/api/orders',
      body: (c, x) => ({ project: c.projectIri, package: `/api/packages/${x.packageId}` }),
      allowed: 'project.settings',
      ok: 201,
      setup: freshOrder,
    },
    {
      name: 'read order',
      method: 'GET',
      url: (_c, x) => `/api/orders/${x.orderId}`,
      allowed: 'project.settings',
      ok: 200,
      setup: freshOrder,
    },
    {
      name: 'pay order',
      method: 'PATCH',
      url: (_c, x) => `/api/orders/${x.orderId}/pay`,
      body: () => ({}),
      allowed: 'project.settings',
      ok: 200,
      setup: freshOrder,
    },
    {
      name: 'list subscriptions',
      method: 'GET',
      url: (c) => `/api/projects/${c.projectId}/subscriptions`,
      allowed: 'project.settings',
      ok: 200,
    },
    { name: 'quota usages', method: 'GET', url: (c) => `/api/projects/${c.projectId}/quota_usages`, allowed: 'project.settings', ok: 200 },
    {
      name: 'award points',
      method: 'POST',
      url: () => '/api/point_transactions',
      body: (_c, x) => ({ employee: `/api/employees/${x.employeeId}`, amount: 5 }),
      allowed: 'points.transactions',
      ok: 201,
      setup: freshRep,
    },
  ];

  beforeAll(async () => {
    // A HubSpot app that is never reached: authorize only builds its URL, and no code gets past the state check.
    const hubspot = {
      clientId: 'matrix-client',
      clientSecret: 'matrix-secret',
      apiBaseUrl: 'http://127.0.0.1:9',
      authBaseUrl: 'https://app.hubspot.com',
      syncMinutes: 5,
    };
    // Billing through a local Stripe, so that paying is a question of permission only.
    stripe = await startFakeStripe();
    const billing = {
      stripe: { secretKey: FAKE_STRIPE_SECRET_KEY, webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET, apiBaseUrl: stripe.baseUrl },
      trialDays: 14,
    };
    t = await createTestApp({ hubspot, billing });
    owner = await signUp(t, 'Owner');
    const project = await createProject(t, owner, 'Matrix');
    ctx = { projectId: project.id, projectIri: project['@id'] };
    await t.db
      .update(settings)
      .set({ value: '1' })
      .where(and(eq(settings.projectId, project.id), eq(settings.name, 'gift_shop_enabled')));
    actors.OWNER = owner;
    const adminMember = await addMember(t, project.id, 'ADMIN');
    const repMember = await addMember(t, project.id, 'REPRESENTATIVE');
    actors.ADMIN = adminMember;
    actors.REPRESENTATIVE = repMember;
    // Points for everyone, so that requesting a gift is a question of permission only.
    const [ownerRow] = await t.db.select({ id: employees.id }).from(employees).where(eq(employees.userId, owner.id));
    for (const employeeId of [ownerRow!.id, adminMember.employeeId, repMember.employeeId]) {
      await t.app.inject({
        method: 'POST',
        url: '/api/point_transactions',
        headers: owner.headers,
        payload: { employee: `/api/employees/${employeeId}`, amount: 10_000 },
      });
    }
    // Owner of another project: a caller with real rights, just not here.
    actors.foreign = await signUp(t, 'Foreign owner');
    await createProject(t, actors.foreign, 'Elsewhere');
    actors.anonymous = undefined;
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const callers = [...roles, 'foreign', 'anonymous'] as const;
  const cases = rows.flatMap((row) => callers.map((caller) => [row.name, caller, row] as const));

  it.each(cases)('%s as %s', async (_name, caller, row) => {
    const target = row.setup ? await row.setup(ctx) : {};
    const actor = actors[caller];
    const body = row.body?.(ctx, target);
    const headers: Record<string, string> = { ...(actor?.headers ?? {}) };
    if (body !== undefined) headers['content-type'] = row.method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
    const response = await t.app.inject({
      method: row.method,
      url: row.url(ctx, target),
      headers,
      payload: body === undefined ? undefined : JSON.stringify(body),
    });

    let expected: number;
    if (caller === 'anonymous') expected = 401;
    else if (caller === 'foreign') expected = 404;
    else if (row.allowed === 'owner-only') expected = caller === 'OWNER' ? row.ok : 403;
    else expected = hasPermission(caller, row.allowed) ? row.ok : 403;

    expect(response.statusCode, response.body).toBe(expected);
    if (expected >= 400) expect(response.json()).toMatchObject({ '@type': 'hydra:Error', status: expected });
  });
});
