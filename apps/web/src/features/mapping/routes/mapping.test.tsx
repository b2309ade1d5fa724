import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, hydraErrorResponse, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { providerFixture } from '@/test/fixtures/data-providers';
import { employeeFixture } from '@/test/fixtures/employees';
import { projectId } from '@/test/fixtures/ids';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import { providerUserFixture } from '../testing/fixtures';
import Mapping from './mapping';

const crm = providerFixture(1, 'Main CRM');
const dialer = providerFixture(2, 'Dialer');
const rita = employeeFixture(1, 'Rita Rep');
const sam = employeeFixture(2, 'Sam Seller');
const gone = employeeFixture(3, 'Gina Gone', { status: 'inactive' });
const matched = providerUserFixture(1, 'Rita in CRM', crm, { employee: rita['@id'], activity: { deals: 2, calls: 1, tasks: 0 } });
const stranger = providerUserFixture(2, 'Bob Closer', crm, { email: null });
const handMapped = providerUserFixture(3, 'Old Account', crm, { employee: gone['@id'], mappedManually: true });

type Routes = Parameters<typeof fakeApi>[0];

function renderMapping(routes: Routes = {}, providers = [crm], entry = '/settings/data-settings') {
  const api = fakeApi({
    [`GET /projects/${projectId}/data_providers`]: () => jsonResponse(hydraCollection(providers)),
    [`GET /projects/${projectId}/employees`]: () => jsonResponse(hydraCollection([rita, sam, gone])),
    [`GET /projects/${projectId}/provider_users`]: () => jsonResponse(hydraCollection([matched, stranger, handMapped])),
    'PATCH /provider_users/': ({ body, path }) =>
      jsonResponse({ ...[matched, stranger, handMapped].find((u) => path.endsWith(u.id)), ...(body as object), mappedManually: true }),
    ...routes,
  });
  const view = renderRoutes(
    [
      { path: '/settings/data-settings', element: <Mapping /> },
      { path: '/settings/data-provider', element: <p>Data providers screen</p> },
    ],
    [entry],
  );
  return { ...view, api };
}

// The first render of a file also pays for loading the screen's modules: allow it more than 1 s.
const rowOf = async (name: string) => (await screen.findByText(name, {}, { timeout: 3000 })).closest('li')!;

