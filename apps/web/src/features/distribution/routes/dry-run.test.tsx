import type { DistributionDryRunResult } from '@salespulse/contract/distribution';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, hydraErrorResponse, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { employeeFixture } from '@/test/fixtures/employees';
import { projectId } from '@/test/fixtures/ids';
import { projectDataRoute } from '@/test/project-data-route';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import { distributionFixture, distributionIdOf, memberFixture } from '../testing/fixtures';
import CreateDistribution from './create-distribution';
import EditDistribution from './edit-distribution';

const rita = employeeFixture(1, 'Rita Rep');
const sam = employeeFixture(2, 'Sam Seller');
const inbound = distributionFixture(1, 'Inbound', {
  employees: [memberFixture(1, distributionIdOf(1), rita, { weight: 1 }), memberFixture(2, distributionIdOf(1), sam, { weight: 1 })],
});

const result: DistributionDryRunResult = {
  days: 14,
  from: '2026-03-01T10:00:00.000Z',
  to: '2026-03-15T10:00:00.000Z',
  replayed: 214,
  leads: 200,
  assigned: 166,
  fallback: 20,
  waiting: 14,
  elsewhere: 10,
  unmatched: 4,
  truncated: false,
  employees: [
    {
      employee: rita['@id'],
      name: 'Rita Rep',
      weight: 3,
      dailyCap: null,
      currentReceived: 83,
      currentShare: 0.5,
      draftReceived: 124,
      draftShare: 0.747,
      change: 0.247,
    },
    {
      employee: sam['@id'],
      name: 'Sam Seller',
      weight: 1,
      dailyCap: 10,
      currentReceived: 83,
      currentShare: 0.5,
      draftReceived: 42,
      draftShare: 0.253,
      change: -0.247,
    },
  ],
  assumptions: ['Delay and re-assignment are not replayed.'],
};

function renderAt(entry: string, dryRun: Parameters<typeof fakeApi>[0][string]) {
  const api = fakeApi({
    [`GET /projects/${projectId}/employees`]: () => jsonResponse(hydraCollection([rita, sam])),
    [`GET /projects/${projectId}/distribution_presets`]: () => jsonResponse(hydraCollection([])),
    [`GET /projects/${projectId}/products`]: () => jsonResponse(hydraCollection([])),
    [`GET /projects/${projectId}/data_providers`]: () => jsonResponse(hydraCollection([])),
    ...projectDataRoute(projectId, []),
    [`GET /distributions/${inbound.id}`]: () => jsonResponse(inbound),
    'POST /distributions/dry_run': dryRun,
  });
  const view = renderRoutes(
    [
      { path: '/distribution/create', element: <CreateDistribution /> },
      { path: '/distribution/:distributionId', element: <EditDistribution /> },
    ],
    [entry],
  );
  return { ...view, api };
}

describe('Distribution dry run', () => {
  runSignedIn();
  beforeEach(() => useSessionStore.getState().setRole('OWNER'));
  beforeEach(() => useSessionStore.getState().setProjectId(projectId, 'Acme'));

  it('posts the unsaved form and shows each employee’s share now and with the draft', async () => {
    const { user, api } = renderAt(`/distribution/${inbound.id}`, () => jsonResponse(result));
    const weight = await screen.findByLabelText('Weight of Rita Rep', {}, { timeout: 3000 });
    await user.clear(weight);
    await user.type(weight, '3');
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 30 days');
    await user.click(screen.getByRole('button', { name: 'Run dry run' }));

    await waitFor(() => expect(api.calls('POST', '/distributions/dry_run')).toHaveLength(1));
    expect(api.calls('POST', '/distributions/dry_run')[0]?.body).toMatchObject({
      project: `/api/projects/${projectId}`,
      days: 30,
      distribution: inbound['@id'],
      draft: {
        name: 'Inbound',
        employees: [
          { employee: rita['@id'], weight: 3 },
          { employee: sam['@id'], weight: 1 },
        ],
      },
    });
    expect(await screen.findByTestId('dry-run-summary')).toHaveTextContent(
      'Replayed 214 leads of the last 14 days: 200 taken by this draft (166 to its employees, 20 to the fallback owner, 14 would wait). 14 go to other distributions or to none.',
    );
    const table = screen.getByRole('table', { name: /with this draft/ });
    const ritaRow = within(table).getByRole('row', { name: /Rita Rep/ });
    expect(ritaRow).toHaveTextContent('83 · 50.0%');
    expect(ritaRow).toHaveTextContent('124 · 74.7%');
    expect(ritaRow).toHaveTextContent('+24.7 pp (more)');
    expect(within(table).getByRole('row', { name: /Sam Seller/ })).toHaveTextContent('−24.7 pp (less)');
    expect(screen.getByText('Delay and re-assignment are not replayed.')).toBeInTheDocument();
    // Nothing was saved.
    expect(api.calls('PATCH', '/distributions/')).toHaveLength(0);
  });

  it('says when the window has no leads, and shows a failure', async () => {
    let fail = false;
    const { user } = renderAt('/distribution/create', () =>
      fail
        ? hydraErrorResponse(500, 'Internal Server Error')
        : jsonResponse({
            ...result,
            replayed: 0,
            leads: 0,
            assigned: 0,
            fallback: 0,
            waiting: 0,
            elsewhere: 0,
            unmatched: 0,
            employees: [],
          }),
    );
    await user.click(await screen.findByRole('button', { name: 'Dry run' }, { timeout: 3000 }));
    expect(await screen.findByText(/^No leads in the last 14 days\. A lead is a deal that arrived without an owner/)).toBeInTheDocument();
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Run dry run' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('asks to fix the form first when a weight is invalid', async () => {
    const { user, api } = renderAt(`/distribution/${inbound.id}`, () => jsonResponse(result));
    const weight = await screen.findByLabelText('Weight of Rita Rep', {}, { timeout: 3000 });
    await user.clear(weight);
    await user.click(screen.getByRole('button', { name: 'Run dry run' }));
    expect(await screen.findByText(/Fix the marked fields first/)).toBeInTheDocument();
    expect(api.calls('POST', '/distributions/dry_run')).toHaveLength(0);
  });
});
