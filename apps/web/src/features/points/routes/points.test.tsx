import type { Role } from '@salespulse/contract/permissions';
import type { PointBalance, PointTransaction } from '@salespulse/contract/points';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { pointKeys } from '@/shared/resources/points';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, hydraErrorResponse, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { employeeFixture } from '@/test/fixtures/employees';
import { projectId } from '@/test/fixtures/ids';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import { balanceFixture, projectDataFixture, transactionFixture } from '../testing/fixtures';
import Points from './points';

const rita = employeeFixture(1, 'Rita Rep');
const sam = employeeFixture(2, 'Sam Seller');
const amy = employeeFixture(3, 'Amy Archer');
const ivan = employeeFixture(4, 'Ivan Idle', { status: 'inactive' });
const employees = [rita, sam, amy, ivan];
// As the server orders them (points, then name); the screen must not rely on it.
const balances = [balanceFixture(amy, 40), balanceFixture(ivan, 0), balanceFixture(rita, 120), balanceFixture(sam, 40)];

const award = transactionFixture(1, rita, { amount: 50, balance: 120, comment: 'Best month ever', createdAt: '2030-01-02T09:05:00Z' });
const takeBack = transactionFixture(2, sam, { amount: -20, balance: 40, author: null, createdAt: '2030-01-01T16:30:00Z' });

type Routes = Parameters<typeof fakeApi>[0];
type Options = {
  role?: Role;
  routes?: Routes;
  transactions?: PointTransaction[];
  total?: number;
  entry?: string;
  pointBalances?: PointBalance[];
};

function renderPoints({
  role = 'OWNER',
  routes = {},
  transactions = [award, takeBack],
  total,
  entry = '/gift-shop/points',
  pointBalances = balances,
}: Options = {}) {
  useSessionStore.getState().setRole(role);
  const api = fakeApi({
    [`GET /projects/${projectId}/data`]: () => jsonResponse(projectDataFixture({ timezone: 'Europe/Berlin', gift_shop_enabled: '1' })),
    [`GET /projects/${projectId}/employees`]: () => jsonResponse(hydraCollection(employees)),
    [`GET /projects/${projectId}/point_balances`]: () => jsonResponse(hydraCollection(pointBalances)),
    [`GET /projects/${projectId}/point_transactions`]: () => jsonResponse(hydraCollection(transactions, total ?? transactions.length)),
    // The contests have tests of their own; here the page just has none.
    [`GET /projects/${projectId}/point_contests`]: () => jsonResponse(hydraCollection([])),
    'POST /point_transactions': ({ body }) => jsonResponse(transactionFixture(9, rita, body as Partial<PointTransaction>), 201),
    ...routes,
  });
  const view = renderRoutes([{ path: '/gift-shop/points', element: <Points /> }], [entry]);
  return { ...view, api };
}

const balanceTable = () => screen.findByRole('table', { name: 'Point balances, most points first' }, { timeout: 3000 });
const namesIn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const historyTable = () => screen.findByRole('table', { name: 'Point transactions, newest first' }, { timeout: 3000 });

async function openAwardDialog(user: ReturnType<typeof renderPoints>['user']) {
  await balanceTable();
  await user.click(screen.getByRole('button', { name: 'Award points' }));
  return screen.findByRole('dialog', { name: 'Award points' });
}

