import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createProject, mergePatch, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('projects API', () => {
  let t: TestApp;
  let owner: Actor;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
  });
  afterAll(() => t.close());

  it('creates a project with a trimmed name, the creator as OWNER and the default settings', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: owner.headers,
      payload: { name: '  North Team  ', settings: [{ name: 'timezone', value: 'America/New_York' }] },
    });
    expect(response.statusCode).toBe(201);
    const project = response.json();
    expect(project).toMatchObject({ '@type': 'Project', name: 'North Team', role: 'OWNER' });
    expect(project['@id']).toBe(`/api/projects/${project.id}`);
    expect(project.settings).toEqual(
      expect.arrayContaining([
        { name: 'currency', value: 'USD' },
        { name: 'timezone', value: 'America/New_York' },
        { name: 'work_hours', value: '08:00-17:00' },
        { name: 'gift_shop_enabled', value: '0' },
      ]),
    );
  });

  it.each([
    [{ name: '   ' }, 'name', 'required field'],
    [{}, 'name', 'required field'],
    [{ name: 'x'.repeat(101) }, 'name', 'name should be at most 100 characters'],
    [
      { name: 'Ok', settings: [{ name: 'timezone', value: 'Mars/Olympus' }] },
      'settings.0.value',
      'must be an IANA time zone, e.g. Europe/Berlin',
    ],
    [{ name: 'Ok', settings: [{ name: 'colour', value: 'red' }] }, 'settings.0.name', 'unknown setting'],
  ])('rejects %j with a violation on %s', async (payload, propertyPath, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/projects', headers: owner.headers, payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toContainEqual({ propertyPath, message });
  });

  it('lists only the caller’s projects, sorted by name, with paging, total and a name filter', async () => {
    const me = await signUp(t, 'Lister');
    for (const name of ['beta', 'Alpha', 'gamma', 'Delta']) await createProject(t, me, name);
    await createProject(t, owner, 'Alpha of someone else');

    const all = await t.app.inject({ method: 'GET', url: '/api/projects', headers: me.headers });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(4);
    expect(all.json().projects.map((p: { name: string }) => p.name)).toEqual(['Alpha', 'beta', 'Delta', 'gamma']);

    const page2 = await t.app.inject({ method: 'GET', url: '/api/projects?itemsPerPage=3&page=2', headers: me.headers });
    expect(page2.json()).toMatchObject({ total: 4, projects: [{ name: 'gamma' }] });

    const filtered = await t.app.inject({ method: 'GET', url: '/api/projects?name=ALP', headers: me.headers });
    expect(filtered.json()).toMatchObject({ total: 1, projects: [{ name: 'Alpha' }] });

    const wildcard = await t.app.inject({ method: 'GET', url: '/api/projects?name=%25', headers: me.headers });
    expect(wildcard.json().total).toBe(0);
  });

  it('rejects bad paging with 422', async () => {
    for (const query of ['itemsPerPage=0', 'itemsPerPage=1000', 'page=0', 'page=abc']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/projects?${query}`, headers: owner.headers });
      expect(response.statusCode).toBe(422);
    }
  });

  it('returns the project-data query with settings as resources', async () => {
    const project = await createProject(t, owner, 'Data', 'Asia/Tokyo');
    const response = await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}/data`, headers: owner.headers });
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data.project.id).toBe(project.id);
    expect(data.settings).toContainEqual(
      expect.objectContaining({ '@type': 'Setting', name: 'timezone', value: 'Asia/Tokyo', project: project['@id'] }),
    );
  });

  it('returns the project’s properties beside its settings, from every provider, sorted by name, and no other project’s', async () => {
    const project = await createProject(t, owner, 'With fields');
    const other = await createProject(t, owner, 'Elsewhere');
    const provider = async (projectIri: string, name: string): Promise<{ '@id': string }> =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/data_providers',
          headers: owner.headers,
          payload: { project: projectIri, type: 'webhook', name },
        })
      ).json();
    const declare = async (dataProvider: string, key: string, name?: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/properties',
        headers: owner.headers,
        payload: { dataProvider, key, name, valueType: 'integer' },
      });
      expect(response.statusCode).toBe(201);
    };
    const crm = await provider(project['@id'], 'CRM');
    const shop = await provider(project['@id'], 'Shop');
    const foreign = await provider(other['@id'], 'Foreign CRM');
    await declare(crm['@id'], 'seats', 'Seats');
    await declare(shop['@id'], 'region', 'Area');
    await declare(foreign['@id'], 'secret_field', 'Secret');
    const rep = await addMember(t, project.id, 'REPRESENTATIVE');

    for (const actor of [owner, rep]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}/data`, headers: actor.headers });
      expect(response.statusCode).toBe(200);
      const data = response.json();
      expect(data.settings.length).toBeGreaterThan(0);
      expect(data.properties.map((p: { name: string }) => p.name)).toEqual(['Area', 'Seats']);
      expect(data.properties[1]).toMatchObject({
        '@type': 'Property',
        key: 'seats',
        valueType: 'integer',
        dataProvider: crm['@id'],
        project: project['@id'],
        options: [],
      });
    }
    const elsewhere = await t.app.inject({ method: 'GET', url: `/api/projects/${other.id}/data`, headers: owner.headers });
    expect(elsewhere.json().properties.map((p: { name: string }) => p.name)).toEqual(['Secret']);
    const stranger = await signUp(t, 'Sam Stranger');
    expect((await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}/data`, headers: stranger.headers })).statusCode).toBe(
      404,
    );
  });

  it('lets admins rename, and only owners delete; a deleted project answers 410 to members and 404 to others', async () => {
    const project = await createProject(t, owner, 'Doomed');
    const admin = await addMember(t, project.id, 'ADMIN');
    const rep = await addMember(t, project.id, 'REPRESENTATIVE');
    const outsider = await signUp(t);

    const rename = await t.app.inject({
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      headers: mergePatch(admin.headers),
      payload: JSON.stringify({ name: 'Renamed' }),
    });
    expect(rename.statusCode).toBe(200);
    expect(rename.json()).toMatchObject({ name: 'Renamed', role: 'ADMIN' });
    const repRename = await t.app.inject({
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      headers: mergePatch(rep.headers),
      payload: JSON.stringify({ name: 'No' }),
    });
    expect(repRename.statusCode).toBe(403);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/projects/${project.id}`, headers: admin.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/projects/${project.id}`, headers: owner.headers })).statusCode).toBe(204);

    const asMember = await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}`, headers: rep.headers });
    expect(asMember.statusCode).toBe(410);
    expect(asMember.json()['hydra:description']).toBe('The project has been deleted.');
    expect((await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}`, headers: outsider.headers })).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/projects', headers: rep.headers });
    expect(list.json().projects.map((p: { id: string }) => p.id)).not.toContain(project.id);
  });
});
