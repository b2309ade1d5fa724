import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from '../../../test/fake-stripe';
import { addMember, createProject, mergePatch, signUp, type Actor } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { projects } from '../../db/schema/projects';
import { subscriptions } from '../../db/schema/billing';
import { stripeSignature } from './stripe-checkout';

type Order = {
  id: string;
  '@id': string;
  status: string;
  amount: number;
  currency: string;
  checkoutUrl: string | null;
  package: { name: string; periodMonths: number };
  paidAt: string | null;
};
type Subscription = {
  id: string;
  trial: boolean;
  status: string;
  startsAt: string;
  endsAt: string;
  employeeLimit: number;
  package: { name: string } | null;
  order: string | null;
};
type Package = { '@id': string; code: string; price: number; purchasable: boolean; periodMonths: number; employeeLimit: number };
type Collection<T> = { 'hydra:member': T[]; 'hydra:totalItems': number };

const DAY = 86_400_000;

describe('billing on a server without payments', () => {
  let t: TestApp;
  let owner: Actor;
  let project: { id: string; '@id': string };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, 'Olivia Owner');
    project = await createProject(t, owner);
  });
  afterAll(() => t.close());

  it('bills nobody: the project never expires, packages are shown but cannot be bought', async () => {
    const read = (await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}`, headers: owner.headers })).json();
    expect(read.billing).toEqual({ billed: false, accessUntil: null });
    const packages = (await t.app.inject({ method: 'GET', url: '/api/packages', headers: owner.headers })).json() as Collection<Package>;
    expect(packages['hydra:totalItems']).toBe(6);
    expect(packages['hydra:member'].every((p) => !p.purchasable)).toBe(true);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: owner.headers,
      payload: { project: project['@id'], package: packages['hydra:member'][0]!['@id'] },
    });
    expect(order.statusCode).toBe(409);
    expect(order.json()['hydra:description']).toBe('This server takes no online payments.');
    const quota = (await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}/quota_usages`, headers: owner.headers })).json();
    expect(quota['hydra:member']).toEqual([expect.objectContaining({ quota: 'employees', used: 1, limit: null })]);
    const subs = (await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}/subscriptions`, headers: owner.headers })).json();
    expect(subs['hydra:totalItems']).toBe(0);
  });

  it('answers 404 to a Stripe webhook', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('billing with Stripe Checkout', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let owner: Actor;
  let rep: Actor;
  let outsider: Actor;
  let project: { id: string; '@id': string };
  let team: Package;

  const post = (actor: Actor, url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers: actor.headers, payload: payload as Record<string, unknown> });
  const get = (actor: Actor, url: string) => t.app.inject({ method: 'GET', url, headers: actor.headers });
  const pay = (actor: Actor, orderId: string) =>
    t.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}/pay`, headers: mergePatch(actor.headers), payload: '{}' });
  const webhook = (body: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      payload: body,
    });
  const order = async (pkg: Package = team): Promise<Order> => {
    const response = await post(owner, '/api/orders', { project: project['@id'], package: pkg['@id'] });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const pending = async (pkg: Package = team): Promise<Order> => {
    const response = await pay(owner, (await order(pkg)).id);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const subscriptionsOf = async (): Promise<Subscription[]> =>
    (await get(owner, `/api/projects/${project.id}/subscriptions`)).json()['hydra:member'];
  const accessUntil = async (): Promise<number> =>
    new Date((await get(owner, `/api/projects/${project.id}`)).json().billing.accessUntil).getTime();

  beforeAll(async () => {
    stripe = await startFakeStripe({
      deliver: async (body, signature) => {
        const response = await webhook(body, signature);
        expect(response.statusCode, response.body).toBe(200);
      },
    });
    t = await createTestApp({
      billing: {
        stripe: { secretKey: FAKE_STRIPE_SECRET_KEY, webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET, apiBaseUrl: stripe.baseUrl },
        trialDays: 14,
      },
    });
    owner = await signUp(t, 'Olivia Owner');
    outsider = await signUp(t, 'Oscar Outsider');
    project = await createProject(t, owner);
    rep = await addMember(t, project.id, 'REPRESENTATIVE', 'Rita Rep');
    const packages = (await get(owner, '/api/packages')).json() as Collection<Package>;
    team = packages['hydra:member'].find((p) => p.code === 'team-monthly')!;
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('gives a new project a 14-day trial for 50 managers', async () => {
    const until = await accessUntil();
    expect(until).toBeGreaterThan(Date.now() + 14 * DAY - 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 14 * DAY);
    const [trial, ...more] = await subscriptionsOf();
    expect(more).toEqual([]);
    expect(trial).toMatchObject({ trial: true, status: 'active', employeeLimit: 50, package: null, order: null });
    const quota = (await get(owner, `/api/projects/${project.id}/quota_usages`)).json();
    expect(quota['hydra:member'][0]).toMatchObject({ quota: 'employees', used: 2, limit: 50 });
  });

  it('lists the packages as purchasable, cheapest tier first', async () => {
    const packages = (await get(rep, '/api/packages')).json() as Collection<Package>;
    expect(packages['hydra:member'].map((p) => p.code)).toEqual([
      'starter-monthly',
      'starter-yearly',
      'team-monthly',
      'team-yearly',
      'business-monthly',
      'business-yearly',
    ]);
    expect(packages['hydra:member'].every((p) => p.purchasable)).toBe(true);
    expect(team).toMatchObject({ price: 14900, periodMonths: 1, employeeLimit: 50 });
  });

  it('keeps billing to admins and owners of the project', async () => {
    expect((await post(rep, '/api/orders', { project: project['@id'], package: team['@id'] })).statusCode).toBe(403);
    expect((await post(outsider, '/api/orders', { project: project['@id'], package: team['@id'] })).statusCode).toBe(404);
    expect((await get(rep, `/api/projects/${project.id}/orders`)).statusCode).toBe(403);
    expect((await get(outsider, `/api/projects/${project.id}/subscriptions`)).statusCode).toBe(404);
    expect((await get(outsider, `/api/projects/${project.id}/quota_usages`)).statusCode).toBe(404);
    const mine = await order();
    expect((await get(outsider, `/api/orders/${mine.id}`)).statusCode).toBe(404);
    expect((await pay(outsider, mine.id)).statusCode).toBe(404);
    expect((await pay(rep, mine.id)).statusCode).toBe(403);
  });

  it('validates orders', async () => {
    const unknown = await post(owner, '/api/orders', { project: project['@id'], package: `/api/packages/${crypto.randomUUID()}` });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().violations).toEqual([{ propertyPath: 'package', message: 'must be a package on offer' }]);
    const malformed = await post(owner, '/api/orders', { project: project['@id'], package: 'team' });
    expect(malformed.statusCode).toBe(422);
    const extra = await post(owner, '/api/orders', { project: project['@id'], package: team['@id'], amount: 1 });
    expect(extra.statusCode).toBe(422);
    expect((await post(owner, '/api/orders', {})).statusCode).toBe(422);
    expect((await get(owner, `/api/orders/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('opens a checkout page for an order with its price, and hands out the same page while it is open', async () => {
    const created = await order();
    expect(created).toMatchObject({
      status: 'new',
      amount: 14900,
      currency: 'USD',
      checkoutUrl: null,
      package: { name: 'Team', periodMonths: 1 },
    });
    const before = stripe.state.requests;
    const paying = (await pay(owner, created.id)).json() as Order;
    const session = stripe.sessionFor(created.id)!;
    expect(paying).toMatchObject({ status: 'pending', checkoutUrl: session.url });
    expect(session.form.get('line_items[0][price_data][unit_amount]')).toBe('14900');
    expect(session.form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(session.form.get('mode')).toBe('payment');
    expect(session.form.get('success_url')).toBe(`http://app.test/payment-success?order=${created.id}`);
    expect(session.form.get('cancel_url')).toBe('http://app.test/settings/subscription?canceled=1');
    const again = (await pay(owner, created.id)).json() as Order;
    expect(again.checkoutUrl).toBe(session.url);
    expect(stripe.state.requests).toBe(before + 1);
  });

  it('refuses webhooks that are unsigned, forged or stale', async () => {
    const open = await pending();
    const session = stripe.sessionFor(open.id)!;
    const { body } = stripe.event(session.id, 'checkout.session.completed');
    expect((await webhook(body)).statusCode).toBe(401);
    expect((await webhook(body, stripeSignature('whsec_wrong', body, Math.floor(Date.now() / 1000)))).statusCode).toBe(401);
    expect((await webhook(body, stripeSignature(FAKE_STRIPE_WEBHOOK_SECRET, body, Math.floor(Date.now() / 1000) - 3600))).statusCode).toBe(
      401,
    );
    const tampered = body.replace('"amount_total":14900', '"amount_total":1');
    const { signature } = stripe.event(session.id, 'checkout.session.completed');
    expect((await webhook(tampered, signature)).statusCode).toBe(401);
    expect(((await get(owner, `/api/orders/${open.id}`)).json() as Order).status).toBe('pending');
  });

  it('turns a paid order into a period that starts where the trial ends, once', async () => {
    const trialEnd = await accessUntil();
    const open = await pending();
    const session = stripe.sessionFor(open.id)!;
    const { body, signature } = stripe.event(session.id, 'checkout.session.completed');
    // Stripe delivers at least once: the same notice twice at the same time makes one period.
    const [first, second] = await Promise.all([webhook(body, signature), webhook(body, signature)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const paid = (await get(owner, `/api/orders/${open.id}`)).json() as Order;
    expect(paid).toMatchObject({ status: 'paid', checkoutUrl: null });
    expect(paid.paidAt).not.toBeNull();
    const periods = (await subscriptionsOf()).filter((s) => s.order === open['@id']);
    expect(periods).toHaveLength(1);
    expect(periods[0]).toMatchObject({ trial: false, status: 'upcoming', employeeLimit: 50, package: { name: 'Team' } });
    expect(new Date(periods[0]!.startsAt).getTime()).toBe(trialEnd);
    const end = new Date(trialEnd);
    end.setUTCMonth(end.getUTCMonth() + 1);
    expect(new Date(periods[0]!.endsAt).getTime()).toBe(end.getTime());
    expect(await accessUntil()).toBe(end.getTime());
    expect((await pay(owner, open.id)).statusCode).toBe(409);
  });

  it('filters subscriptions by their status now', async () => {
    const listed = async (query: string) =>
      ((await get(owner, `/api/projects/${project.id}/subscriptions${query}`)).json() as Collection<Subscription>)['hydra:member'];
    const all = await listed('');
    expect(all.map((s) => s.status)).toContain('upcoming');
    expect((await listed('?status[]=active')).map((s) => s.trial)).toEqual([true]);
    const ahead = await listed('?status[]=active&status[]=upcoming&itemsPerPage=100');
    expect(ahead.map((s) => s.id).sort()).toEqual(
      all
        .filter((s) => s.status !== 'expired')
        .map((s) => s.id)
        .sort(),
    );
    expect(await listed('?status[]=expired')).toEqual([]);
    expect((await get(owner, `/api/projects/${project.id}/subscriptions?status[]=running`)).statusCode).toBe(422);
  });

  it('makes no period from a payment that does not match its order', async () => {
    const open = await pending();
    const before = await accessUntil();
    await stripe.pay(stripe.sessionFor(open.id)!.id, { amount_total: 100 });
    expect(((await get(owner, `/api/orders/${open.id}`)).json() as Order).status).toBe('pending');
    expect(await accessUntil()).toBe(before);
  });

  it('lets an order be paid again after its page expires', async () => {
    const open = await pending();
    await stripe.expire(stripe.sessionFor(open.id)!.id);
    expect((await get(owner, `/api/orders/${open.id}`)).json()).toMatchObject({ status: 'new', checkoutUrl: null });
    const reopened = (await pay(owner, open.id)).json() as Order;
    expect(reopened.status).toBe('pending');
    expect(reopened.checkoutUrl).toBe(stripe.sessionFor(open.id)!.url);
  });

  it('says so when the payment provider refuses, and keeps the order', async () => {
    const created = await order();
    stripe.state.failWith = { status: 400, message: 'Your account cannot currently make live charges.' };
    try {
      const refused = await pay(owner, created.id);
      expect(refused.statusCode).toBe(502);
      expect(refused.json()['hydra:description']).toBe('Your account cannot currently make live charges.');
    } finally {
      stripe.state.failWith = null;
    }
    expect((await get(owner, `/api/orders/${created.id}`)).json().status).toBe('new');
  });

  it('lists orders newest first, with a status filter and pages', async () => {
    const all = (await get(owner, `/api/projects/${project.id}/orders?itemsPerPage=3`)).json() as Collection<Order>;
    expect(all['hydra:member']).toHaveLength(3);
    expect(all['hydra:totalItems']).toBeGreaterThanOrEqual(6);
    const dates = all['hydra:member'].map((o) => o.id);
    expect(new Set(dates).size).toBe(3);
    const paid = (await get(owner, `/api/projects/${project.id}/orders?status[]=paid`)).json() as Collection<Order>;
    expect(paid['hydra:totalItems']).toBe(1);
    expect((await get(owner, `/api/projects/${project.id}/orders?status[]=refunded`)).statusCode).toBe(422);
  });

  it('answers 402 once access ends, except for the project, its members and billing; paying opens it again from now', async () => {
    // Read once while paid, so the next pulse takes the path whose statement carries its own gate.
    expect(
      (
        await post(rep, '/api/analytics/pulse', {
          project: project['@id'],
          objectType: 'call',
          date: { from: '2026-11-02', to: '2026-11-02' },
        })
      ).statusCode,
    ).toBe(200);
    await t.db
      .update(projects)
      .set({ accessUntil: new Date(Date.now() - 1000) })
      .where(eq(projects.id, project.id));
    await t.db
      .update(subscriptions)
      .set({ startsAt: new Date(Date.now() - 40 * DAY), endsAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.projectId, project.id));
    const pulse = await post(rep, '/api/analytics/pulse', {
      project: project['@id'],
      objectType: 'call',
      date: { from: '2026-11-02', to: '2026-11-02' },
    });
    expect(pulse.statusCode).toBe(402);
    expect(pulse.json()).toMatchObject({ status: 402, 'hydra:description': 'This project has no active subscription.' });
    expect(
      (await post(owner, '/api/analytics/managers', { project: project['@id'], date: { from: '2026-11-01', to: '2026-11-02' } }))
        .statusCode,
    ).toBe(402);
    expect((await get(owner, `/api/projects/${project.id}/dashboards`)).statusCode).toBe(402);
    expect((await get(rep, `/api/projects/${project.id}`)).statusCode).toBe(200);
    expect((await get(rep, `/api/projects/${project.id}/employees`)).statusCode).toBe(200);
    expect((await get(owner, `/api/projects/${project.id}/subscriptions`)).statusCode).toBe(200);
    // An outsider still learns nothing, not even that the project is unpaid.
    expect(
      (
        await post(outsider, '/api/analytics/pulse', {
          project: project['@id'],
          objectType: 'call',
          date: { from: '2026-11-02', to: '2026-11-02' },
        })
      ).statusCode,
    ).toBe(404);

    const open = await pending();
    await stripe.pay(stripe.sessionFor(open.id)!.id);
    const [current] = await subscriptionsOf();
    expect(current).toMatchObject({ status: 'active', order: open['@id'] });
    expect(Math.abs(new Date(current!.startsAt).getTime() - Date.now())).toBeLessThan(60_000);
    expect(
      (
        await post(rep, '/api/analytics/pulse', {
          project: project['@id'],
          objectType: 'call',
          date: { from: '2026-11-02', to: '2026-11-02' },
        })
      ).statusCode,
    ).toBe(200);
  });
});
