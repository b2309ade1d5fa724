import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createProject, logInThroughApi, registerThroughApi, selectProject, signIn } from './support/team-api';

// Billing against the launcher's local Stripe (apps/server/test/fake-stripe.ts): "Choose" opens its
// hosted page, whose Pay button sends the signed webhook to the app and then returns the browser to
// /payment-success; Cancel returns it to the subscription page with ?canceled=1.

type Subscription = { trial: boolean; package: { name: string } | null; startsAt: string; endsAt: string; status: string };
type Package = { '@id': string; code: string };
type Order = { id: string; status: string; checkoutUrl: string | null };

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A date as the billing screens print it: medium style, in the project's zone (Europe/Berlin, see createProject). */
const day = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(new Date(iso));

async function subscriptionsOf(request: APIRequestContext, token: string, projectId: string): Promise<Subscription[]> {
  const response = await request.get(`/api/projects/${projectId}/subscriptions`, { headers: auth(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { 'hydra:member': Subscription[] })['hydra:member'];
}

/** An owner with a new project (billed: it starts on the free trial), signed in with the project selected. */
async function ownerOnTrial(page: Page, prefix: string, projectName: string) {
  const owner = await registerThroughApi(page.request, 'Owen Owner', prefix);
  const project = await createProject(page.request, owner.token, projectName);
  await signIn(page, await logInThroughApi(page.request, owner));
  await selectProject(page, project);
  const [trial] = await subscriptionsOf(page.request, owner.token, project.id);
  expect(trial).toMatchObject({ trial: true, status: 'active' });
  return { owner, project, trial: trial! };
}

/** The order history: a table on wide screens, cards on a phone, named the same either way. */
const orderHistory = (page: Page) => {
  const orders = page.getByRole('region', { name: 'Orders' });
  return orders.getByRole('table', { name: 'Orders' }).or(orders.getByRole('list', { name: 'Orders' }));
};

/** The fake Stripe's hosted page for one order. */
async function expectCheckoutPage(page: Page, total: string) {
  await expect(page).toHaveURL(/\/pay\/cs_test_\w+$/);
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await expect(page.getByText(`Total ${total}`)).toBeVisible();
}

test.describe('Billing', () => {
  test('an owner on the free trial buys a year of Team through the checkout page; it follows the trial and the order is paid', async ({
    page,
  }) => {
    // Sign-up, the checkout page and its webhook, and axe: 23 s on a quiet machine, near the minute on a busy one.
    test.slow();
    const { owner, project, trial } = await ownerOnTrial(page, 'billing-buy', 'Billing Buy Co');

    await page.goto('/settings/subscription');
    await expect(page).toHaveTitle('SalesPulse | Subscription');
    await expect(page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible();
    const plan = page.getByRole('region', { name: 'Current plan' });
    await expect(plan.getByText(`Free trial until ${day(trial.endsAt)}`)).toBeVisible();
    await expect(plan.getByText('14 days left')).toBeVisible();
    await expect(plan.getByText('Choose a package before the trial ends to keep your team’s analytics open.')).toBeVisible();
    // The owner is the one active manager; the trial covers fifty.
    await expect(plan.getByRole('progressbar', { name: 'Managers' })).toHaveAttribute('aria-valuetext', 'Managers: 1 of 50');
    await expect(plan.getByText('Managers: 1 of 50')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Orders' }).getByText('No orders yet.')).toBeVisible();

    const packages = page.getByRole('region', { name: 'Packages' });
    await expect(packages.getByRole('list', { name: 'Monthly' }).getByRole('listitem')).toHaveCount(3);
    await packages.getByText('Yearly', { exact: true }).click();
    await expect(packages.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    const yearly = packages.getByRole('list', { name: 'Yearly' });
    await expect(yearly.getByRole('listitem')).toHaveCount(3);
    const team = yearly.getByRole('listitem', { name: 'Team' });
    await expect(team).toContainText('$1,490.00');
    await expect(team).toContainText('per year');
    await expect(team).toContainText('Up to 50 managers');

    await team.getByRole('button', { name: 'Choose Team' }).click();
    await expectCheckoutPage(page, 'USD 1490.00');
    await expect(page.getByText('SalesPulse Team, 1 year, up to 50 managers')).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();

    // Stripe's webhook arrived before the browser came back: the order is paid at once.
    await expect(page).toHaveURL(/\/payment-success\?order=[\w-]+$/);
    await expect(page).toHaveTitle('SalesPulse | Payment successful');
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(page.getByText('Team is paid. Thank you!')).toBeVisible();
    await page.getByRole('link', { name: 'Go to subscription' }).click();

    await expect(page).toHaveURL(/\/settings\/subscription$/);
    const [paid] = (await subscriptionsOf(page.request, owner.token, project.id)).filter((subscription) => !subscription.trial);
    expect(paid).toMatchObject({ package: { name: 'Team' }, status: 'upcoming', startsAt: trial.endsAt });
    // The trial still runs; the paid year starts where it ends.
    await expect(plan.getByText(`Free trial until ${day(trial.endsAt)}`)).toBeVisible();
    await expect(plan.getByText(`Then Team from ${day(paid!.startsAt)} until ${day(paid!.endsAt)}`)).toBeVisible();
    await expect(plan.getByText('Choose a package before the trial ends', { exact: false })).toHaveCount(0);

    const history = orderHistory(page);
    const row = history.getByRole('row').filter({ hasText: 'Team' });
    await expect(row).toContainText('Yearly');
    await expect(row).toContainText('$1,490.00');
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Pay for Team/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'subscription page after paying');
  });

  test('canceling on the checkout page comes back with a notice; the order waits for payment and its Pay button reopens the page', async ({
    page,
  }) => {
    const { trial } = await ownerOnTrial(page, 'billing-cancel', 'Billing Cancel Co');
    await page.goto('/settings/subscription');
    const packages = page.getByRole('region', { name: 'Packages' });
    await packages
      .getByRole('list', { name: 'Monthly' })
      .getByRole('listitem', { name: 'Starter' })
      .getByRole('button', { name: 'Choose Starter' })
      .click();

    await expectCheckoutPage(page, 'USD 49.00');
    const checkoutUrl = page.url();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page).toHaveURL(/\/settings\/subscription\?canceled=1$/);
    const notice = page.getByRole('status').filter({ hasText: 'Payment canceled. Nothing was charged.' });
    await expect(notice).toBeVisible();
    // Nothing was paid: the trial is all there is.
    await expect(page.getByRole('region', { name: 'Current plan' }).getByText(`Free trial until ${day(trial.endsAt)}`)).toBeVisible();
    const row = orderHistory(page).getByRole('row').filter({ hasText: 'Starter' });
    await expect(row).toContainText('Monthly');
    await expect(row).toContainText('$49.00');
    await expect(row.getByText('Awaiting payment', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'subscription page after a canceled checkout');

    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();
    await expect(page).toHaveURL(/\/settings\/subscription$/);

    // The page still open at the provider is handed out again.
    await row.getByRole('button', { name: /^Pay for Starter ordered / }).click();
    await expectCheckoutPage(page, 'USD 49.00');
    expect(page.url()).toBe(checkoutUrl);
  });

  test('on a phone the packages and the order history fit the screen @mobile', async ({ page }) => {
    const { owner, project } = await ownerOnTrial(page, 'billing-phone', 'Billing Phone Co');
    // An order left on the provider's page, placed the way the screen places one.
    const offered = await page.request.get('/api/packages', { headers: auth(owner.token) });
    const team = ((await offered.json()) as { 'hydra:member': Package[] })['hydra:member'].find((item) => item.code === 'team-monthly');
    const created = await page.request.post('/api/orders', {
      headers: auth(owner.token),
      data: { project: `/api/projects/${project.id}`, package: team!['@id'] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const pending = await page.request.patch(`/api/orders/${((await created.json()) as Order).id}/pay`, {
      headers: auth(owner.token),
      data: {},
    });
    expect(pending.status(), await pending.text()).toBe(200);
    expect(((await pending.json()) as Order).status).toBe('pending');

    await page.goto('/settings/subscription');
    const phone = (page.viewportSize()?.width ?? 1440) <= 768;
    const packages = page.getByRole('region', { name: 'Packages' });
    const monthly = packages.getByRole('list', { name: 'Monthly' });
    await expect(monthly.getByRole('listitem')).toHaveCount(3);
    for (const name of ['Starter', 'Team', 'Business']) {
      await expect(monthly.getByRole('listitem', { name }).getByRole('button', { name: `Choose ${name}` })).toBeVisible();
    }
    const orders = page.getByRole('region', { name: 'Orders' });
    // Cards on a phone, the table on a wide screen.
    await expect(orders.getByRole('table')).toHaveCount(phone ? 0 : 1);
    const order = orderHistory(page)
      .getByRole(phone ? 'listitem' : 'row')
      .filter({ hasText: 'Team' });
    await expect(order).toContainText('$149.00');
    await expect(order.getByText('Awaiting payment', { exact: true })).toBeVisible();
    const pay = order.getByRole('button', { name: /^Pay for Team ordered / });
    await pay.scrollIntoViewIfNeeded();
    await expect(pay).toBeInViewport();
    await expectNoSeriousA11yViolations(page, 'subscription page');

    // The page itself never scrolls sideways (390 px on the mobile run).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (phone) {
      // Each package card and the Pay button lie within the screen's width.
      const width = page.viewportSize()!.width;
      for (const box of [await monthly.getByRole('listitem').last().boundingBox(), await pay.boundingBox()]) {
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      }
    }
  });
});
