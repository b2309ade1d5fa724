import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { employeeFixture } from '@/test/fixtures/employees';
import { projectId } from '@/test/fixtures/ids';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import { distributionFixture, logFixture } from '../testing/fixtures';
import DistributionHistory from './history';

const rita = employeeFixture(1, 'Rita Rep');
const sam = employeeFixture(2, 'Sam Seller');
const inbound = distributionFixture(1, 'Inbound');
const deal = (externalId: string, title: string | null, link: string | null = null) => ({
  '@id': `/api/deals/${externalId}`,
  externalId,
  title,
  link,
  dataProvider: '/api/data_providers/c1',
});

const assigned = logFixture(1, {
  distribution: inbound['@id'],
  deal: deal('D-1', 'Acme renewal', 'https://crm.example/deals/D-1'),
  decision: 'assigned',
  employee: rita['@id'],
  reason: {
    summary: 'largest deficit among 1 eligible employee',
    eligible: [{ employee: rita['@id'], weight: 2, expected: 1.5, received: 1 }],
    skipped: [{ employee: sam['@id'], reason: 'off_schedule' }],
  },
});
const reassigned = logFixture(2, {
  distribution: '/api/distributions/gone',
  deal: deal('D-2', null),
  decision: 'reassigned',
  employee: sam['@id'],
  previousEmployee: rita['@id'],
});
const alert = logFixture(3, {
  distribution: inbound['@id'],
  decision: 'alert',
  reason: {
    summary: 'nobody can take it',
    eligible: [],
    skipped: [{ employee: rita['@id'], reason: 'daily_cap' }],
    waitUntil: '2030-01-03T07:00:00Z',
  },
});

function renderHistory(
  entry = '/distribution/history',
  total = 3,
  { logs = [assigned, reassigned, alert], distributions = [inbound] } = {},
) {
  const api = fakeApi({
    [`GET /projects/${projectId}/distribution_logs`]: ({ path }) => {
      const decision = new URLSearchParams(path.split('?')[1]).get('decision');
      const rows = logs.filter((log) => !decision || log.decision === decision);
      return jsonResponse(hydraCollection(rows, decision ? rows.length : total));
    },
    [`GET /projects/${projectId}/distributions`]: () => jsonResponse(hydraCollection(distributions)),
    [`GET /projects/${projectId}/employees`]: () => jsonResponse(hydraCollection([rita, sam])),
    [`GET /projects/${projectId}/data`]: () =>
      jsonResponse({ project: { id: projectId, name: 'Acme' }, settings: [{ name: 'timezone', value: 'Europe/Berlin' }] }),
  });
  const view = renderRoutes([{ path: '/distribution/history', element: <DistributionHistory /> }], [entry]);
  return { ...view, api };
}

const logCalls = (api: ReturnType<typeof fakeApi>) => api.calls('GET', `/projects/${projectId}/distribution_logs`).map((call) => call.path);

