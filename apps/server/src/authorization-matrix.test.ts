import { and, eq } from 'drizzle-orm';
import { hasPermission, roles, type Permission, type Role } from '@salespulse/contract/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createProject, signUp, type Actor } from '../test/fixtures';
import { createTestApp, uniqueEmail, type TestApp } from '../test/test-app';
import { postEvents } from '../test/webhook-client';
import { settings } from './modules/settings/settings.schema';

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
  const actors: Partial<Record<Role | 'foreign' | 'anonymous', Actor | undefined>> = {};

  async function freshSetting(c: Ctx): Promise<Target> {
    const [row] = await t.db.insert(settings).values({ projectId: c.projectId, name: 'away_count_limit', value: '3' })
      .onConflictDoUpdate({ target: [settings.projectId, settings.name], set: { value: '3' } }).returning();
    return { settingId: row!.id };
  }
  async function freshRep(c: Ctx): Promise<Target> {
    const rep = await addMember(t, c.projectId, 'REPRESENTATIVE', 'Target Rep');
    return { employeeId: rep.employeeId };
  }
  async function freshInvitation(c: Ctx): Promise<Target> {
    const response = await t.app.inject({ method: 'POST', url: '/api/invitations', headers: owner.headers, payload: { project: c.projectIri, email: uniqueEmail('matrix') } });
    return { invitationId: response.json().id };
  }
  async function freshProvider(c: Ctx, type = 'webhook'): Promise<Target> {
    const response = await t.app.inject({ method: 'POST', url: '/api/data_providers', headers: owner.headers, payload: { project: c.projectIri, type, name: 'Matrix CRM' } });
    const provider = response.json();
    return { providerId: provider.id, secret: provider.secret ?? '' };
  }
  async function freshStage(c: Ctx): Promise<Target> {
    const { providerId } = await freshProvider(c);
    const response = await t.app.inject({ method: 'POST', url: '/api/definitions', headers: owner.headers, payload: { dataProvider: `/api/data_providers/${providerId}`, stage: 'won', kind: 'won' } });
    return { providerId: providerId!, definitionId: response.json().id };
  }
  async function freshProviderUser(c: Ctx): Promise<Target> {
    const { providerId, secret } = await freshProvider(c);
    await postEvents(t.app, providerId!, secret!, { events: [{ type: 'user', externalId: 'u-1', name: 'CRM user' }] });
    const list = await t.app.inject({ method: 'GET', url: `/api/projects/${c.projectId}/provider_users?dataProvider=${providerId}`, headers: owner.headers });
    return { providerUserId: list.json()['hydra:member'][0].id };
  }
  async function freshImport(c: Ctx): Promise<Target> {
    const { providerId } = await freshProvider(c, 'csv');
    const response = await t.app.inject({ method: 'POST', url: `/api/data_providers/${providerId}/csv/imports`, headers: owner.headers, payload: { mapping: csvMapping } });
    return { providerId: providerId!, importId: response.json().id };
  }
  async function freshProject(): Promise<Target> {
    // A project of the same team shape as the main one, so each caller has its usual role there.
    const project = await createProject(t, owner, 'Disposable');
    for (const role of ['ADMIN', 'REPRESENTATIVE'] as const) {
      const actor = actors[role]!;
      await t.app.inject({ method: 'POST', url: '/api/invitations', headers: owner.headers, payload: { project: project['@id'], email: actor.email, role } })
        .then((r) => t.app.inject({ method: 'PATCH', url: `/api/invitations/${r.json().id}/accept`, headers: actor.headers }));
    }
    return { projectId: project.id };
  }

  const rows: Row[] = [
    { name: 'read project', method: 'GET', url: (c) => `/api/projects/${c.projectId}`, allowed: 'project.access', ok: 200 },
    { name: 'read project data', method: 'GET', url: (c) => `/api/projects/${c.projectId}/data`, allowed: 'project.access', ok: 200 },
    { name: 'rename project', method: 'PATCH', url: (c) => `/api/projects/${c.projectId}`, body: () => ({ name: 'Renamed' }), allowed: 'project.settings', ok: 200 },
    { name: 'delete project', method: 'DELETE', url: (_c, x) => `/api/projects/${x.projectId}`, allowed: 'owner-only', ok: 204, setup: freshProject },
    { name: 'create setting', method: 'POST', url: () => '/api/settings', body: (c) => ({ project: c.projectIri, name: 'distribution_delay', value: '5' }), allowed: 'project.settings', ok: 201, setup: async (c) => {
      await t.db.delete(settings).where(and(eq(settings.projectId, c.projectId), eq(settings.name, 'distribution_delay')));
      return {};
    } },
    { name: 'read setting', method: 'GET', url: (_c, x) => `/api/settings/${x.settingId}`, allowed: 'project.access', ok: 200, setup: freshSetting },
    { name: 'change setting', method: 'PATCH', url: (_c, x) => `/api/settings/${x.settingId}`, body: () => ({ value: '4' }), allowed: 'project.settings', ok: 200, setup: freshSetting },
    { name: 'delete setting', method: 'DELETE', url: (_c, x) => `/api/settings/${x.settingId}`, allowed: 'project.settings', ok: 204, setup: freshSetting },
    { name: 'list employees', method: 'GET', url: (c) => `/api/projects/${c.projectId}/employees`, allowed: 'project.access', ok: 200 },
    { name: 'change employee schedules', method: 'PATCH', url: (_c, x) => `/api/employees/${x.employeeId}`, body: () => ({ schedules: [{ day: 2, start: '09:00', end: '17:00' }] }), allowed: 'project.settings', ok: 200, setup: freshRep },
    { name: 'change employee role', method: 'PATCH', url: (_c, x) => `/api/employees/${x.employeeId}`, body: () => ({ role: 'ADMIN' }), allowed: 'user.roleEdit', ok: 200, setup: freshRep },
    { name: 'remove employee', method: 'DELETE', url: (_c, x) => `/api/employees/${x.employeeId}`, allowed: 'project.settings', ok: 204, setup: freshRep },
    { name: 'invite', method: 'POST', url: () => '/api/invitations', body: (c) => ({ project: c.projectIri, email: uniqueEmail('m') }), allowed: 'project.settings', ok: 201 },
    { name: 'list invitations', method: 'GET', url: (c) => `/api/projects/${c.projectId}/invitations`, allowed: 'project.settings', ok: 200 },
    { name: 'change invitation', method: 'PATCH', url: (_c, x) => `/api/invitations/${x.invitationId}`, body: () => ({ role: 'ADMIN' }), allowed: 'project.settings', ok: 200, setup: freshInvitation },
    { name: 'resend invitation', method: 'PATCH', url: (_c, x) => `/api/invitations/${x.invitationId}/resend`, allowed: 'project.settings', ok: 200, setup: freshInvitation },
    { name: 'revoke invitation', method: 'DELETE', url: (_c, x) => `/api/invitations/${x.invitationId}`, allowed: 'project.settings', ok: 204, setup: freshInvitation },
    { name: 'list data providers', method: 'GET', url: (c) => `/api/projects/${c.projectId}/data_providers`, allowed: 'project.settings', ok: 200 },
    { name: 'create data provider', method: 'POST', url: () => '/api/data_providers', body: (c) => ({ project: c.projectIri, type: 'webhook', name: 'New' }), allowed: 'project.settings', ok: 201 },
    { name: 'read data provider', method: 'GET', url: (_c, x) => `/api/data_providers/${x.providerId}`, allowed: 'project.settings', ok: 200, setup: (c) => freshProvider(c) },
    { name: 'change data provider', method: 'PATCH', url: (_c, x) => `/api/data_providers/${x.providerId}`, body: () => ({ name: 'Renamed' }), allowed: 'project.settings', ok: 200, setup: (c) => freshProvider(c) },
    { name: 'delete data provider', method: 'DELETE', url: (_c, x) => `/api/data_providers/${x.providerId}`, allowed: 'project.settings', ok: 204, setup: (c) => freshProvider(c) },
    { name: 'list definitions', method: 'GET', url: (c) => `/api/projects/${c.projectId}/definitions`, allowed: 'project.settings', ok: 200 },
    { name: 'create definition', method: 'POST', url: () => '/api/definitions', body: (_c, x) => ({ dataProvider: `/api/data_providers/${x.providerId}`, stage: 'lost', kind: 'lost' }), allowed: 'project.settings', ok: 201, setup: (c) => freshProvider(c) },
    { name: 'change definition', method: 'PATCH', url: (_c, x) => `/api/definitions/${x.definitionId}`, body: () => ({ kind: 'bill' }), allowed: 'project.settings', ok: 200, setup: freshStage },
    { name: 'list provider users', method: 'GET', url: (c) => `/api/projects/${c.projectId}/provider_users`, allowed: 'project.settings', ok: 200 },
    { name: 'map provider user', method: 'PATCH', url: (_c, x) => `/api/provider_users/${x.providerUserId}`, body: () => ({ employee: null }), allowed: 'project.settings', ok: 200, setup: freshProviderUser },
    { name: 'create CSV import', method: 'POST', url: (_c, x) => `/api/data_providers/${x.providerId}/csv/imports`, body: () => ({ mapping: csvMapping }), allowed: 'project.settings', ok: 201, setup: (c) => freshProvider(c, 'csv') },
    { name: 'read CSV import', method: 'GET', url: (_c, x) => `/api/csv_imports/${x.importId}`, allowed: 'project.settings', ok: 200, setup: freshImport },
  ];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Owner');
    const project = await createProject(t, owner, 'Matrix');
    ctx = { projectId: project.id, projectIri: project['@id'] };
    actors.OWNER = owner;
    actors.ADMIN = await addMember(t, project.id, 'ADMIN');
    actors.REPRESENTATIVE = await addMember(t, project.id, 'REPRESENTATIVE');
    // Owner of another project: a caller with real rights, just not here.
    actors.foreign = await signUp(t, 'Foreign owner');
    await createProject(t, actors.foreign, 'Elsewhere');
    actors.anonymous = undefined;
  });
  afterAll(() => t.close());

  const callers = [...roles, 'foreign', 'anonymous'] as const;
  const cases = rows.flatMap((row) => callers.map((caller) => [row.name, caller, row] as const));

  it.each(cases)('%s as %s', async (_name, caller, row) => {
    const target = row.setup ? await row.setup(ctx) : {};
    const actor = actors[caller];
    const body = row.body?.(ctx, target);
    const headers: Record<string, string> = { ...(actor?.headers ?? {}) };
    if (body !== undefined) headers['content-type'] = row.method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
    const response = await t.app.inject({ method: row.method, url: row.url(ctx, target), headers, payload: body === undefined ? undefined : JSON.stringify(body) });

    let expected: number;
    if (caller === 'anonymous') expected = 401;
    else if (caller === 'foreign') expected = 404;
    else if (row.allowed === 'owner-only') expected = caller === 'OWNER' ? row.ok : 403;
    else expected = hasPermission(caller, row.allowed) ? row.ok : 403;

    expect(response.statusCode, response.body).toBe(expected);
    if (expected >= 400) expect(response.json()).toMatchObject({ '@type': 'hydra:Error', status: expected });
  });
});
