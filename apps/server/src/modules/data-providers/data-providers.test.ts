import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createProject, mergePatch, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { dataProviders } from '../../db/schema/data-providers';

describe('data providers API', () => {
  let t: TestApp;
  let owner: Actor;
  let project: { id: string; '@id': string };
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    project = await createProject(t, owner);
  });
  afterAll(() => t.close());

  const create = (actor: Actor, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/data_providers', headers: actor.headers, payload: { project: project['@id'], ...body } });

  it('creates a webhook provider, shows its URL and its secret once, and keeps the secret sealed', async () => {
    const response = await create(owner, { type: 'webhook', name: 'Website forms' });
    expect(response.statusCode).toBe(201);
    const provider = response.json();
    expect(provider).toMatchObject({ '@type': 'DataProvider', type: 'webhook', name: 'Website forms', state: 'active', lastError: null });
    expect(provider.webhookUrl).toBe(`http://app.test/api/data_providers/${provider.id}/events`);
    expect(provider.secret).toMatch(/^whsec_[\w-]{32}$/);

    const read = (await t.app.inject({ method: 'GET', url: provider['@id'], headers: owner.headers })).json();
    expect(read).not.toHaveProperty('secret');
    expect(JSON.stringify(read)).not.toContain(provider.secret);
    const [row] = await t.db.select().from(dataProviders).where(eq(dataProviders.id, provider.id));
    expect(row?.credentials).toBeTruthy();
    expect(row?.credentials).not.toContain(provider.secret);
  });

  it('lists, renames, pauses and deletes providers', async () => {
    const provider = (await create(owner, { type: 'csv', name: 'Old CRM export' })).json();
    expect(provider.webhookUrl).toBeNull();
    expect(provider).not.toHaveProperty('secret');
    const list = await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}/data_providers`, headers: owner.headers });
    expect(list.json()['hydra:member'].map((p: { id: string }) => p.id)).toContain(provider.id);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: provider['@id'],
      headers: mergePatch(owner.headers),
      payload: JSON.stringify({ name: 'Export 2025', state: 'paused' }),
    });
    expect(patched.json()).toMatchObject({ name: 'Export 2025', state: 'paused' });
    expect((await t.app.inject({ method: 'DELETE', url: provider['@id'], headers: owner.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: provider['@id'], headers: owner.headers })).statusCode).toBe(404);
  });

  it('rejects bad input', async () => {
    expect((await create(owner, { type: 'carrier-pigeon', name: 'x' })).statusCode).toBe(422);
    expect((await create(owner, { type: 'webhook', name: '  ' })).statusCode).toBe(422);
    expect((await create(owner, { type: 'webhook', name: 'x', project: 'nope' })).statusCode).toBe(422);
    const provider = (await create(owner, { type: 'csv', name: 'Patch me' })).json();
    const badState = await t.app.inject({
      method: 'PATCH',
      url: provider['@id'],
      headers: mergePatch(owner.headers),
      payload: JSON.stringify({ state: 'error' }),
    });
    expect(badState.statusCode).toBe(422);
  });

  it('is for admins and owners only; other projects see nothing', async () => {
    const admin = await addMember(t, project.id, 'ADMIN');
    const rep = await addMember(t, project.id, 'REPRESENTATIVE');
    const outsider = await signUp(t);
    await createProject(t, outsider, 'Theirs');
    expect((await create(admin, { type: 'webhook', name: 'By admin' })).statusCode).toBe(201);
    expect((await create(rep, { type: 'webhook', name: 'By rep' })).statusCode).toBe(403);
    expect((await create(outsider, { type: 'webhook', name: 'By outsider' })).statusCode).toBe(404);
    const provider = (await create(owner, { type: 'webhook', name: 'Private' })).json();
    for (const actor of [rep])
      expect((await t.app.inject({ method: 'GET', url: provider['@id'], headers: actor.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: provider['@id'], headers: outsider.headers })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}/data_providers`, headers: outsider.headers })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}/data_providers`, headers: rep.headers })).statusCode,
    ).toBe(403);
  });
});
