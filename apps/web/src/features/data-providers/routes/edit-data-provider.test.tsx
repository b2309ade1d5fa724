import type { DataProvider } from '@salespulse/contract/data-providers';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraErrorResponse, jsonResponse, noContent } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { projectId } from '@/test/fixtures/ids';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import { providerFixture } from '../testing/fixtures';
import EditDataProvider from './edit-data-provider';

const noCounts = { deals: 0, calls: 0, tasks: 0, providerUsers: 0, products: 0, properties: 0 };
function providerData(provider: DataProvider, counts: Partial<typeof noCounts>) {
  return {
    '@id': `${provider['@id']}/data`,
    '@type': 'DataProviderData',
    dataProvider: provider['@id'],
    counts: { ...noCounts, ...counts },
    properties: [],
  };
}

function renderEdit(provider: DataProvider, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    [`GET /data_providers/${provider.id}`]: () => jsonResponse(provider),
    [`GET /data_providers/${provider.id}/data`]: () => jsonResponse(providerData(provider, {})),
    'PATCH /data_providers/': ({ body }) => jsonResponse({ ...provider, ...(body as object) }),
    'DELETE /data_providers/': () => noContent(),
    ...routes,
  });
  const view = renderRoutes(
    [
      { path: '/settings/data-provider', element: <p>list page</p> },
      { path: '/settings/data-provider/:dataProviderId', element: <EditDataProvider /> },
    ],
    [`/settings/data-provider/${provider.id}`],
  );
  return { ...view, api };
}

describe('edit data provider', () => {
  runSignedIn();
  beforeEach(() => {
    useSessionStore.getState().setProjectId(projectId, 'Acme');
    useSessionStore.getState().setRole('OWNER');
  });

  it('shows the webhook URL to copy, never a secret', async () => {
    const provider = providerFixture(1, { name: 'Script' });
    renderEdit(provider);
    expect(await screen.findByRole('heading', { level: 1, name: 'Script' })).toBeInTheDocument();
    expect(screen.getByLabelText('Webhook URL')).toHaveValue(provider.webhookUrl);
    expect(screen.getByRole('button', { name: 'Copy Webhook URL' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Signing secret')).not.toBeInTheDocument();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Example request').value).toContain("SECRET='paste-your-secret-here'");
  });

  it('shows the last sync, success and error', async () => {
    const provider = providerFixture(2, {
      state: 'error',
      lastSyncAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
      lastSuccessAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      lastError: 'HubSpot answered 401',
    });
    renderEdit(provider);
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).getByText('Last sync').nextSibling).toHaveTextContent('2 hours ago');
    expect(within(status).getByText('Last success').nextSibling).toHaveTextContent('3 days ago');
    expect(within(status).getByText('Last error').nextSibling).toHaveTextContent('HubSpot answered 401');
    expect(within(status).getAllByText('Error').length).toBeGreaterThan(0);
  });

  it('renames the provider, refusing an empty name', async () => {
    const provider = providerFixture(3, { name: 'Script' });
    const { user, api } = renderEdit(provider);
    const name = await screen.findByLabelText('Name');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('required field')).toBeInTheDocument();
    await user.type(name, 'Zapier');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name saved')).toBeInTheDocument();
    expect(api.calls('PATCH', `/data_providers/${provider.id}`)[0]?.body).toEqual({ name: 'Zapier' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Zapier' })).toBeInTheDocument();
  });

  it('pauses and resumes', async () => {
    const provider = providerFixture(4, { name: 'Script' });
    const { user, api } = renderEdit(provider);
    await user.click(await screen.findByRole('button', { name: 'Pause Script' }));
    expect(await screen.findByRole('button', { name: 'Resume Script' })).toBeInTheDocument();
    expect(api.calls('PATCH', `/data_providers/${provider.id}`)[0]?.body).toEqual({ state: 'paused' });
  });

  it('holds the CSV import panel for a CSV provider', async () => {
    renderEdit(providerFixture(5, { type: 'csv', name: 'Export' }));
    expect(await screen.findByRole('heading', { name: 'Upload a CSV export' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Webhook URL')).not.toBeInTheDocument();
  });

  it('deletes after confirmation and returns to the list', async () => {
    const provider = providerFixture(6, { name: 'Script' });
    const { user, api, router } = renderEdit(provider);
    await user.click(await screen.findByRole('button', { name: 'Delete data provider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Script?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('list page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/data-provider');
    expect(api.calls('DELETE', `/data_providers/${provider.id}`)).toHaveLength(1);
  });

  it('shows what the provider has brought in, and a way to ask again when that fails', async () => {
    const provider = providerFixture(3, { name: 'CRM' });
    let fail = true;
    const { user } = renderEdit(provider, {
      [`GET /data_providers/${provider.id}/data`]: () =>
        fail ? hydraErrorResponse(500, 'boom') : jsonResponse(providerData(provider, { deals: 1204, calls: 37, providerUsers: 5 })),
    });
    const card = await screen.findByRole('region', { name: 'Data received' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('Could not load what this data provider has brought in.');
    fail = false;
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    expect((await within(card).findByText('Deals')).nextSibling).toHaveTextContent('1,204');
    expect(within(card).getByText('CRM users').nextSibling).toHaveTextContent('5');
    expect(within(card).getByText('Tasks').nextSibling).toHaveTextContent('0');
  });
});
