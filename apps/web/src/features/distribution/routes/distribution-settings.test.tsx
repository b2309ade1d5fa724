import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraErrorResponse, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { projectId } from '@/test/fixtures/ids';
import { renderRoutes } from '@/test/render-routes';
import { runSignedIn } from '@/test/signed-in';
import { settingsFixture } from '../testing/fixtures';
import DistributionSettingsScreen from './distribution-settings';

type Routes = Parameters<typeof fakeApi>[0];

function renderScreen(routes: Routes = {}) {
  const api = fakeApi({
    [`GET /projects/${projectId}/distribution_settings`]: () => jsonResponse(settingsFixture()),
    'PATCH /settings/': ({ body }) => jsonResponse({ id: 's1', name: 'distribution_delay', ...(body as object) }),
    'POST /settings': ({ body }) => jsonResponse({ id: 's2', ...(body as object) }, 201),
    ...routes,
  });
  const view = renderRoutes(
    [{ path: '/settings/distribution-settings', element: <DistributionSettingsScreen /> }],
    ['/settings/distribution-settings'],
  );
  return { ...view, api };
}

// The fields are steppers: their − and + buttons carry the label too.
const field = (label: RegExp) => screen.findByRole('spinbutton', { name: label }, { timeout: 3000 });

describe('Distribution settings screen', () => {
  runSignedIn();
  beforeEach(() => useSessionStore.getState().setProjectId(projectId, 'Acme'));

  it('shows the effective values, saying which are defaults, and the time zone', async () => {
    renderScreen();
    expect(await field(/Distribution delay/)).toHaveValue('15');
    expect(screen.getByRole('spinbutton', { name: /Postpone/ })).toHaveValue('1440');
    expect(screen.getByRole('spinbutton', { name: /Away count limit/ })).toHaveValue('0');
    expect(screen.getByText(/Europe\/Berlin/)).toBeInTheDocument();
    expect(screen.getAllByText(/Default value\./)).toHaveLength(2);
    expect(document.title).toBe('SalesPulse | Distribution settings');
  });

  it('patches a stored setting and creates an unset one, sending only what changed', async () => {
    const { user, api } = renderScreen();
    const delay = await field(/Distribution delay/);
    await user.clear(delay);
    await user.type(delay, '30');
    const away = screen.getByRole('spinbutton', { name: /Away count limit/ });
    await user.clear(away);
    await user.type(away, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Distribution settings saved')).toBeInTheDocument();
    expect(api.calls('PATCH', '/settings/')).toEqual([
      expect.objectContaining({ path: '/settings/00000000-0000-4000-a000-000000000001', body: { value: '30' } }),
    ]);
    expect(api.calls('POST', '/settings').map((call) => call.body)).toEqual([
      { project: `/api/projects/${projectId}`, name: 'away_count_limit', value: '3' },
    ]);
  });

  it('says so when nothing changed', async () => {
    const { user, api } = renderScreen();
    await field(/Distribution delay/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing to save')).toBeInTheDocument();
    expect(api.calls('PATCH', '/settings/')).toHaveLength(0);
  });

  it('keeps each value inside its range: a number past it is clamped, one that is no number is refused', async () => {
    const { user, api } = renderScreen();
    const postpone = await field(/Postpone/);
    await user.clear(postpone);
    await user.type(postpone, '20000');
    await user.tab();
    // Spec section 5: the stepper clamps between min and max.
    expect(postpone).toHaveValue('10080');
    const away = screen.getByRole('spinbutton', { name: /Away count limit/ });
    await user.clear(away);
    await user.type(away, 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^must be a whole number/)).toBeInTheDocument();
    expect(away).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST', '/settings')).toHaveLength(0);
    // From an empty field, + starts at the minimum.
    await user.clear(away);
    await user.click(screen.getByRole('button', { name: 'Increase Away count limit' }));
    await user.click(screen.getByRole('button', { name: 'Increase Away count limit' }));
    expect(away).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Distribution settings saved')).toBeInTheDocument();
    expect(api.calls('POST', '/settings').map((call) => call.body)).toEqual([
      { project: `/api/projects/${projectId}`, name: 'distribution_postpone', value: '10080' },
      { project: `/api/projects/${projectId}`, name: 'away_count_limit', value: '1' },
    ]);
  });

  it('shows the server’s violation under the field it rejected', async () => {
    const { user } = renderScreen({
      'PATCH /settings/': () =>
        hydraErrorResponse(422, 'value: must be a whole number of minutes from 0 to 1440', [
          { propertyPath: 'value', message: 'rejected by the server' },
        ]),
    });
    const delay = await field(/Distribution delay/);
    await user.clear(delay);
    await user.type(delay, '60');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('rejected by the server')).toBeInTheDocument();
    await waitFor(() => expect(delay).toHaveAttribute('aria-invalid', 'true'));
  });

  it('patches the setting someone created meanwhile', async () => {
    let reads = 0;
    const { user, api } = renderScreen({
      [`GET /projects/${projectId}/distribution_settings`]: () => {
        reads += 1;
        return jsonResponse(
          reads === 1
            ? settingsFixture()
            : settingsFixture({ awayCountLimit: { value: 2, isDefault: false, setting: '/api/settings/fresh' } }),
        );
      },
      'POST /settings': () => hydraErrorResponse(422, 'name: exists', [{ propertyPath: 'name', message: 'this setting exists already' }]),
    });
    const away = await field(/Away count limit/);
    await user.clear(away);
    await user.type(away, '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Distribution settings saved')).toBeInTheDocument();
    expect(api.calls('PATCH', '/settings/fresh')[0]?.body).toEqual({ value: '4' });
  });
});