describe('Mapping screen', () => {
  runSignedIn();
  const selectProject = () => useSessionStore.getState().setProjectId(projectId, 'Acme');

  it('lists the provider’s users with their e-mail, external id, how they were mapped and their activity', async () => {
    selectProject();
    const { api } = renderMapping();
    const row = await rowOf('Rita in CRM');
    expect(within(row).getByText(matched.email!)).toBeInTheDocument();
    expect(within(row).getByText('ID crm-1')).toBeInTheDocument();
    expect(within(row).getByText('Matched by e-mail')).toBeInTheDocument();
    expect(within(row).getByText('2 deals · 1 call')).toBeInTheDocument();
    expect(within(row).getByLabelText('Employee for Rita in CRM')).toHaveValue(rita['@id']);

    const bob = await rowOf('Bob Closer');
    expect(within(bob).getByText('No e-mail')).toBeInTheDocument();
    expect(within(bob).getByText('Not mapped')).toBeInTheDocument();
    expect(within(bob).getByText('No activity yet')).toBeInTheDocument();
    expect(within(bob).getByLabelText('Employee for Bob Closer')).toHaveValue('');

    const old = await rowOf('Old Account');
    expect(within(old).getByText('Mapped by hand')).toBeInTheDocument();
    const select = within(old).getByLabelText('Employee for Old Account');
    expect(select).toHaveValue(gone['@id']);
    expect(within(select).getByRole('group', { name: 'Inactive employees' })).toHaveTextContent('Gina Gone (inactive)');
    expect(within(select).getByRole('option', { name: 'No owner' })).toBeInTheDocument();

    expect(screen.getByText('3 users')).toBeInTheDocument();
    expect(screen.queryByLabelText('Data provider')).not.toBeInTheDocument();
    expect(api.calls('GET', `/projects/${projectId}/provider_users`)[0]?.path).toBe(
      `/projects/${projectId}/provider_users?dataProvider=${encodeURIComponent(crm['@id'])}&itemsPerPage=30&page=1`,
    );
    expect(api.calls('GET', `/projects/${projectId}/employees`)[0]?.path).toContain('status%5B%5D=active&status%5B%5D=inactive');
  });

  it('saves a mapping as soon as an employee is chosen, and reloads the list', async () => {
    selectProject();
    const { user, api } = renderMapping();
    const select = within(await rowOf('Bob Closer')).getByLabelText('Employee for Bob Closer');
    await user.selectOptions(select, 'Sam Seller');
    await waitFor(() => expect(api.calls('PATCH', `/provider_users/${stranger.id}`)[0]?.body).toEqual({ employee: sam['@id'] }));
    await waitFor(() => expect(api.calls('GET', `/projects/${projectId}/provider_users`)).toHaveLength(2));
  });

  it('unmaps a user to "No owner"', async () => {
    selectProject();
    const { user, api } = renderMapping();
    await user.selectOptions(within(await rowOf('Rita in CRM')).getByLabelText('Employee for Rita in CRM'), 'No owner');
    await waitFor(() => expect(api.calls('PATCH', `/provider_users/${matched.id}`)[0]?.body).toEqual({ employee: null }));
  });

  it('hands a manual mapping back to e-mail matching', async () => {
    selectProject();
    const { user, api } = renderMapping();
    await user.click(within(await rowOf('Old Account')).getByRole('button', { name: 'Match by e-mail: Old Account' }));
    await waitFor(() => expect(api.calls('PATCH', `/provider_users/${handMapped.id}`)[0]?.body).toEqual({ mappedManually: false }));
  });

  it('toasts a refused change and shows the stored employee again', async () => {
    selectProject();
    const { user } = renderMapping({
      'PATCH /provider_users/': () =>
        hydraErrorResponse(422, 'employee: must be an employee of this project', [
          { propertyPath: 'employee', message: 'must be an employee of this project' },
        ]),
    });
    const select = within(await rowOf('Rita in CRM')).getByLabelText('Employee for Rita in CRM');
    await user.selectOptions(select, 'Sam Seller');
    expect(await screen.findByText('must be an employee of this project')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue(rita['@id']));
  });

  it('shows only unmapped users when asked, keeping the filter in the URL', async () => {
    selectProject();
    const { user, api, router } = renderMapping({
      [`GET /projects/${projectId}/provider_users`]: ({ path }) =>
        jsonResponse(hydraCollection(path.includes('mapped=false') ? [stranger] : [matched, stranger, handMapped])),
    });
    await screen.findByText('Rita in CRM');
    await user.click(screen.getByLabelText('Unmapped only'));
    expect(await screen.findByText('1 unmapped user')).toBeInTheDocument();
    expect(screen.queryByText('Rita in CRM')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?unmapped=1');
    expect(api.calls('GET', `/projects/${projectId}/provider_users`).at(-1)?.path).toContain('mapped=false');
  });

  it('offers a provider choice when the project has several', async () => {
    selectProject();
    const { user, api } = renderMapping({}, [crm, dialer]);
    const choice = await screen.findByLabelText('Data provider');
    expect(choice).toHaveValue(crm.id);
    await user.selectOptions(choice, 'Dialer');
    expect(await screen.findByRole('heading', { name: 'Dialer' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        api.calls('GET', `/projects/${projectId}/provider_users`).some((call) => call.path.includes(encodeURIComponent(dialer['@id']))),
      ).toBe(true),
    );
  });

  it('loads the next page of users on demand', async () => {
    selectProject();
    const first = Array.from({ length: 30 }, (_, i) => providerUserFixture(10 + i, `User ${String(i).padStart(2, '0')}`, crm));
    const { user } = renderMapping({
      [`GET /projects/${projectId}/provider_users`]: ({ path }) =>
        jsonResponse(hydraCollection(path.includes('page=2') ? [providerUserFixture(99, 'Zoe Last', crm)] : first, 31)),
    });
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Zoe Last')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('points to the data providers screen when there is nothing to map', async () => {
    selectProject();
    const { user } = renderMapping({}, []);
    expect(await screen.findByText('No data providers yet')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Add a data provider' }));
    expect(await screen.findByText('Data providers screen')).toBeInTheDocument();
  });
});
