import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { hydraErrorResponse as hydraError, jsonResponse } from '@/test/api-responses';
import { fakeApi } from '@/test/fake-api';
import { fakeJwt } from '@/test/fake-jwt';
import { projectId } from '@/test/fixtures/ids';
import { renderScreen } from '@/test/render-screen';
import { projectDataFixture, settingFixture } from '../testing/fixtures';
import GeneralSettings from './general-settings';

const stored = [
  settingFixture('timezone', 'Europe/Berlin'),
  settingFixture('currency', 'USD'),
  settingFixture('distribution_delay', '10'),
  settingFixture('work_hours', '09:00-18:00'),
];

function renderGeneralSettings(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    [`GET /projects/${projectId}/data`]: () => jsonResponse(projectDataFixture(stored)),
    'PATCH /settings/': ({ path, body }) =>
      jsonResponse({ ...settingFixture('currency', ''), id: path.split('/')[2], ...(body as object) }),
    'POST /settings': ({ body }) => jsonResponse({ ...settingFixture('currency', ''), ...(body as object) }, 201),
    [`PATCH /projects/${projectId}`]: ({ body }) => jsonResponse({ ...projectDataFixture([]).project, ...(body as object) }),
    ...routes,
  });
  return { ...renderScreen(<GeneralSettings />), api };
}

describe('general settings', () => {
  beforeEach(() => {
    useAuthStore.getState().setTokens({ token: fakeJwt({ userid: 'u-1', exp: 9e9, iat: 1 }), refresh_token: 'r' });
    useSessionStore.getState().setProjectId(projectId, 'Acme Sales');
    useSessionStore.getState().setRole('OWNER');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    useAuthStore.getState().clear();
    useSessionStore.getState().reset();
  });

  it('shows the stored values, work hours split into start and end', async () => {
    renderGeneralSettings();
    expect(await screen.findByLabelText('Project name')).toHaveValue('Acme Sales');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/Berlin');
    expect(screen.getByLabelText('Currency')).toHaveValue('USD');
    expect(screen.getByLabelText('Work day starts')).toHaveValue('09:00');
    expect(screen.getByLabelText('Work day ends')).toHaveValue('18:00');
    expect(screen.getByLabelText('Distribution delay')).toHaveValue(10);
    expect(screen.getByRole('switch', { name: 'Enable the gift shop' })).not.toBeChecked();
  });

  it('shows what an empty setting means: the value the product uses instead', async () => {
    renderGeneralSettings();
    const postpone = await screen.findByRole('spinbutton', { name: 'Postpone' });
    expect(postpone).toHaveValue(null);
    expect(postpone).toHaveAttribute('placeholder', '1440');
    expect(postpone).toHaveAccessibleDescription('Minutes, 0 to 10080; empty: 1440');
    expect(screen.getByRole('spinbutton', { name: 'Away count limit' })).toHaveAttribute('placeholder', '0');
    expect(screen.getByRole('spinbutton', { name: 'Bill to won' })).toHaveAccessibleDescription('Percent, 0 to 100; empty: 0');
  });

  it('saves only what changed: patches stored settings, posts missing ones, renames the project', async () => {
    const { user, api } = renderGeneralSettings();
    await user.selectOptions(await screen.findByLabelText('Currency'), 'EUR');
    await user.clear(screen.getByLabelText('Work day ends'));
    await user.type(screen.getByLabelText('Work day ends'), '17:30');
    await user.type(screen.getByLabelText('Away count limit'), '3');
    await user.click(screen.getByRole('switch', { name: 'Enable the gift shop' }));
    await user.clear(screen.getByLabelText('Project name'));
    await user.type(screen.getByLabelText('Project name'), 'Acme Europe');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const patched = api.calls('PATCH', '/settings/').map((call) => [call.path, call.body]);
    expect(patched).toEqual(
      expect.arrayContaining([
        ['/settings/s-currency', { value: 'EUR' }],
        ['/settings/s-work_hours', { value: '09:00-17:30' }],
      ]),
    );
    expect(patched).toHaveLength(2);
    const created = api.calls('POST', '/settings').map((call) => call.body);
    expect(created).toEqual(
      expect.arrayContaining([
        { project: `/api/projects/${projectId}`, name: 'away_count_limit', value: '3' },
        { project: `/api/projects/${projectId}`, name: 'gift_shop_enabled', value: '1' },
      ]),
    );
    expect(created).toHaveLength(2);
    expect(api.calls('PATCH', `/projects/${projectId}`)[0]?.body).toEqual({ name: 'Acme Europe' });
    await waitFor(() => expect(useSessionStore.getState().projectName).toBe('Acme Europe'));
  });

  it('checks values against the contract rules before sending anything', async () => {
    const { user, api } = renderGeneralSettings();
    const delay = await screen.findByLabelText('Distribution delay');
    await user.clear(delay);
    await user.type(delay, '2000');
    await user.clear(screen.getByLabelText('Work day starts'));
    await user.type(screen.getByLabelText('Work day starts'), '19:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('must be a whole number of minutes from 0 to 1440')).toBeInTheDocument();
    expect(screen.getByText('the work day must end after it starts')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('shows a value the server refuses under its field', async () => {
    const { user } = renderGeneralSettings({
      'PATCH /settings/s-currency': () => hydraError(422, 'value: not accepted', [{ propertyPath: 'value', message: 'not accepted here' }]),
    });
    await user.selectOptions(await screen.findByLabelText('Currency'), 'EUR');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('not accepted here')).toBeInTheDocument();
    expect(screen.getByLabelText('Currency')).toHaveAttribute('aria-invalid', 'true');
  });

  it('patches a setting that someone else created since the page loaded', async () => {
    let created = false;
    const { user, api } = renderGeneralSettings({
      'POST /settings': () => {
        created = true;
        return hydraError(422, 'name: already exists', [{ propertyPath: 'name', message: 'this setting already exists' }]);
      },
      [`GET /projects/${projectId}/data`]: () =>
        jsonResponse(projectDataFixture(created ? [...stored, settingFixture('away_count_limit', '1')] : stored)),
    });
    await user.type(await screen.findByLabelText('Away count limit'), '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(api.calls('PATCH', '/settings/s-away_count_limit')[0]?.body).toEqual({ value: '4' });
  });

  it('sets the daily call-time target, refuses 0, and clears it to mean "no target"', async () => {
    const { user, api } = renderGeneralSettings();
    const target = await screen.findByLabelText('Daily call-time target (min)');
    expect(target).toHaveValue(null);
    expect(target).toHaveAccessibleDescription(expect.stringContaining('empty: no target'));

    await user.type(target, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must be a whole number of minutes from 1 to 1440')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);

    await user.clear(target);
    await user.type(target, '90');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(api.calls('POST', '/settings').map((call) => call.body)).toEqual([
      { project: `/api/projects/${projectId}`, name: 'call_time_target', value: '90' },
    ]);
  });

  it('removes a stored call-time target when the field is emptied', async () => {
    const { user, api } = renderGeneralSettings({
      [`GET /projects/${projectId}/data`]: () => jsonResponse(projectDataFixture([...stored, settingFixture('call_time_target', '120')])),
      'DELETE /settings/s-call_time_target': () => new Response(null, { status: 204 }),
    });
    const target = await screen.findByLabelText('Daily call-time target (min)');
    expect(target).toHaveValue(120);
    await user.clear(target);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(api.calls('DELETE', '/settings/s-call_time_target')).toHaveLength(1);
  });
});
