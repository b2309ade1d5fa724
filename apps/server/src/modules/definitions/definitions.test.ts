import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createProject, mergePatch, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { postEvents } from '../../../test/webhook-client';

type Provider = { id: string; '@id': string; secret: string };
type Definition = { id: string; '@id': string; dataProvider: string; stage: string; label: string; kind: string | null; position: number };

describe('definitions API', () => {
  let t: TestApp;
  let owner: Actor;
  let project: { id: string; '@id': string };
  let provider: Provider;

  const createProvider = async (actor: Actor, projectRef: string, name: string): Promise<Provider> =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/data_providers',
        headers: actor.headers,
        payload: { project: projectRef, type: 'webhook', name },
      })
    ).json();

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner);
    provider = await createProvider(owner, project['@id'], 'CRM');
  });
  afterAll(() => t.close());

  const create = (actor: Actor, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/definitions',
      headers: actor.headers,
      payload: { dataProvider: provider['@id'], kind: null, ...body },
    });
  const patch = (actor: Actor, id: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: `/api/definitions/${id}`, headers: mergePatch(actor.headers), payload: JSON.stringify(body) });
  const list = (actor: Actor, query = '', projectId = project.id) =>
    t.app.inject({ method: 'GET', url: `/api/projects/${projectId}/definitions${query}`, headers: actor.headers });
  const members = async (query: string): Promise<Definition[]> => (await list(owner, query)).json()['hydra:member'];

  it('creates a stage, labels and maps it, and lists it', async () => {
    const created = await create(owner, { stage: 'contract-sent', label: 'Contract sent', kind: 'bill' });
    expect(created.statusCode).toBe(201);
    const definition = created.json();
    expect(definition).toMatchObject({
      '@type': 'Definition',
      project: project['@id'],
      dataProvider: provider['@id'],
      stage: 'contract-sent',
      label: 'Contract sent',
      kind: 'bill',
    });
    expect(definition['@id']).toBe(`/api/definitions/${definition.id}`);

    const changed = await patch(owner, definition.id, { label: 'Invoice sent', kind: 'won', position: 7 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ label: 'Invoice sent', kind: 'won', position: 7, stage: 'contract-sent' });
    expect((await patch(owner, definition.id, { kind: null })).json().kind).toBeNull();

    const collection = (await list(owner, `?dataProvider=${provider.id}`)).json();
    expect(collection['@type']).toBe('hydra:Collection');
    expect(collection['hydra:member']).toContainEqual(expect.objectContaining({ id: definition.id, label: 'Invoice sent', kind: null }));
  });

  it('labels a stage by its id when no label is given and appends it after the provider’s stages', async () => {
    const other = await createProvider(owner, project['@id'], 'Append test');
    const first = (await create(owner, { dataProvider: other.id, stage: 'a', kind: null, position: 4 })).json();
    const second = (await create(owner, { dataProvider: other['@id'], stage: 'b', kind: 'lost' })).json();
    expect(first).toMatchObject({ label: 'a', position: 4 });
    expect(second).toMatchObject({ label: 'b', position: 5, kind: 'lost' });
  });

  it('refuses a stage the provider already has', async () => {
    expect((await create(owner, { stage: 'twice', kind: null })).statusCode).toBe(201);
    const again = await create(owner, { stage: 'twice', kind: 'won' });
    expect(again.statusCode).toBe(422);
    expect(again.json().violations).toEqual([{ propertyPath: 'stage', message: 'this stage is already defined for the data provider' }]);
    // The same stage id of another provider is another stage.
    const other = await createProvider(owner, project['@id'], 'Second CRM');
    expect((await create(owner, { dataProvider: other['@id'], stage: 'twice', kind: 'won' })).statusCode).toBe(201);
  });

  it.each([
    ['an unknown kind', { stage: 'x', kind: 'maybe' }, 'kind'],
    ['a missing kind', { stage: 'x', kind: undefined }, 'kind'],
    ['an empty stage', { stage: '   ', kind: null }, 'stage'],
    ['an empty label', { stage: 'x', label: '', kind: null }, 'label'],
    ['a negative position', { stage: 'x', kind: null, position: -1 }, 'position'],
    ['a malformed provider reference', { stage: 'x', kind: null, dataProvider: '/api/projects/nope' }, 'dataProvider'],
  ])('rejects %s', async (_name, body, propertyPath) => {
    const response = await create(owner, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain(propertyPath);
  });

  it('answers 404 for an unknown provider or definition', async () => {
    const unknown = await create(owner, {
      stage: 'x',
      kind: null,
      dataProvider: '/api/data_providers/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await patch(owner, '00000000-0000-4000-8000-000000000000', { kind: 'won' })).statusCode).toBe(404);
  });

  it('rejects bad changes: an unknown kind, an empty label, the stage id itself', async () => {
    const definition = (await create(owner, { stage: 'patch-me', kind: null })).json();
    for (const body of [{ kind: 'maybe' }, { label: '  ' }, { stage: 'renamed' }, { position: 1.5 }]) {
      expect((await patch(owner, definition.id, body)).statusCode).toBe(422);
    }
  });

  it('sorts by provider, position and stage and pages the list', async () => {
    const sorted = await createProvider(owner, project['@id'], 'Sorted');
    for (const [stage, position] of [
      ['c', 0],
      ['b', 0],
      ['a', 1],
    ] as const) {
      await create(owner, { dataProvider: sorted.id, stage, kind: null, position });
    }
    expect((await members(`?dataProvider=${sorted['@id']}`)).map((d) => d.stage)).toEqual(['b', 'c', 'a']);
    const page = (await list(owner, `?dataProvider=${sorted.id}&itemsPerPage=2&page=2`)).json();
    expect(page['hydra:totalItems']).toBe(3);
    expect(page['hydra:member'].map((d: Definition) => d.stage)).toEqual(['a']);

    const all = await members('?itemsPerPage=500');
    const providerOrder = all.map((d) => d.dataProvider).filter((p, i, a) => a.indexOf(p) === i);
    expect(new Set(providerOrder).size).toBe(providerOrder.length);
    expect((await list(owner, '?dataProvider=nope')).statusCode).toBe(422);
    expect((await list(owner, '?itemsPerPage=501')).statusCode).toBe(422);
  });

  it('lists the stages a provider has sent in its deals, unmapped, and keeps a mapping when they come again', async () => {
    const crm = await createProvider(owner, project['@id'], 'Observed');
    const deal = (externalId: string, stage: string, updatedAt: string) => ({
      type: 'deal',
      externalId,
      stage,
      createdAt: '2026-11-02T08:00:00Z',
      updatedAt,
    });
    const sent = await postEvents(t.app, crm.id, crm.secret, {
      events: [deal('d-1', 'new', '2026-11-02T08:00:00Z'), deal('d-2', 'closedwon', '2026-11-02T09:00:00Z')],
    });
    expect(sent.statusCode).toBe(200);

    const seen = await members(`?dataProvider=${crm.id}`);
    expect(seen.map((d) => [d.stage, d.label, d.kind])).toEqual([
      ['closedwon', 'closedwon', null],
      ['new', 'new', null],
    ]);

    const won = seen.find((d) => d.stage === 'closedwon')!;
    await patch(owner, won.id, { label: 'Closed won', kind: 'won' });
    await postEvents(t.app, crm.id, crm.secret, {
      events: [deal('d-3', 'closedwon', '2026-11-03T09:00:00Z'), deal('d-1', 'lost', '2026-11-03T10:00:00Z')],
    });
    const after = await members(`?dataProvider=${crm.id}`);
    expect(after.map((d) => [d.stage, d.label, d.kind])).toEqual([
      ['closedwon', 'Closed won', 'won'],
      ['lost', 'lost', null],
      ['new', 'new', null],
    ]);
    // A stage already seen cannot be added again by hand.
    expect((await create(owner, { dataProvider: crm.id, stage: 'new', kind: 'negotiation' })).statusCode).toBe(422);
  });

  describe('permissions', () => {
    let admin: Actor;
    let rep: Actor;
    let outsider: Actor;
    let theirs: { id: string; '@id': string };
    let theirProvider: Provider;
    let theirDefinition: Definition;
    let ours: Definition;

    beforeAll(async () => {
      admin = await addMember(t, project.id, 'ADMIN');
      rep = await addMember(t, project.id, 'REPRESENTATIVE');
      outsider = await signUp(t, 'Foreign owner');
      theirs = await createProject(t, outsider, 'Theirs');
      theirProvider = await createProvider(outsider, theirs['@id'], 'Their CRM');
      theirDefinition = (
        await t.app.inject({
          method: 'POST',
          url: '/api/definitions',
          headers: outsider.headers,
          payload: { dataProvider: theirProvider['@id'], stage: 'secret', kind: 'won' },
        })
      ).json();
      ours = (await create(owner, { stage: 'ours', kind: null })).json();
    });

    it('lets admins manage definitions', async () => {
      expect((await create(admin, { stage: 'by-admin', kind: 'negotiation' })).statusCode).toBe(201);
      expect((await patch(admin, ours.id, { kind: 'refund' })).statusCode).toBe(200);
      expect((await list(admin)).statusCode).toBe(200);
    });

    it('refuses representatives with 403', async () => {
      expect((await create(rep, { stage: 'by-rep', kind: null })).statusCode).toBe(403);
      expect((await patch(rep, ours.id, { kind: 'won' })).statusCode).toBe(403);
      expect((await list(rep)).statusCode).toBe(403);
    });

    it('shows another project’s definitions and providers to nobody (404)', async () => {
      expect((await list(owner, '', theirs.id)).statusCode).toBe(404);
      expect((await patch(owner, theirDefinition.id, { kind: 'lost' })).statusCode).toBe(404);
      expect((await create(owner, { dataProvider: theirProvider['@id'], stage: 'sneaky', kind: null })).statusCode).toBe(404);
      expect((await list(outsider)).statusCode).toBe(404);
      // Filtering our list by their provider reveals nothing either.
      expect(await members(`?dataProvider=${theirProvider.id}`)).toEqual([]);
      const untouched = (await list(outsider, '', theirs.id)).json()['hydra:member'];
      expect(untouched).toEqual([expect.objectContaining({ stage: 'secret', kind: 'won' })]);
    });

    it('asks anonymous callers to sign in (401)', async () => {
      expect((await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}/definitions` })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/definitions', payload: { dataProvider: provider.id, stage: 'x', kind: null } }))
          .statusCode,
      ).toBe(401);
      expect((await t.app.inject({ method: 'PATCH', url: `/api/definitions/${ours.id}`, payload: { kind: 'won' } })).statusCode).toBe(401);
    });
  });
});
