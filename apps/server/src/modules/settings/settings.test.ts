import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createProject, mergePatch, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('settings API', () => {
  let t: TestApp;
  let owner: Actor;
  let project: { id: string; '@id': string };
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    project = await createProject(t, owner);
  });
  afterAll(() => t.close());

  const create = (headers: Record<string, string>, name: string, value: string, projectRef = project['@id']) =>
    t.app.inject({ method: 'POST', url: '/api/settings', headers, payload: { project: projectRef, name, value } });

  it.each([
    ['distribution_delay', '15'],
    ['distribution_postpone', '0'],
    ['away_count_limit', '3'],
    ['forecast_negotiation_to_bill', '35.5'],
    ['forecast_bill_to_won', '60'],
  ])('creates %s = %s, then reads, changes and deletes it', async (name, value) => {
    const created = await create(owner.headers, name, value);
    expect(created.statusCode).toBe(201);
    const setting = created.json();
    expect(setting).toMatchObject({ '@type': 'Setting', name, value, project: project['@id'] });

    const read = await t.app.inject({ method: 'GET', url: setting['@id'], headers: owner.headers });
    expect(read.json().value).toBe(value);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: setting['@id'],
      headers: mergePatch(owner.headers),
      payload: JSON.stringify({ value: '1' }),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().value).toBe('1');
    expect((await t.app.inject({ method: 'DELETE', url: setting['@id'], headers: owner.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: setting['@id'], headers: owner.headers })).statusCode).toBe(404);
  });

  it.each([
    ['timezone', 'Nowhere/City', 'must be an IANA time zone, e.g. Europe/Berlin'],
    ['currency', 'XYZW', 'must be an ISO 4217 currency code, e.g. USD'],
    ['work_hours', '17:00-08:00', 'must be HH:mm-HH:mm with the start before the end'],
    ['work_hours', '8-17', 'must be HH:mm-HH:mm with the start before the end'],
    ['distribution_delay', '1.5', 'must be a whole number of minutes from 0 to 1440'],
    ['away_count_limit', '-1', 'must be a whole number from 0 to 100'],
    ['gift_shop_enabled', 'yes', 'must be 0 or 1'],
    ['forecast_bill_to_won', '101', 'must be a percentage from 0 to 100'],
    ['language', 'english', 'must be a language code, e.g. en'],
  ])('rejects %s = %s', async (name, value, message) => {
    const response = await create(owner.headers, name, value);
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toContainEqual({ propertyPath: 'value', message });
  });

  it('rejects unknown names, duplicates and bad project references', async () => {
    const unknown = await create(owner.headers, 'favourite_colour', 'blue');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().violations).toContainEqual({ propertyPath: 'name', message: 'unknown setting' });

    const duplicate = await create(owner.headers, 'currency', 'EUR');
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().violations[0].propertyPath).toBe('name');

    const badRef = await create(owner.headers, 'away_count_limit', '2', '/api/teams/nope');
    expect(badRef.statusCode).toBe(422);
    expect(badRef.json().violations[0].propertyPath).toBe('project');
  });

  it('validates a changed value by the rule of its setting', async () => {
    const data = (await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}/data`, headers: owner.headers })).json();
    const currency = data.settings.find((s: { name: string }) => s.name === 'currency');
    const bad = await t.app.inject({
      method: 'PATCH',
      url: currency['@id'],
      headers: mergePatch(owner.headers),
      payload: JSON.stringify({ value: 'Dollars' }),
    });
    expect(bad.statusCode).toBe(422);
    const good = await t.app.inject({
      method: 'PATCH',
      url: currency['@id'],
      headers: mergePatch(owner.headers),
      payload: JSON.stringify({ value: 'EUR' }),
    });
    expect(good.json().value).toBe('EUR');
    const renaming = await t.app.inject({
      method: 'PATCH',
      url: currency['@id'],
      headers: mergePatch(owner.headers),
      payload: JSON.stringify({ name: 'timezone' }),
    });
    expect(renaming.statusCode).toBe(422);
  });

  it('lets representatives read but not change settings; outsiders see nothing', async () => {
    const rep = await addMember(t, project.id, 'REPRESENTATIVE');
    const outsider = await signUp(t);
    const data = (await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}/data`, headers: owner.headers })).json();
    const setting = data.settings[0];
    expect((await t.app.inject({ method: 'GET', url: setting['@id'], headers: rep.headers })).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: setting['@id'],
          headers: mergePatch(rep.headers),
          payload: JSON.stringify({ value: 'x' }),
        })
      ).statusCode,
    ).toBe(403);
    expect((await create(rep.headers, 'away_count_limit', '2')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: setting['@id'], headers: outsider.headers })).statusCode).toBe(404);
    expect((await create(outsider.headers, 'away_count_limit', '2')).statusCode).toBe(404);
  });
});
