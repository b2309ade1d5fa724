import type { Distribution } from '@salespulse/contract/distribution';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraCollection, hydraErrorResponse, jsonResponse, noContent } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { employeeFixture } from '@/test/fixtures/employees';
import { projectId } from '@/test/fixtures/ids';
import { projectDataRoute } from '@/test/project-data-route';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import { distributionFixture, distributionIdOf, memberFixture, presetFixture } from '../testing/fixtures';
import CreateDistribution from './create-distribution';
import EditDistribution from './edit-distribution';

const rita = employeeFixture(1, 'Rita Rep');
const sam = employeeFixture(2, 'Sam Seller');
const olga = employeeFixture(3, 'Olga Owner', { role: 'OWNER' });
const gone = employeeFixture(4, 'Gina Gone', { status: 'inactive' });
const product = { '@id': '/api/products/p1', id: 'p1', name: 'Widget', sku: 'W-1' };
const crm = { '@id': '/api/data_providers/c1', id: 'c1', name: 'Main CRM' };
const plan = { '@id': '/api/properties/q1', id: 'q1', name: 'Plan', options: ['Pro', 'Basic'] };
const team = presetFixture(1, 'Day team', [
  { employee: sam['@id'], weight: 3, dailyCap: 5 },
  { employee: olga['@id'], weight: 1, dailyCap: null },
]);
const inbound = distributionFixture(1, 'Inbound', {
  employees: [
    memberFixture(1, distributionIdOf(1), rita, { weight: 2, expected: 6.5, received: 7, today: 2, dailyCap: 10 }),
    memberFixture(2, distributionIdOf(1), sam, { weight: 1, expected: 3.5, received: 3, away: true }),
  ],
  products: [product['@id']],
  propertyConditions: [{ property: plan['@id'], operator: 'in', value: ['Pro', 'Basic'] }],
  fallbackEmployee: olga['@id'],
});

type Routes = Parameters<typeof fakeApi>[0];

function renderForm(entry: string, routes: Routes = {}) {
  const api = fakeApi({
    [`GET /projects/${projectId}/employees`]: () => jsonResponse(hydraCollection([rita, sam, olga, gone])),
    [`GET /projects/${projectId}/distribution_presets`]: () => jsonResponse(hydraCollection([team])),
    [`GET /projects/${projectId}/products`]: () => jsonResponse(hydraCollection([product])),
    [`GET /projects/${projectId}/data_providers`]: () => jsonResponse(hydraCollection([crm])),
    ...projectDataRoute(projectId, [plan]),
    [`GET /distributions/${inbound.id}`]: () => jsonResponse(inbound),
    'POST /distributions': ({ body }) => jsonResponse({ ...distributionFixture(9, 'new'), ...(body as object) }, 201),
    'PATCH /distributions/': ({ body }) => jsonResponse({ ...inbound, ...(body as Partial<Distribution>), employees: inbound.employees }),
    'DELETE /distributions/': () => noContent(),
    'POST /distribution_presets': ({ body }) => jsonResponse({ ...team, ...(body as object) }, 201),
    ...routes,
  });
  const view = renderRoutes(
    [
      { path: '/distribution', element: <h1>Overview screen</h1> },
      { path: '/distribution/create', element: <CreateDistribution /> },
      { path: '/distribution/:distributionId', element: <EditDistribution /> },
    ],
    [entry],
  );
  return { ...view, api };
}

// Long user journeys on a shared, busy machine: more than the default 5 s each.
const JOURNEY_MS = 15_000;

const nameField = () => screen.findByLabelText('Name', {}, { timeout: 3000 });