describe('Points screen', () => {
  runSignedIn();
  beforeEach(() => useSessionStore.getState().setProjectId(projectId, 'Acme'));

  it('lists every balance, most points first and then by name, inactive employees marked', async () => {
    renderPoints();
    const table = await balanceTable();
    expect(namesIn(table)).toEqual(['Rita Rep', 'Amy Archer', 'Sam Seller', 'Ivan IdleInactive']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('cell').textContent)).toEqual(['120', '40', '40', '0']);
    expect(within(rows[3]!).getByText('Inactive')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('Inactive')).not.toBeInTheDocument();
    expect(screen.getByText('4 employees')).toBeInTheDocument();
  });

  it('searches the balances by any part of the name, whatever the case', async () => {
    const { user } = renderPoints();
    const table = await balanceTable();
    await user.type(screen.getByLabelText('Search employees'), 'aM');
    // Amy and Sam both hold "am"; the filter waits for typing to pause.
    await waitFor(() => expect(namesIn(table)).toEqual(['Amy Archer', 'Sam Seller']), { timeout: 3000 });
    await user.clear(screen.getByLabelText('Search employees'));
    await user.type(screen.getByLabelText('Search employees'), 'zoe');
    expect(await screen.findByText('No employee matches “zoe”.', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('shows the history in the project’s time zone with signed, coloured amounts', async () => {
    const { api } = renderPoints();
    const table = await historyTable();
    const [first, second] = within(table).getAllByRole('row').slice(1);
    // 09:05 UTC is 10:05 in Berlin.
    expect(within(first!).getByText(/^Jan 2, 2030, 10:05\sAM$/)).toBeInTheDocument();
    expect(within(first!).getByText('Rita Rep')).toBeInTheDocument();
    expect(within(first!).getByText('+50')).toHaveClass('text-status-success-text');
    expect(within(first!).getByText('120')).toBeInTheDocument();
    expect(within(first!).getByText('Best month ever')).toBeInTheDocument();
    expect(within(first!).getByText('Olga Owner')).toBeInTheDocument();
    expect(within(second!).getByText('\u221220')).toHaveClass('text-error-text');
    expect(within(second!).getByText('Former member')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'History' })).toBeInTheDocument();
    expect(api.calls('GET', `/projects/${projectId}/point_transactions`)[0]?.path).toBe(
      `/projects/${projectId}/point_transactions?itemsPerPage=10&page=1`,
    );
  });

  it('pages through the history ten at a time, keeping the page in the URL', async () => {
    const { user, api, router } = renderPoints({ total: 23 });
    await historyTable();
    const pages = screen.getByRole('navigation', { name: 'History pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.calls('GET', `/projects/${projectId}/point_transactions`).at(-1)?.path).toContain('page=2'));
    expect(router.state.location.search).toBe('?page=2');
    expect(await within(pages).findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('says so when no points have been awarded yet', async () => {
    renderPoints({ transactions: [] });
    expect(await screen.findByText('No points have been awarded yet.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'History pages' })).not.toBeInTheDocument();
  });

  it('keeps a failed section on screen with a way to try again', async () => {
    let fail = true;
    const { user } = renderPoints({
      routes: {
        [`GET /projects/${projectId}/point_balances`]: () =>
          fail ? hydraErrorResponse(500, 'boom') : jsonResponse(hydraCollection(balances)),
      },
    });
    expect(await screen.findByText('The balances could not be loaded.', {}, { timeout: 3000 })).toBeInTheDocument();
    // The history does not depend on the balances.
    expect(await historyTable()).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(namesIn(await balanceTable())).toHaveLength(4);
  });

  it('checks the award before sending it', async () => {
    const { user, api } = renderPoints();
    const dialog = await openAwardDialog(user);
    // Only active employees can be chosen.
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose an employee', 'Amy Archer', 'Rita Rep', 'Sam Seller']);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose an employee', { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the number of points')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Points'), '100001');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a whole number from 1 to 100,000')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Points'));
    await user.type(within(dialog).getByLabelText('Points'), '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a whole number from 1 to 100,000')).toBeInTheDocument();

    // Pasted: typing 501 keys one by one is most of the test's time and checks nothing more.
    await user.click(within(dialog).getByLabelText('Comment'));
    await user.paste('x'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('At most 500 characters')).toBeInTheDocument();
    expect(api.calls('POST', '/point_transactions')).toHaveLength(0);
  });

  it('takes points back, then refreshes the balances, the history and every other copy of the balances', async () => {
    const { user, api, queryClient } = renderPoints();
    // The gift shop's copy of Sam's balance, as if the shop had been open before.
    const shopCopy = pointKeys.myBalance(projectId, sam['@id']);
    queryClient.setQueryData(shopCopy, hydraCollection([{ employee: sam['@id'], points: 40 }]));
    const dialog = await openAwardDialog(user);
    await user.selectOptions(within(dialog).getByLabelText('Employee'), 'Sam Seller');
    expect(within(dialog).getByText('Current balance: 40 points')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Take back' }));
    await user.type(within(dialog).getByLabelText('Points'), '20');
    await user.type(within(dialog).getByLabelText('Comment'), '  Returned order  ');
    const balanceCalls = api.calls('GET', `/projects/${projectId}/point_balances`).length;
    const historyCalls = api.calls('GET', `/projects/${projectId}/point_transactions`).length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(api.calls('POST', '/point_transactions')[0]?.body).toEqual({ employee: sam['@id'], amount: -20, comment: 'Returned order' }),
    );
    expect(await screen.findByText('Points saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('GET', `/projects/${projectId}/point_balances`).length).toBeGreaterThan(balanceCalls);
    expect(api.calls('GET', `/projects/${projectId}/point_transactions`).length).toBeGreaterThan(historyCalls);
    expect(queryClient.getQueryState(shopCopy)?.isInvalidated).toBe(true);
    // Focus goes back to the button that opened the dialog.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Award points' })).toHaveFocus());
  });

  it('adds points without a comment, sending none', async () => {
    const { user, api } = renderPoints();
    const dialog = await openAwardDialog(user);
    expect(within(dialog).getByRole('radio', { name: 'Add' })).toBeChecked();
    await user.selectOptions(within(dialog).getByLabelText('Employee'), 'Rita Rep');
    await user.type(within(dialog).getByLabelText('Points'), '50');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.calls('POST', '/point_transactions')[0]?.body).toEqual({ employee: rita['@id'], amount: 50 }));
  });

  it('shows the server’s refusal under the amount and keeps the dialog open', async () => {
    const { user } = renderPoints({
      routes: {
        'POST /point_transactions': () =>
          hydraErrorResponse(422, 'amount: the balance is only 40 points', [
            { propertyPath: 'amount', message: 'the balance is only 40 points' },
          ]),
      },
    });
    const dialog = await openAwardDialog(user);
    await user.selectOptions(within(dialog).getByLabelText('Employee'), 'Sam Seller');
    await user.click(within(dialog).getByRole('radio', { name: 'Take back' }));
    await user.type(within(dialog).getByLabelText('Points'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const message = await within(dialog).findByText('the balance is only 40 points');
    expect(within(dialog).getByLabelText('Points')).toHaveAccessibleDescription('the balance is only 40 points');
    expect(message).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText('Points saved')).not.toBeInTheDocument();
  });

  it('shows a representative the balances and their own history, with no way to award points', async () => {
    renderPoints({ role: 'REPRESENTATIVE', transactions: [award] });
    await balanceTable();
    const table = await historyTable();
    expect(screen.getByRole('heading', { name: 'Your history' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Award points' })).not.toBeInTheDocument();
    // Every row is theirs: no employee column.
    expect(within(table).queryByRole('columnheader', { name: 'Employee' })).not.toBeInTheDocument();
    expect(within(table).getByText('+50')).toBeInTheDocument();
  });
});
