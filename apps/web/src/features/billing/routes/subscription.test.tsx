import type { Order, Package, ProjectBilling, QuotaUsage, Subscription as SubscriptionRecord } from '@salespulse/contract/billing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, hydraErrorResponse, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { projectId } from '@/test/fixtures/ids';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import { orderFixture, packageFixture, projectDataFixture, quotaFixture, subscriptionFixture } from '../testing/billing-fixtures';
import Subscription from './subscription';

const team = packageFixture(1, 'Team', { price: 4900, employeeLimit: 10 });
const business = packageFixture(2, 'Business', { price: 9900, employeeLimit: 25, description: 'For large sales floors.' });
const teamYearly = packageFixture(3, 'Team yearly', { price: 49_000, periodMonths: 12, employeeLimit: 10 });
const packages = [team, business, teamYearly];

const billedUntil = (accessUntil: string | null): ProjectBilling => ({ billed: true, accessUntil });
const trial = subscriptionFixture(1, null, { startsAt: '2030-02-20T00:00:00Z', endsAt: '2030-03-06T00:00:00Z' });

const ordersPath = `/projects/${projectId}/orders`;
const checkoutUrl = 'https://pay.example/checkout/cs_1';

type Setup = {
  billing?: ProjectBilling;
  subscriptions?: SubscriptionRecord[];
  quota?: QuotaUsage;
  offer?: Package[];
  orders?: Order[];
  orderTotal?: number;
  entry?: string;
  routes?: Parameters<typeof fakeApi>[0];
};

function renderSubscription({
  billing = billedUntil(trial.endsAt),
  subscriptions = [trial],
  quota = quotaFixture(3, 5),
  offer = packages,
  orders = [],
  orderTotal = orders.length,
  entry = '/settings/subscription',
  routes = {},
}: Setup = {}) {
  const api = fakeApi({
    [`GET /projects/${projectId}/data`]: () => jsonResponse(projectDataFixture(billing)),
    [`GET /projects/${projectId}/subscriptions`]: () => jsonResponse(hydraCollection(subscriptions)),
    [`GET /projects/${projectId}/quota_usages`]: () => jsonResponse(hydraCollection([quota])),
    'GET /packages': () => jsonResponse(hydraCollection(offer)),
    [`GET ${ordersPath}`]: () => jsonResponse(hydraCollection(orders, orderTotal)),
    'POST /orders': ({ body }) => {
      const chosen = offer.find((item) => item['@id'] === (body as { package: string }).package)!;
      return jsonResponse(orderFixture(9, chosen), 201);
    },
    'PATCH /orders/': ({ path }) => {
      const id = path.split('/')[2]!;
      return jsonResponse({ ...orderFixture(9, team), id, status: 'pending', checkoutUrl });
    },
    ...routes,
  });
  const view = renderRoutes([{ path: '/settings/subscription', element: <Subscription /> }], [entry]);
  return { ...view, api };
}

/** Stands in for the browser's location, whose assign() leaves for the payment page. */
function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

const planCard = () => screen.getByRole('region', { name: 'Current plan' });
const packageCard = (name: string) => screen.getByRole('listitem', { name });

