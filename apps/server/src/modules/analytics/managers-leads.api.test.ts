import { leadProcessingResponseSchema, managersResponseSchema } from '@salespulse/contract/analytics';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendHistory } from '../../../test/activity-history';
import { addMember, createProject, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';

// POST /api/analytics/managers and /lead_processing: who may ask, what is refused and how (4xx in
// hydra form, never a 500), and that another project's data never shows. The numbers:
// managers.reference.test.ts and lead-processing.reference.test.ts.

type Provider = { id: string; '@id': string; secret: string };
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const ENDPOINTS = ['managers', 'lead_processing'] as const;

describe('managers and lead processing API: access and validation', () => {
  let t: TestApp;
  let owner: Actor;
  let rep: Actor & { employeeId: string };
  let outsider: Actor;
  let project: { id: string; '@id': string };
  let other: { id: string; '@id': string };
  let otherEmployee: string;
  let otherProduct: string;
  let otherProperty: string;
  const period = { from: '2026-11-02', to: '2026-11-06' };

  const post = (actor: Actor | undefined, path: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/analytics/${path}`,
      headers: actor?.headers ?? {},
      payload: payload as Record<string, unknown>,
    });
  const createProvider = async (actor: Actor, projectIri: string, name: string): Promise<Provider> =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/data_providers',
        headers: actor.headers,
        payload: { project: projectIri, type: 'webhook', name },
      })
    ).json();

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    outsider = await signUp(t, 'Oscar Outsider');
    project = await createProject(t, owner, 'Mine', 'Europe/Berlin');
    other = await createProject(t, outsider, 'Elsewhere', 'UTC');
    rep = await addMember(t, project.id, 'REPRESENTATIVE', 'Rita Rep');
    otherEmployee = (await addMember(t, other.id, 'REPRESENTATIVE', 'Foreign Rep')).employeeId;
    const mine = await createProvider(owner, project['@id'], 'CRM');
    const foreign = await createProvider(outsider, other['@id'], 'Foreign CRM');
    await sendHistory(
      t.app,
      mine,
      [{ externalId: 'D-1', createdAt: '2026-11-02T09:00:00+01:00', owner: 'u-rita', amount: 100 }],
      [{ type: 'user', externalId: 'u-rita', name: 'Rita', email: rep.email }],
    );
    // The other project: a lead for its rep in the same week, with the same external id.
    await sendHistory(
      t.app,
      foreign,
      [{ externalId: 'D-1', createdAt: '2026-11-03T09:00:00Z', owner: 'x', amount: 999 }],
      [{ type: 'user', externalId: 'x', name: 'X', email: 'x@example.com' }],
    );
    // A product and a property of the other project (the catalogue's own tests cover how they appear).
    const insert = async (statement: ReturnType<typeof sql>) =>
      ((await t.db.execute(statement)) as unknown as { rows: { id: string }[] }).rows[0]!.id;
    otherProduct = await insert(
      sql`insert into products (project_id, data_provider_id, external_key, name) values (${other.id}, ${foreign.id}, 'p-1', 'Foreign product') returning id`,
    );
    otherProperty = await insert(
      sql`insert into properties (project_id, data_provider_id, key, name) values (${other.id}, ${foreign.id}, 'source', 'Source') on conflict (data_provider_id, key) do update set name = excluded.name returning id`,
    );
  });
  afterAll(() => t?.close());

  it.each(ENDPOINTS)('%s answers members of any role, in the contract shape', async (endpoint) => {
    const response = await post(rep, endpoint, { project: project['@id'], date: period });
    expect(response.statusCode).toBe(200);
    const schema = endpoint === 'managers' ? managersResponseSchema : leadProcessingResponseSchema;
    expect(schema.safeParse(response.json()).success).toBe(true);
  });

  it.each(ENDPOINTS)('%s needs a signed-in caller', async (endpoint) => {
    expect((await post(undefined, endpoint, { project: project.id, date: period })).statusCode).toBe(401);
  });

  it.each(ENDPOINTS)('%s answers 404 for a project the caller is not a member of, or one that does not exist', async (endpoint) => {
    for (const projectRef of [project['@id'], `/api/projects/${UNKNOWN}`]) {
      const response = await post(outsider, endpoint, { project: projectRef, date: period });
      expect(response.statusCode, projectRef).toBe(404);
      expect(response.json()['@type']).toBe('hydra:Error');
    }
  });

  it("never shows another project's deals", async () => {
    const managers = (await post(owner, 'managers', { project: project.id, date: period })).json();
    expect(managers.total).toMatchObject({ count: 1, negotiationsTotal: 0 });
    const leads = (
      await post(owner, 'lead_processing', { project: project.id, date: period, dealsOf: `/api/employees/${rep.employeeId}` })
    ).json();
    expect(
      leads.employees.flatMap((r: { participatedDeals?: { externalId: string }[] }) =>
        (r.participatedDeals ?? []).map((d) => d.externalId),
      ),
    ).toEqual(['D-1']);
    expect(leads.employees.find((r: { employee: string | null }) => r.employee === null)).toBeUndefined();
    const unowned = (await post(owner, 'lead_processing', { project: project.id, date: period, dealsOf: null })).json();
    expect(unowned.employees.flatMap((r: { participatedDeals?: unknown[] }) => r.participatedDeals ?? [])).toEqual([]);
    const theirs = (await post(outsider, 'managers', { project: other.id, date: period })).json();
    expect(theirs.total.count).toBe(1);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['a period ending before it starts', { date: { from: '2026-11-03', to: '2026-11-02' } }, 'date.to'],
    ['a period longer than a year', { date: { from: '2025-01-01', to: '2026-01-02' } }, 'date.to'],
    ['a bad time', { dateTimeRanges: [{ fromTime: '8:00', toTime: '17:00:00', daysOfWeek: [1] }] }, 'dateTimeRanges.0.fromTime'],
    ['day 8', { dateTimeRanges: [{ fromTime: '08:00:00', toTime: '17:00:00', daysOfWeek: [8] }] }, 'dateTimeRanges.0.daysOfWeek.0'],
    [
      'an exclusion ending before it starts',
      { dateTimeRangeExclusions: [{ fromTime: '13:00:00', toTime: '12:00:00', daysOfWeek: [1] }] },
      'dateTimeRangeExclusions.0.toTime',
    ],
    ['a duration range (calls only)', { durationRange: { min: 1 } }, ''],
    ['an unknown field', { colour: 'red' }, ''],
    ['an employee of another project', { employees: ['FOREIGN_EMPLOYEE'] }, 'employees.0'],
    ['an unknown employee', { employees: [`/api/employees/${UNKNOWN}`] }, 'employees.0'],
    ['a product of another project', { products: ['FOREIGN_PRODUCT'] }, 'products.0'],
    ['a property of another project', { properties: [{ propertyId: 'FOREIGN_PROPERTY', options: ['web'] }] }, 'properties.0.propertyId'],
    ['a malformed project', { project: 'not-a-project' }, 'project'],
  ];
  const foreignRefs = (value: unknown): unknown => {
    if (value === 'FOREIGN_EMPLOYEE') return `/api/employees/${otherEmployee}`;
    if (value === 'FOREIGN_PRODUCT') return `/api/products/${otherProduct}`;
    if (value === 'FOREIGN_PROPERTY') return `/api/properties/${otherProperty}`;
    if (Array.isArray(value)) return value.map(foreignRefs);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, foreignRefs(v)]));
    return value;
  };

  describe('lead_processing deal lists (dealsOf)', () => {
    const ask = (actor: Actor, dealsOf: unknown) => post(actor, 'lead_processing', { project: project['@id'], date: period, dealsOf });

    it.each([
      ['an employee of another project', () => `/api/employees/${otherEmployee}`],
      ['an unknown employee', () => `/api/employees/${UNKNOWN}`],
      ['a malformed reference', () => '/api/products/not-an-id'],
    ])('refuses %s with a 422 violation on dealsOf', async (_name, dealsOf) => {
      const response = await ask(owner, dealsOf());
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['dealsOf']);
    });

    it('refuses a number and answers outsiders 404 whatever they name', async () => {
      expect((await ask(owner, 7)).statusCode).toBe(422);
      expect((await ask(outsider, `/api/employees/${rep.employeeId}`)).statusCode).toBe(404);
    });

    it('is not a managers filter', async () => {
      expect((await post(owner, 'managers', { project: project['@id'], date: period, dealsOf: null })).statusCode).toBe(422);
    });
  });

  describe.each(ENDPOINTS)('%s', (endpoint) => {
    it.each(invalid)('refuses %s with a 422 violation', async (_name, change, propertyPath) => {
      const response = await post(owner, endpoint, foreignRefs({ project: project['@id'], date: period, ...change }));
      expect(response.statusCode, response.body).toBe(422);
      const error = response.json();
      expect(error['@type']).toBe('hydra:Error');
      if (propertyPath) expect(error.violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain(propertyPath);
    });

    it('refuses a missing body with a 400 and a missing period with a 422', async () => {
      expect((await t.app.inject({ method: 'POST', url: `/api/analytics/${endpoint}`, headers: owner.headers })).statusCode).toBe(400);
      expect((await post(owner, endpoint, { project: project.id })).statusCode).toBe(422);
    });
  });
});
