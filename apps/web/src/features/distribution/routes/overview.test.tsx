import type { Distribution } from '@salespulse/contract/distribution';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { employeeFixture } from '@/test/fixtures/employees';
import { projectId } from '@/test/fixtures/ids';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import { distributionFixture, distributionIdOf, memberFixture } from '../testing/fixtures';
import DistributionOverview from './overview';

const rita = employeeFixture(1, 'Rita Rep');
const sam = employeeFixture(2, 'Sam Seller');
const inbound = distributionFixture(1, 'Inbound', {
  employees: [memberFixture(1, distributionIdOf(1), rita, { today: 3 }), memberFixture(2, distributionIdOf(1), sam, { away: true })],
  stats: { assignedToday: 7, waiting: 2, alerts: 0 },
  fallbackEmployee: rita['@id'],
  products: ['/api/products/p1', '/api/products/p2'],
});
const night = distributionFixture(2, 'Night shift', { active: false, stats: { assignedToday: 0, waiting: 3, alerts: 3 } });

function renderOverview(distributions: Distribution[]) {
  const api = fakeApi({
    [`GET /projects/${projectId}/distributions`]: () => jsonResponse(hydraCollection(distributions)),
    [`GET /projects/${projectId}/employees`]: () => jsonResponse(hydraCollection([rita, sam])),
  });
  const view = renderRoutes(
    [
      { path: '/distribution', element: <DistributionOverview /> },
      { path: '/distribution/create', element: <p>Create screen</p> },
      { path: '/distribution/:id', element: <p>Edit screen</p> },
    ],
    ['/distribution'],
  );
  return { ...view, api };
}

const card = async (name: string) => screen.findByRole('listitem', { name }, { timeout: 3000 });

describe('Distribution overview', () => {
  runSignedIn();
  beforeEach(() => useSessionStore.getState().setProjectId(projectId, 'Acme'));

  it('lists the distributions with status, today’s counts, employees and fallback', async () => {
    const { api } = renderOverview([inbound, night]);
    const first = await card('Inbound');
    expect(within(first).getByText('Active')).toBeInTheDocument();
    const metric = (label: string) => within(first).getByText(label).nextElementSibling;
    expect(metric('Assigned today')).toHaveTextContent('7');
    expect(metric('Waiting')).toHaveTextContent('2');
    expect(metric('Employees')).toHaveTextContent('2 (1 away)');
    expect(await within(first).findByText(/Fallback: Rita Rep/)).toBeInTheDocument();
    expect(within(first).getByText(/Products: 2/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Edit Inbound' })).toHaveAttribute('href', `/distribution/${inbound.id}`);
    expect(within(await card('Night shift')).getByText('Paused')).toBeInTheDocument();
    expect(screen.getByText('2 distributions')).toBeInTheDocument();
    expect(api.calls('GET', `/projects/${projectId}/distributions`)[0]?.path).toBe(
      `/projects/${projectId}/distributions?itemsPerPage=100&page=1`,
    );
  });

  it('warns when leads wait with nobody eligible', async () => {
    renderOverview([inbound, night]);
    const alert = within(await card('Night shift')).getByRole('alert');
    expect(alert).toHaveTextContent('3 leads wait with nobody eligible to take them.');
    expect(within(await card('Inbound')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('invites to create the first distribution', async () => {
    const { user, router } = renderOverview([]);
    expect(await screen.findByRole('heading', { name: 'No distributions yet' }, { timeout: 3000 })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Create distribution' });
    await user.click(links.at(-1)!);
    expect(router.state.location.pathname).toBe('/distribution/create');
  });

  it('shows a loader until the list arrives, and the section links', async () => {
    renderOverview([inbound]);
    expect(screen.getByRole('status')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Distribution sections' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'History' })).toHaveAttribute('href', '/distribution/history');
    await card('Inbound');
  });
});
