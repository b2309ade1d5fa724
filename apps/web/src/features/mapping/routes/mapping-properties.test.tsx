import type { DataProvider } from '@salespulse/contract/data-providers';
import type { Property } from '@salespulse/contract/catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, hydraErrorResponse, jsonResponse, noContent } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { providerFixture } from '@/test/fixtures/data-providers';
import { employeeFixture } from '@/test/fixtures/employees';
import { projectId } from '@/test/fixtures/ids';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import Mapping from './mapping';

const crm = providerFixture(1, 'Main CRM');
const dialer = providerFixture(2, 'Dialer');

function propertyFixture(index: number, key: string, provider: DataProvider, overrides: Partial<Property> = {}): Property {
  const id = `00000000-0000-4000-f000-${String(index).padStart(12, '0')}`;
  return {
    '@id': `/api/properties/${id}`,
    '@type': 'Property',
    id,
    project: `/api/projects/${projectId}`,
    dataProvider: provider['@id'],
    key,
    name: key,
    valueType: 'string',
    options: [],
    ...overrides,
  };
}

const region = propertyFixture(1, 'region', crm, { name: 'Sales region', options: ['East', 'North', 'South'] });
const seats = propertyFixture(2, 'seats', crm, { valueType: 'integer', options: Array.from({ length: 12 }, (_, i) => String(i + 1)) });
const notes = propertyFixture(3, 'notes', crm);

type Routes = Parameters<typeof fakeApi>[0];

function renderProperties(routes: Routes = {}, providers = [crm], entry = '/settings/data-settings?tab=properties') {
  let stored = [region, seats, notes];
  const api = fakeApi({
    [`GET /projects/${projectId}/data_providers`]: () => jsonResponse(hydraCollection(providers)),
    [`GET /projects/${projectId}/employees`]: () => jsonResponse(hydraCollection([employeeFixture(1, 'Rita Rep')])),
    [`GET /projects/${projectId}/provider_users`]: () => jsonResponse(hydraCollection([])),
    [`GET /projects/${projectId}/properties`]: ({ path }) =>
      jsonResponse(hydraCollection(stored.filter((p) => path.includes(p.dataProvider.split('/').pop()!)))),
    'PATCH /properties/': ({ path, body }) => {
      stored = stored.map((p) => (path.endsWith(p.id) ? { ...p, ...(body as object) } : p));
      return jsonResponse(stored.find((p) => path.endsWith(p.id)));
    },
    'DELETE /data_providers/': ({ path }) => {
      stored = stored.filter((p) => !path.endsWith(p.id));
      return noContent();
    },
    ...routes,
  });
  const view = renderRoutes([{ path: '/settings/data-settings', element: <Mapping /> }], [entry]);
  return { ...view, api };
}

// The first render of a file also pays for loading the screen's modules: allow it more than 1 s.
const rowOf = async (key: string) => (await screen.findByLabelText(`Name of property ${key}`, {}, { timeout: 3000 })).closest('li')!;

