import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, hydraErrorResponse, jsonResponse, noContent } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { projectId } from '@/test/fixtures/ids';
import { renderScreen } from '@/test/render-screen';
import { runSignedIn } from '@/test/signed-in';
import { providerFixture } from '../testing/fixtures';
import DataProviders from './data-providers';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const crm = providerFixture(1, { name: 'Pipedrive webhook', lastSuccessAt: minutesAgo(5), lastSyncAt: minutesAgo(5) });
const paused = providerFixture(2, { name: 'Old CRM', state: 'paused' });
const broken = providerFixture(3, { name: 'Nightly CSV', type: 'csv', state: 'error', lastError: 'Row 4: startedAt is not a date' });
const fresh = providerFixture(4, { name: 'Sandbox', type: 'demo', state: 'pending' });

function renderList(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    [`GET /projects/${projectId}/data_providers`]: () => jsonResponse(hydraCollection([crm, paused, broken, fresh])),
    'PATCH /data_providers/': ({ body, path }) =>
      jsonResponse({ ...[crm, paused, broken, fresh].find((p) => path.endsWith(p.id)), ...(body as object) }),
    ...routes,
  });
  return { ...renderScreen(<DataProviders />, '/settings/data-provider'), api };
}

const row = (name: string) => screen.getByRole('listitem', { name });

describe('data providers list', () => {
  runSignedIn();
  beforeEach(() => {
    useSessionStore.getState().setProjectId(projectId, 'Acme');
    useSessionStore.getState().setRole('OWNER');
  });

  it('shows each provider with its type, state and when data last arrived', async () => {
    const { api } = renderList();
    await screen.findByText('Pipedrive webhook');
    expect(api.calls('GET', `/projects/${projectId}/data_providers`)[0]?.path).toBe(
      `/projects/${projectId}/data_providers?itemsPerPage=100&page=1`,
    );
    expect(within(row('Pipedrive webhook')).getByText('Webhook')).toBeInTheDocument();
    expect(within(row('Pipedrive webhook')).getByText('Active')).toBeInTheDocument();
    expect(row('Pipedrive webhook')).toHaveTextContent('Last data: 5 minutes ago');
    expect(within(row('Old CRM')).getByText('Paused')).toBeInTheDocument();
    expect(row('Old CRM')).toHaveTextContent('Last data: No data yet');
    expect(within(row('Sandbox')).getByText('Pending')).toBeInTheDocument();
    expect(within(row('Sandbox')).getByText('Demo data')).toBeInTheDocument();
    expect(within(row('Nightly CSV')).getByText('CSV import')).toBeInTheDocument();
    expect(within(row('Nightly CSV')).getByText('Error')).toBeInTheDocument();
  });

  it('warns about a provider’s last error', async () => {
    renderList();
    await screen.findByText('Nightly CSV');
    expect(row('Nightly CSV')).toHaveTextContent('Last error: Row 4: startedAt is not a date');
    expect(row('Pipedrive webhook')).not.toHaveTextContent('Last error');
  });

  it('links to the create page and to each provider’s edit page', async () => {
    renderList();
    expect(await screen.findByRole('link', { name: 'Add data provider' })).toHaveAttribute('href', '/settings/data-provider/create');
    expect(screen.getByRole('link', { name: 'Edit Old CRM' })).toHaveAttribute('href', `/settings/data-provider/${paused.id}`);
  });

  it('offers a single call to action when the project has no provider yet', async () => {
    renderList({ [`GET /projects/${projectId}/data_providers`]: () => jsonResponse(hydraCollection([])) });
    expect(await screen.findByRole('heading', { name: 'No data providers yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Add data provider' })).toHaveLength(1);
  });

  it('pauses an active provider and resumes a paused one', async () => {
    const { user, api } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Pause Pipedrive webhook' }));
    expect(await screen.findByText('Data provider paused')).toBeInTheDocument();
    expect(api.calls('PATCH', `/data_providers/${crm.id}`)[0]?.body).toEqual({ state: 'paused' });

    await user.click(screen.getByRole('button', { name: 'Resume Old CRM' }));
    expect(await screen.findByText('Data provider resumed')).toBeInTheDocument();
    expect(api.calls('PATCH', `/data_providers/${paused.id}`)[0]?.body).toEqual({ state: 'active' });
    expect(api.calls('PATCH', `/data_providers/${paused.id}`)[0]?.headers.get('content-type')).toBe('application/merge-patch+json');
  });

  it('deletes a provider only after confirmation', async () => {
    const { user, api } = renderList({ 'DELETE /data_providers/': () => noContent() });
    await user.click(await screen.findByRole('button', { name: 'Delete Old CRM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Old CRM?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('DELETE', '/data_providers/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Old CRM' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Data provider deleted')).toBeInTheDocument();
    expect(api.calls('DELETE', `/data_providers/${paused.id}`)).toHaveLength(1);
  });

  it('toasts the server’s refusal to pause', async () => {
    const { user } = renderList({ 'PATCH /data_providers/': () => hydraErrorResponse(409, 'The provider is being deleted.') });
    await user.click(await screen.findByRole('button', { name: 'Pause Pipedrive webhook' }));
    expect(await screen.findByText('The provider is being deleted.')).toBeInTheDocument();
  });
});