describe('Create distribution', () => {
  runSignedIn();
  beforeEach(() => useSessionStore.getState().setRole('OWNER'));
  beforeEach(() => useSessionStore.getState().setProjectId(projectId, 'Acme'));

  it('warns that an active distribution with nobody to give leads to leaves them waiting', async () => {
    const { user } = renderForm('/distribution/create');
    await user.type(await nameField(), 'Nobody');
    const warning =
      'This active distribution has no employees and no fallback owner: every lead it takes will wait with an alert. Add employees or choose a fallback owner.';
    expect(screen.getByText(warning)).toBeInTheDocument();
    // A fallback owner is enough.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fallback owner' }), 'Olga Owner');
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fallback owner' }), '');
    expect(screen.getByText(warning)).toBeInTheDocument();
    // So is being paused.
    await user.click(screen.getByRole('switch', { name: /Active/ }));
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
  });

  it(
    'creates a distribution with employees, weights, a cap, conditions and a fallback owner',
    async () => {
      const { user, api, router } = renderForm('/distribution/create');
      await user.type(await nameField(), ' Inbound ');
      await user.click(screen.getByRole('button', { name: /Products/ }));
      await user.click(await screen.findByRole('checkbox', { name: /Widget/ }));
      await user.keyboard('{Escape}');
      await user.click(screen.getByRole('button', { name: 'Add condition' }));
      await user.selectOptions(screen.getByLabelText('Property'), 'Plan');
      await user.selectOptions(screen.getByLabelText('Operator'), 'is one of');
      await user.type(screen.getByLabelText('Value'), 'Pro, Basic');

      const picker = screen.getByLabelText('Add employee');
      // Inactive employees cannot be added.
      expect(within(picker).queryByRole('option', { name: 'Gina Gone' })).not.toBeInTheDocument();
      await user.selectOptions(picker, 'Rita Rep');
      await user.click(screen.getByRole('button', { name: 'Add' }));
      await user.selectOptions(picker, 'Sam Seller');
      await user.click(screen.getByRole('button', { name: 'Add' }));
      const ritaWeight = screen.getByLabelText('Weight of Rita Rep');
      await user.clear(ritaWeight);
      await user.type(ritaWeight, '3');
      await user.type(screen.getByLabelText('Daily cap of Sam Seller'), '20');
      expect(screen.getByText('75%')).toBeInTheDocument();
      expect(screen.getByText('25%')).toBeInTheDocument();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Fallback owner' }), 'Olga Owner');
      await user.click(screen.getByRole('button', { name: 'Create' }));

      await waitFor(() => expect(api.calls('POST', '/distributions')).toHaveLength(1));
      expect(api.calls('POST', '/distributions')[0]?.body).toEqual({
        project: `/api/projects/${projectId}`,
        name: 'Inbound',
        active: true,
        dataProviders: [],
        products: ['/api/products/p1'],
        propertyConditions: [{ property: plan['@id'], operator: 'in', value: ['Pro', 'Basic'] }],
        employees: [
          { employee: rita['@id'], weight: 3, dailyCap: null },
          { employee: sam['@id'], weight: 1, dailyCap: 20 },
        ],
        fallbackEmployee: olga['@id'],
      });
      expect(await screen.findByText('Distribution created')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/distribution');
    },
    JOURNEY_MS,
  );

  it(
    'checks the name, weights, caps and conditions before sending',
    async () => {
      const { user, api } = renderForm('/distribution/create');
      await nameField();
      await user.selectOptions(screen.getByLabelText('Add employee'), 'Rita Rep');
      await user.click(screen.getByRole('button', { name: 'Add' }));
      const weight = screen.getByLabelText('Weight of Rita Rep');
      await user.clear(weight);
      await user.type(weight, '0');
      await user.type(screen.getByLabelText('Daily cap of Rita Rep'), '2.5');
      await user.click(screen.getByRole('button', { name: 'Add condition' }));
      await user.selectOptions(screen.getByLabelText('Operator'), 'greater than');
      await user.type(screen.getByLabelText('Value'), 'ten');
      await user.click(screen.getByRole('button', { name: 'Create' }));
      expect(await screen.findAllByText('required field')).toHaveLength(2);
      expect(screen.getByText('must be a whole number from 1 to 100')).toBeInTheDocument();
      expect(screen.getByText('must be empty or a whole number from 1 to 10000')).toBeInTheDocument();
      expect(screen.getByText('must be a number')).toBeInTheDocument();
      expect(weight).toHaveAttribute('aria-invalid', 'true');
      expect(api.calls('POST', '/distributions')).toHaveLength(0);
    },
    JOURNEY_MS,
  );

  it('shows the server’s violations on their fields', async () => {
    const { user } = renderForm('/distribution/create', {
      'POST /distributions': () =>
        hydraErrorResponse(422, 'invalid', [
          { propertyPath: 'employees.0.employee', message: 'must be an employee of the project' },
          { propertyPath: 'products.0', message: 'must be a product of the project' },
          { propertyPath: 'position', message: 'too far' },
        ]),
    });
    await user.type(await nameField(), 'Inbound');
    await user.selectOptions(screen.getByLabelText('Add employee'), 'Rita Rep');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('must be an employee of the project')).toBeInTheDocument();
    expect(screen.getByText('must be a product of the project')).toBeInTheDocument();
    // A violation the form has no field for is not lost.
    expect(await screen.findByText('too far')).toBeInTheDocument();
  });
});

