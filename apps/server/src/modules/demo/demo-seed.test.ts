import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginUser, bearer, type TestApp } from '../../../test/test-app';
import { seedDemoWorkspace, shouldSeedDemo } from './demo-seed';

describe('demo workspace', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a demo user who can sign in and sees a project with twelve scheduled employees, once', async () => {
    const credentials = await seedDemoWorkspace(t.db);
    expect(credentials).toBeDefined();
    const { token } = await loginUser(t.app, credentials!.email, credentials!.password);
    const { projects } = (await t.app.inject({ method: 'GET', url: '/api/projects', headers: bearer(token) })).json();
    expect(projects).toHaveLength(1);
    expect(projects[0]).toMatchObject({ name: 'Demo Sales Team', role: 'OWNER' });
    const team = (await t.app.inject({ method: 'GET', url: `/api/projects/${projects[0].id}/employees`, headers: bearer(token) })).json();
    expect(team['hydra:totalItems']).toBe(12);
    expect(team['hydra:member'].every((e: { schedules: unknown[] }) => e.schedules.length > 0)).toBe(true);
    const balances = (
      await t.app.inject({ method: 'GET', url: `/api/projects/${projects[0].id}/point_balances`, headers: bearer(token) })
    ).json();
    expect(balances['hydra:totalItems']).toBe(12);
    const points = balances['hydra:member'].map((b: { points: number }) => b.points);
    expect(points.slice(0, 4)).toEqual([45, 45, 35, 30]);
    expect(points.filter((p: number) => p > 0)).toHaveLength(8);
    const history = (
      await t.app.inject({
        method: 'GET',
        url: `/api/projects/${projects[0].id}/point_transactions?itemsPerPage=100`,
        headers: bearer(token),
      })
    ).json();
    expect(history['hydra:totalItems']).toBe(11);
    expect(history['hydra:member'][0]).toMatchObject({
      amount: -30,
      balance: 30,
      comment: 'Gift request: Coffee voucher',
      author: { name: 'Bianca Ruiz' },
    });
    const gifts = (
      await t.app.inject({ method: 'GET', url: `/api/projects/${projects[0].id}/gift_products`, headers: bearer(token) })
    ).json();
    expect(gifts['hydra:member'].map((g: { price: number }) => g.price)).toEqual([30, 80, 250, 400]);
    // Each with a picture of the project's own (an SVG drawing), served as an uploaded one is.
    for (const gift of gifts['hydra:member'] as { image: { contentUrl: string } | null }[]) {
      const picture = await t.app.inject({ method: 'GET', url: gift.image!.contentUrl });
      expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    }
    // The distribution a customer would set up: the ten reps and the owner, by weight, live from the start here (no past played).
    const routing = (
      await t.app.inject({ method: 'GET', url: `/api/projects/${projects[0].id}/distributions`, headers: bearer(token) })
    ).json();
    expect(routing['hydra:member']).toMatchObject([{ name: 'Inbound leads', active: true }]);
    expect(routing['hydra:member'][0].employees).toHaveLength(11);
    expect(routing['hydra:member'][0].fallbackEmployee).not.toBeNull();
    const requests = (
      await t.app.inject({ method: 'GET', url: `/api/projects/${projects[0].id}/gift_requests?status[]=pending`, headers: bearer(token) })
    ).json();
    const contests = (
      await t.app.inject({ method: 'GET', url: `/api/projects/${projects[0].id}/point_contests`, headers: bearer(token) })
    ).json();
    expect(contests['hydra:member']).toMatchObject([{ name: 'Successful calls sprint', status: 'running', prizes: [100, 60, 30] }]);
    expect(contests['hydra:member'][0].standings).toHaveLength(12);
    const boards = (
      await t.app.inject({ method: 'GET', url: `/api/projects/${projects[0].id}/dashboards`, headers: bearer(token) })
    ).json();
    expect(boards['hydra:member']).toMatchObject([{ name: 'Team overview', isEnabled: true }]);
    expect(boards['hydra:member'][0].widgets).toHaveLength(4);
    expect(boards['hydra:member'][0].widgets[0]).toMatchObject({ metric: 'payments', view: 'total' });
    expect(requests['hydra:member']).toMatchObject([
      { status: 'pending', price: 30, employee: { name: 'Bianca Ruiz' }, giftProduct: { name: 'Coffee voucher' } },
    ]);

    expect(await seedDemoWorkspace(t.db)).toBeUndefined();
  });

  it('runs on the embedded database unless turned off, and on PostgreSQL only when asked', () => {
    expect(shouldSeedDemo(undefined, false)).toBe(true);
    expect(shouldSeedDemo(false, false)).toBe(false);
    expect(shouldSeedDemo(undefined, true)).toBe(false);
    expect(shouldSeedDemo(true, true)).toBe(true);
  });
});
