import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createProject, mergePatch, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { settings } from '../../db/schema/settings';

type Gift = { id: string; '@id': string; name: string; description: string; price: number; archived: boolean };
type Request = {
  id: string;
  '@id': string;
  status: string;
  price: number;
  giftProduct: { name: string };
  employee: { '@id': string; name: string };
  decidedBy: { name: string } | null;
  decidedAt: string | null;
  comment: string | null;
};

describe('gift shop API', () => {
  let t: TestApp;
  let owner: Actor;
  let admin: Actor & { employeeId: string };
  let anna: Actor & { employeeId: string };
  let ben: Actor & { employeeId: string };
  let project: { id: string; '@id': string };
  let mug: Gift;
  let headphones: Gift;

  const post = (actor: Actor, url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: actor.headers, payload });
  const patch = (actor: Actor, url: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url, headers: mergePatch(actor.headers), payload: JSON.stringify(body) });
  const get = (actor: Actor, url: string) => t.app.inject({ method: 'GET', url, headers: actor.headers });
  const created = async <T>(response: Awaited<ReturnType<typeof post>>): Promise<T> => {
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const balanceOf = async (employeeId: string): Promise<number> =>
    (await get(owner, `/api/projects/${project.id}/point_balances?employee[]=${employeeId}`)).json()['hydra:member'][0].points;
  const request = (actor: Actor, gift: Gift, comment?: string) =>
    post(actor, '/api/gift_requests', { project: project['@id'], giftProduct: gift['@id'], ...(comment === undefined ? {} : { comment }) });
  const requests = async (actor: Actor, query = ''): Promise<{ 'hydra:member': Request[]; 'hydra:totalItems': number }> => {
    const response = await get(actor, `/api/projects/${project.id}/gift_requests${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const award = (employeeId: string, amount: number) =>
    post(owner, '/api/point_transactions', { employee: `/api/employees/${employeeId}`, amount });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner);
    admin = await addMember(t, project.id, 'ADMIN', 'Adam Admin');
    anna = await addMember(t, project.id, 'REPRESENTATIVE', 'Anna Rep');
    ben = await addMember(t, project.id, 'REPRESENTATIVE', 'Ben Rep');
  });
  afterAll(() => t.close());

  it('is closed while the gift shop is off', async () => {
    const response = await post(owner, '/api/gift_products', { project: project['@id'], name: 'Mug', price: 50 });
    expect(response.statusCode).toBe(403);
    expect((await get(anna, `/api/projects/${project.id}/gift_products`)).statusCode).toBe(403);
    expect((await get(anna, `/api/projects/${project.id}/gift_requests`)).statusCode).toBe(403);
    await t.db
      .update(settings)
      .set({ value: '1' })
      .where(and(eq(settings.projectId, project.id), eq(settings.name, 'gift_shop_enabled')));
  });

  it('lets admins and owners stock the shop; everybody sees it cheapest first', async () => {
    headphones = await created(
      await post(owner, '/api/gift_products', {
        project: project['@id'],
        name: '  Headphones ',
        description: 'Noise cancelling',
        price: 300,
      }),
    );
    mug = await created(await post(admin, '/api/gift_products', { project: project['@id'], name: 'Mug', price: 50 }));
    expect(headphones).toMatchObject({
      '@type': 'GiftProduct',
      name: 'Headphones',
      description: 'Noise cancelling',
      price: 300,
      archived: false,
      project: project['@id'],
    });
    expect(mug.description).toBe('');
    expect((await post(anna, '/api/gift_products', { project: project['@id'], name: 'Free car', price: 1 })).statusCode).toBe(403);
    const shelf = (await get(anna, `/api/projects/${project.id}/gift_products`)).json();
    expect(shelf['hydra:member'].map((g: Gift) => [g.name, g.price])).toEqual([
      ['Mug', 50],
      ['Headphones', 300],
    ]);
  });

  it('validates gifts: name, price and unknown fields', async () => {
    const violation = async (body: Record<string, unknown>) => {
      const response = await post(owner, '/api/gift_products', { project: project['@id'], ...body });
      expect(response.statusCode, response.body).toBe(422);
      return response.json().violations[0].propertyPath;
    };
    expect(await violation({ name: '  ', price: 5 })).toBe('name');
    expect(await violation({ name: 'Pen', price: 0 })).toBe('price');
    expect(await violation({ name: 'Pen', price: 2.5 })).toBe('price');
    expect(await violation({ name: 'Pen', price: 100_001 })).toBe('price');
    expect(await violation({ name: 'x'.repeat(101), price: 5 })).toBe('name');
    expect(await violation({ name: 'Pen', price: 5, stock: 3 })).toBeDefined();
    const patched = await patch(anna, `/api/gift_products/${mug.id}`, { price: 1 });
    expect(patched.statusCode).toBe(403);
  });

  it('takes the price from the balance when a gift is requested, and refuses what the balance cannot pay', async () => {
    await award(anna.employeeId, 120);
    const short = await request(anna, headphones);
    expect(short.statusCode).toBe(422);
    expect(short.json().violations).toEqual([{ propertyPath: 'giftProduct', message: 'not enough points: the balance is 120' }]);
    expect((await requests(owner))['hydra:totalItems']).toBe(0);

    const first = await created<Request>(await request(anna, mug, 'For my desk'));
    expect(first).toMatchObject({
      '@type': 'GiftRequest',
      status: 'pending',
      price: 50,
      giftProduct: { '@id': mug['@id'], name: 'Mug' },
      employee: { '@id': `/api/employees/${anna.employeeId}`, name: 'Anna Rep' },
      comment: 'For my desk',
      decidedBy: null,
      decidedAt: null,
    });
    expect(await balanceOf(anna.employeeId)).toBe(70);
    const history = (await get(anna, `/api/projects/${project.id}/point_transactions`)).json()['hydra:member'];
    expect(history[0]).toMatchObject({ amount: -50, balance: 70, comment: 'Gift request: Mug' });
  });

  it('keeps the name and price that were paid when the gift changes later', async () => {
    const changed = await patch(owner, `/api/gift_products/${mug.id}`, { name: 'Big mug', price: 60 });
    expect(changed.json()).toMatchObject({ name: 'Big mug', price: 60 });
    const [latest] = (await requests(anna))['hydra:member'];
    expect(latest).toMatchObject({ price: 50, giftProduct: { name: 'Mug' } });
  });

  it('lets admins approve or decline; declining gives the points back; a decision is final', async () => {
    const second = await created<Request>(await request(anna, mug));
    expect(await balanceOf(anna.employeeId)).toBe(10);
    expect((await patch(anna, `/api/gift_requests/${second.id}`, { status: 'approved' })).statusCode).toBe(403);
    const declined = await patch(admin, `/api/gift_requests/${second.id}`, { status: 'declined' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', decidedBy: { name: 'Adam Admin' } });
    expect(Date.parse(declined.json().decidedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await balanceOf(anna.employeeId)).toBe(70);

    const again = await patch(owner, `/api/gift_requests/${second.id}`, { status: 'approved' });
    expect(again.statusCode).toBe(409);
    expect(again.json()['hydra:description']).toBe('This request is already declined.');

    const [first] = (await requests(owner, '?status[]=pending'))['hydra:member'];
    const approved = await patch(owner, `/api/gift_requests/${first!.id}`, { status: 'approved' });
    expect(approved.json()).toMatchObject({ status: 'approved', decidedBy: { name: 'Olivia Owner' } });
    expect(await balanceOf(anna.employeeId)).toBe(70);
    expect((await patch(owner, `/api/gift_requests/${first!.id}`, { status: 'declined' })).statusCode).toBe(409);
    expect((await patch(owner, `/api/gift_requests/${first!.id}`, { status: 'pending' })).statusCode).toBe(422);
  });

  it('lets a requester cancel their own pending request (points back), not someone else’s', async () => {
    await award(ben.employeeId, 60);
    const bens = await created<Request>(await request(ben, mug));
    expect(await balanceOf(ben.employeeId)).toBe(0);
    expect((await patch(anna, `/api/gift_requests/${bens.id}`, { status: 'canceled' })).statusCode).toBe(403);
    expect((await patch(ben, `/api/gift_requests/${bens.id}`, { status: 'declined' })).statusCode).toBe(403);
    const canceled = await patch(ben, `/api/gift_requests/${bens.id}`, { status: 'canceled' });
    expect(canceled.json()).toMatchObject({ status: 'canceled', decidedBy: { name: 'Ben Rep' } });
    expect(await balanceOf(ben.employeeId)).toBe(60);
    const history = (await get(ben, `/api/projects/${project.id}/point_transactions`)).json()['hydra:member'];
    expect(history[0]).toMatchObject({ amount: 60, comment: 'Gift request canceled: Big mug' });
  });

  it('lists everybody’s requests for admins and only their own for representatives, newest first, by status', async () => {
    const all = await requests(admin);
    expect(all['hydra:member'].map((r) => [r.employee.name, r.status])).toEqual([
      ['Ben Rep', 'canceled'],
      ['Anna Rep', 'declined'],
      ['Anna Rep', 'approved'],
    ]);
    expect((await requests(admin, '?status[]=approved&status[]=declined'))['hydra:totalItems']).toBe(2);
    expect((await requests(admin, `?employee[]=${ben.employeeId}`))['hydra:totalItems']).toBe(1);
    expect((await requests(ben))['hydra:member'].map((r) => r.status)).toEqual(['canceled']);
    expect((await requests(ben, `?employee[]=${anna.employeeId}`))['hydra:totalItems']).toBe(0);
    expect((await requests(admin, '?itemsPerPage=1&page=3'))['hydra:member'].map((r) => r.status)).toEqual(['approved']);
    expect((await get(admin, `/api/projects/${project.id}/gift_requests?status[]=lost`)).statusCode).toBe(422);
  });

  it('archives gifts: off the shelf for requests, in the archive for editors, restorable', async () => {
    const archived = await patch(owner, `/api/gift_products/${headphones.id}`, { archived: true });
    expect(archived.json().archived).toBe(true);
    expect((await get(anna, `/api/projects/${project.id}/gift_products`)).json()['hydra:member'].map((g: Gift) => g.name)).toEqual([
      'Big mug',
    ]);
    expect((await get(anna, `/api/projects/${project.id}/gift_products?archived=true`)).statusCode).toBe(403);
    expect(
      (await get(admin, `/api/projects/${project.id}/gift_products?archived=true`)).json()['hydra:member'].map((g: Gift) => g.name),
    ).toEqual(['Headphones']);
    await award(anna.employeeId, 500);
    const refused = await request(anna, headphones);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().violations[0].message).toBe('this gift is archived');
    await patch(owner, `/api/gift_products/${headphones.id}`, { archived: false });
    expect((await request(anna, headphones)).statusCode).toBe(201);
  });

  it('keeps other projects’ gifts and requests out of reach', async () => {
    const stranger = await signUp(t, 'Stranger');
    const other = await createProject(t, stranger, 'Elsewhere');
    await t.db
      .update(settings)
      .set({ value: '1' })
      .where(and(eq(settings.projectId, other.id), eq(settings.name, 'gift_shop_enabled')));
    const theirGift = await created<Gift>(
      await post(stranger, '/api/gift_products', { project: other['@id'], name: 'Their gift', price: 1 }),
    );
    const crossed = await request(anna, theirGift);
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json().violations[0]).toEqual({ propertyPath: 'giftProduct', message: 'must be a gift of this project' });
    expect((await patch(owner, `/api/gift_products/${theirGift.id}`, { price: 2 })).statusCode).toBe(404);
    expect((await get(stranger, `/api/projects/${project.id}/gift_requests`)).statusCode).toBe(404);
    const [ours] = (await requests(owner))['hydra:member'];
    expect((await patch(stranger, `/api/gift_requests/${ours!.id}`, { status: 'declined' })).statusCode).toBe(404);
    expect((await post(stranger, '/api/gift_requests', { project: project['@id'], giftProduct: mug['@id'] })).statusCode).toBe(404);
  });

  it('settles two decisions on one request once: the points come back once', async () => {
    const pending = await created<Request>(await request(ben, mug));
    const before = await balanceOf(ben.employeeId);
    const [a, b] = await Promise.all([
      patch(owner, `/api/gift_requests/${pending.id}`, { status: 'declined' }),
      patch(ben, `/api/gift_requests/${pending.id}`, { status: 'canceled' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await balanceOf(ben.employeeId)).toBe(before + 60);
  });
});
