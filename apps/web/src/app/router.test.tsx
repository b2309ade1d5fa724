import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/shared/stores/auth-store';
import { useSessionStore } from '@/shared/stores/session-store';
import { useViewPreferencesStore } from '@/shared/stores/view-preferences-store';
import { fakeJwt } from '@/test/fake-jwt';
import { renderRoutes } from '@/test/render-routes';
import { routes } from './router';

const emptyManagersMetrics = {
  ...Object.fromEntries(
    [
      'count',
      'negotiations',
      'negotiationsTotal',
      'bills',
      'billsTotal',
      'billFromNegotiation',
      'lost',
      'won',
      'wonFromBill',
      'forecast',
      'staticForecast',
      'conversion',
    ].map((name) => [name, 0]),
  ),
  columns: [],
};

beforeEach(() => {
  const user = { '@id': '/api/users/u-1', '@type': 'User', id: 'u-1', name: 'Dana', email: 'd@x.io', createdAt: '' };
  const setting = (name: string, value: string) => ({
    '@id': `/api/settings/${name}`,
    '@type': 'Setting',
    id: name,
    project: '/api/projects/p-1',
    name,
    value,
  });
  const project = {
    '@id': '/api/projects/p-1',
    '@type': 'Project',
    id: 'p-1',
    name: 'Acme Sales',
    settings: [],
    role: 'ADMIN',
    createdAt: '',
  };
  const answers: [string, unknown][] = [
    ['/api/projects/p-1/data', { project, settings: [setting('currency', 'USD'), setting('timezone', 'UTC')] }],
    ['/api/projects?', { projects: [project], total: 2 }],
    ['/api/projects/p-1/employees', { 'hydra:member': [], 'hydra:totalItems': 0 }],
    ['/api/analytics/pulse', { objectType: 'call', employees: [], total: { day: {}, month: {} } }],
    ['/api/analytics/managers', { employees: [], total: { isDistributed: false, ...emptyManagersMetrics } }],
  ];
  // A prefix answers whole path segments (/data is not /data_providers); any other paged list is
  // empty; anything else is the signed-in user.
  const emptyPage = { 'hydra:member': [], 'hydra:totalItems': 0 };
  const answer = (url: string) =>
    answers.find(([prefix]) => url.startsWith(prefix) && !/^[\w-]/.test(url.slice(prefix.length)))?.[1] ??
    (url.includes('itemsPerPage=') ? emptyPage : user);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => Promise.resolve(Response.json(answer(input)))),
  );
  useAuthStore.getState().setTokens({ token: fakeJwt({ userid: 'u-1', exp: 9e9, iat: 1 }), refresh_token: 'r' });
  useSessionStore.getState().setProjectId('p-1', 'Acme Sales');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.getState().clear();
  useSessionStore.getState().reset();
  useViewPreferencesStore.setState({ sidebarCollapsed: false, fullscreen: false, menuShown: false });
});

describe('app routes', () => {
  it('redirects / to the Pulse screen inside the main layout', async () => {
    const { router } = renderRoutes(routes, ['/']);
    // The first lazy screen of the file: its modules are transformed on first import.
    expect(await screen.findByRole('heading', { level: 1, name: 'Pulse' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sales-pulse');
    expect(await screen.findByRole('group', { name: 'Sort managers by' })).toBeInTheDocument();
    expect(document.title).toBe('SalesPulse | Pulse');
    expect(screen.getByRole('link', { name: /Acme Sales/ })).toHaveAttribute('href', '/select-project');
    expect(await screen.findByTestId('user-avatar')).toHaveTextContent('D');
  });

  it('sends signed-out users to login', async () => {
    useAuthStore.getState().clear();
    const { router } = renderRoutes(routes, ['/managers']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.state).toEqual({ from: '/managers' });
  });

  it('shows representatives only the menu group, without distribution', async () => {
    useSessionStore.getState().setRole('REPRESENTATIVE');
    renderRoutes(routes, ['/call-board']);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('tablist')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Call Board' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Distribution' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Gift shop' })).not.toBeInTheDocument();
  });

  it('gives admins the Menu/Settings switcher with the group of the path preselected', async () => {
    useSessionStore.getState().setRole('ADMIN');
    const { router } = renderRoutes(routes, ['/settings']);
    expect(await screen.findByRole('heading', { level: 1, name: 'General settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/main');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(within(nav).getByRole('link', { name: 'Mapping' })).toHaveAttribute('href', '/settings/data-settings');

    await userEvent.click(within(nav).getByRole('tab', { name: 'Menu' }));
    expect(within(nav).getByRole('link', { name: 'Distribution' })).toBeInTheDocument();
  });

  it('keeps the layout and shows Restricted access for a forbidden screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useSessionStore.getState().setRole('REPRESENTATIVE');
    renderRoutes(routes, ['/distribution/history']);
    expect(await screen.findByRole('heading', { name: 'Restricted access' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('refuses the gift shop while gift_shop_enabled is not 1, even to an owner (spec section 6)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useSessionStore.getState().setRole('OWNER');
    renderRoutes(routes, ['/gift-shop/catalogue']);
    expect(await screen.findByRole('heading', { name: 'Restricted access' })).toBeInTheDocument();
    expect(screen.getByText("Sorry, you don't have access to this page")).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Gift shop' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('collapses the sidebar and remembers it', async () => {
    renderRoutes(routes, ['/managers']);
    await userEvent.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.getByTestId('sidebar-panel')).toHaveAttribute('data-state', 'collapsed');
    expect(JSON.parse(localStorage.getItem('view-preferences') ?? '{}')).toMatchObject({ state: { sidebarCollapsed: true } });
  });

  it('shows Personal settings inside the main layout of the selected project', async () => {
    renderRoutes(routes, ['/user-profile']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal settings' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('sends Personal settings without a selected project to the project choice, remembering it', async () => {
    useSessionStore.getState().reset();
    const { router } = renderRoutes(routes, ['/user-profile']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/select-project'));
    expect(router.state.location.state).toEqual({ from: '/user-profile' });
  });

  it('shows the 404 page for unknown paths', async () => {
    renderRoutes(routes, ['/no/such/page']);
    expect(await screen.findByRole('heading', { name: 'Ooops! Page not found' })).toBeInTheDocument();
  });
});