describe('Edit distribution', () => {
  runSignedIn();
  beforeEach(() => useSessionStore.getState().setRole('OWNER'));
  beforeEach(() => useSessionStore.getState().setProjectId(projectId, 'Acme'));

  it('shows the saved distribution and its fairness ledger', async () => {
    renderForm(`/distribution/${inbound.id}`);
    expect(await nameField()).toHaveValue('Inbound');
    expect(screen.getByLabelText('Weight of Rita Rep')).toHaveValue(2);
    expect(screen.getByLabelText('Daily cap of Rita Rep')).toHaveValue(10);
    expect(screen.getByLabelText('Value')).toHaveValue('Pro, Basic');
    expect(screen.getByRole('combobox', { name: 'Fallback owner' })).toHaveValue(olga['@id']);
    const ledger = screen.getByRole('table');
    const samRow = within(ledger).getByRole('row', { name: /Sam Seller/ });
    expect(samRow).toHaveTextContent('Away');
    expect(
      within(samRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3.5', '3', '-0.5', '0']);
    expect(
      within(within(ledger).getByRole('row', { name: /Rita Rep/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['6.5', '7', '+0.5', '2 / 10']);
  });

  it('applies a preset and saves the whole form', async () => {
    const { user, api, router } = renderForm(`/distribution/${inbound.id}`);
    await nameField();
    await user.selectOptions(screen.getByLabelText('Preset'), 'Day team');
    await user.click(screen.getByRole('button', { name: 'Apply preset' }));
    expect(screen.queryByLabelText('Weight of Rita Rep')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Weight of Sam Seller')).toHaveValue(3);
    await user.click(screen.getByLabelText(/Active/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls('PATCH', `/distributions/${inbound.id}`)).toHaveLength(1));
    expect(api.calls('PATCH', `/distributions/${inbound.id}`)[0]?.body).toMatchObject({
      active: false,
      employees: [
        { employee: sam['@id'], weight: 3, dailyCap: 5 },
        { employee: olga['@id'], weight: 1, dailyCap: null },
      ],
    });
    expect(await screen.findByText('Distribution saved')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/distribution');
  });

  it('saves the employees as a preset', async () => {
    const { user, api } = renderForm(`/distribution/${inbound.id}`);
    await nameField();
    await user.click(screen.getByRole('button', { name: 'Save as preset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as preset' });
    await user.type(within(dialog).getByLabelText('Preset name'), 'Inbound team');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Preset saved')).toBeInTheDocument();
    expect(api.calls('POST', '/distribution_presets')[0]?.body).toEqual({
      project: `/api/projects/${projectId}`,
      name: 'Inbound team',
      employees: [
        { employee: rita['@id'], weight: 2, dailyCap: 10 },
        { employee: sam['@id'], weight: 1, dailyCap: null },
      ],
    });
  });

  it('renames a preset and refills it with the form’s employees', async () => {
    const { user, api } = renderForm(`/distribution/${inbound.id}`, {
      [`PATCH /distribution_presets/${team.id}`]: ({ body }) => jsonResponse({ ...team, ...(body as object) }),
    });
    await nameField();
    expect(screen.getByRole('button', { name: 'Edit preset' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Preset'), team.id);
    await user.click(screen.getByRole('button', { name: 'Edit the preset Day team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the preset Day team' });
    const name = within(dialog).getByLabelText('Preset name');
    expect(name).toHaveValue('Day team');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('required field')).toBeInTheDocument();
    await user.type(name, 'Night team');
    await user.click(within(dialog).getByLabelText("Replace its employees with this form's 2 employees"));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Preset saved')).toBeInTheDocument();
    expect(api.calls('PATCH', `/distribution_presets/${team.id}`)[0]?.body).toEqual({
      name: 'Night team',
      employees: [
        { employee: rita['@id'], weight: 2, dailyCap: 10 },
        { employee: sam['@id'], weight: 1, dailyCap: null },
      ],
    });
  });

  it('shows a taken preset name under the field', async () => {
    const { user } = renderForm(`/distribution/${inbound.id}`, {
      [`PATCH /distribution_presets/${team.id}`]: () =>
        hydraErrorResponse(422, 'name: taken', [{ propertyPath: 'name', message: 'the project has a preset of that name' }]),
    });
    await nameField();
    await user.selectOptions(screen.getByLabelText('Preset'), team.id);
    await user.click(screen.getByRole('button', { name: 'Edit the preset Day team' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('the project has a preset of that name')).toBeInTheDocument();
  });

  it('deletes a preset after a second question, and forgets the choice', async () => {
    let presets = [team];
    const { user, api } = renderForm(`/distribution/${inbound.id}`, {
      [`GET /projects/${projectId}/distribution_presets`]: () => jsonResponse(hydraCollection(presets)),
      [`DELETE /distribution_presets/${team.id}`]: () => {
        presets = [];
        return noContent();
      },
    });
    await nameField();
    await user.selectOptions(screen.getByLabelText('Preset'), team.id);
    await user.click(screen.getByRole('button', { name: 'Edit the preset Day team' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete preset' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the preset Day team?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Edit the preset Day team' })).toBeInTheDocument();
    expect(api.calls('DELETE', '/distribution_presets/')).toHaveLength(0);

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete preset' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete the preset Day team?' })).getByRole('button', { name: 'Delete preset' }),
    );
    expect(await screen.findByText('Preset “Day team” deleted')).toBeInTheDocument();
    expect(api.calls('DELETE', `/distribution_presets/${team.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Day team' })).not.toBeInTheDocument());
    expect(screen.getByLabelText('Preset')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Apply preset' })).toBeDisabled();
  });

  it('deletes after confirmation', async () => {
    const { user, api, router } = renderForm(`/distribution/${inbound.id}`);
    await nameField();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Inbound?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls('DELETE', `/distributions/${inbound.id}`)).toHaveLength(1));
    expect(await screen.findByText('Distribution deleted')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/distribution');
  });
});