describe('Subscription screen', () => {
  runSignedIn();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-01T12:00:00Z'));
    useSessionStore.getState().setProjectId(projectId, 'Acme');
    useSessionStore.getState().setRole('OWNER');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  describe('current plan', () => {
    it('says everything is available on a server that bills nobody, and lists packages read-only', async () => {
      const { api } = renderSubscription({ billing: { billed: false, accessUntil: null }, quota: quotaFixture(3, null), offer: [team] });
      expect(await screen.findByText('Every feature is available without limits.')).toBeInTheDocument();
      expect(within(planCard()).getByText('This server does not bill projects, so there is no package to buy.')).toBeInTheDocument();
      expect(await within(planCard()).findByText('Managers: 3, no limit')).toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      expect(await screen.findByRole('listitem', { name: 'Team' })).toHaveTextContent('$49.00per month');
      expect(screen.queryByRole('button', { name: /Choose/ })).not.toBeInTheDocument();
      expect(api.calls('GET', `/projects/${projectId}/subscriptions`)).toHaveLength(0);
    });

    it('reads a project without billing information as not billed', async () => {
      renderSubscription({
        quota: quotaFixture(1, null),
        routes: { [`GET /projects/${projectId}/data`]: () => jsonResponse(projectDataFixture()) },
      });
      expect(await screen.findByText('Every feature is available without limits.')).toBeInTheDocument();
    });

    it('shows a running trial with its end and the days left', async () => {
      renderSubscription();
      expect(await within(planCard()).findByText('Free trial until Mar 6, 2030')).toBeInTheDocument();
      expect(within(planCard()).getByText('5 days left')).toBeInTheDocument();
      expect(
        within(planCard()).getByText('Choose a package before the trial ends to keep your team’s analytics open.'),
      ).toBeInTheDocument();
    });

    it('shows the paid package until its end, the period paid after it, and marks the package', async () => {
      const current = subscriptionFixture(2, team, { startsAt: '2030-02-15T00:00:00Z', endsAt: '2030-03-15T00:00:00Z' });
      const next = subscriptionFixture(3, teamYearly, {
        startsAt: '2030-03-15T00:00:00Z',
        endsAt: '2031-03-15T00:00:00Z',
        status: 'upcoming',
      });
      renderSubscription({ billing: billedUntil(next.endsAt), subscriptions: [next, current, { ...trial, status: 'expired' }] });
      expect(await within(planCard()).findByText('Team until Mar 15, 2030')).toBeInTheDocument();
      expect(within(planCard()).getByText('14 days left')).toBeInTheDocument();
      expect(within(planCard()).getByText('Then Team yearly from Mar 15, 2030 until Mar 15, 2031')).toBeInTheDocument();
      expect(await within(packageCard('Team')).findByText('Current plan')).toBeInTheDocument();
      expect(within(packageCard('Business')).queryByText('Current plan')).not.toBeInTheDocument();
    });

    it('asks only for the running and upcoming periods, however many expired ones there are', async () => {
      const { api } = renderSubscription();
      expect(await within(planCard()).findByText('Free trial until Mar 6, 2030')).toBeInTheDocument();
      expect(api.calls('GET', `/projects/${projectId}/subscriptions`).map((request) => request.path)).toEqual([
        `/projects/${projectId}/subscriptions?itemsPerPage=100&status%5B%5D=active&status%5B%5D=upcoming`,
      ]);
    });

    it('warns in the error colour once the subscription has ended, and still offers the packages', async () => {
      renderSubscription({
        billing: billedUntil('2030-02-20T00:00:00Z'),
        subscriptions: [{ ...trial, status: 'expired' }],
        quota: quotaFixture(2, null),
      });
      const ended = await within(planCard()).findByText('Your subscription ended on Feb 20, 2030');
      expect(ended.className).toContain('text-error-text');
      expect(
        within(planCard()).getByText('Your team cannot open the analytics until a package is paid. Choose one below.'),
      ).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Choose Team' })).toBeEnabled();
      // Nothing runs, so nothing limits: the count stands alone rather than promising "no limit".
      expect(within(planCard()).getByText('Managers: 2')).toBeInTheDocument();
    });
  });

  describe('quota', () => {
    it('shows managers used against the limit as a progress bar', async () => {
      renderSubscription({ quota: quotaFixture(3, 5) });
      const bar = await screen.findByRole('progressbar', { name: 'Managers' });
      expect(bar).toHaveAttribute('aria-valuenow', '3');
      expect(bar).toHaveAttribute('aria-valuemax', '5');
      expect(bar).toHaveAttribute('aria-valuetext', 'Managers: 3 of 5');
      expect(within(planCard()).getByText('Managers: 3 of 5')).toBeInTheDocument();
      expect(within(planCard()).queryByText(/more than your plan covers/)).not.toBeInTheDocument();
    });

    it('warns when more managers are active than the plan covers', async () => {
      renderSubscription({ quota: quotaFixture(7, 5) });
      const bar = await screen.findByRole('progressbar', { name: 'Managers' });
      expect(bar).toHaveAttribute('aria-valuenow', '5');
      expect(within(planCard()).getByText('Managers: 7 of 5')).toBeInTheDocument();
      expect(
        within(planCard()).getByText('2 managers more than your plan covers. Choose a larger package or deactivate managers in Employees.'),
      ).toBeInTheDocument();
    });
  });

  describe('packages', () => {
    it('shows monthly packages first and yearly ones on the toggle, from the mouse or the keyboard', async () => {
      const { user } = renderSubscription();
      const monthly = await screen.findByRole('radio', { name: 'Monthly' });
      expect(monthly).toBeChecked();
      expect(await screen.findByRole('listitem', { name: 'Team' })).toBeInTheDocument();
      const business = packageCard('Business');
      expect(business).toHaveTextContent('$99.00per month');
      expect(business).toHaveTextContent('Up to 25 managers');
      expect(business).toHaveTextContent('For large sales floors.');
      expect(screen.queryByRole('listitem', { name: 'Team yearly' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('radio', { name: 'Yearly' }));
      expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
      expect(packageCard('Team yearly')).toHaveTextContent('$490.00per year');
      expect(screen.queryByRole('listitem', { name: 'Team' })).not.toBeInTheDocument();

      // Arrow keys move between the two, as in any radio group.
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveFocus();
      expect(packageCard('Team')).toBeInTheDocument();
    });

    it('orders the chosen package, sends it to payment and leaves for the checkout page', async () => {
      const assign = stubLocation();
      const { user, api } = renderSubscription();
      await user.click(await screen.findByRole('button', { name: 'Choose Business' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith(checkoutUrl));
      expect(api.calls('POST', '/orders').map((call) => call.body)).toEqual([
        { project: `/api/projects/${projectId}`, package: business['@id'] },
      ]);
      const pay = api.calls('PATCH', '/orders/');
      expect(pay.map((call) => call.path)).toEqual([`/orders/${orderFixture(9, business).id}/pay`]);
      expect(pay[0]!.body).toEqual({});
      expect(pay[0]!.headers.get('content-type')).toBe('application/merge-patch+json');
      // Until the browser has left, the chosen button stays busy and the others wait.
      expect(screen.getByRole('button', { name: 'Choose Business' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('button', { name: 'Choose Team' })).toBeDisabled();
    });

    it('toasts a refused order and stays on the page', async () => {
      const assign = stubLocation();
      const { user, api } = renderSubscription({
        routes: { 'POST /orders': () => hydraErrorResponse(409, 'This server takes no online payments.') },
      });
      await user.click(await screen.findByRole('button', { name: 'Choose Team' }));
      expect(await screen.findByText('This server takes no online payments.')).toBeInTheDocument();
      expect(api.calls('PATCH', '/orders/')).toHaveLength(0);
      expect(assign).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Choose Team' })).not.toHaveAttribute('aria-busy');
    });

    it('disables buying when the server has no payment provider, and says why', async () => {
      renderSubscription({ offer: packages.map((item) => ({ ...item, purchasable: false })) });
      expect(
        await screen.findByText('Online payment is not set up on this server, so packages cannot be bought here.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Choose Team' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Choose Business' })).toBeDisabled();
    });
  });

  describe('orders', () => {
    const paid = orderFixture(1, team, { status: 'paid', createdAt: '2030-02-10T09:00:00Z', paidAt: '2030-02-10T09:01:00Z' });
    const pending = orderFixture(2, business, {
      status: 'pending',
      createdAt: '2030-02-12T09:00:00Z',
      checkoutUrl: 'https://pay.example/old',
    });
    const fresh = orderFixture(3, teamYearly, { status: 'new', createdAt: '2030-02-14T09:00:00Z' });

    it('lists orders with date, package, amount and status, ten a page', async () => {
      const { user, api, router } = renderSubscription({ orders: [fresh, pending, paid], orderTotal: 13 });
      const table = await screen.findByRole('table', { name: 'Orders' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Date', 'Package', 'Amount', 'Status', 'Actions']);
      const rows = within(table).getAllByRole('row').slice(1);
      expect(
        rows.map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
      ).toEqual([
        ['Feb 14, 2030', 'Team yearlyYearly', '$490.00', 'New', 'Pay'],
        ['Feb 12, 2030', 'BusinessMonthly', '$99.00', 'Awaiting payment', 'Pay'],
        ['Feb 10, 2030', 'TeamMonthly', '$49.00', 'Paid', ''],
      ]);
      expect(api.calls('GET', ordersPath)[0]?.path).toBe(`${ordersPath}?itemsPerPage=10&page=1`);

      const pager = screen.getByRole('navigation', { name: 'Order pages' });
      expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();
      await user.click(within(pager).getByRole('button', { name: 'Next page' }));
      await waitFor(() => expect(api.calls('GET', ordersPath).at(-1)?.path).toBe(`${ordersPath}?itemsPerPage=10&page=2`));
      expect(router.state.location.search).toBe('?page=2');
      expect(await within(pager).findByText('Page 2 of 2')).toBeInTheDocument();
    });

    it('pays an unpaid order again on the provider’s page', async () => {
      const assign = stubLocation();
      const { user, api } = renderSubscription({ orders: [fresh, pending, paid] });
      await user.click(await screen.findByRole('button', { name: 'Pay for Business ordered Feb 12, 2030' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith(checkoutUrl));
      expect(api.calls('PATCH', '/orders/').map((call) => call.path)).toEqual([`/orders/${pending.id}/pay`]);
      expect(api.calls('POST', '/orders')).toHaveLength(0);
    });

    it('toasts when the order was paid meanwhile, and refreshes the list', async () => {
      const assign = stubLocation();
      const { user, api } = renderSubscription({
        orders: [fresh],
        routes: { 'PATCH /orders/': () => hydraErrorResponse(409, 'The order is already paid.') },
      });
      await user.click(await screen.findByRole('button', { name: 'Pay for Team yearly ordered Feb 14, 2030' }));
      expect(await screen.findByText('The order is already paid.')).toBeInTheDocument();
      expect(assign).not.toHaveBeenCalled();
      await waitFor(() => expect(api.calls('GET', ordersPath).length).toBeGreaterThan(1));
    });

    it('shows orders as cards on a phone', async () => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query === '(max-width: 768px)',
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }));
      renderSubscription({ orders: [pending, paid] });
      const list = await screen.findByRole('list', { name: 'Orders' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const [first, second] = within(list).getAllByRole('listitem');
      expect(first).toHaveTextContent('Business$99.00Awaiting paymentFeb 12, 2030· Monthly');
      expect(within(first!).getByRole('button', { name: 'Pay for Business ordered Feb 12, 2030' })).toBeInTheDocument();
      expect(within(second!).queryByRole('button')).not.toBeInTheDocument();
    });

    it('says when there are no orders yet', async () => {
      renderSubscription({ orders: [] });
      expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Order pages' })).not.toBeInTheDocument();
    });

    it('offers a retry when the orders fail to load, keeping the rest of the screen', async () => {
      let fail = true;
      const { user } = renderSubscription({
        orders: [paid],
        routes: { [`GET ${ordersPath}`]: () => (fail ? hydraErrorResponse(500, 'Boom') : jsonResponse(hydraCollection([paid]))) },
      });
      expect(await screen.findByText('The orders could not be loaded.')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Choose Team' })).toBeInTheDocument();
      fail = false;
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('table', { name: 'Orders' })).toBeInTheDocument();
    });
  });

  it('says a canceled payment charged nothing, until dismissed', async () => {
    const { user, router } = renderSubscription({ entry: '/settings/subscription?canceled=1&page=2' });
    const notice = await screen.findByText('Payment canceled. Nothing was charged.');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(notice).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('shows no canceled notice otherwise', async () => {
    renderSubscription();
    await within(planCard()).findByText('Free trial until Mar 6, 2030');
    expect(screen.queryByText('Payment canceled. Nothing was charged.')).not.toBeInTheDocument();
  });
});