describe('Mapping screen: properties', () => {
  runSignedIn();
  beforeEach(() => useSessionStore.getState().setProjectId(projectId, 'Acme'));

  it('opens on the users and switches to the properties, keeping the tab in the URL', async () => {
    const { user, router, api } = renderProperties({}, [crm], '/settings/data-settings');
    expect(await screen.findByRole('tab', { name: 'Users' }, { timeout: 3000 })).toHaveAttribute('aria-selected', 'true');
    expect(api.calls('GET', `/projects/${projectId}/properties`)).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: 'Properties' }));
    expect(await screen.findByText('3 properties', { exact: false })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=properties');
    expect(api.calls('GET', `/projects/${projectId}/properties`)[0]?.path).toBe(
      `/projects/${projectId}/properties?dataProvider=${crm.id}&itemsPerPage=500&page=1`,
    );
  });

  it('lists each property with its name, key, type and the values seen', async () => {
    renderProperties();
    const row = await rowOf('region');
    expect(within(row).getByLabelText('Name of property region')).toHaveValue('Sales region');
    expect(within(row).getByText('region')).toBeInTheDocument();
    expect(within(row).getByText('Text')).toBeInTheDocument();
    expect(
      within(within(row).getByRole('list', { name: 'Values seen' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['East', 'North', 'South']);
    expect(within(await rowOf('seats')).getByText('Whole number')).toBeInTheDocument();
    expect(within(await rowOf('notes')).getByText('No values yet')).toBeInTheDocument();
  });

  it('shows the first values of a long list and the rest on demand', async () => {
    const { user } = renderProperties();
    const row = await rowOf('seats');
    const values = () => within(within(row).getByRole('list', { name: 'Values seen' })).getAllByRole('listitem');
    expect(values()).toHaveLength(8);
    await user.click(within(row).getByRole('button', { name: 'Show all 12 values' }));
    expect(values()).toHaveLength(12);
    await user.click(within(row).getByRole('button', { name: 'Show fewer' }));
    expect(values()).toHaveLength(8);
  });

  it('renames a property in place on Enter; Escape keeps the stored name', async () => {
    const { user, api } = renderProperties();
    const name = await screen.findByLabelText('Name of property notes');
    await user.clear(name);
    await user.type(name, 'Internal notes{Enter}');
    await waitFor(() => expect(api.calls('PATCH', `/properties/${notes.id}`)[0]?.body).toEqual({ name: 'Internal notes' }));
    expect(await screen.findByDisplayValue('Internal notes')).toBeInTheDocument();

    const other = screen.getByLabelText('Name of property region');
    await user.clear(other);
    await user.type(other, 'Oops{Escape}');
    await user.tab();
    expect(other).toHaveValue('Sales region');
    expect(api.calls('PATCH', `/properties/${region.id}`)).toHaveLength(0);
  });

  it('takes a refused rename back and says why', async () => {
    const { user } = renderProperties({ 'PATCH /properties/': () => hydraErrorResponse(403, 'Permission denied') });
    const name = await screen.findByLabelText('Name of property notes');
    await user.clear(name);
    await user.type(name, 'Mine{Enter}');
    expect(await screen.findByText('Permission denied')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveValue('notes'));
  });

  it('deletes a property after confirmation', async () => {
    const { user, api } = renderProperties();
    await user.click(within(await rowOf('region')).getByRole('button', { name: 'Delete property Sales region' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the property “Sales region”?' });
    expect(within(dialog).getByText(/comes back if the data provider sends this field again/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls('DELETE', `/data_providers/${crm.id}/properties/${region.id}`)).toHaveLength(1));
    expect(await screen.findByText('Property “Sales region” deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Name of property region')).not.toBeInTheDocument());
  });

  it('keeps a property when the deletion is cancelled', async () => {
    const { user, api } = renderProperties();
    await user.click(within(await rowOf('seats')).getByRole('button', { name: 'Delete property seats' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.calls('DELETE', '/data_providers/')).toHaveLength(0);
    expect(screen.getByLabelText('Name of property seats')).toBeInTheDocument();
  });

  it('shows the chosen provider’s properties, and says when it has none', async () => {
    const { user } = renderProperties({}, [crm, dialer]);
    await rowOf('region');
    await user.selectOptions(screen.getByLabelText('Data provider'), 'Dialer');
    expect(await screen.findByText('This data provider has not sent any custom fields yet.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Properties' })).toHaveAttribute('aria-selected', 'true');
  });

  it('declares a property by hand: key required, name defaulting to the key, the server’s refusal under its field', async () => {
    let taken = false;
    const { user, api } = renderProperties({
      'POST /properties': ({ body }) => {
        const input = body as { key: string; name?: string; valueType: Property['valueType'] };
        if (taken)
          return hydraErrorResponse(422, 'key: exists', [
            { propertyPath: 'key', message: 'this property already exists for the data provider' },
          ]);
        taken = true;
        return jsonResponse(propertyFixture(9, input.key, crm, { name: input.name ?? input.key, valueType: input.valueType }), 201);
      },
    });
    await rowOf('region');
    await user.click(screen.getByRole('button', { name: 'Declare a property' }));
    const dialog = await screen.findByRole('dialog', { name: 'Declare a property of Main CRM' });
    await user.click(within(dialog).getByRole('button', { name: 'Declare' }));
    expect(await within(dialog).findByText('required field')).toBeInTheDocument();
    expect(api.calls('POST', '/properties')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Field key'), '  plan_tier ');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'integer');
    await user.click(within(dialog).getByRole('button', { name: 'Declare' }));
    expect(await screen.findByText('Property “plan_tier” declared')).toBeInTheDocument();
    expect(api.calls('POST', '/properties')[0]?.body).toEqual({ dataProvider: crm['@id'], key: 'plan_tier', valueType: 'integer' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The provider's list is read again, with the new property in it.
    await waitFor(() => expect(api.calls('GET', `/projects/${projectId}/properties`).length).toBeGreaterThan(1));

    await user.click(screen.getByRole('button', { name: 'Declare a property' }));
    const again = await screen.findByRole('dialog');
    await user.type(within(again).getByLabelText('Field key'), 'plan_tier');
    await user.type(within(again).getByLabelText('Name'), 'Plan tier');
    await user.click(within(again).getByRole('button', { name: 'Declare' }));
    expect(await within(again).findByText('this property already exists for the data provider')).toBeInTheDocument();
    expect(api.calls('POST', '/properties')[1]?.body).toMatchObject({ key: 'plan_tier', name: 'Plan tier' });
  });
});
