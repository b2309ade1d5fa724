import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createProject, mergePatch, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { employees } from '../../db/schema/employees';
import { settings } from '../../db/schema/settings';

type Transaction = {
  id: string;
  employee: string;
  amount: number;
  balance: number;
  comment: string | null;
  author: { '@id': string; name: string } | null;
};
type Balance = { employee: string; points: number };

describe('points API', () => {
  let t: TestApp;
  let owner: Actor;
  let admin: Actor & { employeeId: string };
  let anna: Actor & { employeeId: string };
  let ben: Actor & { employeeId: string };
  let cleo: Actor & { employeeId: string };
  let project: { id: string; '@id': string };
  let ownerEmployee: string;

  const employeeIri = (id: string) => `/api/employees/${id}`;
  const award = (actor: Actor, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/point_transactions', headers: actor.headers, payload: body });
  const awarded = async (actor: Actor, employeeId: string, amount: number, comment?: string): Promise<Transaction> => {
    const response = await award(actor, { employee: employeeIri(employeeId), amount, ...(comment === undefined ? {} : { comment }) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const get = (actor: Actor, url: string) => t.app.inject({ method: 'GET', url, headers: actor.headers });
  const balances = async (actor: Actor, query = ''): Promise<Balance[]> => {
    const response = await get(actor, `/api/projects/${project.id}/point_balances${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json()['hydra:member'];
  };
  const history = async (actor: Actor, query = '') => {
    const response = await get(actor, `/api/projects/${project.id}/point_transactions${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { 'hydra:member': Transaction[]; 'hydra:totalItems': number };
  };
  const setGiftShop = (projectId: string, value: '0' | '1') =>
    t.db
      .update(settings)
      .set({ value })
      .where(and(eq(settings.projectId, projectId), eq(settings.name, 'gift_shop_enabled')));

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner);
    admin = await addMember(t, project.id, 'ADMIN', 'Adam Admin');
    anna = await addMember(t, project.id, 'REPRESENTATIVE', 'Anna Rep');
    ben = await addMember(t, project.id, 'REPRESENTATIVE', 'Ben Rep');
    cleo = await addMember(t, project.id, 'REPRESENTATIVE', 'Cleo Rep');
    const [row] = await t.db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.projectId, project.id), eq(employees.userId, owner.id)));
    ownerEmployee = row!.id;
  });
  afterAll(() => t.close());

  it('answers 403 on every points call while the gift shop is off (the default)', async () => {
    expect((await award(owner, { employee: employeeIri(anna.employeeId), amount: 5 })).statusCode).toBe(403);
    const list = await get(owner, `/api/projects/${project.id}/point_transactions`);
    expect(list.statusCode).toBe(403);
    expect(list.json()['hydra:description']).toBe('The gift shop is not enabled in this project.');
    expect((await get(anna, `/api/projects/${project.id}/point_balances`)).statusCode).toBe(403);
    await setGiftShop(project.id, '1');
  });

  it('awards and takes back points, keeping the balance after each change and its author', async () => {
    const first = await awarded(owner, anna.employeeId, 50, '  Best week  ');
    expect(first).toMatchObject({
      '@id': `/api/point_transactions/${first.id}`,
      '@type': 'PointTransaction',
      project: project['@id'],
      employee: employeeIri(anna.employeeId),
      amount: 50,
      balance: 50,
      comment: 'Best week',
      author: { '@id': `/api/users/${owner.id}`, name: 'Olivia Owner' },
    });
    expect(Date.parse((first as unknown as { createdAt: string }).createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await awarded(admin, anna.employeeId, -20)).toMatchObject({
      amount: -20,
      balance: 30,
      comment: null,
      author: { name: 'Adam Admin' },
    });
    expect(await awarded(admin, ben.employeeId, 30)).toMatchObject({ balance: 30 });
  });

  it('never takes a balance below zero, and says how much there is', async () => {
    const response = await award(owner, { employee: employeeIri(anna.employeeId), amount: -31 });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([{ propertyPath: 'amount', message: 'the balance is only 30 points' }]);
    expect((await award(owner, { employee: employeeIri(cleo.employeeId), amount: -1 })).json().violations[0].message).toBe(
      'the balance is only 0 points',
    );
  });

  it('rejects amounts that are zero, fractional or too large, bad references and unknown fields', async () => {
    const violation = async (body: Record<string, unknown>) => {
      const response = await award(owner, body);
      expect(response.statusCode, response.body).toBe(422);
      return response.json().violations[0];
    };
    const employee = employeeIri(cleo.employeeId);
    expect(await violation({ employee, amount: 0 })).toMatchObject({ propertyPath: 'amount', message: 'must not be 0' });
    expect(await violation({ employee, amount: 1.5 })).toMatchObject({ propertyPath: 'amount' });
    expect(await violation({ employee, amount: 100_001 })).toMatchObject({ propertyPath: 'amount', message: 'must be at most 100000' });
    expect(await violation({ employee, amount: '5' })).toMatchObject({ propertyPath: 'amount' });
    expect(await violation({ employee, amount: 5, comment: 'x'.repeat(501) })).toMatchObject({ propertyPath: 'comment' });
    expect(await violation({ employee, amount: 5, project: project['@id'] })).toBeDefined();
    expect(await violation({ employee: '/api/projects/whatever', amount: 5 })).toMatchObject({ propertyPath: 'employee' });
    expect(await violation({ amount: 5 })).toMatchObject({ propertyPath: 'employee' });
    const unknown = await award(owner, { employee: employeeIri('00000000-0000-4000-8000-000000000000'), amount: 5 });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets only admins and owners change balances', async () => {
    const response = await award(anna, { employee: employeeIri(anna.employeeId), amount: 1000 });
    expect(response.statusCode).toBe(403);
    expect((await balances(anna)).find((b) => b.employee === employeeIri(anna.employeeId))?.points).toBe(30);
  });

  it('lists every employee’s balance, zero included, most points first then by name, to every member', async () => {
    await t.db.update(employees).set({ status: 'inactive' }).where(eq(employees.id, cleo.employeeId));
    const all = await balances(anna);
    expect(all).toEqual([
      { '@type': 'PointBalance', employee: employeeIri(anna.employeeId), points: 30 },
      { '@type': 'PointBalance', employee: employeeIri(ben.employeeId), points: 30 },
      { '@type': 'PointBalance', employee: employeeIri(admin.employeeId), points: 0 },
      { '@type': 'PointBalance', employee: employeeIri(cleo.employeeId), points: 0 },
      { '@type': 'PointBalance', employee: employeeIri(ownerEmployee), points: 0 },
    ]);
    expect(await balances(owner, `?employee[]=${employeeIri(ben.employeeId)}&employee[]=${cleo.employeeId}`)).toEqual([all[1], all[3]]);
    const page = await get(owner, `/api/projects/${project.id}/point_balances?itemsPerPage=2&page=2`);
    expect(page.json()['hydra:member']).toEqual(all.slice(2, 4));
    expect(page.json()['hydra:totalItems']).toBe(5);
    expect((await get(owner, `/api/projects/${project.id}/point_balances?employee[]=nope`)).statusCode).toBe(422);
    expect((await get(owner, `/api/projects/${project.id}/point_balances?itemsPerPage=101`)).statusCode).toBe(422);
  });

  it('shows admins the whole history newest first, and a representative only their own', async () => {
    const everything = await history(admin);
    expect(everything['hydra:totalItems']).toBe(3);
    expect(everything['hydra:member'].map((row) => [row.employee, row.amount, row.balance])).toEqual([
      [employeeIri(ben.employeeId), 30, 30],
      [employeeIri(anna.employeeId), -20, 30],
      [employeeIri(anna.employeeId), 50, 50],
    ]);
    expect((await history(owner, `?employee[]=${anna.employeeId}&itemsPerPage=1&page=2`))['hydra:member'].map((row) => row.amount)).toEqual(
      [50],
    );
    const own = await history(anna);
    expect(own['hydra:totalItems']).toBe(2);
    expect(own['hydra:member'].every((row) => row.employee === employeeIri(anna.employeeId))).toBe(true);
    expect((await history(anna, `?employee[]=${employeeIri(ben.employeeId)}`))['hydra:totalItems']).toBe(0);
    expect((await history(ben))['hydra:member'].map((row) => row.amount)).toEqual([30]);
  });

  it('keeps another project’s points out of reach', async () => {
    const stranger = await signUp(t, 'Stranger');
    const other = await createProject(t, stranger, 'Elsewhere');
    await setGiftShop(other.id, '1');
    const [row] = await t.db.select({ id: employees.id }).from(employees).where(eq(employees.projectId, other.id));
    expect((await award(owner, { employee: employeeIri(row!.id), amount: 5 })).statusCode).toBe(404);
    expect((await award(stranger, { employee: employeeIri(anna.employeeId), amount: 5 })).statusCode).toBe(404);
    expect((await get(stranger, `/api/projects/${project.id}/point_balances`)).statusCode).toBe(404);
    expect((await get(stranger, `/api/projects/${project.id}/point_transactions`)).statusCode).toBe(404);
    // Asking for this project's employee in the other project's list finds nobody.
    const theirs = await get(stranger, `/api/projects/${other.id}/point_balances?employee[]=${anna.employeeId}`);
    expect(theirs.json()['hydra:totalItems']).toBe(0);
  });

  it('queues concurrent changes of one balance: exactly what the balance holds is taken', async () => {
    await awarded(owner, ben.employeeId, 20);
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () => award(admin, { employee: employeeIri(ben.employeeId), amount: -10 })),
    );
    expect(attempts.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(attempts.filter((r) => r.statusCode === 422)).toHaveLength(3);
    expect((await balances(owner, `?employee[]=${ben.employeeId}`))[0]!.points).toBe(0);
    const bens = (await history(owner, `?employee[]=${ben.employeeId}&itemsPerPage=100`))['hydra:member'];
    expect(bens.map((row) => row.balance)).toEqual([0, 10, 20, 30, 40, 50, 30]);
  });

  it('keeps the ledger when the gift shop is turned off and on again', async () => {
    const setting = await t.db
      .select({ id: settings.id })
      .from(settings)
      .where(and(eq(settings.projectId, project.id), eq(settings.name, 'gift_shop_enabled')));
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/settings/${setting[0]!.id}`,
      headers: mergePatch(owner.headers),
      payload: JSON.stringify({ value: '0' }),
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await get(owner, `/api/projects/${project.id}/point_balances`)).statusCode).toBe(403);
    await setGiftShop(project.id, '1');
    expect((await balances(owner, `?employee[]=${anna.employeeId}`))[0]!.points).toBe(30);
  });
});
