import type { GiftRequest } from '@salespulse/contract/gifts';
import type { Role } from '@salespulse/contract/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { projectId } from '@/test/fixtures/ids';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import { giftFixture } from '../testing/gift-product-fixtures';
import { giftRequestFixture, personFixture } from '../testing/gift-request-fixtures';
import GiftHistory from './history';

const mug = giftFixture(1, 'Coffee mug', 150);
const hoodie = giftFixture(2, 'Hoodie', 1200);
const olga = personFixture(1, 'Olga Owner');
const anna = personFixture(2, 'Anna Rep');
const decided = { decidedBy: olga, decidedAt: '2030-03-05T08:00:00Z' };
const approved = giftRequestFixture(1, mug, anna, { status: 'approved', ...decided });
const declined = giftRequestFixture(2, hoodie, anna, { status: 'declined', ...decided });
const canceled = giftRequestFixture(3, mug, olga, { status: 'canceled', decidedBy: olga, decidedAt: '2030-03-06T08:00:00Z' });

const requestsPath = `/projects/${projectId}/gift_requests`;

/** Answers by the statuses asked for, with 23 decided requests in all. */
function renderHistory(role: Role = 'OWNER', entry = '/gift-shop/history', all: GiftRequest[] = [canceled, declined, approved]) {
  useSessionStore.getState().setProjectId(projectId, 'Acme');
  useSessionStore.getState().setRole(role);
  const api = fakeApi({
    [`GET ${requestsPath}`]: ({ path }) => {
      const statuses = new URLSearchParams(path.split('?')[1]).getAll('status[]');
      const shown = all.filter((request) => statuses.includes(request.status));
      return jsonResponse(hydraCollection(shown, statuses.length === 3 && shown.length > 0 ? 23 : shown.length));
    },
  });
  return { ...renderRoutes([{ path: '/gift-shop/history', element: <GiftHistory /> }], [entry]), api };
}

const lastCall = (api: ReturnType<typeof fakeApi>) => api.calls('GET', requestsPath).at(-1)?.path;

describe('Gift history', () => {
  runSignedIn();

  it('lists decided requests, newest first, ten a page, with status, employee, gift, price and decision', async () => {
    const { api } = renderHistory();
    const table = await screen.findByRole('table', {}, { timeout: 3000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Status', 'Employee', 'Gift', 'Price', 'Decided by', 'When']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['Canceled', 'Declined', 'Approved']);
    const row = rows[2]!;
    expect(within(row).getByText('Anna Rep')).toBeInTheDocument();
    expect(within(row).getByText('Coffee mug')).toBeInTheDocument();
    expect(within(row).getByText('150 points')).toBeInTheDocument();
    expect(within(row).getByText('Olga Owner')).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: /2030/ }).querySelector('time')).toHaveAttribute('dateTime', approved.decidedAt);
    expect(screen.getByRole('heading', { name: 'Decided gift requests' })).toBeInTheDocument();
    expect(screen.getByText('23 requests')).toBeInTheDocument();
    expect(lastCall(api)).toBe(`${requestsPath}?itemsPerPage=10&page=1&status%5B%5D=approved&status%5B%5D=declined&status%5B%5D=canceled`);
  });

  it('gives each status its own badge', async () => {
    renderHistory();
    const table = await screen.findByRole('table', {}, { timeout: 3000 });
    const badge = (name: string) => within(table).getByText(name).closest('[data-status]');
    expect(badge('Approved')?.className).toContain('status-success');
    expect(badge('Declined')?.className).toContain('error');
    expect(badge('Canceled')?.className).not.toEqual(badge('Approved')?.className);
  });

  it('filters by status from the first page, keeping the filter in the URL', async () => {
    const { user, api, router } = renderHistory('OWNER', '/gift-shop/history?page=2');
    await screen.findByRole('table', {}, { timeout: 3000 });
    expect(lastCall(api)).toContain('page=2');
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Declined' }));
    await waitFor(() => expect(lastCall(api)).toBe(`${requestsPath}?itemsPerPage=10&page=1&status%5B%5D=declined`));
    expect(router.state.location.search).toBe('?status=declined');
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Approved')).not.toBeInTheDocument());
    expect(within(screen.getByRole('table')).getByText('Declined')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Declined' })).toBeChecked();
  });

  it('pages through the history', async () => {
    const { user, api, router } = renderHistory();
    await screen.findByRole('table', {}, { timeout: 3000 });
    const pager = screen.getByRole('navigation', { name: 'Request pages' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(lastCall(api)).toBe(
        `${requestsPath}?itemsPerPage=10&page=2&status%5B%5D=approved&status%5B%5D=declined&status%5B%5D=canceled`,
      ),
    );
    expect(router.state.location.search).toBe('?page=2');
    expect(await within(pager).findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('calls a representative’s history their own, without an employee column', async () => {
    renderHistory('REPRESENTATIVE');
    const table = await screen.findByRole('table', {}, { timeout: 3000 });
    expect(screen.getByRole('heading', { name: 'Your decided requests' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Employee' })).not.toBeInTheDocument();
  });

  it('says when there is no history yet, and when no request has the chosen status', async () => {
    const { user } = renderHistory('OWNER', '/gift-shop/history', []);
    expect(await screen.findByText('No decided requests yet.', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Canceled' }));
    expect(await screen.findByText('No requests with this status.')).toBeInTheDocument();
  });
});
