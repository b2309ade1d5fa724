import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, mergePatch, signUp, type Actor, createWebhookProvider } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { postEvents } from '../../test/webhook-client';
import { deals } from '../db/schema/activity';
import { findForbiddenText, NUL_MESSAGE, SURROGATE_MESSAGE } from './text-guard';

describe('findForbiddenText', () => {
  it.each([
    ['plain text', 'North Team', null],
    ['a bare string', 'a\u0000b', ''],
    ['a nested value', { settings: [{ name: 'timezone', value: 'x\u0000' }] }, 'settings.0.value'],
    ['a key', { ['na\u0000me']: 'ok' }, 'na\u0000me'],
    ['the first of several', { a: 'ok', b: ['fine', '\u0000'], c: '\u0000' }, 'b.1'],
    ['a key before a later value', { a: 'ok', ['b\u0000']: 'fine', c: '\u0000' }, 'b\u0000'],
    ['numbers, booleans and null', { a: 1, b: true, c: null, d: [2, false] }, null],
  ])('%s holds a NUL at %j', (_, value, expected) => {
    expect(findForbiddenText(value)).toEqual(expected === null ? null : { path: expected, message: NUL_MESSAGE });
  });

  it.each([
    ['a lone high surrogate', { title: 'x\ud800' }, 'title'],
    ['a lone low surrogate', { widgets: [{ title: '\udc00y' }] }, 'widgets.0.title'],
    ['a high surrogate at the end', ['ok', 'end\udbff'], '1'],
    ['a pair in the wrong order', { name: '\udc00\ud800' }, 'name'],
  ])('%s is found', (_, value, path) => {
    expect(findForbiddenText(value)).toEqual({ path, message: SURROGATE_MESSAGE });
  });

  it('takes well-formed text outside the basic plane (emoji are surrogate pairs)', () => {
    expect(findForbiddenText({ name: '💥 Team 𝔸', tags: ['👍🏽'] })).toBeNull();
  });

  it('walks a deep value without recursion', () => {
    let deep: unknown = '\u0000';
    for (let level = 0; level < 10_000; level++) deep = [deep];
    expect(findForbiddenText(deep)?.message).toBe(NUL_MESSAGE);
  });

  it('leaves objects that are not JSON data alone (a CSV upload stream)', () => {
    class Stream {
      chunk = '\u0000';
    }
    expect(findForbiddenText(new Stream())).toBeNull();
  });
});

// PostgreSQL text cannot store U+0000; before the guard such a field was a 500 on every route.
describe('a NUL character in the request', () => {
  let t: TestApp;
  let owner: Actor;
  let project: { id: string; '@id': string };
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner);
  });
  afterAll(() => t.close());

  it('is a 422 naming the field in a JSON body, and nothing is stored', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: owner.headers,
      payload: { name: 'North\u0000Team' },
    });
    expect(created.statusCode).toBe(422);
    expect(created.json().violations).toEqual([{ propertyPath: 'name', message: NUL_MESSAGE }]);
    const listed = await t.app.inject({ method: 'GET', url: '/api/projects', headers: owner.headers });
    expect(listed.json().total).toBe(1);

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      headers: mergePatch(owner.headers),
      payload: { name: '\u0000' },
    });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().violations).toEqual([{ propertyPath: 'name', message: NUL_MESSAGE }]);
  });

  it('is a 422 in a query string', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/projects?name=North%00', headers: owner.headers });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([{ propertyPath: 'name', message: NUL_MESSAGE }]);
  });

  it('is a 422 at sign-up, where no one is signed in yet', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Nul\u0000Person', email: 'nul-person@example.com', plainPassword: 'a-good-password-1' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([{ propertyPath: 'name', message: NUL_MESSAGE }]);
  });

  it('does not let an unsigned request learn anything: authentication answers first', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/projects', payload: { name: '\u0000' } });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a signed webhook batch whole, after the signature check', async () => {
    const provider = await createWebhookProvider(t, owner, project);
    const batch = {
      events: [
        { type: 'deal', externalId: 'd-ok', stage: 'new', createdAt: '2026-11-02T08:00:00Z', updatedAt: '2026-11-02T08:00:00Z' },
        {
          type: 'deal',
          externalId: 'd-nul',
          stage: 'new',
          title: 'ACME\u0000',
          createdAt: '2026-11-02T08:00:00Z',
          updatedAt: '2026-11-02T08:00:00Z',
        },
      ],
    };
    const unsigned = await postEvents(t.app, provider.id, provider.secret, batch, { signature: 'sha256=00' });
    expect(unsigned.statusCode).toBe(401);
    const signed = await postEvents(t.app, provider.id, provider.secret, batch);
    expect(signed.statusCode).toBe(422);
    expect(signed.json().violations).toEqual([{ propertyPath: 'events.1.title', message: NUL_MESSAGE }]);
    expect(await t.db.select().from(deals).where(eq(deals.projectId, project.id))).toEqual([]);
  });
});

// JSON can carry half of a surrogate pair ("\ud800"). Before the guard it was a 500 in jsonb and key
// columns (a webhook externalId, a distribution condition, a widget title) and silently replaced by
// U+FFFD in plain text columns, so the same user event sent twice was answered "unchanged".
describe('an unpaired surrogate in the request', () => {
  let t: TestApp;
  let owner: Actor;
  let project: { id: string; '@id': string };
  let provider: { id: string; secret: string };
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner);
    provider = await createWebhookProvider(t, owner, project);
  });
  afterAll(() => t.close());

  const violationsOf = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(422);
    return (response.json() as { violations: unknown[] }).violations;
  };

  it('is a 422 naming the field in a webhook batch, for keys and plain text alike, and nothing is stored', async () => {
    const call = { type: 'call', externalId: 'c-\ud800', startedAt: '2026-11-02T09:00:00Z', durationSeconds: 5 };
    expect(violationsOf(await postEvents(t.app, provider.id, provider.secret, { events: [call] }))).toEqual([
      { propertyPath: 'events.0.externalId', message: SURROGATE_MESSAGE },
    ]);
    const user = { type: 'user', externalId: 'u-1', name: 'Rita \udc00' };
    expect(violationsOf(await postEvents(t.app, provider.id, provider.secret, { events: [user] }))).toEqual([
      { propertyPath: 'events.0.name', message: SURROGATE_MESSAGE },
    ]);
    // The same user with its name whole is new, not "unchanged".
    const fixed = await postEvents(t.app, provider.id, provider.secret, { events: [{ ...user, name: 'Rita' }] });
    expect(fixed.json()).toEqual({ accepted: 1, unchanged: 0 });
  });

  it('is a 422 in a board widget title and a distribution condition', async () => {
    const board = await t.app.inject({
      method: 'POST',
      url: '/api/dashboards',
      headers: owner.headers,
      payload: { project: project['@id'], name: 'Board', widgets: [{ title: 'Calls \ud83d', metric: 'calls', view: 'total' }] },
    });
    expect(violationsOf(board)).toEqual([{ propertyPath: 'widgets.0.title', message: SURROGATE_MESSAGE }]);
    const distribution = await t.app.inject({
      method: 'POST',
      url: '/api/distributions',
      headers: owner.headers,
      payload: {
        project: project['@id'],
        name: 'Inbound',
        propertyConditions: [{ property: '/api/properties/x', operator: 'eq', value: '\udfff' }],
      },
    });
    expect(violationsOf(distribution)).toEqual([{ propertyPath: 'propertyConditions.0.value', message: SURROGATE_MESSAGE }]);
  });
});
