import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, mergePatch, signUp, type Actor } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

// Distributions, distribution presets, data providers and custom boards are picked by name in
// lists and selects, so a name is unique within its project, whatever its case (migration 0035).

type Named = { collection: string; body: (project: string) => Record<string, unknown> };

const kinds: Record<string, Named> = {
  distribution: { collection: 'distributions', body: (project) => ({ project, active: false }) },
  'distribution preset': { collection: 'distribution_presets', body: (project) => ({ project, employees: [] }) },
  'data provider': { collection: 'data_providers', body: (project) => ({ project, type: 'webhook' }) },
  'custom board': { collection: 'dashboards', body: (project) => ({ project }) },
};

describe('names unique within a project', () => {
  let t: TestApp;
  let owner: Actor;
  let project: { '@id': string };
  let other: { '@id': string };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner, 'Acme');
    other = await createProject(t, owner, 'Globex');
  });
  afterAll(() => t.close());

  const create = (kind: Named, projectIri: string, name: string) =>
    t.app.inject({ method: 'POST', url: `/api/${kind.collection}`, headers: owner.headers, payload: { ...kind.body(projectIri), name } });
  const rename = (kind: Named, id: string, name: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/${kind.collection}/${id}`,
      headers: mergePatch(owner.headers),
      payload: JSON.stringify({ name }),
    });
  const nameTaken = { propertyPath: 'name', message: 'this name is already used in the project' };

  describe.each(Object.entries(kinds))('%s', (_label, kind) => {
    it('refuses a second one of the same name in any case, and allows it in another project', async () => {
      const first = await create(kind, project['@id'], 'Inbound EU');
      expect(first.statusCode, first.body).toBe(201);

      const again = await create(kind, project['@id'], '  inbound eu ');
      expect(again.statusCode, again.body).toBe(422);
      expect(again.json().violations).toEqual([nameTaken]);

      const elsewhere = await create(kind, other['@id'], 'Inbound EU');
      expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    });

    it('refuses a rename onto a taken name, and lets a row keep or recase its own', async () => {
      const taken = (await create(kind, project['@id'], 'Outbound')).json() as { id: string };
      const renamed = (await create(kind, project['@id'], 'Renewals')).json() as { id: string };

      const onto = await rename(kind, renamed.id, 'OUTBOUND');
      expect(onto.statusCode, onto.body).toBe(422);
      expect(onto.json().violations).toEqual([nameTaken]);

      expect((await rename(kind, renamed.id, 'Renewals')).statusCode).toBe(200);
      const recased = await rename(kind, taken.id, 'OutBound');
      expect(recased.statusCode, recased.body).toBe(200);
      expect(recased.json().name).toBe('OutBound');
    });

    it('lets exactly one of two simultaneous creates of one name through, the other with 422', async () => {
      const answers = await Promise.all([create(kind, project['@id'], 'Race'), create(kind, project['@id'], 'race')]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    });
  });
});
