import { and, eq } from 'drizzle-orm';
import { createProject, addMember } from '../../test/fixtures';
import { uniqueEmail, uniqueName } from '../../test/test-app';
import { postEvents } from '../../test/webhook-client';
import { packages } from '../db/schema/billing';
import { settings } from '../db/schema/settings';
import type { Ctx, MatrixWorld } from './matrix-world';

/** The ids a row's call acts on (a setting's, a team's, ...), by name. */
export type Target = Record<string, string>;

export const csvMapping = {
  kind: 'calls',
  columns: { externalId: 'id', startedAt: 'start', durationSeconds: 'seconds' },
  options: { timeZone: 'UTC' },
};

export type MatrixFixtures = ReturnType<typeof matrixFixtures>;

/** What the rows' calls act on, created by the project's owner, fresh for each caller. */
export function matrixFixtures(world: MatrixWorld) {
  async function freshSetting(c: Ctx): Promise<Target> {
    const [row] = await world.t.db
      .insert(settings)
      .values({ projectId: c.projectId, name: 'away_count_limit', value: '3' })
      .onConflictDoUpdate({ target: [settings.projectId, settings.name], set: { value: '3' } })
      .returning();
    return { settingId: row!.id };
  }
  async function freshRep(c: Ctx): Promise<Target> {
    const rep = await addMember(world.t, c.projectId, 'REPRESENTATIVE', 'Target Rep');
    return { employeeId: rep.employeeId };
  }
  async function freshInvitation(c: Ctx): Promise<Target> {
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/invitations',
      headers: world.owner.headers,
      payload: { project: c.projectIri, email: uniqueEmail('matrix') },
    });
    return { invitationId: response.json().id };
  }
  async function freshProvider(c: Ctx, type = 'webhook'): Promise<Target> {
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/data_providers',
      headers: world.owner.headers,
      payload: { project: c.projectIri, type, name: uniqueName('Matrix CRM') },
    });
    const provider = response.json();
    return { providerId: provider.id, secret: provider.secret ?? '' };
  }
  async function freshStage(c: Ctx): Promise<Target> {
    const { providerId } = await freshProvider(c);
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/definitions',
      headers: world.owner.headers,
      payload: { dataProvider: `/api/data_providers/${providerId}`, stage: 'won', kind: 'won' },
    });
    return { providerId: providerId!, definitionId: response.json().id };
  }
  async function freshProviderUser(c: Ctx): Promise<Target> {
    const { providerId, secret } = await freshProvider(c);
    await postEvents(world.t.app, providerId!, secret!, { events: [{ type: 'user', externalId: 'u-1', name: 'CRM user' }] });
    const list = await world.t.app.inject({
      method: 'GET',
      url: `/api/projects/${c.projectId}/provider_users?dataProvider=${providerId}`,
      headers: world.owner.headers,
    });
    return { providerUserId: list.json()['hydra:member'][0].id };
  }
  async function freshImport(c: Ctx): Promise<Target> {
    const { providerId } = await freshProvider(c, 'csv');
    const response = await world.t.app.inject({
      method: 'POST',
      url: `/api/data_providers/${providerId}/csv/imports`,
      headers: world.owner.headers,
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
    await postEvents(world.t.app, providerId!, secret!, { events: [deal('d-1', 'Target'), deal('d-2', 'Source')] });
    const products = await world.t.app.inject({
      method: 'GET',
      url: `/api/projects/${c.projectId}/products?dataProvider=${providerId}`,
      headers: world.owner.headers,
    });
    const properties = await world.t.app.inject({
      method: 'GET',
      url: `/api/projects/${c.projectId}/properties?dataProvider=${providerId}`,
      headers: world.owner.headers,
    });
    const [source, target] = products.json()['hydra:member'];
    return { providerId: providerId!, productId: target.id, sourceId: source.id, propertyId: properties.json()['hydra:member'][0].id };
  }
  async function freshProductSource(c: Ctx): Promise<Target> {
    const { providerId } = await freshProvider(c);
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/product_sources',
      headers: world.owner.headers,
      payload: { dataProvider: `/api/data_providers/${providerId}`, field: 'properties.tier' },
    });
    return { sourceId: response.json().id };
  }
  async function freshDistribution(c: Ctx): Promise<Target> {
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/distributions',
      headers: world.owner.headers,
      payload: { project: c.projectIri, name: uniqueName('Matrix distribution') },
    });
    return { distributionId: response.json().id };
  }
  async function freshGift(c: Ctx): Promise<Target> {
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/gift_products',
      headers: world.owner.headers,
      payload: { project: c.projectIri, name: 'Matrix gift', price: 1 },
    });
    return { giftId: response.json().id };
  }
  async function freshGiftRequest(c: Ctx): Promise<Target> {
    const { giftId } = await freshGift(c);
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/gift_requests',
      headers: world.owner.headers,
      payload: { project: c.projectIri, giftProduct: `/api/gift_products/${giftId}` },
    });
    return { requestId: response.json().id };
  }
  async function freshContest(c: Ctx): Promise<Target> {
    // A week that has surely not ended in any zone, however late it is in UTC.
    const start = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 9 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/point_contests',
      headers: world.owner.headers,
      payload: { project: c.projectIri, name: 'Matrix contest', metric: 'calls', startsOn: start, endsOn: end, prizes: [1] },
    });
    return { contestId: response.json().id };
  }
  let goalDays = 0;
  /** A one-time daily project goal on a day of its own (goals for the same thing may not overlap), which every member sees. */
  async function freshGoal(c: Ctx): Promise<Target> {
    goalDays += 2; // every other day: a copy_next takes the day after
    const from = new Date(Date.UTC(2040, 0, goalDays)).toISOString().slice(0, 10);
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: world.owner.headers,
      payload: { project: c.projectIri, metric: 'calls', scope: 'project', period: 'day', from, target: 10 },
    });
    return { goalId: response.json().id };
  }
  let teams = 0;
  async function freshTeam(c: Ctx): Promise<Target> {
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: world.owner.headers,
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
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/media_objects',
      headers: { ...world.owner.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    return { mediaId: response.json().id };
  }
  async function freshDashboard(c: Ctx): Promise<Target> {
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/dashboards',
      headers: world.owner.headers,
      payload: { project: c.projectIri, name: uniqueName('Matrix board'), widgets: [{ title: 'Calls', metric: 'calls', view: 'total' }] },
    });
    return { dashboardId: response.json().id };
  }
  async function freshOrder(c: Ctx): Promise<Target> {
    const [pkg] = await world.t.db.select({ id: packages.id }).from(packages).limit(1);
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: world.owner.headers,
      payload: { project: c.projectIri, package: `/api/packages/${pkg!.id}` },
    });
    return { packageId: pkg!.id, orderId: response.json().id };
  }
  async function freshPreset(c: Ctx): Promise<Target> {
    const response = await world.t.app.inject({
      method: 'POST',
      url: '/api/distribution_presets',
      headers: world.owner.headers,
      payload: { project: c.projectIri, name: uniqueName('Matrix preset'), employees: [] },
    });
    return { presetId: response.json().id };
  }
  async function freshProject(): Promise<Target> {
    // A project of the same team shape as the main one, so each caller has its usual role there.
    const project = await createProject(world.t, world.owner, 'Disposable');
    for (const role of ['ADMIN', 'REPRESENTATIVE'] as const) {
      const actor = world.actors[role]!;
      await world.t.app
        .inject({
          method: 'POST',
          url: '/api/invitations',
          headers: world.owner.headers,
          payload: { project: project['@id'], email: actor.email, role },
        })
        .then((r) => world.t.app.inject({ method: 'PATCH', url: `/api/invitations/${r.json().id}/accept`, headers: actor.headers }));
    }
    return { projectId: project.id };
  }

  /** Makes room for a setting the call then creates. */
  async function withoutSetting(c: Ctx, name: string): Promise<Target> {
    await world.t.db.delete(settings).where(and(eq(settings.projectId, c.projectId), eq(settings.name, name)));
    return {};
  }
  /** Team names are unique in a project: a number for each team a row creates. */
  const nextTeamNumber = () => ++teams;

  return {
    freshSetting,
    freshRep,
    freshInvitation,
    freshProvider,
    freshStage,
    freshProviderUser,
    freshImport,
    freshProducts,
    freshProductSource,
    freshDistribution,
    freshGift,
    freshGiftRequest,
    freshContest,
    freshGoal,
    freshTeam,
    freshMedia,
    freshDashboard,
    freshOrder,
    freshPreset,
    freshProject,
    withoutSetting,
    nextTeamNumber,
  };
}