describe('Distribution history', () => {
  runSignedIn();
  beforeEach(() => useSessionStore.getState().setProjectId(projectId, 'Acme'));

  it('lists each decision with its deal, people, distribution and reason', async () => {
    const { user, api } = renderHistory();
    const list = await screen.findByRole('list', { name: '3 decisions' }, { timeout: 3000 });
    const [first, second, third] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(within(first!).getByText('Assigned')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Acme renewal' })).toHaveAttribute('href', 'https://crm.example/deals/D-1');
    expect(await within(first!).findByText('to Rita Rep · Inbound')).toBeInTheDocument();
    expect(within(first!).getByText('largest deficit among 1 eligible employee')).toBeInTheDocument();
    await user.click(within(first!).getByText('Why'));
    expect(within(first!).getByText('weight 2, expected 1.5, received 1')).toBeVisible();
    expect(within(first!).getByText('outside working hours')).toBeVisible();

    expect(within(second!).getByText('Reassigned')).toBeInTheDocument();
    expect(within(second!).getByText('Deal ID: D-2')).toBeInTheDocument();
    expect(within(second!).getByText('to Sam Seller · from Rita Rep · Deleted distribution')).toBeInTheDocument();

    expect(within(third!).getByText('Alert')).toBeInTheDocument();
    expect(within(third!).getByText('No deal')).toBeInTheDocument();
    expect(within(third!).getByText(/Waits until/)).toBeInTheDocument();
    expect(logCalls(api)[0]).toBe(`/projects/${projectId}/distribution_logs?itemsPerPage=30&page=1`);
  });

  it("a large team's decision lists who was next in line and counts the rest", async () => {
    const large = logFixture(4, {
      decision: 'assigned',
      employee: rita['@id'],
      reason: {
        summary: 'largest deficit among 42 eligible employees',
        eligible: [
          { employee: rita['@id'], weight: 1, expected: 3, received: 1 },
          { employee: sam['@id'], weight: 1, expected: 3, received: 2 },
        ],
        eligibleCount: 42,
        skipped: [{ employee: sam['@id'], reason: 'daily_cap' }],
        skippedCounts: { off_schedule: 250, daily_cap: 8 },
      },
    });
    const { user } = renderHistory('/distribution/history', 1, { logs: [large] });
    const list = await screen.findByRole('list', { name: '1 decision' }, { timeout: 3000 });
    await user.click(within(list).getByText('Why'));
    expect(within(list).getByText('and 40 more eligible')).toBeVisible();
    expect(within(list).getByText('and 257 more (in all: 250 outside working hours, 8 daily cap reached)')).toBeVisible();
  });

  it('filters by distribution, employee and decision through the URL, and clears them', async () => {
    const { user, api, router } = renderHistory();
    await screen.findByRole('list', { name: '3 decisions' }, { timeout: 3000 });
    await user.selectOptions(screen.getByLabelText('Decision'), 'Reassigned');
    await screen.findByRole('list', { name: '1 decision' });
    expect(router.state.location.search).toBe('?decision=reassigned');
    await waitFor(() => expect(within(screen.getByLabelText('Distribution')).getByRole('option', { name: 'Inbound' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Distribution'), 'Inbound');
    await waitFor(() => expect(within(screen.getByLabelText('Employee')).getByRole('option', { name: 'Sam Seller' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Employee'), 'Sam Seller');
    await waitFor(() =>
      expect(logCalls(api).at(-1)).toBe(
        `/projects/${projectId}/distribution_logs?decision=reassigned&distribution=%2Fapi%2Fdistributions%2F${inbound.id}&employee=%2Fapi%2Femployees%2F${sam.id}&itemsPerPage=30&page=1`,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('list', { name: '3 decisions' });
    expect(router.state.location.search).toBe('');
  });

  it('pages through long histories', async () => {
    const { user, api, router } = renderHistory('/distribution/history', 75);
    await screen.findByRole('list', { name: '75 decisions' }, { timeout: 3000 });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(logCalls(api).at(-1)).toContain('page=2');
  });

  it('tells an empty history from a filter that matches nothing', async () => {
    const { api } = renderHistory('/distribution/history?decision=away');
    expect(await screen.findByText('No decisions match these filters.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(logCalls(api)[0]).toContain('decision=away');
  });

  it('an empty history says decisions come with new leads, or without any distribution leads to creating one', async () => {
    const waiting = renderHistory('/distribution/history', 0, { logs: [] });
    const text = await screen.findByText('Decisions appear here as new leads arrive from your data providers.', {}, { timeout: 3000 });
    expect(within(text.parentElement!).queryByRole('link')).toBeNull();
    waiting.unmount();

    renderHistory('/distribution/history', 0, { logs: [], distributions: [] });
    const none = await screen.findByText(
      'Decisions appear here once a distribution hands out new leads. Create one to start.',
      {},
      { timeout: 3000 },
    );
    expect(within(none.parentElement!).getByRole('link', { name: 'Create distribution' })).toHaveAttribute('href', '/distribution/create');
  });
});
